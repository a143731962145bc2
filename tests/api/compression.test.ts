import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCategory, insertService } from "../support/content-fixtures.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  // Enough services for an answer well over the 1 KB threshold.
  const category = await insertCategory(ctx.database.db);
  for (let i = 0; i < 6; i++) await insertService(ctx.database.db, category.id);
});
afterAll(() => ctx.close());

describe("compression of text answers", () => {
  it("answers brotli or gzip as the client accepts, with the same JSON inside", async () => {
    const plain = await ctx.app.inject({ method: "GET", url: "/api/v1/services" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/services",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await ctx.app.inject({ method: "GET", url: "/api/v1/services", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it("compresses an answer held whole in one call, so it leaves with its length rather than in chunks", async () => {
    // The cache is off: the answer is compressed as it is sent, not stored compressed.
    const uncached = await createTestApp({ pageCacheSeconds: 0 });
    try {
      const category = await insertCategory(uncached.database.db);
      const long = "A service described at length. ".repeat(40);
      for (let i = 0; i < 40; i++) await insertService(uncached.database.db, category.id, { description: long });
      const plain = await uncached.app.inject({ method: "GET", url: "/api/v1/services" });
      expect(plain.rawPayload.length).toBeGreaterThan(64 * 1024);
      const br = await uncached.app.inject({
        method: "GET",
        url: "/api/v1/services",
        headers: { "accept-encoding": "br" },
      });
      expect(br.headers["x-cache"]).toBeUndefined();
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers["transfer-encoding"]).toBeUndefined();
      expect(Number(br.headers["content-length"])).toBe(br.rawPayload.length);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    } finally {
      await uncached.close();
    }
  });

  it("leaves small answers as they are", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/v1/health", headers: { "accept-encoding": "br" } });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toMatchObject({ success: true });
  });
});
