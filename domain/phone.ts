import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { z } from "zod";
import { PHONE_MAX } from "./phone-rules.ts";
import { filledText, type TextWords } from "./text-rules.ts";

export { internationalDigits, mayBePhone, PHONE_MAX, phoneMessages } from "./phone-rules.ts";

/**
 * Phone numbers as the agency takes them (docs/api.md, "People, follow-ups and replies"): a Pakistani
 * number in any common spacing or punctuation, and other countries' when the site accepts them.
 * libphonenumber-js's full metadata (about 150 kB) makes this a server-side check: a browser form
 * should send what the visitor typed and show the server's answer, not import this file.
 */

/** Where a number without a country code is taken to be. */
const HOME_COUNTRY = "PK";

export type PhoneRules = {
  /** Whether numbers of countries other than Pakistan are accepted (the Site setting, on by default). */
  international: boolean;
};

const parse = (raw: string) => {
  const text = raw.trim();
  if (text.length === 0 || text.length > PHONE_MAX) return undefined;
  // "0092 300 …" is how a Pakistani number is often written with its international prefix.
  return parsePhoneNumberFromString(text.replace(/^00(?=\d)/, "+"), HOME_COUNTRY);
};

/** The number as stored (E.164, e.g. `+923001234567`), or null when it is refused. */
export function normalisePhone(raw: string, rules: PhoneRules): string | null {
  const phone = parse(raw);
  if (!phone?.isValid()) return null;
  if (phone.country !== HOME_COUNTRY && !rules.international) return null;
  return phone.number;
}

/**
 * The key a person is found by from a phone number they typed: its E.164 form when it is a valid
 * number of any country, else null (a number that cannot be read names nobody).
 */
export function phoneKey(raw: string): string | null {
  const phone = parse(raw);
  return phone?.isValid() ? phone.number : null;
}

/**
 * A public form's phone field: taken as typed, stored normalised (E.164); refused with `invalid`
 * when it is no number the rules accept, and with `missing` when it is empty or not text.
 */
export function phoneField(rules: PhoneRules, invalid: string, missing = invalid, words?: TextWords) {
  return filledText(missing, words)
    .transform((value, context) => {
      const phone = normalisePhone(value, rules);
      if (phone !== null) return phone;
      context.issues.push({ code: "custom", message: invalid, input: value });
      return z.NEVER;
    })
    .meta({ description: "Any common spacing or punctuation; stored as +<country code><number>" });
}

/** A phone number staff type in the back office (a manual lead, a person's numbers): any country's valid number, E.164. */
export const staffPhone = (typed: string): string | null => normalisePhone(typed, { international: true });
