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

  it("leaves small answers as they are", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/v1/health", headers: { "accept-encoding": "br" } });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toMatchObject({ success: true });
  });
});
