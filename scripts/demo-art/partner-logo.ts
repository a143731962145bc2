import { paletteFor } from "./palettes.ts";
import { createRng, hashString } from "./random.ts";
import { n } from "./svg.ts";
import { escapeXml, fitText, initials, textWidth } from "./text.ts";

const LOGO_COLORS = ["#1d4ed8", "#047857", "#b91c1c", "#7c3aed", "#c2410c", "#0e7490", "#be185d", "#0f172a"];

function logoMark(kind: number, c: string, c2: string, letter: string): string {
  switch (kind) {
    case 0: // ring with dot
      return `<circle cx="32" cy="32" r="26" fill="none" stroke="${c}" stroke-width="9"/><circle cx="32" cy="32" r="9" fill="${c2}"/>`;
    case 1: // hexagon
      return `<path d="M32 3 L57 17.5 V46.5 L32 61 L7 46.5 V17.5 Z" fill="${c}"/><path d="M32 17 L44.5 24.5 V39.5 L32 47 L19.5 39.5 V24.5 Z" fill="#fff" fill-opacity="0.9"/>`;
    case 2: // overlapping circles
      return `<circle cx="24" cy="32" r="20" fill="${c}"/><circle cx="40" cy="32" r="20" fill="${c2}" fill-opacity="0.85"/>`;
    case 3: // diamond stack
      return `<path d="M32 4 L56 28 L32 52 L8 28 Z" fill="${c}"/><path d="M14 40 L32 58 L50 40" fill="none" stroke="${c2}" stroke-width="7" stroke-linejoin="round"/>`;
    case 4: // rounded square with initial
      return `<rect x="2" y="2" width="60" height="60" rx="16" fill="${c}"/><text x="32" y="32" dy="0.36em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="34" fill="#fff">${escapeXml(letter)}</text>`;
    default: // rising bars
      return `<rect x="6" y="34" width="13" height="26" rx="4" fill="${c2}"/><rect x="25.5" y="20" width="13" height="40" rx="4" fill="${c}"/><rect x="45" y="4" width="13" height="56" rx="4" fill="${c}"/>`;
  }
}

/** A made-up partner wordmark on a transparent 360 x 160 canvas. */
export function partnerLogoSvg(seed: string, label: string, variant: number): string {
  const W = 360;
  const H = 160;
  const rng = createRng(hashString(`logo|${seed}|${variant}`));
  const color = rng.pick(LOGO_COLORS);
  const p = paletteFor(seed, variant);
  const accent = color === "#0f172a" ? p.to : p.from;
  const mark = logoMark(rng.int(0, 5), color, accent, initials(label).slice(0, 1));
  const maxTextW = W - 2 * 20 - 64 - 16;
  // Prefer a single-line wordmark; wrap onto two lines only for long names.
  const single = fitText(label, { maxWidth: maxTextW, maxLines: 1, maxSize: 34, minSize: 24, tracking: -0.02 });
  const fitted =
    single.lines.length === 1 && !single.lines[0]?.endsWith("…")
      ? single
      : fitText(label, { maxWidth: maxTextW, maxLines: 2, maxSize: 30, minSize: 16, tracking: -0.02 });
  const textW = Math.max(...fitted.lines.map((l) => textWidth(l, fitted.fontSize, fitted.letterSpacing)));
  const markX = Math.round((W - (64 + 16 + textW)) / 2);
  const textX = markX + 64 + 16;
  const lh = 1.08;
  const blockH = fitted.fontSize * lh * (fitted.lines.length - 1);
  const y0 = H / 2 - blockH / 2 + fitted.fontSize * 0.35;
  // First word heavy, the rest regular: a simple wordmark look.
  const tspans = fitted.lines
    .map((line, i) => {
      const y = n(y0 + i * fitted.fontSize * lh);
      if (i === 0) {
        const [first, ...rest] = line.split(" ");
        const restText = rest.length ? ` ${rest.join(" ")}` : "";
        return `<tspan x="${textX}" y="${y}" font-weight="700">${escapeXml(first ?? "")}</tspan><tspan font-weight="400" fill="#475569">${escapeXml(restText)}</tspan>`;
      }
      return `<tspan x="${textX}" y="${y}" font-weight="400" fill="#475569">${escapeXml(line)}</tspan>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<g transform="translate(${markX} ${H / 2 - 32})">${mark}</g>
<text xml:space="preserve" font-family="sans-serif" font-size="${fitted.fontSize}" letter-spacing="${n(fitted.letterSpacing)}" fill="#0f172a">${tspans}</text>
</svg>`;
}
