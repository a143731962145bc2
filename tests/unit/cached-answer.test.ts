import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  buildAnswer,
  COMPRESSION_THRESHOLD,
  storableHeaders,
  withBestBrotli,
} from "../../server/cache/cached-answer.ts";
import { preferredEncoding } from "../../server/cache/encoding.ts";

const page = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `<p>Paragraph ${i} of a page about our services.</p>`).join("\n"),
);

describe("an answer stored ready to send", () => {
  it("holds brotli and gzip copies that decompress to the identity bytes, each with its own length", async () => {
    const answer = await buildAnswer(200, { "content-type": "text/html; charset=utf-8" }, page);
    const { br, gzip, identity } = answer.variants;
    expect(identity.body.equals(page)).toBe(true);
    expect(brotliDecompressSync(br.body).equals(page)).toBe(true);
    expect(gunzipSync(gzip.body).equals(page)).toBe(true);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    for (const variant of [br, gzip, identity]) {
      expect(variant.headers["content-length"]).toBe(String(variant.body.length));
      expect(variant.headers.etag).toBe(answer.etag);
      expect(variant.headers.vary).toBe("accept-encoding");
      expect(variant.hitHeaders["x-cache"]).toBe("HIT");
    }
    expect(br.body.length).toBeLessThan(page.length / 5);
  });

  it("keeps a small answer as it is for every client", async () => {
    const small = Buffer.from("x".repeat(COMPRESSION_THRESHOLD - 1));
    const answer = await buildAnswer(200, {}, small);
    for (const variant of Object.values(answer.variants)) {
      expect(variant.body.equals(small)).toBe(true);
      expect(variant.headers["content-encoding"]).toBeUndefined();
    }
  });

  it("improves its brotli copy once, keeping the validator and the bytes inside", async () => {
    const quick = await buildAnswer(200, {}, page);
    const best = await withBestBrotli(quick);
    expect(best.etag).toBe(quick.etag);
    expect(best.brotliFinal).toBe(true);
    expect(brotliDecompressSync(best.variants.br.body).equals(page)).toBe(true);
    expect(best.variants.br.body.length).toBeLessThanOrEqual(quick.variants.br.body.length);
    expect(best.variants.br.headers["content-length"]).toBe(String(best.variants.br.body.length));
    expect(await withBestBrotli(best)).toBe(best);
  });

  it("adds accept-encoding to a Vary the answer already had", async () => {
    const answer = await buildAnswer(200, { vary: "Origin" }, page);
    expect(answer.variants.br.headers.vary).toBe("Origin, accept-encoding");
  });

  it("stores no header that describes one transfer rather than the answer", () => {
    const kept = storableHeaders({
      "Content-Type": "text/html",
      "content-length": "10",
      "set-cookie": ["a=1"],
      date: "today",
      "x-cache": "MISS",
      "Cache-Control": "public",
      link: ["</a.css>; rel=preload", "</b.js>; rel=modulepreload"],
    });
    expect(kept).toEqual({
      "content-type": "text/html",
      "cache-control": "public",
      link: "</a.css>; rel=preload, </b.js>; rel=modulepreload",
    });
  });
});

describe("choosing a content coding", () => {
  it("prefers brotli, then gzip, as the client accepts them", () => {
    expect(preferredEncoding("br, gzip")).toBe("br");
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("gzip;q=1, br;q=0.5")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("deflate")).toBe("identity");
    expect(preferredEncoding("")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
  });
});
