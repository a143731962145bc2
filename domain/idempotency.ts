/**
 * Idempotency keys of the public forms (ADR 0267): each form sends one with its post; a resend of
 * the same post (its answer lost on the way) is answered with the first answer and makes nothing
 * twice. Shared by the server, the OpenAPI description, the forms and the tests.
 */
export const IDEMPOTENCY_HEADER = "idempotency-key";
/** Set on an answer that is the stored first answer to the same post. */
export const REPLAYED_HEADER = "idempotent-replayed";
/** A random id: 16 to 128 letters, digits, "-" or "_" (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
/** How long a first answer is kept for a resend. */
export const IDEMPOTENCY_KEEP_HOURS = 24;
/** A post still unanswered after this long was lost with its instance: a resend is handled anew. */
export const IDEMPOTENCY_CLAIM_SECONDS = 30;

export const idempotencyMessages = {
  invalidKey: "Idempotency-Key must be 16 to 128 letters, digits, '-' or '_'",
  inProgress: "This form is still being sent. Please wait a moment.",
  keyReused: "This Idempotency-Key was used for a different form post",
} as const;
