import type { Palette } from "../palettes.ts";
import { bar, n } from "../svg.ts";
import { fitText, textBlock } from "../text.ts";

/** Title plus a small "intro" block (accent bar, paragraph skeleton and a button) on the left. */
export function titleBlock(
  label: string,
  p: Palette,
  x: number,
  centerY: number,
  maxWidth: number,
  opts: { maxSize?: number; maxLines?: number; details?: boolean } = {},
): string {
  const fitted = fitText(label, {
    maxWidth,
    maxLines: opts.maxLines ?? 3,
    maxSize: opts.maxSize ?? 104,
    minSize: 44,
    tracking: -0.025,
  });
  const lh = 1.08;
  const titleH = fitted.fontSize * (1 + lh * (fitted.lines.length - 1));
  const details = opts.details ?? true;
  const detailsH = details ? 150 : 0;
  const totalH = 40 + titleH + detailsH;
  const top = centerY - totalH / 2;
  const baseline = top + 40 + fitted.fontSize * 0.8;
  const parts: string[] = [];
  parts.push(`<rect x="${x}" y="${n(top)}" width="72" height="10" rx="5" fill="${p.accent}"/>`);
  parts.push(`<rect x="${x + 84}" y="${n(top)}" width="22" height="10" rx="5" fill="${p.accent2}"/>`);
  parts.push(textBlock(fitted, x, baseline, 'font-weight="700" fill="#ffffff" filter="url(#tshadow)"', lh));
  if (details) {
    const dy = top + 40 + titleH + 36;
    parts.push(bar(x, dy, Math.min(maxWidth, 460), 14, "#ffffff", 0.5));
    parts.push(bar(x, dy + 28, Math.min(maxWidth, 460) * 0.78, 14, "#ffffff", 0.5));
    parts.push(`<rect x="${x}" y="${n(dy + 68)}" width="196" height="56" rx="28" fill="#ffffff"/>`);
    parts.push(bar(x + 30, dy + 90, 96, 12, p.from, 0.9));
    parts.push(
      `<path d="M${x + 146} ${n(dy + 96)} H${x + 168} M${x + 160} ${n(dy + 88)} L${x + 168} ${n(dy + 96)} L${x + 160} ${n(dy + 104)}" fill="none" stroke="${p.from}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }
  return parts.join("");
}
