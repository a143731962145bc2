import path from "node:path";
import subsetFont from "subset-font";

/**
 * Noto Nastaliq Urdu for the Urdu pages (issue 74, ADR 0290). Its package's Arabic file is about
 * 160 kB a weight; the core keeps the letters, marks, digits and punctuation Urdu is written with
 * (every glyph their shaping reaches comes along), and the package's file covers the rest of the
 * Arabic script for a page that uses it. The faces declare Arabic code points only, so an English
 * page, which has none, never downloads either.
 */
const root = path.resolve(import.meta.dirname, "../..");
const pkg = "@fontsource/noto-nastaliq-urdu";

const span = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Urdu's alphabet, its diacritics and marks, Urdu digits and punctuation, and the joiners. */
export const urduCodePoints: readonly number[] = [
  0x060c, // ، comma
  0x061b, // ؛ semicolon
  0x061f, // ؟ question mark
  ...span(0x0621, 0x063a), // hamza … ghain
  ...span(0x0640, 0x0655), // tatweel, fa … yeh, harakat, hamza marks
  0x0670, // superscript alef
  0x0679, // ٹ
  0x067e, // پ
  0x0686, // چ
  0x0688, // ڈ
  0x0691, // ڑ
  0x0698, // ژ
  0x06a9, // ک
  0x06af, // گ
  0x06ba, // ں
  0x06be, // ھ
  ...span(0x06c0, 0x06c3), // ۀ ہ ۂ ۃ
  0x06cc, // ی
  ...span(0x06d2, 0x06d4), // ے ۓ ۔
  ...span(0x06f0, 0x06f9), // Urdu digits
  ...span(0x200c, 0x200f), // ZWNJ, ZWJ, LRM, RLM
];

/** The weights the Urdu pages use: text at 400, headings and labels bold. */
export const nastaliqWeights = [400, 700] as const;
export type NastaliqWeight = (typeof nastaliqWeights)[number];

export const nastaliqFamily = "Noto Nastaliq Urdu";
export const nastaliqCoreFile = (weight: NastaliqWeight) => `nastaliq-urdu-core-${weight}.woff2`;
export const nastaliqArabicFile = (weight: NastaliqWeight) =>
  path.join(root, "node_modules", pkg, "files", `noto-nastaliq-urdu-arabic-${weight}-normal.woff2`);
const packageFile = (weight: NastaliqWeight) =>
  `../../node_modules/${pkg}/files/noto-nastaliq-urdu-arabic-${weight}-normal.woff2`;

export function subsetNastaliq(arabic: Buffer): Promise<Buffer> {
  return subsetFont(arabic, String.fromCodePoint(...urduCodePoints), { targetFormat: "woff2" });
}

/** The package's Arabic range (its CSS), less the core's code points. */
export function restOfArabic(packageRange: readonly [number, number][]): [number, number][] {
  const core = new Set(urduCodePoints);
  const ranges: [number, number][] = [];
  for (const [from, to] of packageRange)
    for (const point of span(from, to)) {
      if (core.has(point)) continue;
      const last = ranges.at(-1);
      if (last && last[1] === point - 1) last[1] = point;
      else ranges.push([point, point]);
    }
  return ranges;
}

/** The faces: for each weight, the committed core, then the package's file for the rest. */
export function nastaliqFaces(
  cssRange: (ranges: [number, number][]) => string,
  rangesOf: (points: Iterable<number>) => [number, number][],
  packageRange: [number, number][],
): string[] {
  return nastaliqWeights.flatMap((weight) =>
    [
      [`./${nastaliqCoreFile(weight)}`, rangesOf(urduCodePoints)] as const,
      [packageFile(weight), restOfArabic(packageRange)] as const,
    ].map(([src, ranges]) =>
      [
        "@font-face {",
        `  font-family: "${nastaliqFamily}";`,
        "  font-style: normal;",
        "  font-display: swap;",
        `  font-weight: ${weight};`,
        `  src: url("${src}") format("woff2");`,
        `  unicode-range: ${cssRange(ranges)};`,
        "}",
      ].join("\n"),
    ),
  );
}

/** The package's declared range for its Arabic file (index.css). */
export const nastaliqPackageCss = () => path.join(root, "node_modules", pkg, "index.css");
