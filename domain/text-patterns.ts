/**
 * Text rules without zod, for code that runs in the browser: a page that imported zod for one
 * pattern would carry the whole library. The zod schemas build on these (domain/text-rules.ts).
 */

/** Email addresses: zod's own pattern (z.regexes.email), written out; a unit test keeps them equal. */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const EMAIL_MAX = 254;

export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;
