/**
 * Locally generated demo artwork for the seed data: category icons, service icons, portfolio
 * images and partner logos. Everything is drawn as SVG and rasterised to PNG with sharp
 * (librsvg), so no network access and no downloaded fonts are needed.
 *
 * The output is deterministic: the same arguments always produce identical PNG bytes on the
 * same machine (font rendering depends on the fonts installed; text uses generic "sans-serif").
 */
import sharp from "sharp";

export type DemoArtKind = "category-icon" | "service-icon" | "portfolio" | "partner-logo";

// ---------------------------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------------------------

/** FNV-1a 32-bit hash. */
function hashString(input: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

type Rng = {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
};

/** mulberry32 seeded generator. */
function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, maxInclusive) => min + Math.floor(next() * (maxInclusive - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
  };
}

/** Round for compact, stable SVG numbers. */
const n = (value: number): string => String(Math.round(value * 10) / 10);

// ---------------------------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------------------------

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

function textWidth(text: string, fontSize: number, letterSpacing = 0): number {
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
function fitText(
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
function textBlock(fitted: FittedText, x: number, y: number, attrs: string, lineHeight = 1.12): string {
  const tspans = fitted.lines
    .map((line, i) => `<tspan x="${n(x)}" y="${n(y + i * fitted.fontSize * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join("");
  return `<text font-family="sans-serif" font-size="${fitted.fontSize}" letter-spacing="${n(fitted.letterSpacing)}" ${attrs}>${tspans}</text>`;
}

function initials(label: string): string {
  const words = label
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter((w) => w && !/^(and|of|the|for|&)$/i.test(w));
  const letters = words.slice(0, 2).map((w) => [...w][0]?.toUpperCase() ?? "");
  return letters.join("") || "•";
}

// ---------------------------------------------------------------------------------------------
// Palettes
// ---------------------------------------------------------------------------------------------

type Palette = { from: string; to: string; accent: string; accent2: string };

/** Tasteful modern gradients, all dark or saturated enough for white text. */
const PALETTES: readonly Palette[] = [
  { from: "#312e81", to: "#7c3aed", accent: "#f472b6", accent2: "#38bdf8" }, // indigo night
  { from: "#0c4a6e", to: "#0284c7", accent: "#5eead4", accent2: "#fde68a" }, // ocean
  { from: "#9f1239", to: "#f97316", accent: "#fde047", accent2: "#fda4af" }, // sunset
  { from: "#064e3b", to: "#0d9488", accent: "#a3e635", accent2: "#67e8f9" }, // emerald
  { from: "#020617", to: "#1e3a8a", accent: "#38bdf8", accent2: "#a78bfa" }, // midnight
  { from: "#155e75", to: "#6d28d9", accent: "#f0abfc", accent2: "#5eead4" }, // aurora
  { from: "#4a044e", to: "#be185d", accent: "#fb923c", accent2: "#f9a8d4" }, // plum
  { from: "#0f172a", to: "#334155", accent: "#2dd4bf", accent2: "#818cf8" }, // slate and teal
];

function paletteFor(seed: string, variant: number): Palette {
  return PALETTES[(hashString(seed) + variant * 3) % PALETTES.length] as Palette;
}

function gradientDef(id: string, p: Palette, angleDeg: number): string {
  const rad = (angleDeg * Math.PI) / 180;
  const dx = Math.cos(rad) / 2;
  const dy = Math.sin(rad) / 2;
  return `<linearGradient id="${id}" x1="${n(0.5 - dx)}" y1="${n(0.5 - dy)}" x2="${n(0.5 + dx)}" y2="${n(0.5 + dy)}"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`;
}

function glowDef(id: string, color: string, opacity: number): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

// ---------------------------------------------------------------------------------------------
// Pictograms (drawn in a 100 x 100 box, stroked)
// ---------------------------------------------------------------------------------------------

const PICTOGRAMS: Record<string, string> = {
  code:
    '<rect x="10" y="18" width="80" height="64" rx="9"/><path d="M10 34 H90"/>' +
    '<path d="M39 48 L29 58 L39 68"/><path d="M61 48 L71 58 L61 68"/><path d="M54 45 L46 71"/>',
  phone: '<rect x="29" y="8" width="42" height="84" rx="10"/><path d="M44 18 H56"/>' + '<path d="M43 80 H57"/>',
  pen:
    '<path d="M50 12 L74 50 L62 82 H38 L26 50 Z"/><path d="M50 12 V46"/>' +
    '<circle cx="50" cy="53" r="6"/><path d="M34 92 H66"/>',
  layers:
    '<path d="M50 14 L88 33 L50 52 L12 33 Z"/><path d="M12 50 L50 69 L88 50"/>' + '<path d="M12 67 L50 86 L88 67"/>',
  megaphone:
    '<path d="M16 42 V60 H30 L70 80 V22 L30 42 Z"/><path d="M30 60 L36 82 H46 L42 62"/>' +
    '<path d="M80 38 Q88 51 80 64"/>',
  search:
    '<circle cx="43" cy="43" r="27"/><path d="M63 63 L86 86"/>' +
    '<path d="M31 52 V46"/><path d="M43 52 V34"/><path d="M55 52 V40"/>',
  chart: '<path d="M14 14 V86 H88"/><path d="M26 68 L44 50 L56 60 L80 34"/><path d="M66 34 H80 V48"/>',
  cloud:
    '<path d="M30 74 H72 A17 17 0 0 0 71 40 A23 23 0 0 0 27 44 A15 15 0 0 0 30 74 Z"/>' +
    '<path d="M50 66 V50"/><path d="M42 57 L50 49 L58 57"/>',
  monitor:
    '<rect x="10" y="16" width="80" height="56" rx="8"/><path d="M20 46 H34 L41 31 L51 60 L58 44 H80"/>' +
    '<path d="M38 88 H62"/><path d="M50 72 V88"/>',
  bag: '<path d="M22 34 H78 L74 88 H26 Z"/><path d="M37 46 V28 A13 13 0 0 1 63 28 V46"/>',
  cart:
    '<path d="M10 18 H22 L32 64 H76 L86 32 H26"/><circle cx="38" cy="79" r="6"/>' + '<circle cx="70" cy="79" r="6"/>',
};

const PICTOGRAM_RULES: readonly [RegExp, string][] = [
  [/design system|component/i, "layers"],
  [/\bseo\b|search|optimi[sz]/i, "search"],
  [/social|\bads?\b|marketing|campaign|advert/i, "megaphone"],
  [/analytics|growth|report|insight/i, "chart"],
  [/cloud|migration|hosting|server/i, "cloud"],
  [/devops|monitor|pipeline|infrastructure/i, "monitor"],
  [/marketplace|cart|checkout/i, "cart"],
  [/commerce|store|shop|retail|\bpos\b/i, "bag"],
  [/\bweb|website|portal|frontend|back-?end|software|development/i, "code"],
  [/mobile|\bapps?\b|\bios\b|android|flutter|native|cross-platform/i, "phone"],
  [/design|\bui\b|\bux\b|brand|figma|prototyp/i, "pen"],
];

function pictogramFor(label: string): string | undefined {
  // "Mobile App Development" must win over the generic "development" rule.
  if (/mobile|\bapps?\b|\bios\b|android|flutter|cross-platform/i.test(label) && !/\bweb\b/i.test(label)) {
    return PICTOGRAMS.phone;
  }
  for (const [re, key] of PICTOGRAM_RULES) if (re.test(label)) return PICTOGRAMS[key];
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Category icon 400 x 200
// ---------------------------------------------------------------------------------------------

function categoryIconSvg(seed: string, label: string, variant: number): string {
  const W = 400;
  const H = 200;
  const rng = createRng(hashString(`cat|${seed}|${variant}`));
  const p = paletteFor(seed, variant);
  const picto = pictogramFor(label);
  const fitted = fitText(label, { maxWidth: 186, maxLines: 3, maxSize: 32, minSize: 16, tracking: -0.01 });
  const lh = 1.15;
  const blockH = fitted.fontSize * lh * (fitted.lines.length - 1);
  const textY = H / 2 - blockH / 2 + fitted.fontSize * 0.35;
  const inner = picto
    ? `<g transform="translate(60 60) scale(0.8)" fill="none" stroke="#fff" stroke-width="6.5" stroke-linecap="round" stroke-linejoin="round">${picto}</g>`
    : `<text x="100" y="100" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="46" fill="#fff">${escapeXml(initials(label))}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>${gradientDef("bg", p, rng.range(20, 60))}${glowDef("g1", p.accent, 0.55)}${glowDef("g2", p.accent2, 0.45)}
<clipPath id="card"><rect width="${W}" height="${H}" rx="28"/></clipPath></defs>
<g clip-path="url(#card)">
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="${n(rng.range(300, 380))}" cy="${n(rng.range(-10, 40))}" r="150" fill="url(#g1)"/>
<circle cx="${n(rng.range(20, 120))}" cy="${n(rng.range(170, 220))}" r="130" fill="url(#g2)"/>
<circle cx="${W - 10}" cy="${H + 20}" r="90" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="2"/>
<circle cx="${W - 10}" cy="${H + 20}" r="130" fill="none" stroke="#fff" stroke-opacity="0.08" stroke-width="2"/>
</g>
<circle cx="100" cy="100" r="66" fill="#fff" fill-opacity="0.14"/>
<circle cx="100" cy="100" r="66" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>
${inner}
${textBlock(fitted, 192, textY, 'font-weight="700" fill="#fff"', lh)}
</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Service icon 512 x 512
// ---------------------------------------------------------------------------------------------

function serviceIconSvg(seed: string, label: string, variant: number): string {
  const S = 512;
  const rng = createRng(hashString(`svc|${seed}|${variant}`));
  const p = paletteFor(seed, variant);
  const picto = pictogramFor(label);
  const ringX = rng.range(380, 470);
  const ringY = rng.range(380, 470);
  const inner = picto
    ? `<g filter="url(#ps)"><g transform="translate(96 96) scale(3.2)" fill="none" stroke="#fff" stroke-width="5.5" stroke-linecap="round" stroke-linejoin="round">${picto}</g></g>`
    : `<text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="160" letter-spacing="-3" fill="#fff" filter="url(#ps)">${escapeXml(initials(label))}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">
<defs>${gradientDef("bg", p, rng.range(35, 65))}${glowDef("g1", p.accent, 0.6)}${glowDef("g2", p.accent2, 0.5)}${glowDef("shine", "#ffffff", 0.35)}
<clipPath id="tile"><rect width="${S}" height="${S}" rx="116"/></clipPath>
<filter id="ps" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="#000" flood-opacity="0.25"/></filter></defs>
<g clip-path="url(#tile)">
<rect width="${S}" height="${S}" fill="url(#bg)"/>
<circle cx="${n(rng.range(380, 500))}" cy="${n(rng.range(20, 120))}" r="300" fill="url(#g1)"/>
<circle cx="${n(rng.range(0, 120))}" cy="${n(rng.range(420, 520))}" r="280" fill="url(#g2)"/>
<circle cx="90" cy="70" r="220" fill="url(#shine)"/>
<circle cx="${n(ringX)}" cy="${n(ringY)}" r="110" fill="none" stroke="#fff" stroke-opacity="0.14" stroke-width="3"/>
<circle cx="${n(ringX)}" cy="${n(ringY)}" r="170" fill="none" stroke="#fff" stroke-opacity="0.08" stroke-width="3"/>
<rect x="1.5" y="1.5" width="${S - 3}" height="${S - 3}" rx="115" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="3"/>
</g>
${inner}
</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Partner logo 360 x 160 (transparent)
// ---------------------------------------------------------------------------------------------

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

function partnerLogoSvg(seed: string, label: string, variant: number): string {
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

// ---------------------------------------------------------------------------------------------
// Portfolio 1600 x 1000
// ---------------------------------------------------------------------------------------------

const PW = 1600;
const PH = 1000;

/** Generic rounded "skeleton" bar. */
function bar(x: number, y: number, w: number, h: number, fill: string, opacity = 1): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(h / 2)}" fill="${fill}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ""}/>`;
}

function browserWindow(x: number, y: number, w: number, h: number, p: Palette, rng: Rng): string {
  const parts: string[] = [];
  parts.push(
    `<g filter="url(#shadow)"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" fill="#ffffff"/></g>`,
  );
  parts.push(`<clipPath id="bw"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22"/></clipPath>`);
  parts.push('<g clip-path="url(#bw)">');
  parts.push(`<rect x="${x}" y="${y}" width="${w}" height="46" fill="#f1f5f9"/>`);
  ["#f87171", "#fbbf24", "#34d399"].forEach((c, i) => {
    parts.push(`<circle cx="${x + 26 + i * 22}" cy="${y + 23}" r="7" fill="${c}"/>`);
  });
  parts.push(bar(x + 120, y + 13, w - 240, 20, "#e2e8f0"));
  // Hero banner
  const hx = x + 24;
  const hy = y + 70;
  const hw = w - 48;
  const hh = h * 0.38;
  parts.push(`<rect x="${hx}" y="${hy}" width="${hw}" height="${n(hh)}" rx="16" fill="url(#bg)"/>`);
  parts.push(
    `<circle cx="${n(hx + hw * 0.82)}" cy="${n(hy + hh * 0.5)}" r="${n(hh * 0.34)}" fill="${p.accent}" fill-opacity="0.9"/>`,
  );
  parts.push(
    `<circle cx="${n(hx + hw * 0.7)}" cy="${n(hy + hh * 0.72)}" r="${n(hh * 0.18)}" fill="${p.accent2}" fill-opacity="0.9"/>`,
  );
  parts.push(bar(hx + 32, hy + hh * 0.3, hw * 0.42, 18, "#ffffff", 0.95));
  parts.push(bar(hx + 32, hy + hh * 0.3 + 32, hw * 0.3, 12, "#ffffff", 0.6));
  parts.push(bar(hx + 32, hy + hh * 0.3 + 54, hw * 0.34, 12, "#ffffff", 0.6));
  parts.push(`<rect x="${hx + 32}" y="${n(hy + hh * 0.3 + 84)}" width="110" height="30" rx="15" fill="#ffffff"/>`);
  // Cards row
  const cy = hy + hh + 22;
  const cw = (hw - 2 * 18) / 3;
  const ch = h - (cy - y) - 24;
  for (let i = 0; i < 3; i++) {
    const cx = hx + i * (cw + 18);
    const c = i === 1 ? p.accent2 : i === 2 ? p.to : p.accent;
    parts.push(
      `<rect x="${n(cx)}" y="${n(cy)}" width="${n(cw)}" height="${n(ch)}" rx="14" fill="#f8fafc" stroke="#e2e8f0" stroke-width="2"/>`,
    );
    parts.push(`<rect x="${n(cx + 18)}" y="${n(cy + 18)}" width="40" height="40" rx="11" fill="${c}"/>`);
    parts.push(bar(cx + 18, cy + 74, cw * rng.range(0.55, 0.75), 12, "#334155", 0.85));
    parts.push(bar(cx + 18, cy + 96, cw * rng.range(0.6, 0.8), 10, "#94a3b8", 0.7));
    parts.push(bar(cx + 18, cy + 114, cw * rng.range(0.4, 0.6), 10, "#94a3b8", 0.7));
  }
  parts.push("</g>");
  return parts.join("");
}

function phoneScreenContent(x: number, y: number, w: number, h: number, p: Palette, rng: Rng, style: number): string {
  const parts: string[] = [];
  const pad = w * 0.08;
  if (style === 0) {
    // Feed / list screen
    parts.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h * 0.3)}" fill="url(#bg)"/>`);
    parts.push(bar(x + pad, y + h * 0.12, w * 0.5, h * 0.028, "#ffffff", 0.95));
    parts.push(bar(x + pad, y + h * 0.17, w * 0.35, h * 0.02, "#ffffff", 0.65));
    const rows = 4;
    for (let i = 0; i < rows; i++) {
      const ry = y + h * 0.35 + i * h * 0.13;
      const c = i % 2 === 0 ? p.accent : p.accent2;
      parts.push(`<circle cx="${n(x + pad + w * 0.08)}" cy="${n(ry + h * 0.04)}" r="${n(w * 0.08)}" fill="${c}"/>`);
      parts.push(bar(x + pad + w * 0.22, ry + h * 0.02, w * rng.range(0.35, 0.55), h * 0.02, "#334155", 0.85));
      parts.push(bar(x + pad + w * 0.22, ry + h * 0.055, w * rng.range(0.25, 0.45), h * 0.016, "#94a3b8", 0.7));
    }
  } else if (style === 1) {
    // Stats screen
    parts.push(bar(x + pad, y + h * 0.1, w * 0.45, h * 0.026, "#0f172a", 0.85));
    parts.push(
      `<rect x="${n(x + pad)}" y="${n(y + h * 0.16)}" width="${n(w - 2 * pad)}" height="${n(h * 0.3)}" rx="${n(w * 0.07)}" fill="url(#bg)"/>`,
    );
    const r = w * 0.16;
    const ccx = x + w / 2;
    const ccy = y + h * 0.31;
    const circ = 2 * Math.PI * r;
    const frac = rng.range(0.55, 0.85);
    parts.push(
      `<circle cx="${n(ccx)}" cy="${n(ccy)}" r="${n(r)}" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${n(w * 0.05)}"/>`,
    );
    parts.push(
      `<circle cx="${n(ccx)}" cy="${n(ccy)}" r="${n(r)}" fill="none" stroke="${p.accent}" stroke-width="${n(w * 0.05)}" stroke-linecap="round" stroke-dasharray="${n(circ * frac)} ${n(circ)}" transform="rotate(-90 ${n(ccx)} ${n(ccy)})"/>`,
    );
    const bw = (w - 2 * pad) / 7;
    for (let i = 0; i < 6; i++) {
      const bh = h * rng.range(0.06, 0.2);
      const bx = x + pad + i * bw * 1.2;
      parts.push(
        `<rect x="${n(bx)}" y="${n(y + h * 0.72 - bh)}" width="${n(bw * 0.8)}" height="${n(bh)}" rx="${n(bw * 0.25)}" fill="${i === 3 ? p.accent2 : p.to}" fill-opacity="${i === 3 ? 1 : 0.35}"/>`,
      );
    }
    parts.push(bar(x + pad, y + h * 0.78, w * 0.6, h * 0.02, "#334155", 0.8));
    parts.push(bar(x + pad, y + h * 0.82, w * 0.4, h * 0.016, "#94a3b8", 0.7));
  } else {
    // Product / image card screen
    parts.push(
      `<rect x="${n(x + pad)}" y="${n(y + h * 0.1)}" width="${n(w - 2 * pad)}" height="${n(h * 0.38)}" rx="${n(w * 0.07)}" fill="url(#bg)"/>`,
    );
    parts.push(
      `<circle cx="${n(x + w * 0.62)}" cy="${n(y + h * 0.27)}" r="${n(w * 0.16)}" fill="${p.accent}" fill-opacity="0.9"/>`,
    );
    parts.push(
      `<path d="M${n(x + pad)} ${n(y + h * 0.48)} L${n(x + w * 0.38)} ${n(y + h * 0.3)} L${n(x + w * 0.62)} ${n(y + h * 0.48)} Z" fill="#ffffff" fill-opacity="0.35"/>`,
    );
    parts.push(bar(x + pad, y + h * 0.54, w * 0.62, h * 0.028, "#0f172a", 0.85));
    parts.push(bar(x + pad, y + h * 0.6, w * 0.75, h * 0.018, "#94a3b8", 0.7));
    parts.push(bar(x + pad, y + h * 0.64, w * 0.55, h * 0.018, "#94a3b8", 0.7));
    parts.push(
      `<rect x="${n(x + pad)}" y="${n(y + h * 0.72)}" width="${n(w - 2 * pad)}" height="${n(h * 0.08)}" rx="${n(h * 0.04)}" fill="${p.to}"/>`,
    );
  }
  // Bottom navigation
  for (let i = 0; i < 4; i++) {
    parts.push(
      `<circle cx="${n(x + w * (0.2 + i * 0.2))}" cy="${n(y + h * 0.92)}" r="${n(w * 0.035)}" fill="${i === 0 ? p.to : "#cbd5e1"}"/>`,
    );
  }
  return parts.join("");
}

let clipCounter = 0;

function phone(x: number, y: number, w: number, h: number, p: Palette, rng: Rng, style: number): string {
  const id = `ph${clipCounter++}`;
  const b = w * 0.045;
  const r = w * 0.16;
  const sx = x + b;
  const sy = y + b;
  const sw = w - 2 * b;
  const sh = h - 2 * b;
  return `<g filter="url(#shadow)"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="#0f172a"/></g>
<clipPath id="${id}"><rect x="${n(sx)}" y="${n(sy)}" width="${n(sw)}" height="${n(sh)}" rx="${n(r - b)}"/></clipPath>
<g clip-path="url(#${id})"><rect x="${n(sx)}" y="${n(sy)}" width="${n(sw)}" height="${n(sh)}" fill="#ffffff"/>${phoneScreenContent(sx, sy, sw, sh, p, rng, style)}</g>
${bar(x + w * 0.36, y + b + h * 0.012, w * 0.28, h * 0.028, "#0f172a")}`;
}

function dashboardWindow(x: number, y: number, w: number, h: number, p: Palette, rng: Rng): string {
  const parts: string[] = [];
  parts.push(
    `<g filter="url(#shadow)"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="24" fill="#ffffff"/></g>`,
  );
  parts.push(
    `<clipPath id="dw"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="24"/></clipPath><g clip-path="url(#dw)">`,
  );
  // Sidebar
  const sbw = 230;
  parts.push(`<rect x="${x}" y="${y}" width="${sbw}" height="${h}" fill="#0f172a"/>`);
  parts.push(`<rect x="${x + 28}" y="${y + 30}" width="36" height="36" rx="10" fill="${p.accent}"/>`);
  parts.push(bar(x + 76, y + 41, 110, 14, "#ffffff", 0.85));
  for (let i = 0; i < 7; i++) {
    const iy = y + 110 + i * 48;
    if (i === 1)
      parts.push(
        `<rect x="${x + 16}" y="${iy - 14}" width="${sbw - 32}" height="40" rx="10" fill="#ffffff" fill-opacity="0.1"/>`,
      );
    parts.push(
      `<rect x="${x + 30}" y="${iy}" width="14" height="14" rx="4" fill="${i === 1 ? p.accent2 : "#64748b"}"/>`,
    );
    parts.push(bar(x + 58, y + 112 + i * 48 - 1, rng.range(70, 120), 12, "#ffffff", i === 1 ? 0.9 : 0.35));
  }
  // Top bar
  const cx = x + sbw + 36;
  const cw = w - sbw - 72;
  parts.push(bar(cx, y + 36, 260, 20, "#0f172a", 0.85));
  parts.push(bar(cx, y + 66, 180, 12, "#94a3b8", 0.8));
  parts.push(`<circle cx="${x + w - 60}" cy="${y + 52}" r="20" fill="${p.accent2}"/>`);
  parts.push(`<rect x="${x + w - 260}" y="${y + 34}" width="170" height="36" rx="18" fill="#f1f5f9"/>`);
  // Stat cards
  const gap = 22;
  const sw = (cw - 3 * gap) / 4;
  const sy = y + 110;
  for (let i = 0; i < 4; i++) {
    const sx = cx + i * (sw + gap);
    const fill = i === 0 ? "url(#bg)" : "#f8fafc";
    parts.push(
      `<rect x="${n(sx)}" y="${sy}" width="${n(sw)}" height="120" rx="16" fill="${fill}"${i === 0 ? "" : ' stroke="#e2e8f0" stroke-width="2"'}/>`,
    );
    const ink = i === 0 ? "#ffffff" : "#0f172a";
    parts.push(bar(sx + 22, sy + 26, sw * 0.4, 12, i === 0 ? "#ffffff" : "#94a3b8", 0.8));
    parts.push(bar(sx + 22, sy + 56, sw * rng.range(0.45, 0.65), 26, ink, 0.9));
    parts.push(bar(sx + 22, sy + 94, sw * 0.3, 10, i === 0 ? p.accent : p.to, 0.9));
  }
  // Line chart card
  const ly = sy + 150;
  const lw = cw * 0.64;
  const lh = 330;
  parts.push(
    `<rect x="${n(cx)}" y="${ly}" width="${n(lw)}" height="${lh}" rx="18" fill="#f8fafc" stroke="#e2e8f0" stroke-width="2"/>`,
  );
  parts.push(bar(cx + 28, ly + 28, 200, 16, "#0f172a", 0.8));
  const px0 = cx + 28;
  const px1 = cx + lw - 28;
  const base = ly + lh - 36;
  const top = ly + 80;
  for (let i = 0; i < 4; i++) {
    const gy = top + ((base - top) * i) / 3;
    parts.push(`<path d="M${n(px0)} ${n(gy)} H${n(px1)}" stroke="#e2e8f0" stroke-width="2"/>`);
  }
  const pts: [number, number][] = [];
  const steps = 8;
  let v = rng.range(0.2, 0.4);
  for (let i = 0; i <= steps; i++) {
    v = Math.min(0.95, Math.max(0.08, v + rng.range(-0.12, 0.2)));
    pts.push([px0 + ((px1 - px0) * i) / steps, base - (base - top) * v]);
  }
  const line = pts.map(([px, py], i) => `${i === 0 ? "M" : "L"}${n(px)} ${n(py)}`).join(" ");
  parts.push(`<path d="${line} L${n(px1)} ${n(base)} L${n(px0)} ${n(base)} Z" fill="url(#area)"/>`);
  parts.push(
    `<path d="${line}" fill="none" stroke="${p.to}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>`,
  );
  const last = pts[pts.length - 1] as [number, number];
  parts.push(`<circle cx="${n(last[0])}" cy="${n(last[1])}" r="9" fill="#ffffff" stroke="${p.to}" stroke-width="5"/>`);
  // Donut card
  const dx = cx + lw + gap;
  const dw = cw - lw - gap;
  parts.push(
    `<rect x="${n(dx)}" y="${ly}" width="${n(dw)}" height="${lh}" rx="18" fill="#f8fafc" stroke="#e2e8f0" stroke-width="2"/>`,
  );
  parts.push(bar(dx + 28, ly + 28, dw * 0.5, 16, "#0f172a", 0.8));
  const dcx = dx + dw / 2;
  const dcy = ly + 170;
  const r = Math.min(dw * 0.28, 85);
  const circ = 2 * Math.PI * r;
  const a = rng.range(0.35, 0.5);
  const b = rng.range(0.2, 0.3);
  parts.push(`<circle cx="${n(dcx)}" cy="${n(dcy)}" r="${n(r)}" fill="none" stroke="#e2e8f0" stroke-width="28"/>`);
  parts.push(
    `<circle cx="${n(dcx)}" cy="${n(dcy)}" r="${n(r)}" fill="none" stroke="${p.to}" stroke-width="28" stroke-dasharray="${n(circ * a)} ${n(circ)}" transform="rotate(-90 ${n(dcx)} ${n(dcy)})"/>`,
  );
  parts.push(
    `<circle cx="${n(dcx)}" cy="${n(dcy)}" r="${n(r)}" fill="none" stroke="${p.accent2}" stroke-width="28" stroke-dasharray="${n(circ * b)} ${n(circ)}" transform="rotate(${n(-90 + 360 * a)} ${n(dcx)} ${n(dcy)})"/>`,
  );
  parts.push(bar(dx + 28, ly + lh - 60, dw * 0.55, 12, "#94a3b8", 0.8));
  parts.push(bar(dx + 28, ly + lh - 38, dw * 0.4, 12, "#94a3b8", 0.6));
  parts.push("</g>");
  return parts.join("");
}

function floatingCards(p: Palette, rng: Rng): string {
  const parts: string[] = [];
  const card = (x: number, y: number, w: number, h: number, inner: string) =>
    `<g filter="url(#shadow)"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="24" fill="#ffffff"/></g>${inner}`;
  // Profile card
  parts.push(
    card(
      880,
      150,
      300,
      330,
      `<clipPath id="pc"><rect x="880" y="150" width="300" height="330" rx="24"/></clipPath><rect x="880" y="150" width="300" height="92" fill="url(#bg)" clip-path="url(#pc)"/>` +
        `<circle cx="1030" cy="258" r="46" fill="${p.accent}" stroke="#ffffff" stroke-width="8"/>` +
        bar(960, 326, 140, 16, "#0f172a", 0.85) +
        bar(985, 354, 90, 12, "#94a3b8", 0.8) +
        `<rect x="920" y="396" width="100" height="44" rx="22" fill="${p.to}"/><rect x="1036" y="396" width="104" height="44" rx="22" fill="none" stroke="#cbd5e1" stroke-width="3"/>`,
    ),
  );
  // Bar chart card
  const bars = Array.from({ length: 7 }, (_, i) => {
    const h = rng.range(40, 150);
    return `<rect x="${1234 + i * 36}" y="${n(370 - h)}" width="22" height="${n(h)}" rx="7" fill="${i === 4 ? p.accent2 : p.to}" fill-opacity="${i === 4 ? 1 : 0.3}"/>`;
  }).join("");
  parts.push(
    card(1210, 110, 300, 290, bar(1234, 140, 130, 16, "#0f172a", 0.85) + bar(1234, 168, 80, 12, "#94a3b8", 0.8) + bars),
  );
  // Toggle list card
  const toggles = [0, 1, 2]
    .map((i) => {
      const on = i !== 1;
      const ty = 560 + i * 62;
      return (
        bar(1236, ty, rng.range(120, 170), 14, "#334155", 0.85) +
        `<rect x="1424" y="${ty - 10}" width="60" height="34" rx="17" fill="${on ? p.to : "#cbd5e1"}"/>` +
        `<circle cx="${on ? 1467 : 1441}" cy="${ty + 7}" r="13" fill="#ffffff"/>`
      );
    })
    .join("");
  parts.push(card(1210, 440, 300, 270, bar(1236, 476, 150, 16, "#0f172a", 0.85) + toggles));
  // Media card
  parts.push(
    card(
      880,
      520,
      300,
      330,
      `<clipPath id="mc"><rect x="880" y="520" width="300" height="190" rx="24"/></clipPath><g clip-path="url(#mc)"><rect x="880" y="520" width="300" height="214" fill="${p.from}"/>` +
        `<circle cx="1110" cy="580" r="36" fill="${p.accent}"/><path d="M880 710 L970 610 L1040 680 L1090 640 L1180 710 Z" fill="${p.accent2}" fill-opacity="0.85"/></g>` +
        `<rect x="880" y="700" width="300" height="20" fill="#ffffff"/>` +
        bar(906, 736, 190, 16, "#0f172a", 0.85) +
        bar(906, 766, 240, 12, "#94a3b8", 0.8) +
        bar(906, 790, 160, 12, "#94a3b8", 0.8),
    ),
  );
  // Small floating chip
  parts.push(
    `<g filter="url(#shadow)"><rect x="1120" y="800" width="250" height="80" rx="40" fill="#ffffff"/></g>` +
      `<circle cx="1160" cy="840" r="24" fill="${p.accent2}"/><path d="M1149 840 L1157 848 L1172 832" fill="none" stroke="#0f172a" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` +
      bar(1196, 828, 140, 12, "#0f172a", 0.85) +
      bar(1196, 848, 90, 10, "#94a3b8", 0.8),
  );
  return `<g transform="rotate(-6 1200 500)">${parts.join("")}</g>`;
}

/** Title plus a small "intro" block (accent bar, paragraph skeleton and a button) on the left. */
function titleBlock(
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

function portfolioSvg(seed: string, label: string, variant: number): string {
  clipCounter = 0;
  const rng = createRng(hashString(`pf|${seed}|${variant}`));
  const p = paletteFor(seed, variant);
  const layout = ((variant % 4) + 4) % 4;
  const angle = rng.range(15, 55);

  const defs = `<defs>
${gradientDef("bg", p, angle)}
${glowDef("g1", p.accent, 0.45)}${glowDef("g2", p.accent2, 0.4)}${glowDef("g3", "#ffffff", 0.14)}
<linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.to}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.to}" stop-opacity="0"/></linearGradient>
<pattern id="dots" width="30" height="30" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2.2" fill="#ffffff" fill-opacity="0.22"/></pattern>
<filter id="shadow" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="28" stdDeviation="30" flood-color="#020617" flood-opacity="0.35"/></filter>
<filter id="tshadow" x="-10%" y="-30%" width="120%" height="160%"><feDropShadow dx="0" dy="4" stdDeviation="8" flood-color="#020617" flood-opacity="0.3"/></filter>
</defs>`;

  const bg: string[] = [];
  bg.push(`<rect width="${PW}" height="${PH}" fill="url(#bg)"/>`);
  bg.push(
    `<circle cx="${n(rng.range(1100, 1500))}" cy="${n(rng.range(50, 300))}" r="${n(rng.range(520, 680))}" fill="url(#g1)"/>`,
  );
  bg.push(
    `<circle cx="${n(rng.range(0, 400))}" cy="${n(rng.range(750, 1000))}" r="${n(rng.range(480, 620))}" fill="url(#g2)"/>`,
  );
  bg.push(`<circle cx="${n(rng.range(400, 900))}" cy="${n(rng.range(0, 200))}" r="420" fill="url(#g3)"/>`);
  const dotX = rng.pick([60, 420, 1180]);
  const dotY = rng.pick([40, 700]);
  bg.push(`<rect x="${dotX}" y="${dotY}" width="330" height="240" fill="url(#dots)"/>`);
  const ringX = rng.range(0, PW);
  const ringY = rng.pick([-80, PH + 80]);
  bg.push(
    `<circle cx="${n(ringX)}" cy="${ringY}" r="260" fill="none" stroke="#ffffff" stroke-opacity="0.1" stroke-width="3"/>`,
  );
  bg.push(
    `<circle cx="${n(ringX)}" cy="${ringY}" r="360" fill="none" stroke="#ffffff" stroke-opacity="0.06" stroke-width="3"/>`,
  );
  // Sparkles: small plus signs and dots
  for (let i = 0; i < 5; i++) {
    const sx = rng.range(80, PW - 80);
    const sy = rng.range(60, PH - 60);
    if (i % 2 === 0) {
      bg.push(
        `<path d="M${n(sx - 10)} ${n(sy)} H${n(sx + 10)} M${n(sx)} ${n(sy - 10)} V${n(sy + 10)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3" stroke-linecap="round"/>`,
      );
    } else {
      bg.push(`<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(rng.range(4, 8))}" fill="${p.accent2}" fill-opacity="0.6"/>`);
    }
  }

  let fg = "";
  switch (layout) {
    case 0:
      fg =
        browserWindow(860, 170, 640, 470, p, rng) +
        phone(770, 400, 250, 510, p, rng, rng.int(0, 2)) +
        `<circle cx="1470" cy="760" r="70" fill="${p.accent}" fill-opacity="0.9"/>` +
        `<rect x="1300" y="700" width="120" height="120" rx="30" fill="#ffffff" fill-opacity="0.16" stroke="#ffffff" stroke-opacity="0.4" stroke-width="2" transform="rotate(12 1360 760)"/>` +
        titleBlock(label, p, 110, 500, 600);
      break;
    case 1:
      fg =
        titleBlock(label, p, 140, 200, 1280, { maxSize: 88, maxLines: 2, details: false }) +
        dashboardWindow(140, 380, 1320, 720, p, rng);
      break;
    case 2: {
      const styles = [0, 1, 2];
      const start = rng.int(0, 2);
      fg =
        `<g transform="rotate(-8 1150 500)">` +
        phone(760, 260, 250, 510, p, rng, styles[start % 3] as number) +
        phone(1310, 260, 250, 510, p, rng, styles[(start + 2) % 3] as number) +
        phone(1010, 160, 290, 590, p, rng, styles[(start + 1) % 3] as number) +
        "</g>" +
        titleBlock(label, p, 110, 500, 560);
      break;
    }
    default:
      fg = floatingCards(p, rng) + titleBlock(label, p, 110, 500, 620);
      break;
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PW}" height="${PH}" viewBox="0 0 ${PW} ${PH}">
${defs}
${bg.join("\n")}
${fg}
</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

/** Build the SVG source for a demo image (exported for tests and debugging). */
export function demoImageSvg(kind: DemoArtKind, seed: string, label: string, variant = 0): string {
  const v = Number.isFinite(variant) ? Math.trunc(variant) : 0;
  switch (kind) {
    case "category-icon":
      return categoryIconSvg(seed, label, v);
    case "service-icon":
      return serviceIconSvg(seed, label, v);
    case "portfolio":
      return portfolioSvg(seed, label, v);
    case "partner-logo":
      return partnerLogoSvg(seed, label, v);
    default: {
      const never: never = kind;
      throw new Error(`Unknown demo art kind: ${String(never)}`);
    }
  }
}

const shadowedRect =
  /<g filter="url\(#shadow\)"><rect x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)" rx="([\d.]+)" fill="([^"]+)"\/><\/g>/g;

/**
 * Gaussian drop shadows cost librsvg ~0.4 s per 1600 px image; a few stacked translucent rects look
 * alike at a fraction of the cost, which keeps the first start (seeding ~70 images) quick.
 */
function withCheapShadows(svg: string): string {
  return svg
    .replace(shadowedRect, (_all, x, y, w, h, r, fill) => {
      const [nx, ny, nw, nh, nr] = [x, y, w, h, r].map(Number);
      const layers = [30, 18, 8].map((spread, i) => {
        const opacity = [0.06, 0.08, 0.1][i];
        return `<rect x="${nx - spread / 2}" y="${ny + 14 + spread / 2}" width="${nw + spread}" height="${nh + spread / 2}" rx="${nr + spread / 2}" fill="#020617" fill-opacity="${opacity}"/>`;
      });
      return `${layers.join("")}<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
    })
    .replaceAll(' filter="url(#tshadow)"', "");
}

/**
 * Render demo artwork as a PNG. Sizes: category-icon 400x200, service-icon 512x512,
 * portfolio 1600x1000, partner-logo 360x160 (transparent background).
 */
export async function renderDemoImage(
  kind: DemoArtKind,
  seed: string,
  label: string,
  variant?: number,
): Promise<Buffer> {
  const svg = withCheapShadows(demoImageSvg(kind, seed, label, variant ?? 0));
  return sharp(Buffer.from(svg), { density: 72 }).png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer();
}
