import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../../server/db/schema/content.ts";
import { adminUsers } from "../../server/db/schema/staff.ts";
import { staffWritesOf } from "../../server/engines/content-writes/staff-writes.ts";
import { alertHeading } from "../../server/modules/alert-heading/schema.ts";
import {
  bearer,
  createAdmin,
  createRole,
  login,
  signIn,
  signInAsSuperAdmin,
  TEST_PASSWORD,
} from "../support/admins.ts";
import { type AuditRow, auditRows, entriesOf } from "../support/audit.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { insertCategory, insertJob } from "../support/content-fixtures.ts";
import { multipart } from "../support/forms.ts";
import { pngImage } from "../support/images.ts";
import { validContact } from "../support/public-writes.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

let ctx: TestContext;
let admin: Record<string, string>;
let adminId: string;

beforeAll(async () => {
  ctx = await createTestApp({ publicWriteLimit: 1000 }, (app) => {
    // A staff write that forgets its entry: the guard in staffWritesOf must refuse to commit it.
    app.post("/test/unaudited-write", async (request) => {
      await staffWritesOf(request).change((tx) => insertCategory(tx, { name: "Unaudited" }));
      return { success: true };
    });
  });
  const session = await signInAsSuperAdmin(ctx);
  admin = bearer(session.token);
  adminId = session.userId;
});
afterAll(() => ctx.close());

const call = (method: "POST" | "PATCH" | "PUT" | "DELETE", url: string, payload?: unknown, headers = admin) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    remoteAddress: "203.0.113.7",
    ...(payload === undefined ? {} : { payload: payload as FormData }),
  });

/** Runs one staff call and answers its only audit entry (failing when it wrote none or several). */
async function onlyEntry(act: () => ReturnType<typeof call>, status = 200) {
  const { result, entries } = await entriesOf(ctx, act);
  expect(result.statusCode, result.body).toBe(status);
  expect(entries, JSON.stringify(entries)).toHaveLength(1);
  const json = String(result.headers["content-type"]).startsWith("application/json");
  return { entry: entries[0], body: json ? result.json() : result.body };
}

/** The fields every staff entry here shares: the superAdmin acting from the test's address. */
const bySuperAdmin = { actorId: expect.any(String), actorUsername: TEST_ADMIN.username, ip: "203.0.113.7" };

describe("content changes", () => {
  it("category: create, text update, icon update and delete, each with its changed fields", async () => {
    const create = await onlyEntry(
      async () =>
        call(
          "POST",
          "/category/create",
          multipart({ name: "Audit Cat", description: "Before" }, { logo: await pngImage(64, 64) }),
        ),
      201,
    );
    const id = create.body.data._id;
    expect(create.entry).toMatchObject({
      ...bySuperAdmin,
      actorId: adminId,
      action: "create",
      entity: "category",
      entityId: id,
      summary: 'Created category "Audit Cat"',
      before: null,
      after: { name: "Audit Cat", description: "Before", icon: create.body.data.icon },
    });

    const text = await onlyEntry(() => call("PATCH", `/category/update/${id}`, multipart({ description: "After" })));
    expect(text.entry).toMatchObject({
      action: "update",
      entity: "category",
      entityId: id,
      before: { description: "Before" },
      after: { description: "After" },
    });

    const icon = await onlyEntry(async () =>
      call("PATCH", `/category/update/${id}`, multipart({}, { icon: await pngImage(80, 80) })),
    );
    expect(icon.entry.action).toBe("update");
    expect(icon.entry.before).toEqual({ icon: create.body.data.icon });
    expect(icon.entry.after).toEqual({ icon: icon.body.data.icon });

    const removed = await onlyEntry(() => call("DELETE", `/category/delete/${id}`));
    expect(removed.entry).toMatchObject({
      action: "delete",
      entity: "category",
      entityId: id,
      summary: 'Moved category "Audit Cat" to the trash',
      before: { name: "Audit Cat", description: "After", icon: icon.body.data.icon },
      after: null,
    });
  });

  it("a refused change writes no entry", async () => {
    const { result, entries } = await entriesOf(ctx, () =>
      call("POST", "/category/create", multipart({ name: "", description: "x" })),
    );
    expect(result.statusCode).toBe(400);
    expect(entries).toEqual([]);
  });

  it("service: create, update of fields and features, delete", async () => {
    const category = await insertCategory(ctx.database.db, { name: "Audit Services" });
    const form = {
      categoryId: category.id,
      name: "Audit Service",
      description: "Does things",
      approach: "Carefully",
      color: "#112233",
      workUrl: "https://example.com/work",
      benefits: "Many",
      features: JSON.stringify([{ name: "One", description: "First" }]),
    };
    const create = await onlyEntry(
      async () => call("POST", "/services/create", multipart(form, { icon: await pngImage(64, 64) })),
      201,
    );
    const id = create.body.data._id;
    expect(create.entry).toMatchObject({ action: "create", entity: "service", entityId: id, before: null });
    expect(create.entry.after).toMatchObject({
      name: "Audit Service",
      color: "#112233",
      category: { _id: category.id, name: "Audit Services" },
      features: [{ name: "One", description: "First" }],
    });

    const update = await onlyEntry(() =>
      call(
        "PATCH",
        `/services/update/${id}`,
        multipart({ color: "#445566", features: JSON.stringify([{ name: "Two", description: "Second" }]) }),
      ),
    );
    expect(update.entry).toMatchObject({
      action: "update",
      entity: "service",
      entityId: id,
      before: { color: "#112233", features: [{ name: "One", description: "First" }] },
      after: { color: "#445566", features: [{ name: "Two", description: "Second" }] },
    });

    const removed = await onlyEntry(() => call("DELETE", `/services/delete/${id}`));
    expect(removed.entry).toMatchObject({ action: "delete", entity: "service", entityId: id, after: null });
    expect(removed.entry.before).toMatchObject({ name: "Audit Service", color: "#445566" });
  });

  it("project and product: create, update, status change, image add and remove, delete", async () => {
    const category = await insertCategory(ctx.database.db, { name: "Audit Portfolio" });
    const fields = {
      type: "product",
      category: category.id,
      name: "Audit Product",
      client: "Client",
      technology: "React",
      url: "https://example.com/p",
      date: "2024-03-15",
      description: "A product",
    };
    const create = await onlyEntry(
      async () => call("POST", "/project/create", multipart(fields, { image: await pngImage(64, 48) })),
      201,
    );
    const item = create.body.data;
    expect(create.entry).toMatchObject({ action: "create", entity: "product", entityId: item._id, before: null });
    expect(create.entry.after).toMatchObject({ name: "Audit Product", isActive: true, image: item.image });
    expect(create.entry.after).not.toHaveProperty("year");

    const update = await onlyEntry(() => call("PATCH", `/project/update/${item._id}`, { ...fields, client: "New" }));
    expect(update.entry).toMatchObject({
      action: "update",
      entity: "product",
      before: { client: "Client" },
      after: { client: "New" },
    });

    const status = await onlyEntry(() => call("PATCH", `/project/update/${item._id}`, { isActive: false }));
    expect(status.entry).toMatchObject({
      action: "statusChange",
      entity: "product",
      summary: 'Deactivated product "Audit Product"',
      before: { isActive: true },
      after: { isActive: false },
    });

    const added = await onlyEntry(async () =>
      ctx.app.inject({
        method: "PATCH",
        url: `/api/v1/project/change-image/${item._id}`,
        headers: admin,
        payload: multipart({}, { image: [await pngImage(70, 50), await pngImage(72, 50)] }),
      }),
    );
    const list: string[] = added.body.data.image;
    expect(added.entry).toMatchObject({
      action: "imageAdd",
      entity: "product",
      entityId: item._id,
      summary: 'Added 2 images to product "Audit Product"',
      before: { image: item.image },
      after: { image: list },
    });

    const removedImage = await onlyEntry(() => call("DELETE", `/project/image/${item._id}`, { imagePath: list[1] }));
    expect(removedImage.entry).toMatchObject({
      action: "imageRemove",
      before: { image: list },
      after: { image: list.filter((url) => url !== list[1]) },
    });

    const removed = await onlyEntry(() => call("DELETE", `/project/delete/${item._id}`));
    expect(removed.entry).toMatchObject({ action: "delete", entity: "product", entityId: item._id, after: null });

    const project = await onlyEntry(
      async () =>
        call("POST", "/project/create", multipart({ ...fields, type: "project" }, { image: await pngImage(64, 48) })),
      201,
    );
    expect(project.entry).toMatchObject({ action: "create", entity: "project" });
  });

  it("job: create, update, status change, delete", async () => {
    const body = {
      title: "Audit Engineer",
      description: "Build",
      companyOverview: "Agency",
      jobRole: ["Code"],
      requirements: ["TypeScript"],
    };
    const create = await onlyEntry(() => call("POST", "/job/create", body), 201);
    const id = create.body.data._id;
    expect(create.entry).toMatchObject({
      action: "create",
      entity: "job",
      entityId: id,
      after: { ...body, isActive: true, location: "Lahore, Punjab, Pakistan", employmentType: "Full Time" },
    });

    const update = await onlyEntry(() => call("PATCH", `/job/update/${id}`, { requirements: ["TypeScript", "SQL"] }));
    expect(update.entry).toMatchObject({
      action: "update",
      before: { requirements: ["TypeScript"] },
      after: { requirements: ["TypeScript", "SQL"] },
    });

    const status = await onlyEntry(() => call("PATCH", `/job/update/${id}`, { isActive: false }));
    expect(status.entry).toMatchObject({
      action: "statusChange",
      summary: 'Deactivated job "Audit Engineer"',
      before: { isActive: true },
      after: { isActive: false },
    });

    const removed = await onlyEntry(() => call("DELETE", `/job/delete/${id}`));
    expect(removed.entry).toMatchObject({ action: "delete", entity: "job", entityId: id });
  });

  it("alert heading", async () => {
    const [current] = await ctx.database.db.select().from(alertHeading);
    const { entry } = await onlyEntry(() => call("PUT", "/alertHeader/update", { textField: "Audited banner" }));
    expect(entry).toMatchObject({
      action: "update",
      entity: "alertHeading",
      entityId: null,
      before: { textField: current?.textField ?? "" },
      after: { textField: "Audited banner" },
    });
  });
});

describe("users and privileges", () => {
  const newUser = {
    username: "audited-user",
    fullName: "Audited User",
    email: "audited@example.com",
    password: "Fresh#Pass789",
    contactNumber: "03001234567",
    address: "Lahore",
    gender: "Male",
    dateOfBirth: "1990-01-01",
    role: "Member",
  };

  it("admin: create, role change, own profile update, delete", async () => {
    const create = await onlyEntry(() => call("POST", "/admin/register", newUser), 201);
    const id = create.body.data._id;
    expect(create.entry).toMatchObject({
      action: "create",
      entity: "admin",
      entityId: id,
      summary: 'Added admin "audited-user" as Member',
      after: {
        username: "audited-user",
        fullName: "Audited User",
        email: "audited@example.com",
        role: "Member",
        gender: "Male",
        dateOfBirth: "1990-01-01",
      },
    });
    expect(Object.keys(create.entry.after ?? {})).not.toContain("password");

    await createRole(ctx, "Auditors");
    const role = await onlyEntry(() => call("PATCH", `/admin/update-role/${id}`, { role: "Auditors" }));
    expect(role.entry).toMatchObject({
      action: "roleChange",
      entity: "admin",
      entityId: id,
      before: { role: "Member" },
      after: { role: "Auditors" },
    });

    const own = bearer((await signIn(ctx, "audited-user", newUser.password)).token);
    const profile = await onlyEntry(() => call("PATCH", `/admin/update/${id}`, { address: "Karachi" }, own));
    expect(profile.entry).toMatchObject({
      actorId: id,
      actorUsername: "audited-user",
      action: "update",
      entity: "admin",
      before: { address: "Lahore" },
      after: { address: "Karachi" },
    });

    const removed = await onlyEntry(() => call("DELETE", `/admin/delete/${id}`));
    expect(removed.entry).toMatchObject({ action: "delete", entity: "admin", entityId: id, after: null });
    expect(removed.entry.before).toMatchObject({ username: "audited-user", address: "Karachi", role: "Auditors" });
    // The entries outlive the admin they name.
    expect((await auditRows(ctx)).filter((row) => row.actorId === id).length).toBeGreaterThan(0);
  });

  it("privilege: create, update with only the changed rights, delete", async () => {
    const create = await onlyEntry(
      () => call("POST", "/permission/create", { role: "Audit Role", permissions: { category: { create: true } } }),
      201,
    );
    const id = create.body.data._id;
    expect(create.entry).toMatchObject({ action: "create", entity: "privilege", entityId: id });
    expect(create.entry.after).toMatchObject({ role: "Audit Role", permissions: { category: { create: true } } });

    const update = await onlyEntry(() =>
      call("PATCH", `/permission/${id}`, { permissions: { career: { statusChange: true } } }),
    );
    expect(update.entry).toMatchObject({
      action: "update",
      before: { permissions: { career: { statusChange: false } } },
      after: { permissions: { career: { statusChange: true } } },
    });

    const rename = await onlyEntry(() => call("PATCH", `/permission/${id}`, { role: "Audit Role 2" }));
    expect(rename.entry.before).toEqual({ role: "Audit Role" });
    expect(rename.entry.after).toEqual({ role: "Audit Role 2" });

    const removed = await onlyEntry(() => call("DELETE", `/permission/${id}`));
    expect(removed.entry).toMatchObject({ action: "delete", entity: "privilege", entityId: id });
  });
});

describe("the inbox", () => {
  it("public form posts are no staff actions: they write no entry", async () => {
    const { entries } = await entriesOf(ctx, async () => {
      await call("POST", "/contact/create", validContact, {});
      await call("POST", "/newsletter/create", { subscriberEmail: "reader@example.com" }, {});
    });
    expect(entries).toEqual([]);
  });

  it("enquiry: status change, then delete without the sender's details", async () => {
    const created = await call("POST", "/contact/create", validContact, {});
    const id = created.json().data._id;
    const status = await onlyEntry(() => call("PATCH", `/contact/update/${id}`, { status: "completed" }));
    expect(status.entry).toMatchObject({
      action: "statusChange",
      entity: "enquiry",
      entityId: id,
      before: { status: "pending" },
      after: { status: "completed" },
    });
    const removed = await onlyEntry(() => call("DELETE", `/contact/delete/${id}`));
    expect(removed.entry).toMatchObject({
      action: "delete",
      entity: "enquiry",
      entityId: id,
      before: { source: "contact", status: "completed" },
    });
    const stored = JSON.stringify(removed.entry);
    for (const detail of [validContact.email, validContact.fullname, validContact.phone, validContact.message]) {
      expect(stored).not.toContain(detail);
    }
  });

  it("subscriber and application deletes", async () => {
    await call("POST", "/newsletter/create", { subscriberEmail: "gone@example.com" }, {});
    const list = await ctx.app.inject({ method: "GET", url: "/api/v1/newsletter", headers: admin });
    const subscriber = list
      .json()
      .data.find((s: { subscriberEmail: string }) => s.subscriberEmail === "gone@example.com");
    const removed = await onlyEntry(() => call("DELETE", `/newsletter/delete/${subscriber._id}`));
    expect(removed.entry).toMatchObject({ action: "delete", entity: "subscriber", entityId: subscriber._id });
    expect(JSON.stringify(removed.entry)).not.toContain("gone@example.com");

    const job = await insertJob(ctx.database.db, { title: "Audited Opening" });
    const form = new FormData();
    const fields = {
      firstName: "Sara",
      lastName: "Applicant",
      yourEmail: "sara.applicant@example.com",
      phoneNumber: "03001234567",
      city: "Lahore",
      address: "Gulberg",
      state: "Punjab",
      postalCode: "54000",
      jobId: job.id,
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append("resume", new Blob(["PDF"], { type: "application/pdf" }), "cv.pdf");
    const { entries: applied } = await entriesOf(ctx, () => call("POST", "/career/create", form, {}));
    expect(applied).toEqual([]);
    const applications = await ctx.app.inject({ method: "GET", url: "/api/v1/career", headers: admin });
    const application = applications.json().data[0];
    const deleted = await onlyEntry(() => call("DELETE", `/career/delete/${application._id}`));
    expect(deleted.entry).toMatchObject({
      action: "delete",
      entity: "application",
      entityId: application._id,
      summary: 'Deleted an application for "Audited Opening"',
      before: { job: { _id: job.id, title: "Audited Opening" } },
    });
    expect(JSON.stringify(deleted.entry)).not.toContain("sara.applicant@example.com");
  });
});

describe("sign-in and sign-out", () => {
  it("records a sign-in, a failed sign-in with the attempted username only, and a sign-out", async () => {
    await createAdmin(ctx, "audit-signer", "Member");
    const failed = await entriesOf(ctx, () => login(ctx, "Audit-Signer", "Wrong#Pass000", "198.51.100.4"));
    expect(failed.result.statusCode).toBe(401);
    expect(failed.entries).toHaveLength(1);
    expect(failed.entries[0]).toMatchObject({
      actorId: null,
      actorUsername: null,
      ip: "198.51.100.4",
      action: "loginFailed",
      entity: "session",
      entityId: null,
      summary: 'Failed sign-in as "audit-signer"',
      before: null,
      after: { username: "audit-signer" },
    });
    expect(JSON.stringify(failed.entries[0])).not.toContain("Wrong#Pass000");

    // A username that names no account may be a password typed in the wrong field: it is not kept.
    const unknown = await entriesOf(ctx, () => login(ctx, "Hunter2#Secret", "Whatever#1", "198.51.100.4"));
    expect(unknown.entries.map((e) => [e.summary, e.after])).toEqual([
      ["Failed sign-in with an unknown username", null],
    ]);
    expect(JSON.stringify(unknown.entries[0]).toLowerCase()).not.toContain("hunter2");

    const signedIn = await entriesOf(ctx, () => login(ctx, "audit-signer", TEST_PASSWORD, "198.51.100.5"));
    expect(signedIn.result.statusCode).toBe(200);
    const userId = signedIn.result.json().data._id;
    expect(signedIn.entries).toHaveLength(1);
    expect(signedIn.entries[0]).toMatchObject({
      actorId: userId,
      actorUsername: "audit-signer",
      ip: "198.51.100.5",
      action: "login",
      entity: "session",
      entityId: userId,
    });

    const token = signedIn.result.json().token;
    const out = await onlyEntry(() => call("POST", "/admin/logout", undefined, bearer(token)));
    expect(out.entry).toMatchObject({ actorId: userId, action: "logout", entity: "session", entityId: userId });
  });
});

describe("exports", () => {
  it.each([
    ["/contact?format=csv", "enquiry"],
    ["/newsletter?format=csv", "subscriber"],
    ["/career?format=csv", "application"],
    ["/potentialCustomer?format=csv", "potentialCustomer"],
    ["/job?all=true&format=csv", "job"],
  ])("a staff download of %s is an export of %s", async (url, entity) => {
    const { entry } = await onlyEntry(() => ctx.app.inject({ method: "GET", url: `/api/v1${url}`, headers: admin }));
    expect(entry).toMatchObject({ actorId: adminId, action: "export", entity, entityId: null });
  });

  it("a visitor's download of the public jobs list is no staff action", async () => {
    const { result, entries } = await entriesOf(ctx, () =>
      ctx.app.inject({ method: "GET", url: "/api/v1/job?format=csv" }),
    );
    expect(result.statusCode).toBe(200);
    expect(entries).toEqual([]);
  });

  it("a JSON list is no export", async () => {
    const { entries } = await entriesOf(ctx, () =>
      ctx.app.inject({ method: "GET", url: "/api/v1/contact", headers: admin }),
    );
    expect(entries).toEqual([]);
  });
});

describe("a staff write that records no entry", () => {
  it("fails and changes nothing", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/test/unaudited-write", headers: admin });
    expect(res.statusCode).toBe(500);
    const rows = await ctx.database.db.select().from(categories).where(eq(categories.name, "Unaudited"));
    expect(rows).toEqual([]);
  });
});

describe("no secret is ever stored", () => {
  it("no entry holds a password, a hash or a password-like field", async () => {
    const passwords = ["Secret#Pass111", "Other#Pass222"];
    for (const [i, password] of passwords.entries()) {
      const res = await call("POST", "/admin/register", {
        username: `secret-${i}`,
        fullName: "Secret Keeper",
        email: `secret${i}@example.com`,
        password,
        contactNumber: "03001234567",
        address: "Lahore",
        gender: "Female",
        dateOfBirth: "1991-02-02",
        role: "Member",
      });
      expect(res.statusCode).toBe(201);
      await login(ctx, `secret-${i}`, password);
      await login(ctx, `secret-${i}`, `${password}x`);
      const own = bearer((await signIn(ctx, `secret-${i}`, password)).token);
      await call("PATCH", `/admin/update/${res.json().data._id}`, { contactNumber: "03009999999" }, own);
      await call("POST", "/admin/logout", undefined, own);
    }
    const hashes = (await ctx.database.db.select({ hash: adminUsers.passwordHash }).from(adminUsers)).map(
      (row) => row.hash,
    );
    const rows: AuditRow[] = await auditRows(ctx);
    expect(rows.length).toBeGreaterThan(10);
    const stored = JSON.stringify(rows);
    for (const secret of [...passwords, TEST_PASSWORD, TEST_ADMIN.password, ...hashes]) {
      expect(stored).not.toContain(secret);
    }
    expect(stored).not.toMatch(/\$argon2/);
    expect(stored).not.toMatch(/"(password|passwordHash|password_hash|token|secret)"/i);
  });
});
