import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StorageConfig } from "../../server/config.ts";
import { loadConfig } from "../../server/config.ts";
import { applications } from "../../server/db/schema/people.ts";
import { APPLICATION_RETENTION_LOCK } from "../../server/modules/applications/retention.ts";
import { resumeRemovals } from "../../server/modules/applications/schema.ts";
import { holdAdvisoryLock } from "../support/advisory-lock.ts";
import { type AuditRow, entriesOf } from "../support/audit.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { type S3Server, startS3Server } from "../support/s3-server.ts";
import { createTestApp, createTestAppOn, type TestContext } from "../support/test-app.ts";
import { createSharedTestDatabase, testDriver } from "../support/test-database.ts";
import { columnsHolding } from "../support/text-columns.ts";

/** Applications older than APPLICATION_RETENTION_DAYS go with their resumes (ADR 0084). */
const DAY = 24 * 60 * 60 * 1000;

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.close());

/** Applies through the API (so the resume is really stored), then backdates the row by `days`. */
async function applyAged(ctx: TestContext, jobId: string, email: string, days: number) {
  const form = new FormData();
  const fields = {
    jobId,
    firstName: "Old",
    lastName: "Applicant",
    yourEmail: email,
    phoneNumber: "03001234567",
    city: "Karachi",
    address: "3 Sea View",
    state: "Sindh",
    postalCode: "75500",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("resume", new Blob(["%PDF-1.4 aged"], { type: "application/pdf" }), "cv.pdf");
  const res = await ctx.app.inject({ method: "POST", url: "/api/v1/career/create", payload: form });
  expect(res.statusCode).toBe(201);
  const [row] = await ctx.database.db
    .update(applications)
    .set({ createdAt: new Date(Date.now() - days * DAY) })
    .where(sql`${applications.email} = ${email}`)
    .returning({ key: applications.resumeKey });
  return row.key;
}

const emails = async (ctx: TestContext) =>
  (await ctx.database.db.select({ email: applications.email }).from(applications)).map((row) => row.email).sort();
/** How many applications the purge entries among `entries` say they removed. */
const removedBy = (entries: AuditRow[]) =>
  entries
    .filter((entry) => entry.action === "purge")
    .reduce((sum, entry) => sum + Number(entry.before?.applications), 0);

it("APPLICATION_RETENTION_DAYS is 365 unless set, and a positive whole number", () => {
  expect(loadConfig({}).applicationRetentionDays).toBe(365);
  expect(loadConfig({ APPLICATION_RETENTION_DAYS: "30" }).applicationRetentionDays).toBe(30);
  expect(() => loadConfig({ APPLICATION_RETENTION_DAYS: "0" })).toThrow(/APPLICATION_RETENTION_DAYS/);
  expect(() => loadConfig({ APPLICATION_RETENTION_DAYS: "a year" })).toThrow(/APPLICATION_RETENTION_DAYS/);
});

describe.each(["local disk", "S3"] as const)("the retention pass with resumes on %s", (driver) => {
  let ctx: TestContext;
  let jobId: string;
  beforeAll(async () => {
    const storage: StorageConfig = driver === "S3" ? s3.storage : { driver: "local" };
    ctx = await createTestApp({ publicWriteLimit: 1000, storage });
    jobId = (await insertJob(ctx.database.db)).id;
  });
  afterAll(() => ctx?.close());

  it("removes the applications older than the period with their files, keeps the recent ones, and records the count", async () => {
    const tag = driver === "S3" ? "s3" : "disk";
    const old = await applyAged(ctx, jobId, `aged-400-${tag}@example.com`, 400);
    const justOver = await applyAged(ctx, jobId, `aged-366-${tag}@example.com`, 366);
    const recent = await applyAged(ctx, jobId, `aged-364-${tag}@example.com`, 364);
    const today = await applyAged(ctx, jobId, `aged-0-${tag}@example.com`, 0);

    const { result, entries } = await entriesOf(ctx, () => ctx.app.applicationRetention.prune());
    expect(result).toBe(2);
    expect(await emails(ctx)).toEqual([`aged-0-${tag}@example.com`, `aged-364-${tag}@example.com`]);
    expect(await ctx.app.privateFiles.exists(old)).toBe(false);
    expect(await ctx.app.privateFiles.exists(justOver)).toBe(false);
    expect(await ctx.app.privateFiles.exists(recent)).toBe(true);
    expect(await ctx.app.privateFiles.exists(today)).toBe(true);
    expect(await ctx.database.db.select().from(resumeRemovals)).toEqual([]);

    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: null,
      actorUsername: null,
      ip: null,
      action: "purge",
      entity: "application",
      entityId: null,
      summary:
        "Removed 2 job applications received more than 365 days ago, with their resumes (APPLICATION_RETENTION_DAYS)",
      before: { applications: 2, retentionDays: 365 },
      after: null,
    });
    // The purge keeps nothing of the people it removed; their potential-customer rows are another
    // list, kept until deleted or erased (ADR 0084).
    expect(await columnsHolding(ctx.database.db, [`aged-400-${tag}`, `aged-366-${tag}`])).toEqual([
      "potential_customers.email",
    ]);

    // A pass with nothing to remove changes nothing and writes no entry.
    const quiet = await entriesOf(ctx, () => ctx.app.applicationRetention.prune());
    expect(quiet.result).toBe(0);
    expect(quiet.entries).toEqual([]);
  });
});

describe("batches and concurrent passes", () => {
  let ctx: TestContext;
  let jobId: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    jobId = (await insertJob(ctx.database.db)).id;
  });
  afterAll(() => ctx?.close());

  /** Rows straight in the table (their files never existed: removing a missing file is harmless). */
  async function insertOld(count: number, days = 500) {
    const createdAt = new Date(Date.now() - days * DAY);
    await ctx.database.db.insert(applications).values(
      Array.from({ length: count }, (_, i) => ({
        jobId,
        firstName: "Bulk",
        lastName: `Applicant ${i}`,
        email: `bulk-${i}@example.com`,
        phoneNumber: "03001234567",
        city: "Lahore",
        address: "1 Mall Road",
        state: "Punjab",
        postalCode: "54000",
        resumeKey: `resumes/${randomUUID()}`,
        resumeName: "cv.pdf",
        resumeType: "application/pdf",
        resumeSize: 10,
        createdAt,
      })),
    );
  }

  it("removes a large backlog in batches of 500, one audit entry each", async () => {
    await insertOld(1100);
    const { result, entries } = await entriesOf(ctx, () => ctx.app.applicationRetention.prune());
    expect(result).toBe(1100);
    expect(entries.map((entry) => entry.before)).toEqual([
      expect.objectContaining({ applications: 500 }),
      expect.objectContaining({ applications: 500 }),
      expect.objectContaining({ applications: 100 }),
    ]);
    expect(await emails(ctx)).toEqual([]);
    expect(await ctx.database.db.select().from(resumeRemovals)).toEqual([]);
  });

  it("is safe to run several passes at once: each application is removed and counted once", async () => {
    await insertOld(7);
    const { result, entries } = await entriesOf(ctx, () =>
      Promise.all([
        ctx.app.applicationRetention.prune(),
        ctx.app.applicationRetention.prune(),
        ctx.app.applicationRetention.prune(),
      ]),
    );
    expect(result.reduce((a, b) => a + b, 0)).toBe(7);
    expect(removedBy(entries)).toBe(7);
  });

  it.runIf(testDriver() === "postgres")("an instance finding another one pruning leaves it to that one", async () => {
    await insertOld(1, 600);
    const other = await holdAdvisoryLock(ctx.database.db, APPLICATION_RETENTION_LOCK);
    expect(await ctx.app.applicationRetention.prune()).toBe(0);
    expect(await emails(ctx)).toHaveLength(1);
    await other.release();
    expect(await ctx.app.applicationRetention.prune()).toBe(1);
    expect(await emails(ctx)).toEqual([]);
  });
});

describe.skipIf(testDriver() !== "postgres")("two instances sharing a database and a bucket", () => {
  let a: TestContext;
  let b: TestContext;
  let jobId: string;
  beforeAll(async () => {
    const [first, second] = await createSharedTestDatabase(2);
    const shared = { publicWriteLimit: 1000, storage: s3.storage };
    [a, b] = await Promise.all([createTestAppOn(first, shared), createTestAppOn(second, shared)]);
    jobId = (await insertJob(a.database.db)).id;
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it("prune at the same time: every old application goes once, with its file, and is counted once", async () => {
    const keys: string[] = [];
    for (let i = 0; i < 6; i++) keys.push(await applyAged(i % 2 ? a : b, jobId, `twin-${i}@example.com`, 400));
    const kept = await applyAged(a, jobId, "twin-recent@example.com", 10);
    const { result, entries } = await entriesOf(a, () =>
      Promise.all([
        a.app.applicationRetention.prune(),
        b.app.applicationRetention.prune(),
        a.app.applicationRetention.prune(),
        b.app.applicationRetention.prune(),
      ]),
    );
    expect(result.reduce((x, y) => x + y, 0)).toBe(6);
    expect(await emails(a)).toEqual(["twin-recent@example.com"]);
    for (const key of keys) expect(await b.app.privateFiles.exists(key)).toBe(false);
    expect(await a.app.privateFiles.exists(kept)).toBe(true);
    expect(removedBy(entries)).toBe(6);
  });
});

describe("the privacy page", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ applicationRetentionDays: 30 }, undefined, "development");
  }, 180_000);
  afterAll(() => ctx?.close());

  it("states the retention this instance applies", async () => {
    const page = await ctx.app.inject({ method: "GET", url: "/privacy" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("job applications and their resumes for 30 days after we receive them");
    expect(page.body).not.toContain("one year");
  });
});
