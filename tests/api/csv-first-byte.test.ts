import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { createBrotliDecompress, createGunzip } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { holdInTransaction } from "../support/advisory-lock.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testDriver } from "../support/test-database.ts";

/**
 * A CSV download starts before the database answers: its header row reaches the browser, through
 * the compressor, while the rows' first batch is still held back. PostgreSQL only: holding the
 * table needs a second connection, which the embedded database has not.
 */
let ctx: TestContext;
let base: string;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(() => ctx?.close());

/** Another session holding the enquiries table: every read of it waits until `release()`. */
const holdEnquiries = async () =>
  (await holdInTransaction(ctx.database.db, sql`lock table enquiries in access exclusive mode`)).release;

/** Asks for the export; resolves with the first decoded text, and later with all of it. */
function download(encoding: "br" | "gzip") {
  let firstText: (text: string) => void = () => {};
  const first = new Promise<string>((resolve) => {
    firstText = resolve;
  });
  const whole = new Promise<string>((resolve, reject) => {
    request(`${base}/api/v1/contact?format=csv`, { headers: { ...admin, "accept-encoding": encoding } }, (res) => {
      expect(res.headers["content-encoding"]).toBe(encoding);
      const decoded = res.pipe(encoding === "br" ? createBrotliDecompress() : createGunzip());
      let text = "";
      decoded.on("data", (chunk: Buffer) => {
        text += chunk.toString("utf8");
        firstText(text);
      });
      decoded.on("end", () => resolve(text));
      decoded.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
  return { first, whole };
}

describe.runIf(testDriver() === "postgres")("a CSV download's first bytes", () => {
  for (const encoding of ["br", "gzip"] as const) {
    it(`leave through ${encoding} before the database sends its first rows`, async () => {
      const release = await holdEnquiries();
      let released = false;
      try {
        const { first, whole } = download(encoding);
        const text = await first;
        expect(released).toBe(false);
        expect(text.startsWith("\uFEFF")).toBe(true);
        expect(text).toContain("\r\n");
        released = true;
        await release();
        expect((await whole).startsWith(text)).toBe(true);
      } finally {
        if (!released) await release();
      }
    });
  }
});
