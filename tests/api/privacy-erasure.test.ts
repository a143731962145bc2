import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications } from "../../server/db/schema/people.ts";
import { resumeRemovals } from "../../server/modules/applications/schema.ts";
import { privateFilesDir } from "../../server/storage/open-storage.ts";
import { bearer, createAdmin, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { breakAuditInserts, entriesOf } from "../support/audit.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { validContact } from "../support/public-writes.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { columnsHolding } from "../support/text-columns.ts";

/** `POST /privacy/erase` (ADR 0084): every lead of one address, with the resumes, in one go. */
let ctx: TestContext;
let root: Record<string, string>;
let member: Record<string, string>;
let jobId: string;

beforeAll(async () => {
  ctx = await createTestApp({ publicWriteLimit: 1000 });
  root = bearer((await signInAsSuperAdmin(ctx)).token);
  await createAdmin(ctx, "privacy-member", "Member");
  member = bearer((await signIn(ctx, "privacy-member")).token);
  jobId = (await insertJob(ctx.database.db, { title: "Privacy tester" })).id;
});
afterAll(() => ctx?.close());

const post = (url: string, payload: object) => ctx.app.inject({ method: "POST", url, payload });
const enquire = (email: string) => post("/api/v1/contact/create", { ...validContact, email });
const subscribe = (email: string) => post("/api/v1/newsletter/create", { subscriberEmail: email });
async function apply(email: string) {
  const form = new FormData();
  const fields = {
    jobId,
    firstName: "Hina",
    lastName: "Raza",
    yourEmail: email,
    phoneNumber: "03001234567",
    city: "Lahore",
    address: "9 Jail Road",
    state: "Punjab",
    postalCode: "54000",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("resume", new Blob([`%PDF-1.4 resume of ${email}`], { type: "application/pdf" }), "cv.pdf");
  const res = await ctx.app.inject({ method: "POST", url: "/api/v1/career/create", payload: form });
  expect(res.statusCode).toBe(201);
}
const erase = (email: unknown, headers: Record<string, string> = root) =>
  ctx.app.inject({ method: "POST", url: "/api/v1/privacy/erase", payload: { email }, headers });

async function resumeKeysOf(email: string): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ key: applications.resumeKey })
    .from(applications)
    .where(sql`lower(${applications.email}) = lower(${email})`);
  return rows.map((row) => row.key);
}
const resumeExists = (key: string) => ctx.app.privateFiles.exists(key);
const queued = async () => (await ctx.database.db.select().from(resumeRemovals)).map((row) => row.key);

async function rowsOf(email: string) {
  const count = async (table: string) => {
    const { rows } = await ctx.database.db.execute<{ n: number }>(
      sql`select count(*)::int as "n" from ${sql.identifier(table)} where lower(email) = lower(${email})`,
    );
    return rows[0].n;
  };
  return {
    enquiries: await count("enquiries"),
    applications: await count("applications"),
    subscriptions: await count("newsletter_subscribers"),
    potentialCustomers: await count("potential_customers"),
  };
}

describe("POST /privacy/erase", () => {
  it("removes every enquiry, application with its resume, subscription and potential customer of the address, in any letter case", async () => {
    const person = "Erase.Me@Example.com";
    await enquire(person);
    await enquire("erase.me@example.com");
    await subscribe("ERASE.ME@example.com");
    await apply("erase.me@EXAMPLE.com");
    await apply(person);
    const other = "keep.me@example.com";
    await enquire(other);
    await subscribe(other);
    await apply(other);

    expect(await rowsOf(person)).toEqual({ enquiries: 2, applications: 2, subscriptions: 1, potentialCustomers: 1 });
    const resumes = await resumeKeysOf(person);
    const kept = await resumeKeysOf(other);
    for (const key of [...resumes, ...kept]) expect(await resumeExists(key)).toBe(true);

    const res = await erase("  erase.me@EXAMPLE.COM ");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: "The personal data of this address was erased",
      data: { enquiries: 2, applications: 2, subscriptions: 1, potentialCustomers: 1 },
    });

    expect(await rowsOf(person)).toEqual({ enquiries: 0, applications: 0, subscriptions: 0, potentialCustomers: 0 });
    for (const key of resumes) expect(await resumeExists(key)).toBe(false);
    expect(await queued()).toEqual([]);
    // Nothing of the address is left anywhere in the database, the audit log included.
    expect(await columnsHolding(ctx.database.db, ["erase.me@example.com"])).toEqual([]);

    expect(await rowsOf(other)).toEqual({ enquiries: 1, applications: 1, subscriptions: 1, potentialCustomers: 1 });
    for (const key of kept) expect(await resumeExists(key)).toBe(true);

    const again = await erase(person);
    expect(again.json().data).toEqual({ enquiries: 0, applications: 0, subscriptions: 0, potentialCustomers: 0 });
  });

  it("records the erasure in the audit log: who, when and how many, never the address nor a hash of it", async () => {
    const person = "audited.person@example.com";
    await enquire(person);
    await subscribe(person);
    const { result, entries } = await entriesOf(ctx, () => erase(person));
    expect(result.statusCode).toBe(200);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      actorUsername: "admin",
      action: "erase",
      entity: "personalData",
      entityId: null,
      summary:
        "Erased the personal data of one e-mail address: 1 enquiry, 0 job applications, 1 newsletter subscription, 1 potential-customer record",
      before: { enquiries: 1, applications: 0, subscriptions: 1, potentialCustomers: 1 },
      after: null,
    });
    expect(entry.ip).not.toBeNull();
    expect(JSON.stringify(entry).toLowerCase()).not.toContain("audited.person");

    const listed = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/audit?action=erase&entity=personalData",
      headers: root,
    });
    expect(listed.json().data.map((row: { summary: string }) => row.summary)).toContain(entry.summary);
  });

  it("answers 401 signed out (before any validation), 403 for any role but superAdmin, and records nothing", async () => {
    const person = "protected@example.com";
    await enquire(person);
    const { entries } = await entriesOf(ctx, async () => {
      const signedOut = await ctx.app.inject({ method: "POST", url: "/api/v1/privacy/erase", payload: {} });
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json().message).toBe("Authentication DS_Token is required");
      const forbidden = await erase(person, member);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toMatchObject({
        success: false,
        message: "You do not have permission to erase personal data",
      });
    });
    expect(entries).toEqual([]);
    expect((await rowsOf(person)).enquiries).toBe(1);
  });

  it("refuses a missing or invalid address with 400 and the field's message, and removes nothing", async () => {
    const cases: [unknown, string][] = [
      [undefined, "Email is required"],
      ["   ", "Email is required"],
      [42, "Email is required"],
      ["not-an-address", "Please enter a valid email address"],
      ["someone@", "Please enter a valid email address"],
      [`${"a".repeat(250)}@example.com`, "Please enter a valid email address"],
      ["tab\t@example.com", "Text may not contain control characters"],
    ];
    const { entries } = await entriesOf(ctx, async () => {
      for (const [email, message] of cases) {
        const res = await erase(email);
        expect(res.statusCode, String(email)).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message, issues: [{ path: "email", message }] });
      }
      const noBody = await ctx.app.inject({ method: "POST", url: "/api/v1/privacy/erase", headers: root });
      expect(noBody.statusCode).toBe(400);
    });
    expect(entries).toEqual([]);
  });

  it("changes nothing when the audit entry cannot be written: rows and resumes stay", async () => {
    const person = "rollback@example.com";
    await enquire(person);
    await apply(person);
    const [key] = await resumeKeysOf(person);
    const restore = await breakAuditInserts(ctx);
    try {
      expect((await erase(person)).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await rowsOf(person)).toEqual({ enquiries: 1, applications: 1, subscriptions: 0, potentialCustomers: 1 });
    expect(await resumeExists(key)).toBe(true);
    expect(await queued()).toEqual([]);
  });

  it("a resume that cannot be removed at once stays queued, unreachable, and the retention pass removes it", async () => {
    const person = "stuck-file@example.com";
    await apply(person);
    const [key] = await resumeKeysOf(person);
    const [application] = await ctx.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(sql`${applications.resumeKey} = ${key}`);
    // A directory where the file was: removing it fails as a real storage failure would.
    const file = path.join(privateFilesDir(ctx.config.dataDir), key);
    await rm(file);
    await mkdir(path.join(file, "inside"), { recursive: true });

    const res = await erase(person);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.applications).toBe(1);
    expect(await queued()).toEqual([key]);
    const download = await ctx.app.inject({
      method: "GET",
      url: `/api/v1/career/${application.id}/resume`,
      headers: root,
    });
    expect(download.statusCode).toBe(404);

    // The storage recovers (here: the leftover is an ordinary file again); the next pass removes it.
    await rm(file, { recursive: true });
    await writeFile(file, "%PDF-1.4 leftover");
    await ctx.app.applicationRetention.prune();
    expect(await resumeExists(key)).toBe(false);
    expect(await queued()).toEqual([]);
  });

  it("a staff delete of one application queues and removes its resume the same way", async () => {
    const person = "single-delete@example.com";
    await apply(person);
    const [key] = await resumeKeysOf(person);
    const [row] = await ctx.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(sql`${applications.resumeKey} = ${key}`);
    const res = await ctx.app.inject({ method: "DELETE", url: `/api/v1/career/delete/${row.id}`, headers: root });
    expect(res.statusCode).toBe(200);
    expect(await resumeExists(key)).toBe(false);
    expect(await queued()).toEqual([]);
  });

  it("is described in the OpenAPI document: the body, the counts and the refusals", async () => {
    const spec = (await ctx.app.inject({ method: "GET", url: "/api/v1/docs/json" })).json();
    const call = spec.paths["/api/v1/privacy/erase"].post;
    expect(call.tags).toEqual(["privacy"]);
    expect(Object.keys(call.responses).sort()).toEqual(["200", "400", "401", "403"]);
    const body = call.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(["email"]);
    const answer = call.responses["200"].content["application/json"].schema;
    expect(Object.keys(answer.properties.data.properties)).toEqual([
      "enquiries",
      "applications",
      "subscriptions",
      "potentialCustomers",
    ]);
  });

  it("whatever depends on an enquiry or an application goes with it: every foreign key to them cascades", async () => {
    const { rows } = await ctx.database.db.execute<{ name: string; onDelete: string }>(sql`
      select conname as "name", confdeltype as "onDelete" from pg_constraint
      where contype = 'f' and confrelid in ('enquiries'::regclass, 'applications'::regclass)`);
    expect(rows.filter((row) => row.onDelete !== "c")).toEqual([]);

    // A dependant such as a note, made here for the test: the erasure's delete removes it by cascade.
    await ctx.database.db.execute(sql`
      create table test_enquiry_notes (
        enquiry_id uuid not null references enquiries(id) on delete cascade,
        text text not null)`);
    try {
      const person = "with-notes@example.com";
      await enquire(person);
      await ctx.database.db.execute(sql`
        insert into test_enquiry_notes (enquiry_id, text)
        select id, 'called back' from enquiries where email = ${person}`);
      expect((await erase(person)).json().data.enquiries).toBe(1);
      const { rows: left } = await ctx.database.db.execute<{ n: number }>(
        sql`select count(*)::int as "n" from test_enquiry_notes`,
      );
      expect(left[0].n).toBe(0);
    } finally {
      await ctx.database.db.execute(sql`drop table test_enquiry_notes`);
    }
  });
});
