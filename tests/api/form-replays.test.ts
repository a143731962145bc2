import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_HEADER, idempotencyMessages, REPLAYED_HEADER } from "../../domain/idempotency.ts";
import { formReplays } from "../../server/modules/form-replays/schema.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { applicationForm, countRows, validContact } from "../support/public-writes.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/** What the server keeps of a JSON post to tell a resend from another post with the same key. */
const contactFingerprint = createHash("sha256").update(JSON.stringify(validContact)).digest("base64url");

/** ADR 0267: a public form's post sent again with its key is answered from the first, making nothing twice. */
describe("idempotent public forms", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 120_000);
  afterAll(() => ctx?.close());

  const post = (url: string, payload: Record<string, string> | FormData, key?: string, ip = "10.7.0.1") =>
    ctx.app.inject({
      method: "POST",
      url,
      payload,
      remoteAddress: ip,
      headers: key ? { [IDEMPOTENCY_HEADER]: key } : {},
    });

  it("answers a resent enquiry with the first answer and records one enquiry", async () => {
    const before = await countRows(ctx.database.db, "enquiries");
    const key = randomUUID();
    const first = await post("/api/v1/contact/create", validContact, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    const again = await post("/api/v1/contact/create", validContact, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers[REPLAYED_HEADER]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await countRows(ctx.database.db, "enquiries")).toBe(before + 1);

    // Without a key, or with another, each post is an enquiry of its own.
    expect((await post("/api/v1/contact/create", validContact, randomUUID())).statusCode).toBe(201);
    expect((await post("/api/v1/contact/create", validContact)).statusCode).toBe(201);
    expect(await countRows(ctx.database.db, "enquiries")).toBe(before + 3);
  });

  it("refuses a key used for another post, a malformed key, and a resend while the first is still handled", async () => {
    const key = randomUUID();
    expect((await post("/api/v1/contact/create", validContact, key)).statusCode).toBe(201);
    const other = await post("/api/v1/contact/create", { ...validContact, message: "Another project." }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ success: false, message: idempotencyMessages.keyReused });

    const malformed = await post("/api/v1/contact/create", validContact, "short");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: idempotencyMessages.invalidKey });

    // A claim with no answer yet, as a first post being handled on another instance leaves it.
    const pending = randomUUID();
    const fingerprint = contactFingerprint;
    await ctx.database.db.insert(formReplays).values({ form: "contact", key: pending, fingerprint });
    const before = await countRows(ctx.database.db, "enquiries");
    const busy = await post("/api/v1/contact/create", validContact, pending);
    expect(busy.statusCode).toBe(409);
    expect(busy.headers["retry-after"]).toBeDefined();
    expect(busy.json()).toMatchObject({ message: idempotencyMessages.inProgress });
    expect(await countRows(ctx.database.db, "enquiries")).toBe(before);
  });

  it("takes over a claim whose instance died before answering", async () => {
    const key = randomUUID();
    const fingerprint = contactFingerprint;
    await ctx.database.db
      .insert(formReplays)
      .values({ form: "contact", key, fingerprint, createdAt: new Date(Date.now() - 10 * 60 * 1000) });
    const before = await countRows(ctx.database.db, "enquiries");
    expect((await post("/api/v1/contact/create", validContact, key)).statusCode).toBe(201);
    const again = await post("/api/v1/contact/create", validContact, key);
    expect(again.headers[REPLAYED_HEADER]).toBe("true");
    expect(await countRows(ctx.database.db, "enquiries")).toBe(before + 1);
  });

  it("answers a resent job application and newsletter signup from the first", async () => {
    const job = await insertJob(ctx.database.db, { title: "Replay Tester" });
    const applications = await countRows(ctx.database.db, "applications");
    const key = randomUUID();
    const first = await post("/api/v1/career/create", applicationForm(job.id, { email: "replay@example.com" }), key);
    expect(first.statusCode).toBe(201);
    const again = await post("/api/v1/career/create", applicationForm(job.id, { email: "replay@example.com" }), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers[REPLAYED_HEADER]).toBe("true");
    expect(await countRows(ctx.database.db, "applications")).toBe(applications + 1);

    const signup = { subscriberEmail: "replayed@example.com" };
    const newsletterKey = randomUUID();
    const subscribed = await post("/api/v1/newsletter/create", signup, newsletterKey);
    expect(subscribed.statusCode).toBe(201);
    const resent = await post("/api/v1/newsletter/create", signup, newsletterKey);
    expect(resent.statusCode).toBe(201);
    expect(resent.headers[REPLAYED_HEADER]).toBe("true");
    expect(resent.json()).toEqual(subscribed.json());
  });
});
