import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, contentRevisions, jobs, portfolioItems, services } from "../../server/db/schema/content.ts";
import { siteSettings } from "../../server/modules/site/schema.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { insertCategory, insertJob, insertPortfolioItem, insertService } from "../support/content-fixtures.ts";
import { multipart } from "../support/forms.ts";
import { refuseInserts } from "../support/refuse-inserts.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

let ctx: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
});
afterAll(() => ctx.close());

/** The process dying between the change and its revision: every revision insert fails, after the record's row was written. */
const breakRevisionInserts = () =>
  refuseInserts(ctx, "content_revisions", "the process died between the change and its revision (test)");

const revisionCount = async (kind: string, recordId: string) =>
  (
    await ctx.database.db
      .select({ id: contentRevisions.id })
      .from(contentRevisions)
      .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.recordId, recordId)))
  ).length;

type Case = {
  kind: string;
  /** Makes a record and answers its id, and a call that changes it. */
  arrange(): Promise<{ id: string; change: () => Promise<{ statusCode: number; body: string }> }>;
  /** The record's row as stored. */
  row(id: string): Promise<unknown>;
};

const patch = (url: string, payload: object | FormData) =>
  ctx.app.inject({ method: "PATCH", url: `/api/v1${url}`, headers: admin, payload });

const cases: Case[] = [
  {
    kind: "category",
    arrange: async () => {
      const { id } = await insertCategory(ctx.database.db);
      return { id, change: () => patch(`/category/update/${id}`, multipart({ description: "Changed" })) };
    },
    row: (id) => ctx.database.db.select().from(categories).where(eq(categories.id, id)),
  },
  {
    kind: "service",
    arrange: async () => {
      const { id } = await insertService(ctx.database.db, (await insertCategory(ctx.database.db)).id);
      return { id, change: () => patch(`/services/update/${id}`, multipart({ description: "Changed" })) };
    },
    row: (id) => ctx.database.db.select().from(services).where(eq(services.id, id)),
  },
  {
    kind: "portfolio",
    arrange: async () => {
      const { id } = await insertPortfolioItem(ctx.database.db, (await insertCategory(ctx.database.db)).id);
      return { id, change: () => patch(`/project/update/${id}`, { client: "Changed" }) };
    },
    row: (id) => ctx.database.db.select().from(portfolioItems).where(eq(portfolioItems.id, id)),
  },
  {
    kind: "job",
    arrange: async () => {
      const { id } = await insertJob(ctx.database.db);
      return { id, change: () => patch(`/job/update/${id}`, { title: "Changed" }) };
    },
    row: (id) => ctx.database.db.select().from(jobs).where(eq(jobs.id, id)),
  },
  {
    kind: "site",
    arrange: async () => {
      // Saved once, so its row exists to compare.
      expect((await patch("/site/home", { headline: "Saved once" })).statusCode).toBe(200);
      return { id: "home", change: () => patch("/site/home", { headline: "Changed" }) };
    },
    row: (id) => ctx.database.db.select().from(siteSettings).where(eq(siteSettings.part, id)),
  },
];

describe("a change and its revision are stored both or neither", () => {
  for (const { kind, arrange, row } of cases) {
    it(`${kind}: a failure between the two stores nothing; without it, both`, async () => {
      const { id, change } = await arrange();
      const before = await row(id);
      const revisions = await revisionCount(kind, id);

      const repair = await breakRevisionInserts();
      try {
        const failed = await change();
        expect(failed.statusCode).toBe(500);
      } finally {
        await repair();
      }
      expect(await row(id)).toEqual(before);
      expect(await revisionCount(kind, id)).toBe(revisions);

      const done = await change();
      expect(done.statusCode, done.body).toBe(200);
      expect(await row(id)).not.toEqual(before);
      expect(await revisionCount(kind, id)).toBeGreaterThan(revisions);
    });
  }
});
