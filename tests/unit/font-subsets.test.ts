import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  coreCodePoints,
  fontFacesCss,
  fontsDir,
  siteWeights,
  subsetCoreFont,
  typefaces,
} from "../../scripts/fonts/typefaces.ts";

describe("the committed font subsets (npm run fonts:subset)", () => {
  it("faces.css is what the script writes for the installed font packages", async () => {
    expect(await readFile(path.join(fontsDir, "faces.css"), "utf8")).toBe(fontFacesCss());
  });

  it.each(typefaces.map((face) => [face.coreFile, face] as const))(
    "%s is the core subset of the installed package's Latin file",
    async (_, face) => {
      const committed = await readFile(path.join(fontsDir, face.coreFile));
      const made = await subsetCoreFont(await readFile(face.latinFile), face.weights);
      expect(committed.equals(made)).toBe(true);
      expect(committed.length).toBeLessThan((await readFile(face.latinFile)).length * 0.7);
    },
  );

  it("declares each core character for the core file only, and the rest of Latin for the package's file", () => {
    const css = fontFacesCss();
    const ranges = [...css.matchAll(/src: url\("([^"]+)"\)[^;]*;\s*unicode-range: ([^;]+);/g)].map(
      ([, src, range]) => ({ src, points: expand(range) }),
    );
    for (const face of typefaces) {
      const core = ranges.find((range) => range.src === `./${face.coreFile}`);
      const latin = ranges.find((range) => range.src.endsWith(`${face.stem}-latin-wght-normal.woff2`));
      expect(core?.points).toEqual(new Set(coreCodePoints));
      expect([...coreCodePoints].filter((point) => latin?.points.has(point))).toEqual([]);
      // The package's Latin range, split between the two: "é", "ß", "„" and the like still have a face.
      for (const point of [0xe9, 0xdf, 0x201e]) expect(latin?.points.has(point)).toBe(true);
    }
  });
});

describe("the weights the fonts carry", () => {
  // Tailwind's named weights; a class outside the range would be drawn at the nearest kept weight.
  const named: Record<string, number> = { thin: 100, extralight: 200, light: 300, normal: 400, medium: 500 };
  Object.assign(named, { semibold: 600, bold: 700, extrabold: 800, black: 900 });
  const weightClass = new RegExp(`\\bfont-(${Object.keys(named).join("|")})\\b`, "g");

  it("cover every weight the site's classes and styles ask for", async () => {
    const appDir = path.resolve(fontsDir, "..");
    const files = (await readdir(appDir, { recursive: true })).filter((file) => /\.(tsx?|css)$/.test(file));
    const asked = new Map<number, string>();
    for (const file of files) {
      const text = await readFile(path.join(appDir, file), "utf8");
      for (const [, name] of text.matchAll(weightClass)) asked.set(named[name], file);
      for (const [, weight] of text.matchAll(/font-weight:\s*(\d+)/g)) asked.set(Number(weight), file);
    }
    expect(asked.size).toBeGreaterThan(2);
    const outside = [...asked].filter(([weight]) => weight < siteWeights.min || weight > siteWeights.max);
    expect(outside).toEqual([]);
  });
});

function expand(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(",")) {
    const [from, to = from] = part.trim().slice(2).split("-");
    for (let point = Number.parseInt(from, 16); point <= Number.parseInt(to, 16); point++) points.add(point);
  }
  return points;
}
