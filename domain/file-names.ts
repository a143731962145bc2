/** The longest file name kept with an upload (a media library item's name, a resume's download name). */
export const FILE_NAME_MAX = 255;

/** A code point of a name: no control character, no lone surrogate (a pair comes whole from Array.from). */
const isKept = (char: string) =>
  char >= " " && char !== "\u007f" && !(char.length === 1 && char >= "\ud800" && char <= "\udfff");

/**
 * The name a browser sent a file under, as it is kept: metadata only, never a path. Its last path
 * segment, without control characters (PostgreSQL refuses NUL in text, ADR 0060) or half a
 * character (ADR 0090), trimmed and cut to FILE_NAME_MAX; `fallback` when nothing is left. Applied
 * once, where uploads are read (ADR 0265).
 */
export function keptFileName(sent: string | undefined, fallback: string): string {
  const last = (sent ?? "").split(/[\\/]/).pop() ?? "";
  const kept = Array.from(last).filter(isKept).join("").trim();
  return Array.from(kept).slice(0, FILE_NAME_MAX).join("") || fallback;
}
