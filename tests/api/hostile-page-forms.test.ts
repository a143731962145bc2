import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { controlCharactersMessage } from "../../domain/text-rules.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { countRows, validContact } from "../support/public-writes.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/** The pages' own form posts (no JavaScript) run the same schemas: a NUL is a 400 page, not a 500. */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ publicWriteLimit: 100 }, undefined, "development");
  for (const url of ["/contact", "/career/warm-up/apply"]) await ctx.app.inject({ method: "GET", url });
}, 120_000);
afterAll(() => ctx?.close());

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

async function multipartBody(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append("resume", new Blob(["%PDF-1.4 resume"], { type: "application/pdf" }), "cv.pdf");
  const encoded = new Response(data);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { "content-type": encoded.headers.get("content-type") ?? "" },
  };
}

describe("control characters in the pages' form posts", () => {
  it("answers the contact page 400 with the message, for every field, and stores nothing", async () => {
    const before = await countRows(ctx.database.db, "enquiries");
    for (const field of Object.keys(validContact)) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/contact",
        payload: new URLSearchParams({
          ...validContact,
          [field]: `${validContact[field as keyof typeof validContact]}\u0000`,
        }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.body).toContain(controlCharactersMessage);
    }
    expect(await countRows(ctx.database.db, "enquiries")).toBe(before);
  });

  it("answers the application page 400 with the message, for every field, and stores nothing", async () => {
    const job = await insertJob(ctx.database.db);
    const before = await countRows(ctx.database.db, "applications");
    for (const field of Object.keys(applicant)) {
      const body = await multipartBody({ ...applicant, [field]: `A\u0000B` });
      const res = await ctx.app.inject({ method: "POST", url: `/career/${job.slug}/apply`, ...body });
      expect(res.statusCode, field).toBe(400);
      expect(res.body).toContain(controlCharactersMessage);
    }
    expect(await countRows(ctx.database.db, "applications")).toBe(before);
  });
});
