import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries, newsletterSubscribers } from "../../server/db/schema/people.ts";
import { bearer, createAdmin, createRole, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { entriesOf } from "../support/audit.ts";
import { parseCsv } from "../support/csv.ts";
import { potentialCustomer, validContact } from "../support/public-writes.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

let ctx: TestContext;
let root: Record<string, string>;
let member: Record<string, string>;
let editor: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp({ publicWriteLimit: 1000 });
  root = bearer((await signInAsSuperAdmin(ctx)).token);
  await createAdmin(ctx, "pcmember", "Member");
  member = bearer((await signIn(ctx, "pcmember")).token);
  // A role with every area right still may not delete: deletes are superAdmin's alone.
  await createRole(ctx, "Everything but delete", {
    category: { create: true, update: true, statusChange: true },
    career: { create: true, update: true, statusChange: true },
  });
  await createAdmin(ctx, "pceditor", "Everything but delete");
  editor = bearer((await signIn(ctx, "pceditor")).token);
});
afterAll(() => ctx.close());

async function writeIn(email: string) {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/contact/create",
    payload: { ...validContact, email },
    remoteAddress: "10.0.0.31",
  });
  expect(res.statusCode).toBe(201);
  const row = await potentialCustomer(ctx.database.db, email);
  if (!row) throw new Error(`no potential customer ${email}`);
  return row;
}

const remove = (id: string, headers?: Record<string, string>) =>
  ctx.app.inject({ method: "DELETE", url: `/api/v1/potentialCustomer/delete/${id}`, headers });
const list = (query = "", headers = root) =>
  ctx.app.inject({ method: "GET", url: `/api/v1/potentialCustomer${query}`, headers });

describe("DELETE /potentialCustomer/delete/:id", () => {
  it("is superAdmin's alone: 401 signed out, 403 for any other role, and the row stays", async () => {
    const row = await writeIn("keep.me@example.com");
    const anonymous = await remove(row.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, message: "Authentication DS_Token is required" });
    for (const headers of [member, editor]) {
      const refused = await remove(row.id, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        success: false,
        message: "You do not have permission to delete potential customer",
        error: "You do not have permission to delete potential customer",
      });
    }
    expect(await potentialCustomer(ctx.database.db, "keep.me@example.com")).toMatchObject({ id: row.id });
  });

  it("forgets the person: the row is gone from the list, the CSV and the table; their enquiry stays", async () => {
    const row = await writeIn("Forget.Me@example.com");
    await writeIn("stays@example.com");
    const { result: res, entries } = await entriesOf(ctx, () => remove(row.id, root));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Potential customer deleted successfully" });
    // Audited like every staff delete, without keeping the address the person asked to have forgotten.
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "delete",
      entity: "potentialCustomer",
      entityId: row.id,
      actorUsername: "admin",
      summary: "Deleted a potential customer",
    });
    expect(JSON.stringify(entries[0]).toLowerCase()).not.toContain("forget.me");

    expect(await potentialCustomer(ctx.database.db, "forget.me@example.com")).toBeUndefined();
    const emails = (await list()).json().data.map((c: { email: string }) => c.email);
    expect(emails).not.toContain("Forget.Me@example.com");
    expect(emails).toContain("stays@example.com");
    const csv = parseCsv((await list("?format=csv")).body);
    expect(csv.flat()).not.toContain("Forget.Me@example.com");
    expect(csv.map((r) => r[0])).toContain("stays@example.com");
    // Enquiries, subscriptions and applications are records of their own, deleted on their screens.
    const stored = await ctx.database.db.select({ email: enquiries.email }).from(enquiries);
    expect(stored.map((e) => e.email)).toContain("Forget.Me@example.com");

    // Deleting again, an unknown id or a malformed one: 404 in the contract's shape, nothing changes.
    const before = (await list()).json().data.length;
    for (const id of [row.id, randomUUID(), "not-a-uuid", "1%20or%201=1"]) {
      const { result: missing, entries: none } = await entriesOf(ctx, () => remove(id, root));
      expect(none).toEqual([]);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        success: false,
        message: "Potential customer not found",
        error: "Potential customer not found",
      });
    }
    expect((await list()).json().data.length).toBe(before);
  });

  it("a new submission from a forgotten address starts a new row with one visit", async () => {
    const first = await writeIn("back.again@example.com");
    await writeIn("back.again@example.com");
    expect(await potentialCustomer(ctx.database.db, "back.again@example.com")).toMatchObject({ visitCount: 2 });
    expect((await remove(first.id, root)).statusCode).toBe(200);
    await ctx.app.inject({
      method: "POST",
      url: "/api/v1/newsletter/create",
      payload: { subscriberEmail: "back.again@example.com" },
      remoteAddress: "10.0.0.32",
    });
    const again = await potentialCustomer(ctx.database.db, "back.again@example.com");
    expect(again).toMatchObject({ visitCount: 1, source: "newsletter" });
    expect(again?.id).not.toBe(first.id);
    expect((await ctx.database.db.select().from(newsletterSubscribers)).length).toBeGreaterThan(0);
  });
});

describe("GET /potentialCustomer?format=csv", () => {
  it("is a spreadsheet for any signed-in admin, in the list's order, with the contract's headers", async () => {
    await writeIn("csv.reader@example.com");
    const res = await list("?format=csv", member);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="potential-customers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const rows = parseCsv(res.body);
    // The contract's columns, then the attribution columns every inbox CSV ends with.
    // Moments in the agency's zone, named in the header (issue 69): the same instants as the JSON's.
    expect(rows[0].slice(0, 5)).toEqual([
      "Email",
      "Source",
      "Visits",
      "First seen (Asia/Karachi)",
      "Last seen (Asia/Karachi)",
    ]);
    const json = (await list("", member)).json().data as { email: string; createdAt: string; lastSeenAt: string }[];
    for (const row of rows.slice(1)) expect(row[3]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+05:00$/);
    const instant = (text: string) => new Date(text).toISOString();
    expect(rows.slice(1).map((r) => [r[0], instant(r[3]), instant(r[4])])).toEqual(
      json.map((c) => [c.email, c.createdAt, c.lastSeenAt]),
    );
  });

  it("refuses an unknown format and anyone signed out", async () => {
    const bad = await list("?format=pdf");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, issues: [expect.objectContaining({ path: "format" })] });
    expect((await ctx.app.inject({ method: "GET", url: "/api/v1/potentialCustomer?format=csv" })).statusCode).toBe(401);
  });
});
