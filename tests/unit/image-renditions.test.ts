import { describe, expect, it } from "vitest";
import { cropBox, croppedImage, cropSize, cropUrl, parseUploadName } from "../../domain/image-renditions.ts";
import { acceptsAvif, EncodeSlots, EncodesBusy } from "../../server/images/image-renditions.ts";

const hash = "0123456789abcdef0123";
const url = `/uploads/${hash}.webp`;

describe("image renditions", () => {
  it("reads the names the pipeline hands out, and nothing else", () => {
    expect(parseUploadName(`${hash}.webp`)).toEqual({ hash, kind: "main" });
    expect(parseUploadName(`${hash}-960w.webp`)).toEqual({ hash, kind: "variant", width: 960 });
    expect(parseUploadName(`${hash}-c4x3-0-100-480w.webp`)).toEqual({
      hash,
      kind: "crop",
      ratio: "4x3",
      focus: { x: 0, y: 100 },
      width: 480,
    });
    for (const other of [
      `${hash}.avif`,
      `${hash}-500w.webp`,
      `${hash}-0960w.webp`,
      `${hash}-c5x4-50-50-480w.webp`,
      `${hash}-c4x3-101-50-480w.webp`,
      `${hash}-c4x3-050-50-480w.webp`,
      `${hash}-c4x3--5-50-480w.webp`,
      `${hash}-c4x3-50-50.webp`,
      `${hash}-c4x3-50-50-480w.avif`,
      `${hash}-c4x3-50.5-50-480w.webp`,
      `${hash.toUpperCase()}.webp`,
      `${hash}0.webp`,
      `renditions/${hash}/main.avif`,
      "public.txt",
      "",
    ]) {
      expect(parseUploadName(other), other).toBeUndefined();
    }
  });

  it("names a crop by its ratio, its focal point in whole percent and its width", () => {
    expect(cropUrl(url, "16x9", { x: 0.333, y: 1.2 }, 1600)).toBe(`/uploads/${hash}-c16x9-33-100-1600w.webp`);
    expect(croppedImage(url, "1x1", { x: 0.25, y: 0.75 })).toEqual({
      src: `/uploads/${hash}-c1x1-25-75-1600w.webp`,
      srcSet: [480, 960, 1600].map((w) => `/uploads/${hash}-c1x1-25-75-${w}w.webp ${w}w`).join(", "),
    });
    expect(croppedImage(url, "4x3").src).toBe(`/uploads/${hash}-c4x3-50-50-1600w.webp`);
    // Every URL it makes is one the server reads back.
    for (const candidate of croppedImage(url, "3x2", { x: 0.01, y: 0.999 }).srcSet?.split(", ") ?? []) {
      expect(parseUploadName(candidate.split(" ")[0].replace("/uploads/", ""))).toMatchObject({ kind: "crop" });
    }
    expect(croppedImage("/hero.webp", "1x1")).toEqual({ src: "/hero.webp" });
  });

  it("cuts the largest rectangle of the ratio, the focal point inside and as central as the edges allow", () => {
    expect(cropBox(1200, 600, "1x1", { x: 50, y: 50 })).toEqual({ left: 300, top: 0, width: 600, height: 600 });
    expect(cropBox(1200, 600, "1x1", { x: 90, y: 10 })).toEqual({ left: 600, top: 0, width: 600, height: 600 });
    expect(cropBox(1200, 600, "1x1", { x: 0, y: 0 })).toEqual({ left: 0, top: 0, width: 600, height: 600 });
    expect(cropBox(1200, 600, "1x1", { x: 40, y: 50 })).toEqual({ left: 180, top: 0, width: 600, height: 600 });
    expect(cropBox(600, 1200, "16x9", { x: 50, y: 20 })).toEqual({ left: 0, top: 71, width: 600, height: 338 });
    expect(cropBox(400, 300, "4x3", { x: 100, y: 100 })).toEqual({ left: 0, top: 0, width: 400, height: 300 });
    for (const [w, h] of [
      [1200, 600],
      [600, 1200],
      [37, 1000],
      [2400, 7],
    ]) {
      for (const ratio of ["1x1", "4x3", "3x2", "16x9"] as const) {
        for (const focus of [
          { x: 0, y: 0 },
          { x: 17, y: 83 },
          { x: 100, y: 100 },
        ]) {
          const box = cropBox(w, h, ratio, focus);
          expect(box.left + box.width).toBeLessThanOrEqual(w);
          expect(box.top + box.height).toBeLessThanOrEqual(h);
          expect(box.left).toBeLessThanOrEqual((focus.x / 100) * w);
          expect(box.left + box.width).toBeGreaterThanOrEqual((focus.x / 100) * w);
          expect(box.top).toBeLessThanOrEqual((focus.y / 100) * h);
          expect(box.top + box.height).toBeGreaterThanOrEqual((focus.y / 100) * h);
        }
      }
    }
  });

  it("never makes a crop wider than the picture holds", () => {
    const box = cropBox(1200, 600, "16x9", { x: 50, y: 50 });
    expect(box).toMatchObject({ width: 1067, height: 600 });
    expect(cropSize(box, "16x9", 1600)).toEqual({ width: 1067, height: 600 });
    expect(cropSize(box, "16x9", 960)).toEqual({ width: 960, height: 540 });
    expect(cropSize(box, "16x9", 480)).toEqual({ width: 480, height: 270 });
  });

  it("sends AVIF only to a client that names it", () => {
    const chrome = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
    expect(acceptsAvif(chrome)).toBe(true);
    expect(acceptsAvif("image/AVIF;q=0.5")).toBe(true);
    expect(acceptsAvif("image/avif;q=0, image/webp")).toBe(false);
    expect(acceptsAvif("image/webp,*/*")).toBe(false);
    expect(acceptsAvif("image/*")).toBe(false);
    expect(acceptsAvif(undefined)).toBe(false);
  });

  it("runs one encode at a time, queues a bounded number in order, and refuses past that", async () => {
    const slots = new EncodeSlots(1, 1);
    const order: string[] = [];
    let release = () => {};
    const first = slots.run(
      () =>
        new Promise<void>((resolve) => {
          order.push("first started");
          release = resolve;
        }),
    );
    const second = slots.run(async () => {
      order.push("second started");
    });
    await expect(slots.run(async () => "third")).rejects.toBeInstanceOf(EncodesBusy);
    expect(order).toEqual(["first started"]);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(["first started", "second started"]);
    // Everything has run: the slot is free again, and a failing task gives it back too.
    await expect(
      slots.run(async () => {
        throw new Error("broken picture");
      }),
    ).rejects.toThrow("broken picture");
    expect(await slots.run(async () => "free again")).toBe("free again");
  });
});
