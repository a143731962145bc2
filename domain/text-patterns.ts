/**
 * Text rules without zod, for code that runs in the browser: a page that imported zod for one
 * pattern would carry the whole library. The zod schemas build on these (domain/text-rules.ts).
 */

/** Email addresses: zod's own pattern (z.regexes.email), written out; a unit test keeps them equal. */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const EMAIL_MAX = 254;

/** The words every field's limits are refused with: one wording across the forms and the API. */
export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;
export const isRequired = (label: string) => `${label} is required`;
export const notFound = (what: string) => `${what} not found`;
export const mustBeOneOf = (label: string, words: readonly (string | number)[]) =>
  `${label} must be one of ${words.join(", ")}`;

/**
 * Control characters (C0 and DEL) have no place in typed text, and PostgreSQL refuses NUL in text
 * outright. Multi-line fields (textareas) keep tab, line feed and carriage return (ADR 0060).
 */
export const controlCharactersMessage = "Text may not contain control characters";

/**
 * A lone UTF-16 surrogate (half of a pair, as JSON's `"\ud800"` can carry) is no character at all:
 * it can't be encoded as UTF-8, so it can't be stored, mailed or shown. Text holding one is refused
 * like control characters are (ADR 0090).
 */
export const loneSurrogateMessage = "Text must be valid Unicode: it holds half of a character";

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasLoneSurrogate(value: string): boolean {
  return loneSurrogate.test(value);
}

export function hasControlCharacter(value: string, multiLine = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0x7f) return true;
    if (code < 0x20 && !(multiLine && (code === 0x09 || code === 0x0a || code === 0x0d))) return true;
  }
  return false;
}

/**
 * What is wrong with a short typed text, as the server will say it, or null: for a back-office form
 * that checks before sending, counting characters after trimming as the server does.
 */
export function typedTextProblem(
  text: string,
  rule: { max: number; required: string; tooLong: string; multiLine?: boolean },
): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return rule.required;
  if (trimmed.length > rule.max) return rule.tooLong;
  if (hasControlCharacter(trimmed, rule.multiLine)) return controlCharactersMessage;
  if (hasLoneSurrogate(trimmed)) return loneSurrogateMessage;
  return null;
}
