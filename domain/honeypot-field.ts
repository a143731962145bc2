/**
 * A field hidden from people and filled by bots. A filled honeypot is answered as if the
 * submission were stored, so the bot learns nothing, and nothing is stored. (No zod here: the
 * forms in the browser import this.)
 */
export const HONEYPOT_FIELD = "website";

export function isHoneypotFilled(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== "";
}
