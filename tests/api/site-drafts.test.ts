import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../server/db/schema.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/** A site part's draft (ADR 0123): kept apart until published, previewed on its real page, scheduled. */
const START = Date.parse("2026-11-25T06:00:00Z");
const HOUR = 3_600_000;
let now = START;
let ctx: TestContext;
let admin: Record<string, string>;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestApp({}, undefined, "development", false, () => now);
  const session = await signInAsSuperAdmin(ctx);
  admin = bearer(session.token);
  cookie = session.cookie;
}, 120_000);
afterAll(() => ctx.close());

const page = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: "GET", url, headers });
const publicSite = async () => (await ctx.app.inject({ method: "GET", url: "/api/v1/site" })).json().data;
const api = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: admin, ...(payload ? { payload } : {}) });

describe("site drafts", () => {
  it("never shows a draft publicly; previews it on the part's page; publishing makes it live as one versioned update", async () => {
    now = START;
    const opened = (await api("GET", "/site/home")).json().data;
    const saved = await api("POST", "/site/home/draft", { headline: "A draft headline", version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ recordId: "home", fields: { headline: "A draft headline" } });

    // Nothing public shows it: the API, the home page (twice: the second from the cache), the about page.
    expect((await publicSite()).home.headline).toBe(opened.headline);
    for (const url of ["/", "/", "/about"]) expect((await page(url)).body).not.toContain("A draft headline");

    const publication = (await api("GET", "/site/home/draft")).json().data;
    expect(publication).toMatchObject({ recordId: "home", hasDraft: true, status: "published" });

    // Staff's Preview: the home page with the draft, marked, never kept.
    const preview = await page("/preview/site/home", { cookie });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain("A draft headline");
    expect(preview.body).toContain("Preview — this is a draft, not yet published");
    expect(preview.headers["cache-control"]).toBe("no-store");
    expect(preview.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect((await page("/preview/site/home")).statusCode).not.toBe(200);
    expect((await page("/preview/site/nowhere", { cookie })).statusCode).toBe(404);

    // A client's link, without signing in.
    const made = await api("POST", "/site/home/preview-links", { expiresInHours: 1 });
    expect(made.statusCode, made.body).toBe(201);
    const shared = await page(new URL(made.json().data.url).pathname);
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toContain("A draft headline");

    // A second tab's save from the same draft version is refused, not merged over.
    const stale = await api("POST", "/site/home/draft", { subline: "Other tab", version: 0 });
    expect(stale.statusCode).toBe(409);

    const published = await api("POST", "/site/home/publish", { version: saved.json().data.version });
    expect(published.statusCode, published.body).toBe(200);
    expect((await publicSite()).home.headline).toBe("A draft headline");
    expect((await page("/")).body).toContain("A draft headline");
    const after = (await api("GET", "/site/home")).json().data;
    expect(after.version).toBe(opened.version + 1);
    const [revision] = (await api("GET", "/site/home/revisions")).json().data;
    expect(revision).toMatchObject({ version: after.version });
    expect((await api("GET", "/site/home/draft")).json().data).toMatchObject({ hasDraft: false, draft: null });
  }, 60_000);

  it("checks a draft against the part's rules and discards it", async () => {
    const refused = await api("POST", "/site/about/draft", { vision: "" });
    expect(refused.statusCode).toBe(400);
    expect((await api("POST", "/site/nowhere/draft", { vision: "x" })).statusCode).toBe(404);
    expect((await api("POST", "/site/about/draft", { mission: "Draft mission" })).statusCode).toBe(200);
    expect((await api("DELETE", "/site/about/draft")).statusCode).toBe(200);
    expect((await api("GET", "/site/about/draft")).json().data.hasDraft).toBe(false);
    expect((await publicSite()).about.mission).not.toBe("Draft mission");
  });

  it("publishes a scheduled draft once at its time, as the system on behalf of the admin", async () => {
    now = START;
    expect((await api("POST", "/site/careers/draft", { headline: "Careers on Monday" })).statusCode).toBe(200);
    const at = new Date(now + HOUR).toISOString();
    const scheduled = await api("POST", "/site/careers/schedule", { publishAt: at });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json().data).toMatchObject({
      status: "scheduled",
      schedule: { publishAt: at, timeZone: "Asia/Karachi" },
    });
    expect((await api("POST", "/site/careers/schedule", { unpublishAt: at })).statusCode).toBe(400);

    expect(await ctx.app.publishScheduler.tick()).toBe(0);
    expect((await publicSite()).careers.headline).not.toBe("Careers on Monday");
    now = START + HOUR + 1000;
    expect(await ctx.app.publishScheduler.tick()).toBe(1);
    expect(await ctx.app.publishScheduler.tick()).toBe(0);
    expect((await publicSite()).careers.headline).toBe("Careers on Monday");
    expect((await page("/career")).body).toContain("Careers on Monday");
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "site"), eq(auditLog.entityId, "careers")));
    expect(entries.map((entry) => entry.actorUsername)).toEqual([`System on behalf of ${TEST_ADMIN.username}`]);
  }, 60_000);
});
