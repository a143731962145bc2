/** An ILIKE pattern for "contains this text": `%`, `_` and `\` in the text are literal characters. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
