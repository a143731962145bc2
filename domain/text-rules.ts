import { z } from "zod";

/** Email addresses: the same pattern on the server and in the forms. */
export const emailPattern = z.regexes.email;

export const EMAIL_MAX = 254;

export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** A trimmed text field that must not be empty; a missing or non-text value gets the same message. */
export function requiredText(label: string, max: number) {
  const required = `${label} is required`;
  return z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, tooLong(label, max));
}

/** An absolute http or https address; anything else (javascript:, data:, relative) is refused. */
export function httpUrl(required: string, invalid: string, max = 2048) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: invalid, abort: true })
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
      } catch {
        return false;
      }
    }, invalid);
}
