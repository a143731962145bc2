/**
 * The phone rule's texts and the browser's lenient check, without zod or libphonenumber: a public
 * page that imported the real check (domain/phone.ts) would carry its ~150 kB of metadata. The
 * browser only catches what is surely no phone number; the server's answer decides the rest and is
 * shown on the field (docs/decisions/0144).
 */

/** The spec's message for a number that is refused, verbatim (contact and job application forms). */
export const phoneMessages = {
  invalid: "Please enter a valid Pakistani phone number.",
} as const;

/** Longer than any number with its spacing: what the server reads at most. */
export const PHONE_MAX = 40;

/**
 * The shortest number a country has (Niue's four-digit numbers): with fewer digits nothing typed can
 * be a number anywhere. A unit test checks every country's example numbers pass this check.
 */
const FEWEST_DIGITS = 4;

/** Whether the typed text may be a phone number: some digits, not too long. The server decides. */
export function mayBePhone(raw: unknown): boolean {
  if (typeof raw !== "string") return false;
  const text = raw.trim();
  return text.length <= PHONE_MAX && text.replace(/\D/g, "").length >= FEWEST_DIGITS;
}
