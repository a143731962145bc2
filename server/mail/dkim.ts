/** DKIM_PRIVATE_KEY and DKIM_SELECTOR, and the domain of MAIL_FROM they sign for (ADR 0263). */
export type DkimSettings = { domainName: string; keySelector: string; privateKey: string };

/**
 * The headers a DKIM signature covers: nodemailer's list (RFC 6376's recommendation) and
 * List-Unsubscribe-Post, which Gmail and Yahoo require to be signed for one-click unsubscribe (RFC 8058).
 */
const SIGNED_HEADERS = [
  "From",
  "Sender",
  "Reply-To",
  "Subject",
  "Date",
  "Message-ID",
  "To",
  "Cc",
  "MIME-Version",
  "Content-Type",
  "Content-Transfer-Encoding",
  "In-Reply-To",
  "References",
  "List-Id",
  "List-Unsubscribe",
  "List-Unsubscribe-Post",
].join(":");

/** nodemailer's `dkim` option for a transport: every message it sends is signed (ADR 0263). */
export const dkimOptions = (dkim: DkimSettings | undefined) =>
  dkim
    ? {
        dkim: {
          domainName: dkim.domainName,
          keySelector: dkim.keySelector,
          privateKey: dkim.privateKey,
          headerFieldNames: SIGNED_HEADERS,
        },
      }
    : {};
