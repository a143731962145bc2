/**
 * What an SMTP server answered a message (RFC 5321 reply code, RFC 3463 enhanced status), kept
 * without the reply's text, which may name the address. `code` is null where no server answered
 * (the outbox folder, a connection that failed).
 */
export type SmtpAnswer = { code: number | null; status: string | null };

/** A send that failed: `permanent` for a 5xx refusal (never tried again), else worth retrying later. */
export type SendFailure = SmtpAnswer & { permanent: boolean; kind: string };

const enhancedStatus = (response: unknown) =>
  typeof response === "string" ? (/\b([245]\.\d{1,3}\.\d{1,3})\b/.exec(response)?.[1] ?? null) : null;

const replyCode = (response: unknown) => {
  const code = typeof response === "string" ? Number(/^(\d{3})\b/.exec(response)?.[1]) : Number.NaN;
  return Number.isInteger(code) ? code : null;
};

/** The answer of an accepted message, from nodemailer's `info.response` ("250 2.0.0 OK …"). */
export const acceptedAnswer = (response: unknown): SmtpAnswer => ({
  code: replyCode(response),
  status: enhancedStatus(response),
});

/**
 * How a send failed, from nodemailer's error: a 5xx reply (the recipient refused, the message
 * refused) is permanent; a 4xx reply (greylisting, a full mailbox, a rate limit), a connection that
 * failed or timed out, or a refused sign-in (the operator's to fix) is temporary.
 */
export function failureOf(error: unknown): SendFailure {
  const fields = typeof error === "object" && error !== null ? (error as Record<string, unknown>) : {};
  const code = typeof fields.responseCode === "number" ? fields.responseCode : replyCode(fields.response);
  return {
    code,
    status: enhancedStatus(fields.response),
    permanent: code !== null && code >= 500 && code < 600,
    kind: typeof fields.code === "string" ? fields.code : "unknown",
  };
}
