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

/** The home country's calling code: a number written without one is taken to be Pakistani. */
const HOME_CALLING_CODE = "92";

/**
 * A stored or typed number as the digits a `tel:` or WhatsApp link dials in international form
 * (`+923001234567`, `0300-1234567` and `0092 300 1234567` all give `923001234567`); null when it has
 * too few digits to be a number. Lenient like `mayBePhone`: the back office links what it was given.
 */
export function internationalDigits(raw: string): string | null {
  if (!mayBePhone(raw)) return null;
  const text = raw.trim();
  const digits = text.replace(/\D/g, "");
  if (text.startsWith("+")) return digits;
  if (digits.startsWith("00")) return digits.slice(2);
  if (digits.startsWith("0")) return `${HOME_CALLING_CODE}${digits.slice(1)}`;
  return digits;
}
