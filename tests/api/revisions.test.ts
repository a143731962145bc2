import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, contentRevisions } from "../../server/db/schema/content.ts";
import { AuditTrail } from "../../server/engines/audit-trail/trail.ts";
import { unitOfWorkOf } from "../../server/engines/content-writes/staff-writes.ts";
import { nothingToLock } from "../../server/engines/content-writes/unit-of-work.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { insertCategory, insertJob, insertPortfolioItem, insertService } from "../support/content-fixtures.ts";
import { multipart } from "../support/forms.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

let ctx: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
});
afterAll(() => ctx.close());

const api = (method: "GET" | "PATCH" | "POST", url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: { ...admin, ...headers }, ...(payload ? { payload } : {}) });

const revisionsOf = async (id: string) => (await api("GET", `/job/${id}/revisions`)).json().data;

describe("versions and edit conflicts", () => {
  it("counts versions, refuses a stale one naming the editor, and still updates without one", async () => {
    const job = await insertJob(ctx.database.db, { title: "Designer" });
    const first = await api("PATCH", `/job/update/${job.id}`, { title: "Senior designer", version: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.version).toBe(2);

    const stale = await api("PATCH", `/job/update/${job.id}`, { title: "Lead designer" }, { "if-match": '"1"' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(
      new RegExp(`^Changed by ${TEST_ADMIN.username} at \\d{4}-\\d\\d-\\d\\dT.+Z while you were editing$`),
    );
    expect(stale.json().current).toMatchObject({ title: "Senior designer", version: 2 });

    const unversioned = await api("PATCH", `/job/update/${job.id}`, { title: "Lead designer" });
    expect(unversioned.statusCode).toBe(200);
    expect(unversioned.json().data.version).toBe(3);
  });

  it("lets exactly one of 20 parallel updates from the same version through", async () => {
    const job = await insertJob(ctx.database.db, { title: "Writer" });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api("PATCH", `/job/update/${job.id}`, { title: `Writer ${i}`, version: 1 })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  });
});

describe("history and restore", () => {
  it("keeps the record as it was before and after each change, and restores every field as a new version", async () => {
    const job = await insertJob(ctx.database.db, { title: "Tester", requirements: ["Patience"] });
    await api("PATCH", `/job/update/${job.id}`, { title: "QA engineer", requirements: ["Rigour", "Tools"] });
    const list = await revisionsOf(job.id);
    expect(list.map((r: { version: number }) => r.version)).toEqual([2, 1]);
    expect(list[0].actor.username).toBe(TEST_ADMIN.username);

    const original = await api("GET", `/job/${job.id}/revisions/${list[1]._id}`);
    expect(original.json().data.record).toMatchObject({ title: "Tester", requirements: ["Patience"] });

    const restored = await api("POST", `/job/${job.id}/revisions/${list[1]._id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ title: "Tester", requirements: ["Patience"], version: 3 });
    const after = await revisionsOf(job.id);
    expect(after[0]).toMatchObject({ version: 3, summary: 'Restored job "Tester" to version 1' });
    const publicRead = await ctx.app.inject({ method: "GET", url: `/api/v1/job/${job.id}` });
    expect(publicRead.json().data.title).toBe("Tester");
  });

  it("restores a revision kept before a field existed with that field's default", async () => {
    const category = await insertCategory(ctx.database.db);
    const service = await insertService(ctx.database.db, category.id);
    const project = await insertPortfolioItem(ctx.database.db, category.id);
    const topics = [{ title: "Audit", text: "We look at everything." }];
    const changes = [
      { path: `/services/update/${service.id}`, fields: { topics: JSON.stringify(topics) } },
      { path: `/project/update/${project.id}`, fields: { approach: "Weekly demos." } },
    ];
    for (const { path, fields } of changes) {
      const changed = await ctx.app.inject({
        method: "PATCH",
        url: `/api/v1${path}`,
        headers: admin,
        payload: multipart(fields),
      });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    // Revisions stored before topics and the approach existed did not have them.
    await ctx.database.db.execute(
      sql`update ${contentRevisions} set snapshot = snapshot - 'topics' - 'approach' where ${contentRevisions.version} = 1
          and ${contentRevisions.recordId} in (${service.id}, ${project.id})`,
    );
    const restore = async (path: string, id: string) => {
      const [first] = await ctx.database.db
        .select({ id: contentRevisions.id })
        .from(contentRevisions)
        .where(and(eq(contentRevisions.recordId, id), eq(contentRevisions.version, 1)));
      const restored = await api("POST", `/${path}/${id}/revisions/${first.id}/restore`);
      expect(restored.statusCode, restored.body).toBe(200);
      return restored.json().data;
    };
    expect(await restore("services", service.id)).toMatchObject({ topics: [], version: 3 });
    expect(await restore("project", project.id)).toMatchObject({ approach: "", version: 3 });
  });

  it("answers 404 for an unknown revision", async () => {
    const job = await insertJob(ctx.database.db, { title: "Nobody" });
    const res = await api("GET", `/job/${job.id}/revisions/00000000-0000-4000-8000-000000000000`);
    expect(res.statusCode).toBe(404);
  });
});

describe("the change and its revision", () => {
  it("are stored both or neither: a failure between them stores nothing", async () => {
    const unitOfWork = unitOfWorkOf(ctx.app, new AuditTrail({ actor: null, ip: null }));
    let id = "";
    const write = unitOfWork.run({
      kinds: ["category"],
      lock: nothingToLock,
      history: {
        kind: "category",
        read: async () => {
          throw new Error("the process died before the revision was written");
        },
      },
      apply: async (tx) => {
        const [row] = await tx
          .insert(categories)
          .values({ name: "Half written", slug: "half-written", description: "Never" })
          .returning();
        id = row.id;
        return { result: row, audit: { action: "create", entity: "category", entityId: row.id, summary: "Half" } };
      },
    });
    await expect(write).rejects.toThrow("the process died");
    expect(id).not.toBe("");
    expect(await ctx.database.db.select().from(categories).where(eq(categories.id, id))).toEqual([]);
    const revisions = await ctx.database.db
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.kind, "category"), eq(contentRevisions.recordId, id)));
    expect(revisions).toEqual([]);
  });
});
