import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadFollowUps } from "../../server/db/schema/people.ts";
import { leadDigestRuns } from "../../server/modules/follow-ups/schema.ts";
import { bearer, createAdmin, createRole, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { validContact } from "../support/public-writes.ts";
import { type ReceivedMail, type SmtpServer, startSmtpServer } from "../support/smtp-server.ts";
import { createTestApp, createTestAppOn, type TestContext } from "../support/test-app.ts";
import { createSharedTestDatabase, testDriver } from "../support/test-database.ts";

/** The instances' clock: the digest goes at 08:00 in Karachi (03:00 UTC). */
let clock = Date.parse("2026-12-01T07:00:00+05:00");
const at = (iso: string) => {
  clock = Date.parse(iso);
};

type Headers = Record<string, string>;
const isDigest = (message: ReceivedMail) => message.mail.subject?.startsWith("Your follow-ups") ?? false;

/** A shop with two sellers and their follow-ups, made through `ctx`'s API. */
async function setUp(ctx: TestContext) {
  const call = (method: "POST" | "PATCH", url: string, payload: unknown, headers: Headers) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as Record<string, unknown> });
  const root = bearer((await signInAsSuperAdmin(ctx)).token);
  await createRole(ctx, "Digest Seller", { leads: { read: true, update: true } });
  await createRole(ctx, "Digest Recruiter", { applications: { read: true, update: true } });
  const one = (await createAdmin(ctx, "digest-one", "Digest Seller")).id;
  const two = (await createAdmin(ctx, "digest-two", "Digest Seller")).id;
  // Owns a follow-up on an enquiry yet may not read enquiries (assigned before their role changed:
  // the API refuses such an assignee now): it is left out of the digest.
  const three = (await createAdmin(ctx, "digest-three", "Digest Recruiter")).id;
  await signIn(ctx, "digest-one");
  const enquire = async (fullname: string) => {
    const email = `${fullname.toLowerCase().replace(/\W+/g, ".")}@example.com`;
    const res = await call("POST", "/contact/create", { ...validContact, fullname, email }, {});
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data._id as string;
  };
  const follow = async (lead: string, dueAt: string, task: string, ownerId: string) => {
    const res = await call("POST", `/contact/${lead}/follow-ups`, { dueAt, task, ownerId }, root);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data._id as string;
  };
  const ayesha = await enquire("Ayesha Khan");
  const bilal = await enquire("Bilal Ahmed");
  await follow(ayesha, "2026-11-30T10:00:00+05:00", "Call back about the quote", one);
  await follow(ayesha, "2026-12-01T23:30:00+05:00", "Send the proposal", one);
  await follow(bilal, "2026-12-02T09:00:00+05:00", "Tomorrow's check-in", one);
  const done = await follow(bilal, "2026-11-29T09:00:00+05:00", "Already done", one);
  await call("PATCH", `/follow-ups/${done}`, { done: true }, root);
  await follow(bilal, "2026-12-01T12:00:00+05:00", "Demo of the app", two);
  const stale = await follow(bilal, "2026-12-01T12:00:00+05:00", "Not for a recruiter", two);
  await ctx.database.db.update(leadFollowUps).set({ ownerId: three }).where(eq(leadFollowUps.id, stale));
}

function expectFirstMorning(received: ReceivedMail[]) {
  const digests = received.filter(isDigest);
  expect(digests.map((message) => message.to).sort()).toEqual([["digest-one@example.com"], ["digest-two@example.com"]]);
  const one = digests.find((message) => message.to.includes("digest-one@example.com"));
  expect(one?.mail.subject).toBe("Your follow-ups: 1 due today, 1 overdue");
  const text = one?.mail.text ?? "";
  expect(text).toContain("Good morning digest-one Test,");
  expect(text).toMatch(/Overdue \(1\):\n- Ayesha Khan: Call back about the quote \(30 Nov 2026, 10:00\)/);
  expect(text).toMatch(/Due today \(1\):\n- Ayesha Khan: Send the proposal \(1 Dec 2026, 23:30\)/);
  expect(text).toMatch(/http:\/\/[^/\s]+\/admin\/enquiries\?followUp=overdue&id=[0-9a-f-]{36}/);
  expect(text).not.toContain("Tomorrow's check-in");
  expect(text).not.toContain("Already done");
  const two = digests.find((message) => message.to.includes("digest-two@example.com"));
  expect(two?.mail.subject).toBe("Your follow-ups: 1 due today, 0 overdue");
  expect(two?.mail.text).toContain("Bilal Ahmed: Demo of the app");
}

describe.skipIf(testDriver() !== "postgres")("the morning digest across two instances", () => {
  let smtp: SmtpServer;
  let a: TestContext;
  let b: TestContext;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const shared = {
      mail: { smtpUrl: smtp.url, from: "no-reply@example.com" },
      siteTimeZone: "Asia/Karachi",
      publicWriteLimit: 1000,
    };
    at("2026-12-01T07:00:00+05:00");
    const [first, second] = await createSharedTestDatabase(2);
    [a, b] = await Promise.all([
      createTestAppOn(first, shared, "off", undefined, () => clock),
      createTestAppOn(second, shared, "off", undefined, () => clock),
    ]);
    await setUp(a);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await smtp?.close();
  });

  const tickBoth = async () => {
    const sent = await Promise.all([a.app.leadDigest.tick(), b.app.leadDigest.tick()]);
    await Promise.all([a.app.mail.settled(), b.app.mail.settled()]);
    return sent;
  };

  it("waits for eight in the morning, agency time", async () => {
    at("2026-12-01T07:59:00+05:00");
    expect(await tickBoth()).toEqual([null, null]);
    expect(smtp.received.filter(isDigest)).toEqual([]);
  });

  it("is sent once by one of them, to each owner, over SMTP", async () => {
    at("2026-12-01T08:00:00+05:00");
    const sent = await tickBoth();
    expect(sent.filter((count) => count !== null)).toEqual([2]);
    expect(sent.filter((count) => count === null)).toHaveLength(1);
    await smtp.waitFor((message) => message.to.includes("digest-two@example.com"));
    expectFirstMorning(smtp.received);

    // Later that day, and on another tick of either, nothing more.
    at("2026-12-01T23:59:00+05:00");
    expect(await tickBoth()).toEqual([null, null]);
    expect(smtp.received.filter(isDigest)).toHaveLength(2);
  });

  it("goes again the next morning, once", async () => {
    at("2026-12-02T08:30:00+05:00");
    const sent = await tickBoth();
    expect(sent.filter((count) => count !== null)).toEqual([2]);
    const next = await smtp.waitFor(
      (message) =>
        message.to.includes("digest-one@example.com") && message.mail.subject?.includes("2 overdue") === true,
    );
    // Yesterday's evening task is overdue now; today's check-in is due.
    expect(next.mail.subject).toBe("Your follow-ups: 1 due today, 2 overdue");
    expect(smtp.received.filter(isDigest)).toHaveLength(4);
    expect(await a.database.db.select().from(leadDigestRuns).orderBy(leadDigestRuns.day)).toMatchObject([
      { day: "2026-12-01" },
      { day: "2026-12-02" },
    ]);
  });
});

describe(`the morning digest on one instance on ${testDriver()}`, () => {
  let smtp: SmtpServer;
  let ctx: TestContext;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    at("2026-12-01T06:00:00+05:00");
    ctx = await createTestApp(
      {
        mail: { smtpUrl: smtp.url, from: "no-reply@example.com" },
        siteTimeZone: "Asia/Karachi",
        publicWriteLimit: 1000,
      },
      undefined,
      "off",
      false,
      () => clock,
    );
    await setUp(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });

  it("is sent at the first tick after eight, then not again that day", async () => {
    at("2026-12-01T09:15:00+05:00");
    expect(await ctx.app.leadDigest.tick()).toBe(2);
    await ctx.app.mail.settled();
    await smtp.waitFor((message) => message.to.includes("digest-two@example.com"));
    expectFirstMorning(smtp.received);
    expect(await ctx.app.leadDigest.tick()).toBeNull();
    expect(ctx.app.leadDigest.nextSlot()).toBe(Date.parse("2026-12-02T08:00:00+05:00"));
  });
});
