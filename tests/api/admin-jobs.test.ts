import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobMessages } from "../../domain/jobs.ts";
import { bearer, createAdmin, createRole, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { auditRows, entriesOf } from "../support/audit.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

let ctx: TestContext;
let admin: Record<string, string>;
let editor: Record<string, string>;
let switcher: Record<string, string>;

const job = {
  title: "React Developer",
  description: "Build fast sites",
  companyOverview: "A Lahore agency",
  jobRole: ["Build pages", "Review code"],
  requirements: ["Two years of React"],
};

beforeAll(async () => {
  ctx = await createTestApp({ publicWriteLimit: 1000 });
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
  await createRole(ctx, "Recruiter", { career: { create: true, update: true } });
  await createAdmin(ctx, "recruiter", "Recruiter");
  editor = bearer((await signIn(ctx, "recruiter")).token);
  await createRole(ctx, "Switcher", { career: { statusChange: true } });
  await createAdmin(ctx, "switcher", "Switcher");
  switcher = bearer((await signIn(ctx, "switcher")).token);
});
afterAll(() => ctx.close());

const create = (payload: Record<string, unknown>, headers = admin) =>
  ctx.app.inject({ method: "POST", url: "/api/v1/job/create", headers, payload });
const update = (id: string, payload: Record<string, unknown>, headers = admin) =>
  ctx.app.inject({ method: "PATCH", url: `/api/v1/job/update/${id}`, headers, payload });
const remove = (id: string, headers = admin) =>
  ctx.app.inject({ method: "DELETE", url: `/api/v1/job/delete/${id}`, headers });

describe("jobs", () => {
  it("creates a job with the default location and type; the public list shows it", async () => {
    const res = await create({ ...job, title: "  Flutter Developer " }, editor);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Job created successfully!",
      data: {
        title: "Flutter Developer",
        jobRole: ["Build pages", "Review code"],
        location: "Lahore, Punjab, Pakistan",
        employmentType: "Full Time",
        isActive: true,
      },
    });
    const list = await ctx.app.inject({ method: "GET", url: "/api/v1/job" });
    expect(list.json().data.map((j: { _id: string }) => j._id)).toContain(res.json().data._id);
  });

  it("takes a job's own location and employment type, shown on the job page's JSON-LD, and audits the change", async () => {
    const res = await create({ ...job, location: "  Karachi, Sindh, Pakistan ", employmentType: "Contract" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ location: "Karachi, Sindh, Pakistan", employmentType: "Contract" });
    const id = res.json().data._id;
    const { result: changed, entries } = await entriesOf(ctx, () =>
      update(id, { employmentType: "Part Time" }, editor),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ location: "Karachi, Sindh, Pakistan", employmentType: "Part Time" });
    expect(entries[0]).toMatchObject({
      action: "update",
      before: { employmentType: "Contract" },
      after: { employmentType: "Part Time" },
    });
    const read = await ctx.app.inject({ method: "GET", url: `/api/v1/job/${id}` });
    expect(read.json().data).toMatchObject({ location: "Karachi, Sindh, Pakistan", employmentType: "Part Time" });
  });

  it.each([
    [{ location: "" }, "location", jobMessages.locationRequired],
    [{ location: "x".repeat(121) }, "location", jobMessages.locationTooLong],
    [{ employmentType: "Forever" }, "employmentType", jobMessages.employmentTypeInvalid],
    [{ salary: "x".repeat(121) }, "salary", jobMessages.salaryTooLong],
  ])("refuses %j with the field's message and changes nothing", async (fields, path, message) => {
    const created = await create(job);
    const id = created.json().data._id;
    const count = (await auditRows(ctx)).length;
    const res = await update(id, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    const read = await ctx.app.inject({ method: "GET", url: `/api/v1/job/${id}` });
    expect(read.json().data).toMatchObject({ location: "Lahore, Punjab, Pakistan", employmentType: "Full Time" });
    expect((await auditRows(ctx)).length).toBe(count);
    expect((await create({ ...job, ...fields })).statusCode).toBe(400);
  });

  it("keeps a job's salary through create, update and restore; empty unless given, changed with the update right", async () => {
    expect((await create(job)).json().data.salary).toBe("");
    const salary = "PKR 150,000–200,000 a month";
    const created = await create({ ...job, salary: `  ${salary} ` }, editor);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id;
    expect(created.json().data.salary).toBe(salary);

    expect((await update(id, { salary: "Negotiable" }, switcher)).statusCode).toBe(403);
    const changed = await update(id, { salary: "" }, editor);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.salary).toBe("");

    const history = await ctx.app.inject({ method: "GET", url: `/api/v1/job/${id}/revisions`, headers: admin });
    const first = history.json().data.find((revision: { version: number }) => revision.version === 1);
    const restored = await ctx.app.inject({
      method: "POST",
      url: `/api/v1/job/${id}/revisions/${first._id}/restore`,
      headers: admin,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ salary, version: 3 });
    const read = await ctx.app.inject({ method: "GET", url: `/api/v1/job/${id}` });
    expect(read.json().data.salary).toBe(salary);
  });

  it("validates the lists and the texts", async () => {
    const res = await create({ ...job, title: "", jobRole: [], requirements: ["ok", " "] });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: "title", message: "Title is required" },
      { path: "jobRole", message: "At least one job role is required" },
      { path: "requirements.1", message: "Requirement entries cannot be empty" },
    ]);
    const missing = await create({ title: "Only a title" });
    expect(missing.json().issues.map((i: { path: string }) => i.path)).toEqual([
      "description",
      "companyOverview",
      "jobRole",
      "requirements",
    ]);
  });

  it("lists inactive jobs only for a signed-in admin asking for all", async () => {
    const hidden = await insertJob(ctx.database.db, { title: "Hidden", isActive: false });
    const ids = async (url: string, headers = {}) =>
      (await ctx.app.inject({ method: "GET", url, headers })).json().data.map((j: { _id: string }) => j._id);
    expect(await ids("/api/v1/job?all=true")).not.toContain(hidden.id);
    expect(await ids("/api/v1/job?all=true", admin)).toContain(hidden.id);
    expect(await ids("/api/v1/job", admin)).not.toContain(hidden.id);
  });

  it("needs update to edit and statusChange to switch isActive", async () => {
    const created = (await create(job)).json().data;
    const edited = await update(created._id, { title: "Senior React Developer" }, editor);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: "Job updated successfully!",
      data: { title: "Senior React Developer" },
    });

    const closedByEditor = await update(created._id, { isActive: false }, editor);
    expect(closedByEditor.statusCode).toBe(403);
    expect(closedByEditor.json().message).toBe("You do not have permission to change job status");

    const closed = await update(created._id, { ...job, title: "Senior React Developer", isActive: false }, switcher);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.isActive).toBe(false);
    const renamed = await update(created._id, { title: "Other" }, switcher);
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json().message).toBe("You do not have permission to update job");

    const inactiveOnCreate = await create({ ...job, isActive: false }, editor);
    expect(inactiveOnCreate.statusCode).toBe(403);
  });

  it("answers 404 for an unknown job", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "x"]) {
      expect((await update(id, { title: "Ghost" })).statusCode).toBe(404);
      const res = await remove(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Job not found");
    }
  });

  it("keeps a job that has applications, and deletes one without", async () => {
    const applied = (await create({ ...job, title: "Applied For" })).json().data;
    const form = new FormData();
    for (const [k, v] of Object.entries({
      firstName: "Sara",
      lastName: "Ali",
      yourEmail: "sara@example.com",
      phoneNumber: "03001234567",
      city: "Lahore",
      address: "Gulberg",
      state: "Punjab",
      postalCode: "54000",
      jobId: applied._id,
    })) {
      form.append(k, v);
    }
    form.append("resume", new Blob(["my resume"], { type: "application/pdf" }), "sara.pdf");
    expect((await ctx.app.inject({ method: "POST", url: "/api/v1/career/create", payload: form })).statusCode).toBe(
      201,
    );

    const refused = await remove(applied._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "This job has applications: deactivate it instead, or delete its applications first",
    );

    const lonely = (await create({ ...job, title: "Nobody Applied" })).json().data;
    expect((await remove(lonely._id, editor)).statusCode).toBe(403);
    const res = await remove(lonely._id);
    expect(res.json()).toEqual({ success: true, message: "Job deleted successfully" });
    expect((await ctx.app.inject({ method: "GET", url: `/api/v1/job/${lonely._id}` })).statusCode).toBe(404);
  });
});
