import { access } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { croppedImage, cropUrl } from "../../domain/image-renditions.ts";
import { variantUrl } from "../../domain/images.ts";
import { media } from "../../server/db/schema/content.ts";
import { removePublicImage } from "../../server/images/store-image.ts";
import { publicUploadsDir } from "../../server/plugins/uploads.ts";
import { type S3Server, startS3Server } from "../support/s3-server.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/** What Chrome sends for an <img>. */
const chrome = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
/** What a browser without AVIF sends. */
const olderBrowser = "image/webp,*/*";

/**
 * A 1200 × 600 grey picture with one red square around (1000, 150): its focal point, at 83 %, 25 %.
 * A centred square crop (300–900) leaves it out; one around the focal point (600–1200) holds it.
 */
async function pictureWithSubject(background = "#808080"): Promise<Buffer> {
  const red = await sharp({ create: { width: 100, height: 100, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1200, height: 600, channels: 3, background } })
    .composite([{ input: red, left: 950, top: 100 }])
    .png()
    .toBuffer();
}

/** How many clearly red pixels a picture holds. */
async function redPixels(bytes: Buffer): Promise<number> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels)
    if (data[i] > 200 && data[i + 1] < 60 && data[i + 2] < 60) count++;
  return count;
}

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.close());

describe.each(["local", "s3"] as const)("pictures delivered from %s storage", (driver) => {
  let ctx: TestContext;
  let url: string;
  let hash: string;
  beforeAll(async () => {
    ctx = await createTestApp(driver === "s3" ? { storage: s3.storage } : {});
    url = (await ctx.app.publicImages.upload(await pictureWithSubject())).url;
    hash = url.slice("/uploads/".length, -".webp".length);
    // In the library, its focal point on the red square: the only crops of it /uploads makes (ADR 0193).
    await ctx.database.db.insert(media).values({ url, width: 1200, height: 600, focalX: 0.83, focalY: 0.25 });
  });
  afterAll(() => ctx?.close());

  const get = (target: string, accept?: string) =>
    ctx.app.inject({ method: "GET", url: target, headers: accept ? { accept } : {} });
  const stored = (key: string) => ctx.app.publicFiles.exists(key);

  it("answers AVIF to a browser that takes it and WebP to any other, both varying on Accept", async () => {
    for (const target of [url, variantUrl(url, 480)]) {
      const avif = await get(target, chrome);
      expect(avif.statusCode, target).toBe(200);
      expect(avif.headers["content-type"]).toBe("image/avif");
      expect(avif.headers.vary).toMatch(/\baccept\b/i);
      expect(avif.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(avif.headers["x-cache"]).toBeUndefined();
      const meta = await sharp(avif.rawPayload).metadata();
      expect(meta).toMatchObject({ format: "heif", compression: "av1" });

      for (const accept of [olderBrowser, "image/avif;q=0,image/webp", undefined]) {
        const webp = await get(target, accept);
        expect(webp.headers["content-type"], accept).toBe("image/webp");
        expect(webp.headers.vary).toMatch(/\baccept\b/i);
        expect(webp.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(webp.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
        expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ width: meta.width, height: meta.height });
      }
    }
    // As a browser asks: compression leaves pictures alone, and a HEAD has the same headers.
    for (const method of ["GET", "HEAD"] as const) {
      const asked = await ctx.app.inject({ method, url, headers: { accept: chrome, "accept-encoding": "br, gzip" } });
      expect(asked.statusCode, method).toBe(200);
      expect(asked.headers["content-encoding"]).toBeUndefined();
      expect(asked.headers["content-type"]).toBe("image/avif");
      expect(asked.headers.vary).toMatch(/\baccept\b/i);
    }
    const main = await get(url, chrome);
    expect((await sharp(main.rawPayload).metadata()).width).toBe(1200);
    expect(main.rawPayload.length).toBeLessThan((await get(url)).rawPayload.length);
  });

  it("encodes each AVIF once, for concurrent first requests too, and serves it from storage after", async () => {
    const target = variantUrl(url, 960);
    const key = `renditions/${hash}/960w.avif`;
    expect(await stored(key)).toBe(false);
    const before = ctx.app.imageRenditions.encodes;
    const answers = await Promise.all([1, 2, 3].map(() => get(target, chrome)));
    expect(ctx.app.imageRenditions.encodes).toBe(before + 1);
    expect(await stored(key)).toBe(true);
    for (const answer of answers) expect(answer.rawPayload.equals(answers[0].rawPayload)).toBe(true);

    const again = await get(target, chrome);
    expect(ctx.app.imageRenditions.encodes).toBe(before + 1);
    expect(again.rawPayload.equals(answers[0].rawPayload)).toBe(true);
    const revalidated = await ctx.app.inject({
      method: "GET",
      url: target,
      headers: { accept: chrome, "if-none-match": String(again.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    // The WebP answer has its own validator: a cache holding one never revalidates into the other.
    expect((await get(target)).headers.etag).not.toBe(again.headers.etag);
  });

  it("crops around the focal point, at the ratio asked, never wider than the picture holds", async () => {
    const focal = croppedImage(url, "1x1", { x: 0.83, y: 0.25 });
    expect(focal.src).toBe(`/uploads/${hash}-c1x1-83-25-1600w.webp`);
    const around = await get(cropUrl(url, "1x1", { x: 0.83, y: 0.25 }, 480));
    expect(around.statusCode).toBe(200);
    expect(around.headers["content-type"]).toBe("image/webp");
    expect(around.headers.vary).toMatch(/\baccept\b/i);
    expect(await sharp(around.rawPayload).metadata()).toMatchObject({ width: 480, height: 480 });
    // The 100 px square, scaled by 480/600: about 6400 pixels, minus the encoder's soft edges.
    expect(await redPixels(around.rawPayload)).toBeGreaterThan(4000);

    const widest = await get(cropUrl(url, "16x9", { x: 0.83, y: 0.25 }, 1600));
    expect(await sharp(widest.rawPayload).metadata()).toMatchObject({ width: 1067, height: 600 });
    const tall = await get(cropUrl(url, "4x3", { x: 0.83, y: 0.25 }, 960), chrome);
    expect(tall.headers["content-type"]).toBe("image/avif");
    expect(await sharp(tall.rawPayload).metadata()).toMatchObject({ format: "heif", width: 800, height: 600 });
    expect(await redPixels(await sharp(tall.rawPayload).png().toBuffer())).toBeGreaterThan(6000);
    expect(await stored(`renditions/${hash}/c4x3-83-25-960w.avif`)).toBe(true);
    expect(await stored(`renditions/${hash}/c1x1-83-25-480w.webp`)).toBe(true);
  });

  it("answers 404 to every name it does not hand out, and to a crop of a picture it does not hold", async () => {
    for (const name of [
      `${hash}-c5x4-50-50-480w.webp`,
      `${hash}-c1x1-101-50-480w.webp`,
      `${hash}-c1x1-050-50-480w.webp`,
      `${hash}-c1x1-50-50-500w.webp`,
      `${hash}-c1x1-50-50.webp`,
      `${hash}-c1x1-50-50-480w.avif`,
      `${hash}.avif`,
      `renditions/${hash}/960w.avif`,
      `${hash.toUpperCase()}.webp`,
      "0123456789abcdef0123-c1x1-50-50-480w.webp",
      "0123456789abcdef0123.webp",
    ]) {
      for (const accept of [chrome, undefined]) {
        const res = await get(`/uploads/${name}`, accept);
        expect(res.statusCode, name).toBe(404);
        expect(res.json()).toMatchObject({ success: false });
      }
    }
  });

  it("makes crops only at a picture's own focal point: any other is a 404 that encodes nothing", async () => {
    const refused = async (target: string) => {
      const before = ctx.app.imageRenditions.encodes;
      for (const accept of [chrome, undefined]) expect((await get(target, accept)).statusCode, target).toBe(404);
      expect(ctx.app.imageRenditions.encodes, target).toBe(before);
    };
    // The library item: its own focal point only, at every ratio and width; the centre is not its own.
    for (const focus of [
      { x: 0.5, y: 0.5 },
      { x: 0.82, y: 0.25 },
      { x: 0.83, y: 0.26 },
      { x: 0, y: 1 },
    ])
      await refused(cropUrl(url, "16x10", focus, 480));
    expect(await stored(`renditions/${hash}/c16x10-50-50-480w.webp`)).toBe(false);
    expect((await get(cropUrl(url, "16x10", { x: 0.83, y: 0.25 }, 480))).statusCode).toBe(200);

    // A new focal point: its crops are made from then on, around it.
    await ctx.database.db.update(media).set({ focalX: 0.5, focalY: 0.5 }).where(eq(media.url, url));
    const centred = await get(cropUrl(url, "1x1", { x: 0.5, y: 0.5 }, 480));
    expect(centred.statusCode).toBe(200);
    expect(await sharp(centred.rawPayload).metadata()).toMatchObject({ width: 480, height: 480 });
    expect(await redPixels(centred.rawPayload)).toBe(0);
    await refused(cropUrl(url, "2x1", { x: 0.83, y: 0.25 }, 960));
    // One made before the change is only read from storage: it costs no encode (pages in browsers may still name it).
    const before = ctx.app.imageRenditions.encodes;
    expect((await get(cropUrl(url, "16x10", { x: 0.83, y: 0.25 }, 480))).statusCode).toBe(200);
    expect(ctx.app.imageRenditions.encodes).toBe(before);
    await ctx.database.db.update(media).set({ focalX: 0.83, focalY: 0.25 }).where(eq(media.url, url));

    // A picture outside the library (and one in its trash): the centre only.
    const outside = (
      await ctx.app.publicImages.upload(
        await sharp({ create: { width: 640, height: 480, channels: 3, background: "#208040" } })
          .png()
          .toBuffer(),
      )
    ).url;
    await refused(cropUrl(outside, "1x1", { x: 0.3, y: 0.3 }, 480));
    expect((await get(cropUrl(outside, "1x1", { x: 0.5, y: 0.5 }, 480))).statusCode).toBe(200);
    await ctx.database.db.insert(media).values({ url: outside, focalX: 0.3, focalY: 0.3, deletedAt: new Date() });
    await refused(cropUrl(outside, "4x3", { x: 0.3, y: 0.3 }, 960));
    expect((await get(cropUrl(outside, "4x3", { x: 0.5, y: 0.5 }, 960))).statusCode).toBe(200);
  });

  it("makes the width variants of a picture stored without them on their first request, once (ADR 0258)", async () => {
    const later = (
      await ctx.app.publicImages.upload(await pictureWithSubject("#707070"), undefined, "later.png", "on first request")
    ).url;
    const laterHash = later.slice("/uploads/".length, -".webp".length);
    const narrower = variantUrl(later, 960);
    expect(await stored(`${laterHash}.webp`)).toBe(true);
    expect(await stored(`${laterHash}-960w.webp`)).toBe(false);

    const before = ctx.app.imageRenditions.encodes;
    const answers = await Promise.all([1, 2].map(() => get(narrower, olderBrowser)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-type"]).toBe("image/webp");
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(await sharp(answer.rawPayload).metadata()).toMatchObject({ format: "webp", width: 960, height: 480 });
    }
    expect(ctx.app.imageRenditions.encodes).toBe(before + 1);
    // Kept where the upload pipeline keeps it, so it is served from storage after (and backed up).
    expect(await stored(`${laterHash}-960w.webp`)).toBe(true);
    expect((await get(narrower)).rawPayload.equals(answers[0].rawPayload)).toBe(true);
    expect(ctx.app.imageRenditions.encodes).toBe(before + 1);

    // A width the picture does not reach is the main file, as the upload pipeline stores it.
    const widest = await get(variantUrl(later, 1600));
    expect(widest.statusCode).toBe(200);
    expect(widest.rawPayload.equals((await get(later)).rawPayload)).toBe(true);

    // Its AVIF has the WebP variant's size; the WebP variant is made first when it is not there yet.
    const avif = await get(variantUrl(later, 480), chrome);
    expect(avif.statusCode).toBe(200);
    expect(avif.headers["content-type"]).toBe("image/avif");
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({ width: 480, height: 240 });
    expect(await stored(`${laterHash}-480w.webp`)).toBe(true);
    expect(await stored(`renditions/${laterHash}/480w.avif`)).toBe(true);

    // Removed, none of them answers or is made again.
    await removePublicImage(ctx.app.publicFiles, later);
    for (const target of [later, narrower, variantUrl(later, 480)]) expect((await get(target)).statusCode).toBe(404);
    expect(await stored(`${laterHash}-960w.webp`)).toBe(false);
  });

  it("removes every AVIF file and crop with the picture", async () => {
    const other = (
      await ctx.app.publicImages.upload(
        await sharp({ create: { width: 700, height: 500, channels: 3, background: "#204080" } })
          .png()
          .toBuffer(),
      )
    ).url;
    const otherHash = other.slice("/uploads/".length, -".webp".length);
    for (const target of [other, variantUrl(other, 480), cropUrl(other, "3x2", { x: 0.5, y: 0.5 }, 480)]) {
      expect((await get(target, chrome)).statusCode).toBe(200);
      expect((await get(target)).statusCode).toBe(200);
    }
    const made = [`renditions/${otherHash}/main.avif`, `renditions/${otherHash}/480w.avif`];
    made.push(`renditions/${otherHash}/c3x2-50-50-480w.avif`, `renditions/${otherHash}/c3x2-50-50-480w.webp`);
    for (const key of made) expect(await stored(key), key).toBe(true);

    await ctx.app.publicImages.release([other]);
    for (const key of [`${otherHash}.webp`, `${otherHash}-480w.webp`, ...made])
      expect(await stored(key), key).toBe(false);
    if (driver === "local") {
      const folder = path.join(publicUploadsDir(ctx.config.dataDir), "renditions", otherHash);
      await expect(access(folder)).rejects.toThrow();
    }
    expect((await get(other, chrome)).statusCode).toBe(404);
    // The other picture's renditions are untouched.
    expect(await stored(`renditions/${hash}/960w.avif`)).toBe(true);
  });
});
