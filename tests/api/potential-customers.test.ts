import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { potentialCustomers } from "../../server/db/schema/people.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { applicationForm, potentialCustomer, validContact } from "../support/public-writes.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ publicWriteLimit: 1000 });
});
afterAll(() => ctx.close());

/**
 * Moves the address's last visit an hour back: the next visit's time (the database's now()) is then
 * certainly later, however quickly it follows, and lastSeenAt must move to it.
 */
async function visitedAnHourAgo(email: string) {
  await ctx.database.db
    .update(potentialCustomers)
    .set({ lastSeenAt: sql`${potentialCustomers.lastSeenAt} - interval '1 hour'` })
    .where(sql`lower(${potentialCustomers.email}) = lower(${email})`);
  return potentialCustomer(ctx.database.db, email);
}

describe("potential customers", () => {
  it("keeps one row per address ignoring case: visits add up, the first source stays, lastSeenAt moves", async () => {
    const db = ctx.database.db;
    const job = await insertJob(db);

    const newsletter = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/newsletter/create",
      payload: { subscriberEmail: "Lead@Example.com" },
    });
    expect(newsletter.statusCode).toBe(201);
    expect(await potentialCustomer(db, "lead@example.com")).toMatchObject({
      email: "Lead@Example.com",
      source: "newsletter",
      visitCount: 1,
    });

    const first = await visitedAnHourAgo("lead@example.com");
    const contact = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/contact/create",
      payload: { ...validContact, email: "LEAD@example.com", source: "catalog" },
    });
    expect(contact.statusCode).toBe(201);
    const second = await potentialCustomer(db, "lead@example.com");
    expect(second).toMatchObject({ email: "Lead@Example.com", source: "newsletter", visitCount: 2 });
    expect(second?.lastSeenAt.getTime()).toBeGreaterThan(first?.lastSeenAt.getTime() ?? Infinity);
    expect(second?.createdAt).toEqual(first?.createdAt);

    const secondBefore = await visitedAnHourAgo("lead@example.com");
    const application = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/career/create",
      payload: applicationForm(job.id, { email: "lead@EXAMPLE.com" }),
    });
    expect(application.statusCode).toBe(201);
    const third = await potentialCustomer(db, "lead@example.com");
    expect(third).toMatchObject({ source: "newsletter", visitCount: 3 });
    expect(third?.lastSeenAt.getTime()).toBeGreaterThan(secondBefore?.lastSeenAt.getTime() ?? Infinity);

    const repeat = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/newsletter/create",
      payload: { subscriberEmail: "lead@example.com" },
    });
    // Still unconfirmed (double opt-in): asked to confirm again, and counted as a visit all the same.
    expect(repeat.statusCode).toBe(201);
    expect(await potentialCustomer(db, "lead@example.com")).toMatchObject({ visitCount: 4 });
  });

  it("records each kind of submission with its own first source", async () => {
    const db = ctx.database.db;
    const job = await insertJob(db);
    await ctx.app.inject({
      method: "POST",
      url: "/api/v1/contact/create",
      payload: { ...validContact, email: "c@x.com" },
    });
    await ctx.app.inject({
      method: "POST",
      url: "/api/v1/career/create",
      payload: applicationForm(job.id, { email: "j@x.com" }),
    });
    expect(await potentialCustomer(db, "c@x.com")).toMatchObject({ source: "contact", visitCount: 1 });
    expect(await potentialCustomer(db, "j@x.com")).toMatchObject({ source: "career", visitCount: 1 });
  });

  it("records nothing for a refused submission", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/contact/create",
      payload: { ...validContact, email: "refused@x.com", phone: "12" },
    });
    expect(res.statusCode).toBe(400);
    expect(await potentialCustomer(ctx.database.db, "refused@x.com")).toBeUndefined();
  });
});
