import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterConsentMessages } from "../../domain/newsletter.ts";
import { newsletterSubscribers } from "../../server/db/schema/people.ts";
import { countRows, potentialCustomer } from "../support/public-writes.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

let ctx: TestContext;
const confirmNote = newsletterConsentMessages.confirmNote;
const post = (payload: unknown) =>
  ctx.app.inject({ method: "POST", url: "/api/v1/newsletter/create", payload: payload as object });

beforeAll(async () => {
  ctx = await createTestApp({ publicWriteLimit: 1000 });
});
afterAll(() => ctx.close());

describe("POST /newsletter/create", () => {
  it("subscribes once: 201 until the address is confirmed, 200 'already subscribed' after, whatever the letter case", async () => {
    const first = await post({ subscriberEmail: "Reader@Example.com" });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ success: true, message: "Thank you for subscribing!", note: confirmNote });
    // Until confirmed (double opt-in, ADR 0261) a sign-up again is asked to confirm, not told it is subscribed.
    const pending = await post({ subscriberEmail: "reader@example.com" });
    expect(pending.statusCode).toBe(201);
    expect(pending.json()).toEqual({ success: true, message: "Thank you for subscribing!", note: confirmNote });

    // What the confirmation page's POST leaves (that flow: tests/api/newsletter-sending.test.ts).
    await ctx.database.db
      .update(newsletterSubscribers)
      .set({ status: "confirmed", confirmedAt: new Date() })
      .where(sql`lower(${newsletterSubscribers.email}) = 'reader@example.com'`);
    for (const again of ["Reader@Example.com", "reader@example.com", "  READER@EXAMPLE.COM "]) {
      const res = await post({ subscriberEmail: again });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: "You are already subscribed." });
    }
    const rows = await ctx.database.db
      .select({ email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = 'reader@example.com'`);
    expect(rows).toEqual([{ email: "Reader@Example.com" }]);
  });

  it("subscribes an address only once when both sign-ups arrive together", async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => post({ subscriberEmail: "twin@example.com" })));
    // Each is asked to confirm (the address is pending), and one row holds it.
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const rows = await ctx.database.db
      .select({ email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = 'twin@example.com'`);
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ subscriberEmail: "not-an-address" }],
    [{ subscriberEmail: "" }],
    [{ subscriberEmail: 42 }],
    [{ email: "right@field.com" }],
    [{ subscriberEmail: `${"a".repeat(250)}@example.com` }],
  ])("refuses %j with 400 and the contract's message", async (payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: "Please enter a valid email address",
      error: "Please enter a valid email address",
      issues: [{ path: "subscriberEmail", message: "Please enter a valid email address" }],
    });
  });

  it("answers a filled honeypot like a new subscription and stores nothing", async () => {
    const before = await countRows(ctx.database.db, "newsletter_subscribers");
    const res = await post({ subscriberEmail: "bot@example.com", website: "x" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: "Thank you for subscribing!", note: confirmNote });
    expect(await countRows(ctx.database.db, "newsletter_subscribers")).toBe(before);
    expect(await potentialCustomer(ctx.database.db, "bot@example.com")).toBeUndefined();
  });
});
