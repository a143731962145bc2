import { z } from "zod";
import {
  controlCharactersMessage,
  hasControlCharacter,
  hasLoneSurrogate,
  isRequired,
  loneSurrogateMessage,
  tooLong,
} from "./text-patterns.ts";

export {
  controlCharactersMessage,
  EMAIL_MAX,
  emailPattern,
  hasControlCharacter,
  hasLoneSurrogate,
  isRequired,
  loneSurrogateMessage,
  mustBeOneOf,
  notFound,
  tooLong,
} from "./text-patterns.ts";

/**
 * The words every text field is refused with, in one language: a public form's schema takes them
 * from the page's message catalogue (domain/messages), everything else says them in English.
 */
export type TextWords = {
  readonly controlCharacters: string;
  readonly loneSurrogate: string;
  readonly required: (label: string) => string;
  readonly tooLong: (label: string, max: number) => string;
};

const englishTextWords: TextWords = {
  controlCharacters: controlCharactersMessage,
  loneSurrogate: loneSurrogateMessage,
  required: isRequired,
  tooLong,
};

/**
 * Refuses text holding a control character (ADR 0060; tab and line breaks are kept when
 * `multiLine`) or not well-formed Unicode (a lone surrogate, ADR 0090), each with its one message
 * and before the field's own rules.
 */
export const storableText = (schema: z.ZodString, multiLine = false, words: TextWords = englishTextWords) =>
  schema
    .refine((value) => !hasControlCharacter(value, multiLine), { error: words.controlCharacters, abort: true })
    .refine((value) => !hasLoneSurrogate(value), { error: words.loneSurrogate, abort: true });

/**
 * The one way an input schema takes text: trimmed, and refused with one message when it holds a
 * control character (ADR 0060) or is not well-formed Unicode (ADR 0090). `error` is the field's
 * message for a missing or non-text value.
 */
export function text(error: string, words?: TextWords) {
  return storableText(z.string({ error }).trim(), false, words);
}

/** Trimmed text that must not be empty: a missing, non-text or empty value all get `required`. */
export function filledText(required: string, words?: TextWords) {
  return text(required, words).min(1, { error: required, abort: true });
}

/** A textarea's text: as `text`, but tab and line breaks are kept. */
export function multiLineText(error: string, words?: TextWords) {
  return storableText(z.string({ error }).trim(), true, words);
}

/** Text taken exactly as sent (passwords), control characters refused all the same. */
export function untrimmedText(error: string) {
  return storableText(z.string({ error }));
}

/** An optional query-string value: `undefined` when absent, refused when it holds a control character. */
export function queryText(max: number) {
  return storableText(z.string().max(max)).optional();
}

/**
 * A trimmed text field that must not be empty; a missing or non-text value gets the same message.
 * `multiLine` keeps line breaks (a postal address written on several lines).
 */
export function requiredText(label: string, max: number, multiLine = false, words: TextWords = englishTextWords) {
  const required = words.required(label);
  return (multiLine ? multiLineText(required, words) : text(required, words))
    .min(1, { error: required, abort: true })
    .max(max, words.tooLong(label, max));
}

/**
 * A short typed text that must not be empty (a follow-up's task, a lead's note, a lost reason),
 * checked as `typedTextProblem` checks it in the back office's form: required, at most `max`
 * characters after trimming, then a control character and half a character, both reported.
 */
export function typedTextField(rule: { max: number; required: string; tooLong: string; multiLine?: boolean }) {
  return z
    .string({ error: rule.required })
    .trim()
    .min(1, { error: rule.required, abort: true })
    .max(rule.max, { error: rule.tooLong, abort: true })
    .refine((value) => !hasControlCharacter(value, rule.multiLine), { error: controlCharactersMessage })
    .refine((value) => !hasLoneSurrogate(value), { error: loneSurrogateMessage });
}

/** An absolute http or https address; anything else (javascript:, data:, relative) is refused. */
export function httpUrl(required: string, invalid: string, max = 2048) {
  return filledText(required)
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

/**
 * A field the multipart forms send as JSON text (a list, an object), read back as what it holds;
 * anything not text passes through to the field's own rules. For `z.preprocess`.
 */
export const fromJsonText = (invalid: string) => (value: unknown, ctx: z.RefinementCtx) => {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    ctx.addIssue({ code: "custom", message: invalid });
    return z.NEVER;
  }
};
