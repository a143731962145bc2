import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { draftCalls, HOUR, START } from "../support/drafts-app.ts";
import { createTestAppOn, type TestContext } from "../support/test-app.ts";
import { createSharedTestDatabase, createTestDatabase, testDriver } from "../support/test-database.ts";

const publishedTitle = async (ctx: TestContext, id: string) =>
  (await ctx.app.inject({ method: "GET", url: `/api/v1/job/${id}` })).json().data.title;

/** A draft of a new job, scheduled an hour after START by the signed-in admin of `ctx`. */
async function scheduledJob(ctx: TestContext, admin: Record<string, string>, title: string) {
  const job = await insertJob(ctx.database.db, { title: "Before" });
  const { saveDraft, schedule } = draftCalls(
    () => ctx,
    () => admin,
  );
  await saveDraft("job", job.id, { title });
  await schedule("job", job.id, { publishAt: new Date(START + HOUR).toISOString() });
  return job;
}

describe("a schedule missed while the server was down", () => {
  let now = START;
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestAppOn(await createTestDatabase(), {}, "off", undefined, () => now);
  });
  afterAll(() => ctx?.close());

  it("runs as soon as the server is back", async () => {
    const admin = bearer((await signInAsSuperAdmin(ctx)).token);
    const job = await scheduledJob(ctx, admin, "Published after the restart");
    // Down over the scheduled time…
    await ctx.app.close();
    now = START + 5 * HOUR;
    // …and back: the schedule runs before the instance serves.
    const back = await createTestAppOn(ctx.database, {}, "off", undefined, () => now);
    ctx = back;
    expect(await publishedTitle(back, job.id)).toBe("Published after the restart");
    expect(await back.app.publishScheduler.tick()).toBe(0);
  });
});

describe.skipIf(testDriver() !== "postgres")("schedules on two instances", () => {
  let now = START;
  let a: TestContext;
  let b: TestContext;
  let admin: Record<string, string>;

  beforeAll(async () => {
    const [first, second] = await createSharedTestDatabase(2);
    [a, b] = await Promise.all([
      createTestAppOn(first, {}, "off", undefined, () => now),
      createTestAppOn(second, {}, "off", undefined, () => now),
    ]);
    admin = bearer((await signInAsSuperAdmin(a)).token);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it("publish once, whichever instance claims it, and show on both", async () => {
    now = START;
    const jobs = await Promise.all(Array.from({ length: 5 }, (_, i) => scheduledJob(a, admin, `Scheduled ${i}`)));
    // B has the old titles cached.
    for (const job of jobs) {
      await b.app.inject({ method: "GET", url: `/api/v1/job/${job.id}` });
      expect((await b.app.inject({ method: "GET", url: `/api/v1/job/${job.id}` })).headers["x-cache"]).toBe("HIT");
    }
    now = START + HOUR;
    const ran = await Promise.all([a.app.publishScheduler.tick(), b.app.publishScheduler.tick()]);
    expect(ran[0] + ran[1]).toBe(5);
    for (const [i, job] of jobs.entries()) {
      const entries = await a.database.db.select().from(auditLog).where(eq(auditLog.entityId, job.id));
      expect(entries.filter((entry) => entry.action === "update")).toHaveLength(1);
      expect(await publishedTitle(a, job.id)).toBe(`Scheduled ${i}`);
      await expect.poll(() => publishedTitle(b, job.id), { timeout: 2000 }).toBe(`Scheduled ${i}`);
    }
  });

  it("publish a draft published on one instance on the other's next read", async () => {
    const job = await insertJob(a.database.db, { title: "Cached on B" });
    await b.app.inject({ method: "GET", url: "/api/v1/job" });
    await a.app.inject({
      method: "POST",
      url: `/api/v1/job/${job.id}/draft`,
      headers: admin,
      payload: { title: "Live on B" },
    });
    expect((await b.app.inject({ method: "GET", url: "/api/v1/job" })).body).not.toContain("Live on B");
    await a.app.inject({ method: "POST", url: `/api/v1/job/${job.id}/publish`, headers: admin });
    await expect
      .poll(async () => (await b.app.inject({ method: "GET", url: "/api/v1/job" })).body, { timeout: 2000 })
      .toContain("Live on B");
  });
});
