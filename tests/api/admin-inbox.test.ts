import { access as fileAccess } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, newsletterSubscribers } from "../../server/db/schema/people.ts";
import { privateFilesDir } from "../../server/plugins/uploads.ts";
import { bearer, createAdmin, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { parseCsv } from "../support/csv.ts";
import { applicationForm } from "../support/public-writes.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/** The five attribution cells of a lead sent without any (an API client that names no visit). */
const noAttribution = ["", "", "", "", ""];

let ctx: TestContext;
let admin: Record<string, string>;
let member: Record<string, string>;

const post = (url: string, payload: Record<string, string> | FormData) =>
  ctx.app.inject({ method: "POST", url, payload, remoteAddress: "10.0.0.9" });
const get = (url: string, headers = admin) => ctx.app.inject({ method: "GET", url, headers });

async function apply(jobId: string, email: string, resume = "PDF resume bytes", fileName = "résumé final.pdf") {
  const res = await post("/api/v1/career/create", applicationForm(jobId, { email, resume, fileName }));
  if (res.statusCode !== 201) throw new Error(res.body);
}

beforeAll(async () => {
  ctx = await createTestApp({ publicWriteLimit: 1000 });
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
  await createAdmin(ctx, "inbox-member", "Member");
  member = bearer((await signIn(ctx, "inbox-member")).token);
});
afterAll(() => ctx.close());

describe("enquiries", () => {
  const tricky = {
    fullname: '=HYPERLINK("http://evil.example","Click")',
    phone: "+923001234567",
    email: "tricky@example.com",
    address: "House 1, Street 2\nLahore",
    message: 'He said "call me", then left.',
  };

  beforeAll(async () => {
    await post("/api/v1/contact/create", { ...tricky });
    await post("/api/v1/contact/create", {
      fullname: "Bilal Ahmed",
      phone: "03001112222",
      email: "bilal@example.com",
      address: "Model Town",
      message: "Please send a quotation for an app.",
      source: "quotation",
    });
  });

  it("lists enquiries newest first for any signed-in admin", async () => {
    const res = await get("/api/v1/contact", member);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((e: { fullname: string }) => e.fullname)).toEqual(["Bilal Ahmed", tricky.fullname]);
    expect(data[0]).toMatchObject({ source: "quotation", status: "pending", email: "bilal@example.com" });
    expect(Object.keys(data[0]).sort()).toEqual(
      [
        "_id",
        "address",
        "attribution",
        "createdAt",
        "dealValue",
        "email",
        "expectedCloseOn",
        "fullname",
        "lostReason",
        "message",
        "notes",
        "owner",
        "personId",
        "phone",
        "repeatOf",
        "source",
        "stage",
        "status",
      ].sort(),
    );
    expect((await get("/api/v1/contact", {})).statusCode).toBe(401);
  });

  it("exports them as CSV: quoted, plain data as stored (ADR 0233), newest first", async () => {
    const res = await get("/api/v1/contact?format=csv", member);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toContain('"=HYPERLINK(""http://evil.example"",""Click"")"');
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([
      "Received (Asia/Karachi)",
      "Name",
      "Email",
      "Phone",
      "Address",
      "Message",
      "Source",
      "Status",
      "Stage",
      "Owner",
      "Deal value",
      "Expected close",
      "Lost reason",
      "Landing page",
      "Referrer",
      "UTM source",
      "UTM medium",
      "UTM campaign",
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[1].slice(1)).toEqual([
      "Bilal Ahmed",
      "bilal@example.com",
      // Stored normalised; written as plain data, no formula wrapping (ADR 0233).
      "+923001112222",
      "Model Town",
      "Please send a quotation for an app.",
      "quotation",
      "pending",
      "new",
      "",
      "",
      "",
      "",
      ...noAttribution,
    ]);
    expect(rows[2].slice(1)).toEqual([
      tricky.fullname,
      "tricky@example.com",
      "+923001234567",
      "House 1, Street 2\nLahore",
      tricky.message,
      "contact",
      "pending",
      "new",
      "",
      "",
      "",
      "",
      ...noAttribution,
    ]);
  });

  it("lets any signed-in admin set the status; only superAdmin deletes", async () => {
    const [first] = (await get("/api/v1/contact")).json().data;
    const res = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/contact/update/${first._id}`,
      headers: member,
      payload: { status: "completed" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: "Enquiry updated successfully!", data: { status: "completed" } });
    const invalid = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/contact/update/${first._id}`,
      headers: member,
      payload: { status: "archived" },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe("Status must be pending or completed");
    const unknown = await ctx.app.inject({
      method: "PATCH",
      url: "/api/v1/contact/update/nope",
      headers: member,
      payload: { status: "pending" },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Enquiry not found");

    const del = (headers: Record<string, string>) =>
      ctx.app.inject({ method: "DELETE", url: `/api/v1/contact/delete/${first._id}`, headers });
    expect((await del(member)).json().message).toBe("You do not have permission to delete enquiry");
    expect((await del(admin)).json()).toEqual({ success: true, message: "Enquiry deleted successfully" });
    expect((await del(admin)).statusCode).toBe(404);
  });
});

describe("subscribers", () => {
  it("lists, exports and deletes subscribers", async () => {
    await post("/api/v1/newsletter/create", { subscriberEmail: "first@example.com" });
    await post("/api/v1/newsletter/create", { subscriberEmail: "second@example.com" });
    const list = await get("/api/v1/newsletter", member);
    expect(list.json().data.map((s: { subscriberEmail: string }) => s.subscriberEmail)).toEqual([
      "second@example.com",
      "first@example.com",
    ]);
    const csv = parseCsv((await get("/api/v1/newsletter?format=csv")).body);
    expect(csv.map((row) => row[1])).toEqual(["Email", "second@example.com", "first@example.com"]);

    const id = list.json().data[0]._id;
    const refused = await ctx.app.inject({ method: "DELETE", url: `/api/v1/newsletter/delete/${id}`, headers: member });
    expect(refused.statusCode).toBe(403);
    const res = await ctx.app.inject({ method: "DELETE", url: `/api/v1/newsletter/delete/${id}`, headers: admin });
    expect(res.json()).toEqual({ success: true, message: "Subscriber deleted successfully" });
    expect((await get("/api/v1/newsletter")).json().data).toHaveLength(1);
  });
});

describe("a large export", () => {
  it("streams every row once, across pages and identical timestamps", async () => {
    const at = new Date("2024-06-01T12:00:00.123456Z");
    const emails = Array.from({ length: 1203 }, (_, i) => `bulk${i}@example.com`);
    for (let i = 0; i < emails.length; i += 400) {
      await ctx.database.db
        .insert(newsletterSubscribers)
        .values(emails.slice(i, i + 400).map((email) => ({ email, createdAt: at })));
    }
    const rows = parseCsv((await get("/api/v1/newsletter?format=csv")).body).slice(1);
    const bulk = rows.map((r) => r[1]).filter((email) => email.startsWith("bulk"));
    expect(bulk).toHaveLength(emails.length);
    expect(new Set(bulk)).toEqual(new Set(emails));
  });
});

describe("applications", () => {
  let jobA: string;
  let jobB: string;

  beforeAll(async () => {
    jobA = (await insertJob(ctx.database.db, { title: "Designer" })).id;
    jobB = (await insertJob(ctx.database.db, { title: "Developer" })).id;
    await apply(jobA, "one@example.com");
    await apply(jobB, "two@example.com", "<html><script>alert(1)</script></html>", "cv.html");
  });

  it("lists applications newest first with their job, optionally for one job", async () => {
    const all = (await get("/api/v1/career", member)).json().data;
    expect(all.map((a: { email: string }) => a.email)).toEqual(["two@example.com", "one@example.com"]);
    expect(all[1]).toMatchObject({
      firstName: "Sara",
      job: { _id: jobA, title: "Designer" },
      resume: {
        name: "résumé final.pdf",
        type: "application/pdf",
        size: 16,
        url: `/api/v1/career/${all[1]._id}/resume`,
      },
    });
    expect(JSON.stringify(all)).not.toContain("resumes/");
    const forA = (await get(`/api/v1/career?jobId=${jobA}`)).json().data;
    expect(forA.map((a: { email: string }) => a.email)).toEqual(["one@example.com"]);
    expect((await get("/api/v1/career?jobId=garbage")).json().data).toEqual([]);
    const csv = parseCsv((await get(`/api/v1/career?format=csv&jobId=${jobB}`)).body);
    expect(csv[0].slice(0, 3)).toEqual(["Received (Asia/Karachi)", "Job", "First name"]);
    expect(csv.slice(1).map((row) => [row[1], row[4], row[10]])).toEqual([["Developer", "two@example.com", "cv.html"]]);
  });

  it("serves a resume only as a download to a signed-in admin", async () => {
    const [html, pdf] = (await get("/api/v1/career")).json().data;
    const res = await get(`/api/v1/career/${pdf._id}/resume`, member);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("PDF resume bytes");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="r_sum_ final.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20final.pdf`,
    );
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("no-store");
    const risky = await get(`/api/v1/career/${html._id}/resume`);
    expect(risky.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(risky.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect((await get(`/api/v1/career/${pdf._id}/resume`, {})).statusCode).toBe(401);
    const unknown = await get("/api/v1/career/00000000-0000-4000-8000-000000000000/resume");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Application not found");
  });

  it("deletes an application with its resume file, superAdmin only", async () => {
    const [row] = await ctx.database.db.select().from(applications).where(eq(applications.email, "one@example.com"));
    const file = path.join(privateFilesDir(ctx.config.dataDir), row.resumeKey);
    await fileAccess(file);
    const del = (headers: Record<string, string>) =>
      ctx.app.inject({ method: "DELETE", url: `/api/v1/career/delete/${row.id}`, headers });
    expect((await del(member)).json().message).toBe("You do not have permission to delete application");
    expect((await del(admin)).json()).toEqual({ success: true, message: "Application deleted successfully" });
    await expect(fileAccess(file)).rejects.toThrow();
    expect((await del(admin)).statusCode).toBe(404);
  });
});

describe("potential customers", () => {
  it("exports the list as CSV, most recently seen first", async () => {
    const res = await get("/api/v1/potentialCustomer?format=csv", member);
    expect(res.statusCode).toBe(200);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([
      "Email",
      "Source",
      "Visits",
      "First seen (Asia/Karachi)",
      "Last seen (Asia/Karachi)",
      "Landing page",
      "Referrer",
      "UTM source",
      "UTM medium",
      "UTM campaign",
    ]);
    const json = (await get("/api/v1/potentialCustomer")).json().data;
    expect(rows.slice(1).map((r) => [r[0], r[1], Number(r[2])])).toEqual(
      json.map((c: { email: string; source: string; visitCount: number }) => [c.email, c.source, c.visitCount]),
    );
    expect(rows.length).toBeGreaterThan(3);
  });
});
