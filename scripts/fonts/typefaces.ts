import { readFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { nastaliqFaces, nastaliqPackageCss } from "./nastaliq.ts";

const root = path.resolve(import.meta.dirname, "../..");
export const fontsDir = path.join(root, "app/fonts");

/** Printable ASCII and the marks the site's own texts use (·, ©, dashes, curly quotes, …, €, ™). */
export const coreCodePoints: readonly number[] = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i),
  0xa0,
  0xa9,
  0xb7,
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2022,
  0x2026,
  0x20ac,
  0x2122,
];

/**
 * The site's text uses regular to bold (font-medium, font-semibold, font-bold; headings inherit 400
 * or say bold). Keeping only that part of the weight axis makes the core files a quarter smaller,
 * and they are on every page's first-paint path. tests/unit/font-subsets.test.ts fails on a class
 * asking for a weight outside it.
 */
export const siteWeights = { min: 400, max: 700 } as const;
type WeightRange = { readonly min: number; readonly max: number };

type Typeface = {
  family: string;
  /** The package folder under node_modules. */
  pkg: string;
  /** The file stem in the package: `<stem>-latin-wght-normal.woff2`. */
  stem: string;
  /** The weights the core file keeps and every face declares: what the site's classes ask for. */
  weights: WeightRange;
  /** swap: the body text shows at once in a fallback scaled to the font; optional: a heading never reflows. */
  display: "swap" | "optional";
  coreFile: string;
  latinFile: string;
};

const typeface = (family: string, pkg: string, stem: string, weights: WeightRange, display: Typeface["display"]) => ({
  family,
  pkg,
  stem,
  weights,
  display,
  coreFile: `${stem}-core-wght.woff2`,
  latinFile: path.join(root, "node_modules", pkg, "files", `${stem}-latin-wght-normal.woff2`),
});

export const typefaces: readonly Typeface[] = [
  typeface("Inter Variable", "@fontsource-variable/inter", "inter", siteWeights, "swap"),
  typeface("Sora Variable", "@fontsource-variable/sora", "sora", siteWeights, "optional"),
];

export function subsetCoreFont(latin: Buffer, weights: WeightRange): Promise<Buffer> {
  return subsetFont(latin, String.fromCodePoint(...coreCodePoints), {
    targetFormat: "woff2",
    variationAxes: { wght: { min: weights.min, max: weights.max } },
  });
}

type Range = [number, number];

/** The `unicode-range` the package declares for one of its files, e.g. `latin` or `latin-ext`. */
function packageRange(face: Typeface, subset: string): Range[] {
  const css = readFileSync(path.join(root, "node_modules", face.pkg, "wght.css"), "utf8");
  const rule = new RegExp(`/\\* ${face.stem}-${subset}-wght-normal \\*/[^}]*unicode-range:([^;]+);`).exec(css);
  if (!rule) throw new Error(`${face.pkg}/wght.css declares no ${subset} face`);
  return parseRange(rule[1]);
}

/** The ranges of a `unicode-range` value (`U+0600-06FF, U+200C`). */
function parseRange(value: string): Range[] {
  return value.split(",").map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  });
}

/** The Urdu font package's Arabic range. */
function nastaliqPackageRange(): Range[] {
  const css = readFileSync(nastaliqPackageCss(), "utf8");
  const rule = /noto-nastaliq-urdu-arabic-400-normal[^}]*unicode-range:([^;]+);/.exec(css);
  if (!rule) throw new Error("@fontsource/noto-nastaliq-urdu declares no arabic face");
  return parseRange(rule[1]);
}

function rangesOf(codePoints: Iterable<number>): Range[] {
  const ranges: Range[] = [];
  for (const point of [...new Set(codePoints)].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else ranges.push([point, point]);
  }
  return ranges;
}

function withoutCore(ranges: Range[]): Range[] {
  const core = new Set(coreCodePoints);
  const points = ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
  return rangesOf(points.filter((point) => !core.has(point)));
}

const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, "0");
const cssRange = (ranges: Range[]) =>
  ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");

function fontFace(face: Typeface, src: string, ranges: Range[]): string {
  return [
    "@font-face {",
    `  font-family: "${face.family}";`,
    "  font-style: normal;",
    `  font-display: ${face.display};`,
    `  font-weight: ${face.weights.min} ${face.weights.max};`,
    `  src: url("${src}") format("woff2-variations");`,
    `  unicode-range: ${cssRange(ranges)};`,
    "}",
  ].join("\n");
}

/** The faces of both fonts: the committed core file, then the package's Latin and Latin Extended files for the rest. */
export function fontFacesCss(): string {
  const packageFile = (face: Typeface, subset: string) =>
    `../../node_modules/${face.pkg}/files/${face.stem}-${subset}-wght-normal.woff2`;
  const faces = typefaces.flatMap((face) => [
    fontFace(face, `./${face.coreFile}`, rangesOf(coreCodePoints)),
    fontFace(face, packageFile(face, "latin"), withoutCore(packageRange(face, "latin"))),
    fontFace(face, packageFile(face, "latin-ext"), packageRange(face, "latin-ext")),
  ]);
  const urdu = nastaliqFaces(cssRange, rangesOf, nastaliqPackageRange());
  return `/* Written by scripts/make-font-subsets.ts (npm run fonts:subset); do not edit. */\n\n${[...faces, ...urdu].join("\n\n")}\n`;
}
