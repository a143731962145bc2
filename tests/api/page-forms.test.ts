import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertJob } from "../support/content-fixtures.ts";
import { countRows, validContact } from "../support/public-writes.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

let ctx: TestContext;
const LIMIT = 4;

beforeAll(async () => {
  ctx = await createTestApp({ publicWriteLimit: LIMIT, publicWriteWindowSeconds: 120 }, undefined, "development");
  // Vite compiles the route modules on first use: warm them up outside the tests' own time limits.
  for (const url of ["/contact", "/career/warm-up/apply"]) await ctx.app.inject({ method: "GET", url });
}, 120_000);
afterAll(() => ctx?.close());

/** A multipart body with a declared length, as browsers send it (inject would stream FormData chunked). */
async function multipartBody(data: FormData) {
  const encoded = new Response(data);
  const payload = Buffer.from(await encoded.arrayBuffer());
  return { payload, headers: { "content-type": encoded.headers.get("content-type") ?? "" } };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const postContact = (fields: Record<string, string>, remoteAddress: string, url = "/contact") =>
  ctx.app.inject({
    method: "POST",
    url,
    payload: form(fields),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    remoteAddress,
  });

describe("the contact page's own form post", () => {
  it("stores a valid enquiry and says so in the page", async () => {
    const before = await countRows(ctx.database.db, "enquiries");
    const res = await postContact(validContact, "192.0.2.1");
    expect(res.statusCode).toBe(201);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("Form submitted successfully!");
    expect(await countRows(ctx.database.db, "enquiries")).toBe(before + 1);
  });

  it("refuses invalid input with the spec's first message, marks every refused field and keeps what was typed", async () => {
    const before = await countRows(ctx.database.db, "enquiries");
    const res = await postContact({ ...validContact, fullname: "Al", message: "short" }, "192.0.2.2");
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("Name field cannot be shorter then 3 characters");
    expect(res.body).toContain('value="Al"');
    // The field the refusal is about is marked, and tied to the reason shown under it.
    const fullname = /<input[^>]*name="fullname"[^>]*>/.exec(res.body)?.[0] ?? "";
    expect(fullname).toContain('aria-invalid="true"');
    expect(fullname).toContain('aria-describedby="field-fullname-error"');
    expect(res.body).toMatch(
      /<p id="field-fullname-error"[^>]*>[\s\S]*?Name field cannot be shorter then 3 characters<\/p>/,
    );
    // Every refused field is marked at once (issue 51), each with its own reason; the others are not.
    expect(/<textarea[^>]*name="message"[^>]*>/.exec(res.body)?.[0]).toContain(
      'aria-describedby="field-message-error"',
    );
    expect(res.body).toMatch(/<p id="field-message-error"[^>]*>[\s\S]*?Please write proper query message<\/p>/);
    expect(/<input[^>]*name="email"[^>]*>/.exec(res.body)?.[0]).not.toContain("aria-invalid");
    expect(await countRows(ctx.database.db, "enquiries")).toBe(before);
  });

  it("answers a filled honeypot as if stored, and stores nothing", async () => {
    const before = await countRows(ctx.database.db, "enquiries");
    const res = await postContact({ ...validContact, website: "https://spam.example" }, "192.0.2.3");
    expect(res.statusCode).toBe(201);
    expect(res.body).toContain("Form submitted successfully!");
    expect(await countRows(ctx.database.db, "enquiries")).toBe(before);
  });
});

describe("the application page's own form post", () => {
  const applicant = {
    firstName: "Bilal",
    lastName: "Ahmed",
    yourEmail: "bilal@example.com",
    phoneNumber: "03001234567",
    city: "Lahore",
    address: "5 Canal View",
    state: "Punjab",
    postalCode: "54000",
  };
  const withResume = (fields: Record<string, string>, resume?: Blob) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    if (resume) data.append("resume", resume, "cv.pdf");
    return multipartBody(data);
  };

  it("stores the application and its resume for the job in the URL", async () => {
    const job = await insertJob(ctx.database.db);
    const before = await countRows(ctx.database.db, "applications");
    const body = await withResume(applicant, new Blob(["%PDF-1.4 resume"], { type: "application/pdf" }));
    const res = await ctx.app.inject({
      method: "POST",
      url: `/career/${job.slug}/apply`,
      ...body,
      remoteAddress: "192.0.2.20",
    });
    expect(res.statusCode).toBe(201);
    expect(res.body).toContain("Form submitted successfully");
    expect(await countRows(ctx.database.db, "applications")).toBe(before + 1);
  });

  it("shows the server's error without a resume, for an unknown job, and stores nothing", async () => {
    const before = await countRows(ctx.database.db, "applications");
    const job = await insertJob(ctx.database.db);
    const noResume = await ctx.app.inject({
      method: "POST",
      url: `/career/${job.slug}/apply`,
      ...(await withResume(applicant)),
      remoteAddress: "192.0.2.21",
    });
    expect(noResume.statusCode).toBe(400);
    expect(noResume.body).toContain("Resume is required");
    const unknown = await ctx.app.inject({
      method: "GET",
      url: "/career/not-a-job/apply",
      remoteAddress: "192.0.2.21",
    });
    expect(unknown.statusCode).toBe(404);
    expect(await countRows(ctx.database.db, "applications")).toBe(before);
  });
});

describe("rate limits on page form posts", () => {
  it("limits posts through the page path like the API, with the contract's 429", async () => {
    const ip = "192.0.2.10";
    for (let i = 0; i < LIMIT; i++) {
      const res = await postContact(i % 2 ? { fullname: "x" } : validContact, ip, i % 2 ? "/contact/" : "/contact");
      expect([201, 400]).toContain(res.statusCode);
    }
    for (const url of ["/contact", "/contact?index", "/contact.data", "/CONTACT"]) {
      const res = await postContact(validContact, ip, url);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        success: false,
        message: "Too many requests. Please try again later.",
        error: "Too many requests. Please try again later.",
      });
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    }
  });

  it("keeps page reads unlimited and other IPs unaffected", async () => {
    const ip = "192.0.2.11";
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await ctx.app.inject({ method: "GET", url: "/contact", remoteAddress: ip });
      expect(res.statusCode).toBe(200);
    }
    expect((await postContact(validContact, ip)).statusCode).toBe(201);
  });

  it("limits job applications posted through the page and refuses oversized bodies before reading them", async () => {
    const job = await insertJob(ctx.database.db);
    const ip = "192.0.2.12";
    const url = `/career/${job.slug}/apply`;
    const huge = await ctx.app.inject({
      method: "POST",
      url,
      payload: "x",
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(11 * 1024 * 1024) },
      remoteAddress: ip,
    });
    expect(huge.statusCode).toBe(413);
    const chunked = await ctx.app.inject({ method: "POST", url, payload: new FormData(), remoteAddress: ip });
    expect(chunked.statusCode).toBe(411);
    const empty = await multipartBody(new FormData());
    for (let i = 2; i < LIMIT; i++) {
      const res = await ctx.app.inject({ method: "POST", url, ...empty, remoteAddress: ip });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain("First name is required");
    }
    const limited = await ctx.app.inject({ method: "POST", url, ...empty, remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
  });
});
