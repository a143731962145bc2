import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadCountKeys } from "../../domain/dashboard.ts";
import { privilegeMessages } from "../../domain/privileges.ts";
import { privileges } from "../../server/db/schema/staff.ts";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { bearer, createAdmin, createRole, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { applicationForm } from "../support/public-writes.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/**
 * The personal-data areas (ADR 0136): a role without `leads` or `applications` reads, changes and
 * takes away none of their records, and its dashboard leaves their counts out.
 */
let ctx: TestContext;
let root: Record<string, string>;
let enquiryId: string;
let applicationId: string;

const call = (method: "GET" | "PATCH" | "POST", url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function adminWith(role: string, rights: Parameters<typeof createRole>[2]) {
  await createRole(ctx, role, rights);
  await createAdmin(ctx, `${role.toLowerCase()}-user`, role);
  return bearer((await signIn(ctx, `${role.toLowerCase()}-user`)).token);
}

beforeAll(async () => {
  ctx = await createTestApp({ publicWriteLimit: 1000 });
  root = bearer((await signInAsSuperAdmin(ctx)).token);
  const contact = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/contact/create",
    payload: {
      fullname: "Ayesha Khan",
      phone: "03001234567",
      email: "ayesha@example.com",
      address: "Lahore",
      message: "A quote for an app, please.",
    },
  });
  enquiryId = contact.json().data._id;
  await ctx.app.inject({
    method: "POST",
    url: "/api/v1/newsletter/create",
    payload: { subscriberEmail: "reader@example.com" },
  });
  const job = await insertJob(ctx.database.db, { title: "Designer" });
  const applied = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/career/create",
    payload: applicationForm(job.id, {
      email: "applicant@example.com",
      resume: "PDF resume bytes",
      fileName: "cv.pdf",
    }),
  });
  if (applied.statusCode !== 201) throw new Error(applied.body);
  applicationId = (await call("GET", "/api/v1/career", root)).json().data[0]._id;
});
afterAll(() => ctx.close());

const leadCalls = () =>
  [
    ["GET", "/api/v1/contact", undefined, "read leads"],
    ["GET", "/api/v1/contact?page=1&limit=5", undefined, "read leads"],
    ["GET", "/api/v1/contact?format=csv", undefined, "read leads"],
    ["GET", "/api/v1/newsletter", undefined, "read leads"],
    ["GET", "/api/v1/newsletter?format=xlsx", undefined, "read leads"],
    ["GET", "/api/v1/potentialCustomer", undefined, "read leads"],
    ["GET", "/api/v1/potentialCustomer?format=csv", undefined, "read leads"],
    ["PATCH", `/api/v1/contact/update/${enquiryId}`, { stage: "contacted" }, "update leads"],
    ["POST", `/api/v1/contact/${enquiryId}/notes`, { text: "Called back" }, "update leads"],
  ] as const;

const applicationCalls = () =>
  [
    ["GET", "/api/v1/career", undefined, "read applications"],
    ["GET", "/api/v1/career?format=csv", undefined, "read applications"],
    ["GET", `/api/v1/career/${applicationId}/resume`, undefined, "read applications"],
    ["PATCH", `/api/v1/career/update/${applicationId}`, { stage: "reviewing" }, "update applications"],
    ["POST", `/api/v1/career/${applicationId}/notes`, { text: "Strong portfolio" }, "update applications"],
  ] as const;

describe("a role without the leads area", () => {
  let editor: Record<string, string>;
  beforeAll(async () => {
    editor = await adminWith("ContentEditor", {
      category: { create: true, update: true },
      applications: { read: true },
    });
  });

  it("gets 403 on every lead list, read, update and export, and nothing is written", async () => {
    for (const [method, url, payload, action] of leadCalls()) {
      const res = await call(method, url, editor, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(`You do not have permission to ${action}`);
    }
    const enquiry = (await call("GET", "/api/v1/contact", root)).json().data[0];
    expect(enquiry).toMatchObject({ stage: "new", notes: [] });
    const exports = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "export"), eq(auditLog.actorUsername, "contenteditor-user")));
    expect(exports).toEqual([]);
  });

  it("sees the dashboard without the counts of leads, but with those it may read", async () => {
    const res = await call("GET", "/api/v1/count/get-all-counts", editor);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    for (const key of leadCountKeys) expect(data, key).not.toHaveProperty(key);
    expect(data.openByStage).not.toHaveProperty("enquiries");
    expect(data.applicationCount).toBe(1);
    expect(data.openByStage.applications.new).toBe(1);
    expect(data.categoryCount).toBeTypeOf("number");
    const full = (await call("GET", "/api/v1/count/get-all-counts", root)).json().data;
    expect(full).toMatchObject({ enquire: 1, getintouch: 1, PendingCount: 1 });
    expect(full.potentialCustomers).toBeGreaterThan(0);
  });

  it("reports the rights it holds, so the back office hides the lead screens", async () => {
    const report = (await call("GET", "/api/v1/permission/by-admin", editor)).json().permission.permissions;
    expect(report.leads).toEqual({ read: false, update: false, export: false });
    expect(report.applications).toEqual({ read: true, update: false, export: false });
  });
});

describe("a role without the applications area", () => {
  let recruiterless: Record<string, string>;
  beforeAll(async () => {
    recruiterless = await adminWith("SalesOnly", { leads: { read: true, update: true, export: true } });
  });

  it("cannot list, export or update applications, nor download a resume", async () => {
    for (const [method, url, payload, action] of applicationCalls()) {
      const res = await call(method, url, recruiterless, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(`You do not have permission to ${action}`);
    }
  });

  it("works the leads it may, and its dashboard leaves the applications' counts out", async () => {
    expect((await call("GET", "/api/v1/contact", recruiterless)).statusCode).toBe(200);
    expect((await call("GET", "/api/v1/potentialCustomer?format=csv", recruiterless)).statusCode).toBe(200);
    const data = (await call("GET", "/api/v1/count/get-all-counts", recruiterless)).json().data;
    expect(data).not.toHaveProperty("applicationCount");
    expect(data.openByStage).not.toHaveProperty("applications");
    expect(data.enquire).toBe(1);
  });
});

describe("read without export", () => {
  it("lists the records but refuses their download, in either format, and audits none", async () => {
    const reader = await adminWith("Reader", { leads: { read: true }, applications: { read: true } });
    expect((await call("GET", "/api/v1/contact?page=1", reader)).statusCode).toBe(200);
    expect((await call("GET", "/api/v1/career", reader)).statusCode).toBe(200);
    for (const url of [
      "/api/v1/contact?format=csv",
      "/api/v1/newsletter?format=xlsx",
      "/api/v1/potentialCustomer?format=csv",
    ]) {
      const res = await call("GET", url, reader);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe("You do not have permission to export leads");
    }
    const res = await call("GET", "/api/v1/career?format=xlsx", reader);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("You do not have permission to export applications");
    const exports = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "export"), eq(auditLog.actorUsername, "reader-user")));
    expect(exports).toEqual([]);
  });
});

describe("what is taken is in the audit log", () => {
  it("records a resume download with the application it came from, and no personal data", async () => {
    const res = await call("GET", `/api/v1/career/${applicationId}/resume`, root);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("PDF resume bytes");
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "export"), eq(auditLog.entityId, applicationId)));
    expect(entry).toMatchObject({ entity: "application", actorUsername: expect.any(String) });
    expect(entry.summary).toContain(`Downloaded the resume of application ${applicationId}`);
    expect(JSON.stringify(entry)).not.toMatch(/applicant@example\.com|cv\.pdf/);
  });

  it("records each export with the list and format taken", async () => {
    await call("GET", "/api/v1/newsletter?format=csv", root);
    const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, "subscriber"));
    expect(entries.map((e) => e.summary)).toContain("Exported the newsletter subscribers as CSV");
  });
});

describe("the protected Member role", () => {
  it("keeps today's access: reads, works and exports leads, reads and exports applications", async () => {
    await createAdmin(ctx, "plain-member", "Member");
    const member = bearer((await signIn(ctx, "plain-member")).token);
    for (const url of ["/api/v1/contact?format=csv", "/api/v1/potentialCustomer", "/api/v1/career?format=csv"]) {
      expect((await call("GET", url, member)).statusCode, url).toBe(200);
    }
    expect(
      (await call("PATCH", `/api/v1/contact/update/${enquiryId}`, member, { stage: "contacted" })).statusCode,
    ).toBe(200);
    expect((await call("GET", `/api/v1/career/${applicationId}/resume`, member)).statusCode).toBe(200);
    // As before: moving an application along needs the career area's update right, which Member lacks.
    expect((await call("PATCH", `/api/v1/career/update/${applicationId}`, member, { stage: "offer" })).statusCode).toBe(
      403,
    );
  });

  it("can be narrowed in its personal-data areas only, and is then refused", async () => {
    const [memberRole] = await ctx.database.db.select().from(privileges).where(eq(privileges.role, "Member"));
    const narrowed = await call("PATCH", `/api/v1/permission/${memberRole.id}`, root, {
      permissions: { leads: { read: false, update: false, export: false } },
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    expect(narrowed.json().data.permissions.leads).toEqual({ read: false, update: false, export: false });
    expect(narrowed.json().data.permissions.applications).toEqual({ read: true, update: false, export: true });

    for (const body of [
      { role: "Members" },
      { permissions: { category: { create: true } } },
      { permissions: { leads: { read: true }, career: { update: true } } },
      {},
    ]) {
      const res = await call("PATCH", `/api/v1/permission/${memberRole.id}`, root, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.json().message).toBe(privilegeMessages.protectedRole);
    }
    const [superAdmin] = await ctx.database.db.select().from(privileges).where(eq(privileges.role, "superAdmin"));
    const res = await call("PATCH", `/api/v1/permission/${superAdmin.id}`, root, {
      permissions: { leads: { read: false } },
    });
    expect(res.statusCode).toBe(403);

    await createAdmin(ctx, "narrow-member", "Member");
    const member = bearer((await signIn(ctx, "narrow-member")).token);
    expect((await call("GET", "/api/v1/contact", member)).statusCode).toBe(403);
    const counts = (await call("GET", "/api/v1/count/get-all-counts", member)).json().data;
    expect(counts).not.toHaveProperty("enquire");
    // The old session of a Member sees the change at once too: rights are read with the session.
    const before = bearer((await signIn(ctx, "plain-member")).token);
    expect((await call("GET", "/api/v1/newsletter", before)).statusCode).toBe(403);
  });
});

describe("a new role", () => {
  it("starts without any right to personal data, and can be given each", async () => {
    const created = await call("POST", "/api/v1/permission/create", root, {
      role: "Freelancer",
      permissions: { services: { update: true } },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.permissions).toMatchObject({
      leads: { read: false, update: false, export: false },
      applications: { read: false, update: false, export: false },
    });
    const changed = await call("PATCH", `/api/v1/permission/${created.json().data._id}`, root, {
      permissions: { applications: { read: true, export: true } },
    });
    expect(changed.json().data.permissions.applications).toEqual({ read: true, update: false, export: true });
    expect(changed.json().data.permissions.services.update).toBe(true);
  });
});
