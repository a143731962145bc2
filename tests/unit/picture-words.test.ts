import { describe, expect, it } from "vitest";
import { parseUploadName } from "../../domain/image-renditions.ts";
import { coverImage, type PictureWords } from "../../domain/picture-words.ts";

const url = "/uploads/0123456789abcdef0123.webp";
const words = (width: number | null, height: number | null): PictureWords => ({
  alt: "",
  decorative: false,
  focalX: 0.25,
  focalY: 0.6,
  width,
  height,
});

describe("a fixed-ratio picture's address (ADR 0193)", () => {
  it("is the library item's crop at its focal point when the crop cuts at least a tenth away", () => {
    const square = coverImage(url, words(1200, 1200), "16x10");
    expect(square.src).toBe("/uploads/0123456789abcdef0123-c16x10-25-60-1600w.webp");
    for (const candidate of square.srcSet?.split(", ") ?? [])
      expect(parseUploadName(candidate.split(" ")[0].slice("/uploads/".length))).toMatchObject({
        kind: "crop",
        ratio: "16x10",
        focus: { x: 25, y: 60 },
      });
    expect(coverImage(url, words(1000, 1000), "2x1").src).toContain("-c2x1-25-60-");
    expect(coverImage(url, words(600, 1000), "1x1").src).toContain("-c1x1-25-60-");
  });

  it("is its width variants when the picture is near the box's ratio, of unknown size, or outside the library", () => {
    const variants = { src: url, srcSet: expect.stringContaining("-480w.webp 480w") };
    expect(coverImage(url, words(1600, 1000), "16x10")).toEqual(variants);
    expect(coverImage(url, words(1500, 1000), "16x10")).toEqual(variants); // 6 % cut away
    expect(coverImage(url, words(null, null), "16x10")).toEqual(variants);
    expect(coverImage(url, null, "16x10")).toEqual(variants);
    expect(coverImage(url, words(1200, 1200))).toEqual(variants);
    expect(coverImage("/images/placeholder.svg", words(1200, 1200), "1x1")).toEqual({ src: "/images/placeholder.svg" });
  });
});
