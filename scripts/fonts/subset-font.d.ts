// The part of subset-font (harfbuzz's subsetter, build scripts only) the font script uses; it ships no types.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "woff2" | "woff" | "truetype" | "sfnt";
      /** Keep part of a variable axis (`{ min, max }`) or pin it to one value. */
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}
