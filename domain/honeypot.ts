import { z } from "zod";

export { HONEYPOT_FIELD, isHoneypotFilled } from "./honeypot-field.ts";

export const honeypotSchema = z.string().max(2000).optional().describe("Leave empty: spam trap, hidden from people");
