import { z } from "zod";
import { controlCharactersMessage, hasControlCharacter, tooLong } from "./text-patterns.ts";

export {
  controlCharactersMessage,
  EMAIL_MAX,
  emailPattern,
  hasControlCharacter,
  tooLong,
} from "./text-patterns.ts";

/**
 * The one way an input schema takes text: trimmed, and refused with one message when it holds a
 * control character (ADR 0060). `error` is the field's message for a missing or non-text value.
 */
export function text(error: string) {
  return z
    .string({ error })
    .trim()
    .refine((value) => !hasControlCharacter(value), { error: controlCharactersMessage, abort: true });
}

/** A textarea's text: as `text`, but tab and line breaks are kept. */
export function multiLineText(error: string) {
  return z
    .string({ error })
    .trim()
    .refine((value) => !hasControlCharacter(value, true), { error: controlCharactersMessage, abort: true });
}

/** Text taken exactly as sent (passwords), control characters refused all the same. */
export function untrimmedText(error: string) {
  return z
    .string({ error })
    .refine((value) => !hasControlCharacter(value), { error: controlCharactersMessage, abort: true });
}

/** An optional query-string value: `undefined` when absent, refused when it holds a control character. */
export function queryText(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !hasControlCharacter(value), { error: controlCharactersMessage, abort: true })
    .optional();
}

/**
 * A trimmed text field that must not be empty; a missing or non-text value gets the same message.
 * `multiLine` keeps line breaks (a postal address written on several lines).
 */
export function requiredText(label: string, max: number, multiLine = false) {
  const required = `${label} is required`;
  return (multiLine ? multiLineText(required) : text(required))
    .min(1, { error: required, abort: true })
    .max(max, tooLong(label, max));
}

/** An absolute http or https address; anything else (javascript:, data:, relative) is refused. */
export function httpUrl(required: string, invalid: string, max = 2048) {
  return text(required)
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
