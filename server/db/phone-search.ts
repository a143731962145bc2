import { type AnyColumn, eq, ilike, or, type SQL } from "drizzle-orm";
import { phoneKey } from "../../domain/phone.ts";
import { containing } from "./like.ts";

/** The fewest digits a search must have to be looked for in phone numbers as digits. */
const PHONE_DIGITS_MIN = 4;

/**
 * Whether a stored phone number matches a search in any spelling (issue 69): the whole number as
 * written any way (`0300-1234567`, `03001234567`, `+92 300 1234567` are all `+923001234567`), or its
 * digits anywhere, a leading trunk 0 dropped (`0300 12` finds `+9230012…`). Numbers are stored
 * normalised (E.164), so both use the column's trigram index.
 */
export function phoneMatches(column: AnyColumn, q: string): SQL | undefined {
  // A search with letters or an address in it ("ayesha1990@…") looks for no number.
  if (!/^[\d\s()+.-]+$/.test(q)) return undefined;
  const key = phoneKey(q);
  const digits = q.replace(/\D/g, "").replace(/^0+/, "");
  return or(
    key ? eq(column, key) : undefined,
    digits.length >= PHONE_DIGITS_MIN ? ilike(column, containing(digits)) : undefined,
  );
}
