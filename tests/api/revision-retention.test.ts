import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { contentRevisions } from "../../server/db/schema/content.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { holdAdvisoryLock } from "../support/advisory-lock.ts";
import { multipart } from "../support/forms.ts";
import { pngImage } from "../support/images.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testDriver } from "../support/test-database.ts";
import { goneOutsideLibrary, hasFileSet } from "../support/uploads.ts";

const DAY = 86_400_000;
let ctx: TestContext;
let admin: Record<string, string>;
/** The app's clock: the retention job reads the time from it, so a test moves it instead of waiting. */
let now = Date.now();

beforeAll(async () => {
  ctx = await createTestApp({ revisionRetention: { days: 90, keep: 2 } }, undefined, "off", false, () => now);
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
});
afterAll(() => ctx.close());

const createCategory = async (name: string) => {
  const payload = multipart({ name, description: "First" }, { logo: await pngImage(64, 64) });
  const res = await ctx.app.inject({ method: "POST", url: "/api/v1/category/create", headers: admin, payload });
  expect(res.statusCode, res.body).toBe(201);
  const { _id, icon }: { _id: string; icon: string } = res.json().data;
  return { _id, icon };
};
/** A new icon each time (its size makes its content, so its URL, differ). */
const replaceIcon = async (id: string, size: number) => {
  const payload = multipart({ description: `Edit ${size}` }, { icon: await pngImage(size, size) });
  const res = await ctx.app.inject({ method: "PATCH", url: `/api/v1/category/update/${id}`, headers: admin, payload });
  expect(res.statusCode, res.body).toBe(200);
  const { icon }: { icon: string } = res.json().data;
  return icon;
};
const versionsOf = async (id: string) =>
  (
    await ctx.database.db
      .select({ version: contentRevisions.version })
      .from(contentRevisions)
      .where(and(eq(contentRevisions.kind, "category"), eq(contentRevisions.recordId, id)))
      .orderBy(contentRevisions.version)
  ).map((row) => row.version);

describe("revision retention", () => {
  it("REVISION_RETENTION_DAYS is 90 and REVISION_KEEP 20 unless set", () => {
    expect(loadConfig({}).revisionRetention).toEqual({ days: 90, keep: 20 });
    expect(loadConfig({ REVISION_RETENTION_DAYS: "30", REVISION_KEEP: "5" }).revisionRetention).toEqual({
      days: 30,
      keep: 5,
    });
    expect(() => loadConfig({ REVISION_KEEP: "0" })).toThrow(/REVISION_KEEP/);
    expect(() => loadConfig({ REVISION_RETENTION_DAYS: "ten" })).toThrow(/REVISION_RETENTION_DAYS/);
  });

  it("keeps every revision for the retention days, then the newest per record; pictures go with the last revision naming them", async () => {
    now = Date.now();
    const category = await createCategory("Kept whole");
    const second = await replaceIcon(category._id, 65);
    const third = await replaceIcon(category._id, 66);
    const fourth = await replaceIcon(category._id, 67);
    expect(await versionsOf(category._id)).toEqual([1, 2, 3, 4]);

    // 89 days on: everything is still within the retention.
    now = Date.now() + 89 * DAY;
    expect(await ctx.app.revisionHistory.prune()).toBe(0);
    expect(await versionsOf(category._id)).toEqual([1, 2, 3, 4]);
    expect(await hasFileSet(ctx, category.icon)).toBe(true);

    // 91 days on: only the newest two of this record are kept.
    now = Date.now() + 91 * DAY;
    expect(await ctx.app.revisionHistory.prune()).toBeGreaterThanOrEqual(2);
    expect(await versionsOf(category._id)).toEqual([3, 4]);
    // The pictures only the pruned revisions named are gone; those the kept ones (or the row) name stay.
    expect(await goneOutsideLibrary(ctx, category.icon)).toBe(true);
    expect(await goneOutsideLibrary(ctx, second)).toBe(true);
    expect(await hasFileSet(ctx, third)).toBe(true);
    expect(await hasFileSet(ctx, fourth)).toBe(true);

    // Pruning again finds nothing more to do.
    expect(await ctx.app.revisionHistory.prune()).toBe(0);
    expect(await versionsOf(category._id)).toEqual([3, 4]);
  });

  it("keeps a picture the record itself still names even when the revisions naming it go", async () => {
    now = Date.now();
    const category = await createCategory("Same icon");
    for (const description of ["One", "Two", "Three"]) {
      const payload = multipart({ description });
      const res = await ctx.app.inject({
        method: "PATCH",
        url: `/api/v1/category/update/${category._id}`,
        headers: admin,
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    now = Date.now() + 91 * DAY;
    await ctx.app.revisionHistory.prune();
    expect(await versionsOf(category._id)).toEqual([3, 4]);
    expect(await hasFileSet(ctx, category.icon)).toBe(true);
  });

  it("is safe to run from several instances at once", async () => {
    now = Date.now();
    const category = await createCategory("Pruned once");
    await replaceIcon(category._id, 70);
    await replaceIcon(category._id, 71);
    now = Date.now() + 91 * DAY;
    const results = await Promise.all([
      ctx.app.revisionHistory.prune(),
      ctx.app.revisionHistory.prune(),
      ctx.app.revisionHistory.prune(),
    ]);
    expect(results.reduce<number>((sum, removed) => sum + (removed ?? 0), 0)).toBe(1);
    expect(await versionsOf(category._id)).toEqual([2, 3]);
  });

  it.runIf(testDriver() === "postgres")("an instance finding another one pruning leaves it to that one", async () => {
    now = Date.now();
    const category = await createCategory("Held back");
    await replaceIcon(category._id, 80);
    await replaceIcon(category._id, 81);
    now = Date.now() + 91 * DAY;
    // Another instance's prune, under way: a transaction holding the retention lock.
    const other = await holdAdvisoryLock(ctx.database.db, "agency-platform:revision-retention");
    expect(await ctx.app.revisionHistory.prune()).toBeNull();
    expect(await versionsOf(category._id)).toEqual([1, 2, 3]);
    await other.release();
    expect(await ctx.app.revisionHistory.prune()).toBe(1);
    expect(await versionsOf(category._id)).toEqual([2, 3]);
  });

  // Last: its revisions would count in the prunes above.
  it("restores a picture a revision names: the record names it again and its files are still there", async () => {
    now = Date.now();
    const category = await createCategory("Icon restored");
    const replaced = await replaceIcon(category._id, 90);
    expect(replaced).not.toBe(category.icon);
    const revisions = await ctx.app.inject({
      method: "GET",
      url: `/api/v1/category/${category._id}/revisions`,
      headers: admin,
    });
    const first = revisions.json().data.find((revision: { version: number }) => revision.version === 1);
    const restored = await ctx.app.inject({
      method: "POST",
      url: `/api/v1/category/${category._id}/revisions/${first._id}/restore`,
      headers: admin,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ icon: category.icon, description: "First", version: 3 });
    expect(await hasFileSet(ctx, category.icon)).toBe(true);
    const publicRead = await ctx.app.inject({ method: "GET", url: `/api/v1/category/${category._id}` });
    expect(publicRead.json().data.icon).toBe(category.icon);
    // The picture the restore replaced stays with the revision that names it.
    expect(await hasFileSet(ctx, replaced)).toBe(true);
  });
});
