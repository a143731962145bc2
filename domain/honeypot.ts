import { z } from "zod";

/**
 * A field hidden from people and filled by bots. A filled honeypot is answered as if the
 * submission were stored, so the bot learns nothing, and nothing is stored.
 */
export const HONEYPOT_FIELD = "website";

export const honeypotSchema = z.string().max(2000).optional().describe("Leave empty: spam trap, hidden from people");

export function isHoneypotFilled(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== "";
}
