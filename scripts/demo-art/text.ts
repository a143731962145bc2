import { n } from "./svg.ts";

/**
 * Fitting and wrapping text without a font engine: librsvg lays text out itself, so the widths are
 * estimated from a table of glyph advances and titles are kept safely inside their boxes.
 */

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * Advance widths (1/1000 em) of printable ASCII (32–126) in DejaVu Sans Bold, the usual
 * "sans-serif" on Linux. Other common sans fonts are narrower, so the estimate is safe.
 */
const BOLD_WIDTHS = [
  350, 458, 525, 842, 692, 1000, 875, 308, 458, 458, 525, 842, 383, 417, 383, 367, 692, 692, 692, 692, 692, 692, 692,
  692, 692, 692, 400, 400, 842, 842, 842, 583, 1000, 775, 758, 733, 833, 683, 683, 817, 833, 375, 375, 775, 633, 992,
  833, 850, 733, 850, 767, 677, 707, 808, 775, 1100, 775, 725, 725, 458, 367, 458, 842, 500, 500, 675, 717, 592, 717,
  675, 404, 717, 708, 342, 342, 667, 342, 1042, 708, 683, 717, 717, 492, 592, 475, 708, 650, 925, 642, 650, 583, 708,
  367, 708, 842,
];

export function textWidth(text: string, fontSize: number, letterSpacing = 0): number {
  let units = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    units += code >= 32 && code < 127 ? (BOLD_WIDTHS[code - 32] ?? 700) : 850;
  }
  const count = [...text].length;
  return (units / 1000) * fontSize + Math.max(0, count - 1) * letterSpacing;
}

type FittedText = { lines: string[]; fontSize: number; letterSpacing: number };

/**
 * Wrap `text` into at most `maxLines` lines no wider than `maxWidth`, using the largest font
 * size between `minSize` and `maxSize` that fits. Falls back to an ellipsis at `minSize`.
 */
export function fitText(
  text: string,
  opts: { maxWidth: number; maxLines: number; maxSize: number; minSize: number; tracking?: number },
): FittedText {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) words.push("");
  const tracking = opts.tracking ?? 0;
  for (let size = opts.maxSize; size >= opts.minSize; size -= 2) {
    const ls = size * tracking;
    const lines = wrapWords(words, opts.maxWidth, size, ls);
    if (lines.length <= opts.maxLines && lines.every((l) => textWidth(l, size, ls) <= opts.maxWidth)) {
      return { lines, fontSize: size, letterSpacing: ls };
    }
  }
  const size = opts.minSize;
  const ls = size * tracking;
  const lines = wrapWords(words, opts.maxWidth, size, ls).slice(0, opts.maxLines);
  const out = lines.map((line, i) => {
    const isLast = i === lines.length - 1;
    let l = line;
    if (!isLast && textWidth(l, size, ls) <= opts.maxWidth) return l;
    while (l.length > 1 && textWidth(`${l}…`, size, ls) > opts.maxWidth) l = l.slice(0, -1);
    return isLast || l !== line ? `${l.trimEnd()}…` : l;
  });
  return { lines: out, fontSize: size, letterSpacing: ls };
}

function wrapWords(words: string[], maxWidth: number, size: number, ls: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(candidate, size, ls) > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  lines.push(current);
  return lines;
}

/** Multi-line <text>; `y` is the baseline of the first line. */
export function textBlock(fitted: FittedText, x: number, y: number, attrs: string, lineHeight = 1.12): string {
  const tspans = fitted.lines
    .map((line, i) => `<tspan x="${n(x)}" y="${n(y + i * fitted.fontSize * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join("");
  return `<text font-family="sans-serif" font-size="${fitted.fontSize}" letter-spacing="${n(fitted.letterSpacing)}" ${attrs}>${tspans}</text>`;
}

export function initials(label: string): string {
  const words = label
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter((w) => w && !/^(and|of|the|for|&)$/i.test(w));
  const letters = words.slice(0, 2).map((w) => [...w][0]?.toUpperCase() ?? "");
  return letters.join("") || "•";
}
