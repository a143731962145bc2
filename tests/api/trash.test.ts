import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contentDrafts,
  contentPreviewLinks,
  contentRevisions,
  portfolioItems,
  trash,
} from "../../server/db/schema/content.ts";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { bearer, createAdmin, createRole, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { insertCategory, insertJob, insertPortfolioItem, insertService } from "../support/content-fixtures.ts";
import { multipart } from "../support/forms.ts";
import { pngImage } from "../support/images.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { goneOutsideLibrary, hasAnyFileOf } from "../support/uploads.ts";

let ctx: TestContext;
let admin: Record<string, string>;
let editor: Record<string, string>;
const DAY_MS = 24 * 60 * 60 * 1000;
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
  // Everything but deleting: the trash is superAdmin's, as deleting is.
  const all = { create: true, update: true, statusChange: true };
  await createRole(ctx, "Editor", { category: all, services: all, projects: all, product: all, career: all });
  await createAdmin(ctx, "trash-editor", "Editor");
  editor = bearer((await signIn(ctx, "trash-editor")).token);
});
afterAll(() => ctx.close());

type Method = "GET" | "POST" | "DELETE" | "PATCH";
const api = (method: Method, url: string, payload?: object, headers = admin) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
const get = (url: string) => ctx.app.inject({ method: "GET", url: `/api/v1${url}` });

/** A public read answered twice: the second answer comes from the cache. */
async function warm(url: string) {
  await get(url);
  const again = await get(url);
  expect(again.headers["x-cache"], url).toBe("HIT");
  return again;
}

const trashList = async (query = "") => (await api("GET", `/trash${query}`)).json();
const counts = async () => (await api("GET", "/count/get-all-counts")).json().data;
const auditOf = (entityId: string) =>
  ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.at);

describe("delete moves to the trash", () => {
  it("leaves every public read, cached answer, admin list and count at once; restore brings it back", async () => {
    const db = ctx.database.db;
    const category = await insertCategory(db, { name: "Trash Web" });
    const project = await insertPortfolioItem(db, category.id, { name: "Harbour Trash App" });
    const reads = [`/project?type=project`, `/project?type=project&category=${category.id}`, `/project/${project.id}`];
    for (const url of reads) expect((await warm(url)).body, url).toContain("Harbour Trash App");
    const before = await counts();

    const removed = await api("DELETE", `/project/delete/${project.id}`);
    expect(removed.json()).toEqual({ success: true, message: "Project deleted successfully" });
    for (const url of reads) {
      const res = await get(url);
      expect(res.headers["x-cache"], url).not.toBe("HIT");
      expect(res.body, url).not.toContain("Harbour Trash App");
    }
    expect((await get(`/project/${project.id}`)).statusCode).toBe(404);
    const adminList = await api("GET", "/project?type=project&page=1&limit=100");
    expect(adminList.body).not.toContain("Harbour Trash App");
    expect((await counts()).totalProjectCount).toBe(before.totalProjectCount - 1);

    const listed = await trashList("?kind=project");
    expect(listed.data[0]).toMatchObject({
      kind: "project",
      _id: project.id,
      name: "Harbour Trash App",
      deletedBy: { username: TEST_ADMIN.username },
    });
    expect(listed.data[0].deletedAt).toMatch(/^\d{4}-\d\d-\d\dT.+Z$/);
    expect(listed.pagination).toMatchObject({ page: 1, limit: 20 });
    expect(listed.retentionDays).toBe(30);
    expect((await trashList("?kind=job")).data.some((i: { _id: string }) => i._id === project.id)).toBe(false);

    const restored = await api("POST", `/trash/project/${project.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      success: true,
      message: "Restored from the trash",
      data: { _id: project.id, name: "Harbour Trash App", version: 2, image: project.images },
    });
    for (const url of reads) expect((await get(url)).body, url).toContain("Harbour Trash App");
    expect((await counts()).totalProjectCount).toBe(before.totalProjectCount);
    expect((await trashList()).data.some((i: { _id: string }) => i._id === project.id)).toBe(false);
    const history = (await api("GET", `/project/${project.id}/revisions`)).json().data;
    expect(history[0]).toMatchObject({ version: 2, summary: 'Restored project "Harbour Trash App" from the trash' });
    const entries = await auditOf(project.id);
    expect(entries.map((e) => [e.action, e.summary])).toEqual([
      ["delete", 'Moved project "Harbour Trash App" to the trash'],
      ["restore", 'Restored project "Harbour Trash App" from the trash'],
    ]);
  });

  it("restores a service with its features and a job with every field", async () => {
    const db = ctx.database.db;
    const category = await insertCategory(db);
    const service = await insertService(db, category.id, { name: "Trash Design" }, [
      { name: "Research", description: "Talk to users" },
      { name: "Prototypes", description: "Clickable" },
    ]);
    const job = await insertJob(db, { title: "Trash Tester", requirements: ["Care", "Tools"] });
    await warm(`/services/${service.id}`);
    expect((await api("DELETE", `/services/delete/${service.id}`)).statusCode).toBe(200);
    expect((await api("DELETE", `/job/delete/${job.id}`)).json().message).toBe("Job deleted successfully");
    expect((await get(`/services/${service.id}`)).statusCode).toBe(404);
    expect((await get(`/job/${job.id}`)).statusCode).toBe(404);

    expect((await api("POST", `/trash/service/${service.id}/restore`)).statusCode).toBe(200);
    expect((await api("POST", `/trash/job/${job.id}/restore`)).statusCode).toBe(200);
    const back = (await get(`/services/${service.id}`)).json().data;
    expect(back.features.map((f: { name: string }) => f.name)).toEqual(["Research", "Prototypes"]);
    expect((await get(`/job/${job.id}`)).json().data).toMatchObject({
      title: "Trash Tester",
      requirements: ["Care", "Tools"],
    });
  });

  it("asks for a category when the item's own went to the trash meanwhile", async () => {
    const db = ctx.database.db;
    const gone = await insertCategory(db, { name: "Soon Gone" });
    const other = await insertCategory(db, { name: "Still Here" });
    const item = await insertPortfolioItem(db, gone.id, { type: "product", name: "Orphan Ledger" });
    // In use: 409 as before.
    const inUse = await api("DELETE", `/category/delete/${gone.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe("Category has services or portfolio items");
    // An item in the trash does not count as using it.
    expect((await api("DELETE", `/project/delete/${item.id}`)).statusCode).toBe(200);
    expect((await api("DELETE", `/category/delete/${gone.id}`)).json().message).toBe("Category deleted successfully");

    const asked = await api("POST", `/trash/product/${item.id}/restore`);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toBe(
      "The category this belonged to was deleted: choose a category to restore it into",
    );
    const unknown = await api("POST", `/trash/product/${item.id}/restore`, { categoryId: UNKNOWN_ID });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Category not found");
    const malformed = await api("POST", `/trash/product/${item.id}/restore`, { categoryId: "nope" });
    expect(malformed.statusCode).toBe(400);
    expect((await trashList()).data.some((i: { _id: string }) => i._id === item.id)).toBe(true);

    const restored = await api("POST", `/trash/product/${item.id}/restore`, { categoryId: other.id });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.category).toMatchObject({ _id: other.id, name: "Still Here" });
  });

  it("lets a new category take a trashed one's name, and then refuses to restore the old one over it", async () => {
    const old = await insertCategory(ctx.database.db, { name: "Reused Name" });
    expect((await api("DELETE", `/category/delete/${old.id}`)).statusCode).toBe(200);
    const fresh = await insertCategory(ctx.database.db, { name: "reused name" });
    const clash = await api("POST", `/trash/category/${old.id}/restore`);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(
      'A category named "Reused Name" exists now: rename or delete it, then restore this one',
    );
    const renamed = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/category/update/${fresh.id}`,
      headers: admin,
      payload: multipart({ name: "Another Name" }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await api("POST", `/trash/category/${old.id}/restore`)).statusCode).toBe(200);
  });
});

describe("who may use the trash", () => {
  it("is superAdmin's: others get 403 and change nothing; unknown kinds and ids are 404, bad paging 400", async () => {
    const job = await insertJob(ctx.database.db, { title: "Guarded" });
    expect((await api("DELETE", `/job/delete/${job.id}`)).statusCode).toBe(200);
    const list = await api("GET", "/trash", undefined, editor);
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe("You do not have permission to restore from the trash");
    expect((await api("POST", `/trash/job/${job.id}/restore`, undefined, editor)).statusCode).toBe(403);
    const forever = await api("DELETE", `/trash/job/${job.id}`, undefined, editor);
    expect(forever.statusCode).toBe(403);
    expect(forever.json().message).toBe("You do not have permission to delete forever");
    expect((await ctx.app.inject({ method: "GET", url: "/api/v1/trash" })).statusCode).toBe(401);
    expect((await trashList()).data.some((i: { _id: string }) => i._id === job.id)).toBe(true);

    for (const url of [`/trash/category/${job.id}/restore`, `/trash/jobs/${job.id}/restore`, `/trash/job/nope/restore`])
      expect((await api("POST", url)).statusCode, url).toBe(404);
    expect((await api("DELETE", `/trash/job/${UNKNOWN_ID}`)).statusCode).toBe(404);
    for (const query of ["?kind=jobs", "?page=0", "?limit=1000", "?page=x"])
      expect((await api("GET", `/trash${query}`)).statusCode, query).toBe(400);
  });
});

describe("delete forever and purge", () => {
  async function uploadedProject(name: string, categoryId: string) {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/project/create",
      headers: admin,
      payload: multipart(
        {
          type: "project",
          category: categoryId,
          name,
          client: "Client",
          technology: "React",
          url: "https://example.com",
          date: "2024-03-15",
          description: "Made to be thrown away",
        },
        { image: [await pngImage(40, 30)] },
      ),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { _id: string; image: string[] };
  }

  it("deletes forever: the row, its history, draft, preview links and the pictures nothing else names, audited", async () => {
    const category = await insertCategory(ctx.database.db);
    const item = await uploadedProject("Forever Gone", category.id);
    await api("PATCH", `/project/update/${item._id}`, { name: "Forever Gone Twice" });
    expect((await api("POST", `/project/${item._id}/draft`, { name: "Unfinished", version: 0 })).statusCode).toBe(200);
    expect((await api("POST", `/project/${item._id}/preview-links`, { expiresInHours: 24 })).statusCode).toBe(201);
    await api("DELETE", `/project/delete/${item._id}`);
    expect(await hasAnyFileOf(ctx, item.image[0])).toBe(true);
    const res = await api("DELETE", `/trash/project/${item._id}`);
    expect(res.json()).toEqual({ success: true, message: "Deleted forever" });
    expect(await goneOutsideLibrary(ctx, item.image[0])).toBe(true);
    const db = ctx.database.db;
    expect(await db.select().from(trash).where(eq(trash.recordId, item._id))).toEqual([]);
    expect(
      await db
        .select()
        .from(contentRevisions)
        .where(and(eq(contentRevisions.kind, "portfolio"), eq(contentRevisions.recordId, item._id))),
    ).toEqual([]);
    expect(await db.select().from(contentDrafts).where(eq(contentDrafts.recordId, item._id))).toEqual([]);
    expect(await db.select().from(contentPreviewLinks).where(eq(contentPreviewLinks.recordId, item._id))).toEqual([]);
    const last = (await auditOf(item._id)).at(-1);
    expect(last).toMatchObject({ action: "deleteForever", summary: 'Deleted project "Forever Gone Twice" forever' });
    expect((await api("POST", `/trash/project/${item._id}/restore`)).statusCode).toBe(404);
  });

  it("purges what has waited longer than TRASH_RETENTION_DAYS exactly once across instances, audited as the system", async () => {
    const db = ctx.database.db;
    const category = await insertCategory(db);
    const old = await uploadedProject("Purged Soon", category.id);
    const kept = await insertJob(db, { title: "Purge Survivor" });
    await api("DELETE", `/project/delete/${old._id}`);
    await api("DELETE", `/job/delete/${kept.id}`);
    const now = Date.now();
    // The project was deleted 31 days ago by the clock the purge is given; the job just now.
    await db
      .update(trash)
      .set({ deletedAt: new Date(now - 31 * DAY_MS) })
      .where(eq(trash.recordId, old._id));

    expect(await ctx.app.trashPurge.purge(new Date(now - 2 * DAY_MS))).toBe(0);
    const passes = await Promise.all([
      ctx.app.trashPurge.purge(new Date(now)),
      ctx.app.trashPurge.purge(new Date(now)),
      ctx.app.trashPurge.purge(new Date(now)),
    ]);
    expect(passes.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await goneOutsideLibrary(ctx, old.image[0])).toBe(true);
    expect(await db.select().from(portfolioItems).where(eq(portfolioItems.id, old._id))).toEqual([]);
    const listed = (await trashList()).data.map((i: { _id: string }) => i._id);
    expect(listed).not.toContain(old._id);
    expect(listed).toContain(kept.id);
    const purges = (await auditOf(old._id)).filter((e) => e.action === "purge");
    expect(purges).toHaveLength(1);
    expect(purges[0]).toMatchObject({
      actorId: null,
      actorUsername: null,
      entity: "project",
      summary: 'Purged project "Purged Soon", in the trash more than 30 days (TRASH_RETENTION_DAYS)',
    });
    // The job's day comes with the clock, not with waiting.
    expect(await ctx.app.trashPurge.purge(new Date(now + 31 * DAY_MS))).toBeGreaterThanOrEqual(1);
    expect((await trashList()).data.map((i: { _id: string }) => i._id)).not.toContain(kept.id);
  });
});
