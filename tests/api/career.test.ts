import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { applications } from "../../server/db/schema/people.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { countRows, potentialCustomer } from "../support/public-writes.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

let ctx: TestContext;
let jobId: string;
let inactiveJobId: string;

const MB = 1024 * 1024;
const fields = {
  firstName: "Sara",
  lastName: "Ali",
  yourEmail: "sara@example.com",
  phoneNumber: "+923001234567",
  city: "Lahore",
  address: "1 Canal Road",
  state: "Punjab",
  postalCode: "54000",
};

type Resume = { content: Blob; name: string } | null;
const pdf = (text = "%PDF-1.4 my resume") => ({
  content: new Blob([text], { type: "application/pdf" }),
  name: "cv.pdf",
});

function form(values: Record<string, string>, resume: Resume = pdf()) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  if (resume) data.append("resume", resume.content, resume.name);
  return data;
}

const apply = (payload: FormData) => ctx.app.inject({ method: "POST", url: "/api/v1/career/create", payload });

async function privateFiles(): Promise<string[]> {
  const dir = path.join(ctx.config.dataDir, "private");
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

function applicationsOf(email: string) {
  return ctx.database.db
    .select({
      resume_key: applications.resumeKey,
      resume_name: applications.resumeName,
      resume_type: applications.resumeType,
      resume_size: applications.resumeSize,
    })
    .from(applications)
    .where(eq(applications.email, email));
}

beforeAll(async () => {
  ctx = await createTestApp({ publicWriteLimit: 1000 });
  jobId = (await insertJob(ctx.database.db)).id;
  inactiveJobId = (await insertJob(ctx.database.db, { isActive: false })).id;
});
afterAll(() => ctx.close());

describe("POST /career/create", () => {
  let filesBefore: string[];
  beforeAll(async () => {
    filesBefore = await privateFiles();
  });
  afterEach(async () => {
    filesBefore = await privateFiles();
  });

  it("stores the application and streams the resume to private storage under a generated name", async () => {
    const res = await apply(form({ ...fields, jobId, yourEmail: "stored@example.com" }, pdf("%PDF-1.4 stored")));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: "Form submitted successfully" });

    const [row] = await applicationsOf("stored@example.com");
    expect(row).toMatchObject({ resume_name: "cv.pdf", resume_type: "application/pdf", resume_size: 15 });
    expect(row.resume_key).toMatch(/^resumes\/[0-9a-f-]{36}$/);
    const file = path.join(ctx.config.dataDir, "private", row.resume_key);
    expect(await readFile(file, "utf8")).toBe("%PDF-1.4 stored");
  });

  it("accepts any file type and never uses the client's file name as a path", async () => {
    const resume = { content: new Blob([Buffer.from([0x4d, 0x5a, 0x90, 0x00])]), name: "../../../etc/evil\u0007.exe" };
    const res = await apply(form({ ...fields, jobId, yourEmail: "anytype@example.com" }, resume));
    expect(res.statusCode).toBe(201);
    const [row] = await applicationsOf("anytype@example.com");
    expect(row.resume_name).toBe("evil.exe");
    expect(row.resume_key).not.toContain("evil");
    expect(row.resume_size).toBe(4);
    expect(await privateFiles()).toContain(row.resume_key);
  });

  it("requires every field and the resume, listing all in the form's order, and keeps no file", async () => {
    const res = await apply(form({}, null));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe("First name is required");
    expect(body.error).toBe("First name is required");
    expect(body.issues).toEqual([
      { path: "firstName", message: "First name is required" },
      { path: "lastName", message: "Last name is required" },
      { path: "yourEmail", message: "Email is required" },
      { path: "phoneNumber", message: "Phone number is required" },
      { path: "city", message: "City is required" },
      { path: "address", message: "Address is required" },
      { path: "state", message: "State is required" },
      { path: "postalCode", message: "Postal code is required" },
      { path: "jobId", message: "Job is required" },
      { path: "resume", message: "Resume is required" },
    ]);

    const blanks = await apply(form({ ...fields, city: "   ", jobId }));
    expect(blanks.statusCode).toBe(400);
    expect(blanks.json().issues).toEqual([{ path: "city", message: "City is required" }]);
    expect(await privateFiles()).toEqual(filesBefore);
  });

  it("treats an empty file input as a missing resume", async () => {
    const res = await apply(form({ ...fields, jobId }, { content: new Blob([]), name: "" }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: "Resume is required", error: "Resume is required" });
    expect(await privateFiles()).toEqual(filesBefore);
  });

  it("refuses an invalid email and over-long fields", async () => {
    const bad = await apply(form({ ...fields, jobId, yourEmail: "sara@" }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: "Please enter a valid email address" });
    const long = await apply(form({ ...fields, jobId, firstName: "x".repeat(101) }));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: "First name must be at most 100 characters" });
    expect(await privateFiles()).toEqual(filesBefore);
  });

  it("answers 404 'Job not found' for an unknown, inactive or malformed job, keeping no file", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", inactiveJobId, "not-a-job"]) {
      const res = await apply(form({ ...fields, jobId: id, yourEmail: "nojob@example.com" }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: "Job not found", error: "Job not found" });
    }
    expect(await privateFiles()).toEqual(filesBefore);
    expect(await applicationsOf("nojob@example.com")).toEqual([]);
  });

  it("accepts a resume of exactly 10 MB and refuses a larger one with 413, keeping no file", async () => {
    const exact = await apply(
      form(
        { ...fields, jobId, yourEmail: "big@example.com" },
        { content: new Blob([Buffer.alloc(10 * MB)]), name: "a.pdf" },
      ),
    );
    expect(exact.statusCode).toBe(201);
    filesBefore = await privateFiles();

    const tooBig = await apply(
      form(
        { ...fields, jobId, yourEmail: "huge@example.com" },
        { content: new Blob([Buffer.alloc(10 * MB + 1)]), name: "b.pdf" },
      ),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      success: false,
      message: "Resume must be 10 MB or smaller",
      error: "Resume must be 10 MB or smaller",
    });
    expect(await privateFiles()).toEqual(filesBefore);
    expect(await applicationsOf("huge@example.com")).toEqual([]);
  });

  it("answers a filled honeypot as if stored, keeping neither a row nor a file", async () => {
    const before = await countRows(ctx.database.db, "applications");
    const res = await apply(form({ ...fields, jobId, yourEmail: "bot@example.com", website: "spam" }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: "Form submitted successfully" });
    expect(await countRows(ctx.database.db, "applications")).toBe(before);
    expect(await privateFiles()).toEqual(filesBefore);
    expect(await potentialCustomer(ctx.database.db, "bot@example.com")).toBeUndefined();
  });

  it("removes the stored resume when the database refuses the row, leaving no half record", async () => {
    const db = ctx.database.db;
    await db.execute(sql`create function refuse_application() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`);
    await db.execute(sql`create trigger refuse_application before insert on applications
      for each row execute function refuse_application()`);
    try {
      const res = await apply(form({ ...fields, jobId, yourEmail: "crash@example.com" }));
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, message: "Something went wrong", error: "Something went wrong" });
    } finally {
      await db.execute(sql`drop trigger refuse_application on applications`);
      await db.execute(sql`drop function refuse_application`);
    }
    expect(await privateFiles()).toEqual(filesBefore);
    expect(await potentialCustomer(db, "crash@example.com")).toBeUndefined();
  });

  it("answers non-multipart and malformed bodies with 4xx, never 500", async () => {
    const json = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/career/create",
      payload: { ...fields, jobId },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ success: false, error: "Unsupported content type" });

    const broken = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/career/create",
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      payload: '--xyz\r\nContent-Disposition: form-data; name="resume"; filename="a.pdf"\r\n\r\npartial',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(broken.json()).toMatchObject({ success: false });

    const twoFiles = form({ ...fields, jobId });
    twoFiles.append("resume", new Blob(["second"]), "second.pdf");
    const two = await apply(twoFiles);
    expect(two.statusCode).toBe(413);
    expect(await privateFiles()).toEqual(filesBefore);
  });

  it("refuses a repeated text field instead of picking one", async () => {
    const data = form({ ...fields, jobId });
    data.append("city", "Karachi");
    const res = await apply(data);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe("city");
  });
});

describe("resume privacy", () => {
  it("serves no resume at any public URL", async () => {
    // Positive control: a file in the public uploads directory is served, so the 404s below mean something.
    await writeFile(path.join(ctx.config.dataDir, "uploads", "0123456789abcdef0123.webp"), "PUBLIC-FILE");
    const served = await ctx.app.inject({ method: "GET", url: "/uploads/0123456789abcdef0123.webp" });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe("PUBLIC-FILE");

    const res = await apply(form({ ...fields, jobId, yourEmail: "private@example.com" }, pdf("TOP-SECRET-RESUME")));
    expect(res.statusCode).toBe(201);
    const [{ resume_key: key }] = await applicationsOf("private@example.com");
    const urls = [
      `/uploads/${key}`,
      `/uploads/../private/${key}`,
      `/uploads/%2e%2e/private/${key}`,
      `/uploads/..%2fprivate%2f${key.replace("/", "%2f")}`,
      `/uploads/%2e%2e%2fprivate/${key}`,
      `/private/${key}`,
      `/${key}`,
      `/api/v1/${key}`,
    ];
    for (const url of urls) {
      const answer = await ctx.app.inject({ method: "GET", url });
      expect(answer.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(answer.body, url).not.toContain("TOP-SECRET-RESUME");
    }
  });
});
