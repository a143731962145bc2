/**
 * The spam-trap field of the public forms, apart from its zod schema so a page can render the field
 * without shipping zod to the browser. A field hidden from people and filled by bots: a filled
 * honeypot is answered as if the submission were stored, so the bot learns nothing, and nothing is stored.
 */
export const HONEYPOT_FIELD = "website";

export function isHoneypotFilled(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== "";
}
