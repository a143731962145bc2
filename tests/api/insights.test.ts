import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createAdmin, createRole, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { parseCsv } from "../support/csv.ts";
import { validContact } from "../support/public-writes.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/** GET /insights (docs/api.md "Attribution and insights"): rights, validation, shape, CSVs. */
let ctx: TestContext;
/** A role without lead rights: Insights without the counts of enquiries and applications. */
let member: Record<string, string>;
/** Reads enquiries only. */
let seller: Record<string, string>;
let admin: Record<string, string>;
// Leads get the database's own timestamps, so the clock starts at the real time (and moves on from it).
let now = Date.now();
const DAY = 24 * 60 * 60 * 1000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const browser =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

beforeAll(async () => {
  ctx = await createTestApp(
    { publicWriteLimit: 1000 },
    (app) => {
      // A page of the test's own: the public pages are not rendered in API tests.
      app.get(
        "/landing",
        { config: { cache: { kinds: ["category"] }, pageView: () => "/landing" } },
        (_request, reply) => reply.type("text/html; charset=utf-8").send("<!doctype html><p>Landing</p>"),
      );
    },
    "off",
    false,
    () => now,
  );
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
  await createRole(ctx, "Viewer");
  await createAdmin(ctx, "viewer", "Viewer");
  member = bearer((await signIn(ctx, "viewer")).token);
  await createRole(ctx, "Insight Seller", { leads: { read: true } });
  await createAdmin(ctx, "insight-seller", "Insight Seller");
  seller = bearer((await signIn(ctx, "insight-seller")).token);
});
afterAll(() => ctx?.close());

const insights = (query = "", headers: Record<string, string> = admin) =>
  ctx.app.inject({ method: "GET", url: `/api/v1/insights${query}`, headers });
const land = (query: string, ip: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: "GET",
    url: `/landing${query}`,
    headers: { "user-agent": browser, ...headers },
    remoteAddress: ip,
  });

describe("GET /insights", () => {
  it("answers 401 without a session, and any signed-in admin", async () => {
    const anonymous = await insights("", {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, message: "Authentication DS_Token is required" });
    expect((await insights("", member)).statusCode).toBe(200);
    expect((await insights("", admin)).statusCode).toBe(200);
  });

  it("takes 7, 30 or 90 days (30 by default) and refuses anything else with the contract's 400", async () => {
    for (const days of [7, 30, 90]) {
      const res = await insights(`?days=${days}`);
      expect(res.json().data.daily).toHaveLength(days);
      expect(res.json().data.days).toBe(days);
    }
    expect((await insights()).json().data.daily).toHaveLength(30);
    for (const days of ["14", "0", "abc", "-7", "7.0"]) {
      const res = await insights(`?days=${days}`);
      expect(res.statusCode, days).toBe(400);
      expect(res.json(), days).toEqual({
        success: false,
        message: "Days must be 7, 30 or 90",
        error: "Days must be 7, 30 or 90",
        issues: [{ path: "days", message: "Days must be 7, 30 or 90" }],
      });
    }
    expect((await insights("?format=csv")).json().message).toBe("Table is required for a CSV download");
    expect((await insights("?format=csv&table=users")).statusCode).toBe(400);
  });

  it("shows visitors, page views, leads, pages, referrers, campaigns and conversion by source", async () => {
    const campaign = "?utm_source=newsletter&utm_medium=email&utm_campaign=march";
    await land(campaign, "192.0.2.1");
    await land("", "192.0.2.1", { referer: "http://localhost:3000/landing" });
    await land(campaign, "192.0.2.2");
    await land("", "192.0.2.3", { referer: "https://www.bing.com/" });
    await land("", "192.0.2.4");
    await ctx.app.pageViews.flush();
    const visit = { landingPage: "/landing", utmSource: "newsletter", utmMedium: "email", utmCampaign: "march" };
    const contact = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/contact/create",
      payload: { ...validContact, ...visit },
    });
    expect(contact.statusCode).toBe(201);
    const job = await insertJob(ctx.database.db);
    const form = new FormData();
    const applicant = {
      firstName: "Sana",
      lastName: "Iqbal",
      yourEmail: "sana@example.com",
      phoneNumber: "03001234567",
      city: "Lahore",
      address: "5 Canal View",
      state: "Punjab",
      postalCode: "54000",
      jobId: job.id,
      referrer: "https://www.bing.com/search?q=jobs",
    };
    for (const [name, value] of Object.entries(applicant)) form.append(name, value);
    form.append("resume", new Blob(["%PDF-1.4"], { type: "application/pdf" }), "cv.pdf");
    expect((await ctx.app.inject({ method: "POST", url: "/api/v1/career/create", payload: form })).statusCode).toBe(
      201,
    );

    const res = await insights("?days=7");
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.daily.at(-1)).toEqual({ date: dateOf(now), visitors: 4, pageViews: 5, enquiries: 1, applications: 1 });
    expect(data.daily[0]).toEqual({
      date: dateOf(now - 6 * DAY),
      visitors: 0,
      pageViews: 0,
      enquiries: 0,
      applications: 0,
    });
    expect(data.topPages).toEqual([{ path: "/landing", pageViews: 5, entries: 4 }]);
    expect(data.topReferrers).toEqual([{ referrerHost: "www.bing.com", visits: 1 }]);
    expect(data.campaigns).toEqual([
      { utmSource: "newsletter", utmMedium: "email", utmCampaign: "march", visits: 2, enquiries: 1, applications: 0 },
    ]);
    expect(data.devices).toEqual([{ device: "desktop", pageViews: 5 }]);
    expect(data.conversion).toMatchObject({
      visitors: 4,
      enquiries: 1,
      applications: 1,
      enquiriesPer100Visitors: 25,
      applicationsPer100Visitors: 25,
    });
    expect(data.conversion.bySource).toEqual(
      expect.arrayContaining([
        {
          source: "newsletter",
          visitors: 2,
          enquiries: 1,
          applications: 0,
          enquiriesPer100Visitors: 50,
          applicationsPer100Visitors: 0,
        },
        {
          source: "www.bing.com",
          visitors: 1,
          enquiries: 0,
          applications: 1,
          enquiriesPer100Visitors: 0,
          applicationsPer100Visitors: 100,
        },
        {
          source: null,
          visitors: 1,
          enquiries: 0,
          applications: 0,
          enquiriesPer100Visitors: 0,
          applicationsPer100Visitors: 0,
        },
      ]),
    );

    // A week later the day has left the 7-day period, not the 30-day one.
    now += 7 * DAY;
    expect((await insights("?days=7")).json().data.topPages).toEqual([]);
    expect((await insights("?days=30")).json().data.topPages).toEqual([{ path: "/landing", pageViews: 5, entries: 4 }]);
  });

  it("downloads each table as CSV, every row, in the contract's CSV format", async () => {
    const expected: Record<string, string[]> = {
      daily: ["Date", "Visitors", "Page views", "Enquiries", "Applications"],
      pages: ["Page", "Page views", "Entries"],
      referrers: ["Referrer", "Visits"],
      campaigns: ["UTM source", "UTM medium", "UTM campaign", "Visits", "Enquiries", "Applications"],
      conversion: [
        "Source",
        "Visitors",
        "Enquiries",
        "Applications",
        "Enquiries per 100 visitors",
        "Applications per 100 visitors",
      ],
      devices: ["Device", "Page views"],
    };
    for (const [table, headers] of Object.entries(expected)) {
      const res = await insights(`?days=30&format=csv&table=${table}`);
      expect(res.statusCode, table).toBe(200);
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.headers["content-disposition"]).toMatch(
        new RegExp(`^attachment; filename="insights-${table}-30-days-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
      );
      const rows = parseCsv(res.body);
      expect(rows[0], table).toEqual(headers);
      if (table === "daily") expect(rows).toHaveLength(31);
      if (table === "conversion") expect(rows.map((row) => row[0])).toContain("Direct / none");
    }
    expect((await insights("?format=csv&table=daily", {})).statusCode).toBe(401);
  });

  it("leaves out the lead counts of an area the caller may not read, on the screen and in its CSVs (issue 69)", async () => {
    const leadKeys = /"(enquiries|applications|enquiriesPer100Visitors|applicationsPer100Visitors)"/;
    const none = (await insights("?days=7", member)).json().data;
    expect(JSON.stringify(none)).not.toMatch(leadKeys);
    expect(none.daily.at(-1)).toEqual({
      date: dateOf(now),
      visitors: expect.any(Number),
      pageViews: expect.any(Number),
    });
    expect(Object.keys(none.conversion).sort()).toEqual(["bySource", "visitors"]);
    for (const row of none.campaigns) expect(Object.keys(row)).not.toContain("enquiries");
    // What a role may read is still there: visitors and visits.
    expect(none.conversion.visitors).toBe((await insights("?days=7")).json().data.conversion.visitors);

    const enquiriesOnly = (await insights("?days=7", seller)).json().data;
    expect(enquiriesOnly.conversion).toHaveProperty("enquiries");
    expect(enquiriesOnly.conversion).toHaveProperty("enquiriesPer100Visitors");
    expect(enquiriesOnly.conversion).not.toHaveProperty("applications");
    for (const row of enquiriesOnly.conversion.bySource) expect(row).not.toHaveProperty("applicationsPer100Visitors");

    const header = async (table: string, headers: Record<string, string>) =>
      parseCsv((await insights(`?days=30&format=csv&table=${table}`, headers)).body)[0];
    expect(await header("daily", member)).toEqual(["Date", "Visitors", "Page views"]);
    expect(await header("campaigns", member)).toEqual(["UTM source", "UTM medium", "UTM campaign", "Visits"]);
    expect(await header("conversion", member)).toEqual(["Source", "Visitors"]);
    expect(await header("conversion", seller)).toEqual([
      "Source",
      "Visitors",
      "Enquiries",
      "Enquiries per 100 visitors",
    ]);
  });
});
