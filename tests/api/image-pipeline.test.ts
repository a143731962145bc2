import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../../server/db/schema/content.ts";
import { AuditTrail } from "../../server/engines/audit-trail/trail.ts";
import { unitOfWorkOf } from "../../server/engines/content-writes/staff-writes.ts";
import { nothingToLock } from "../../server/engines/content-writes/unit-of-work.ts";
import { detectImageType } from "../../server/images/detect-image-type.ts";
import { encodeImage } from "../../server/images/encode-image.ts";
import { ImageRejectedError } from "../../server/images/image-rejected.ts";
import { jpegWithExif, pngImage, svgImage, textFile, truncatedPng, webpImage } from "../support/images.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { hasAnyFileOf, hasFileSet } from "../support/uploads.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A unit of work with no signed-in admin behind it, as a script's would be. */
const unitOfWork = () => unitOfWorkOf(ctx.app, new AuditTrail({ actor: null, ip: null }));

const rejection = (input: Buffer) =>
  encodeImage(input).then(
    () => "accepted",
    (error: unknown) => (error instanceof ImageRejectedError ? error.reason : String(error)),
  );

describe("image pipeline", () => {
  it("tells PNG, JPEG and WebP from their bytes and nothing else", async () => {
    expect(detectImageType(await pngImage())).toBe("png");
    expect(detectImageType(await jpegWithExif())).toBe("jpeg");
    expect(detectImageType(await webpImage())).toBe("webp");
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "red" } })
      .gif()
      .toBuffer();
    for (const other of [svgImage(), textFile(), gif, Buffer.alloc(0)]) expect(detectImageType(other)).toBeNull();
  });

  it("refuses what is not a complete PNG, JPEG or WebP", async () => {
    expect(await rejection(svgImage())).toBe("type");
    expect(await rejection(await truncatedPng())).toBe("unreadable");
    const png = await pngImage();
    const lying = Buffer.concat([png.subarray(0, 16), Buffer.alloc(200, 1)]);
    expect(await rejection(lying)).toBe("unreadable");
  });

  it("refuses a picture with too many pixels before decoding it", async () => {
    const huge = await sharp({ create: { width: 10000, height: 6000, channels: 3, background: "white" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(3 * 1024 * 1024);
    expect(await rejection(huge)).toBe("pixels");
  });

  it("makes variants no wider than the original, and caps the main image at 2400 px", async () => {
    const small = await encodeImage(await pngImage(600, 300));
    const widths = await Promise.all(small.variants.map(async (v) => (await sharp(v.data).metadata()).width));
    expect(widths).toEqual([480, 600, 600]);
    const large = await encodeImage(await pngImage(3000, 1000));
    expect((await sharp(large.main).metadata()).width).toBe(2400);
  });

  it("rewrites a shared file set that a concurrent release removed before the claiming write committed", async () => {
    const images = ctx.app.publicImages;
    const upload = await images.upload(await pngImage());
    await images.release([upload.url]);
    expect(await hasAnyFileOf(ctx, upload.url)).toBe(false);
    await unitOfWork().run({
      kinds: ["category"],
      uploaded: [upload],
      lock: nothingToLock,
      apply: async (tx) => {
        await tx
          .insert(categories)
          .values({ name: "Claimed", slug: "claimed", description: "Icon came back", icon: upload.url });
        return { result: undefined, audit: { action: "create", entity: "category", summary: "Claimed" } };
      },
    });
    expect(await hasFileSet(ctx, upload.url)).toBe(true);
  });

  it("removes a write's uploads when its transaction fails", async () => {
    const images = ctx.app.publicImages;
    const upload = await images.upload(await pngImage());
    await expect(
      unitOfWork().run({
        kinds: ["category"],
        uploaded: [upload],
        lock: nothingToLock,
        apply: async () => {
          throw new Error("database said no");
        },
      }),
    ).rejects.toThrow("database said no");
    expect(await hasAnyFileOf(ctx, upload.url)).toBe(false);
  });
});
