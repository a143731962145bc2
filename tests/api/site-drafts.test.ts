import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { draftsTestApp, HOUR, START } from "../support/drafts-app.ts";

/** A site part's draft (ADR 0123): kept apart until published, previewed on its real page, scheduled. */
const t = draftsTestApp({ ssr: "development" });
const { api, get: page, saveDraft, schedule, shareLink } = t;
const publicSite = async () => (await t.publicGet("/site")).json().data;

describe("site drafts", () => {
  it("never shows a draft publicly; previews it on the part's page; publishing makes it live as one versioned update", async () => {
    t.now = START;
    const opened = (await api("GET", "/site/home")).json().data;
    const saved = await saveDraft("site", "home", { headline: "A draft headline", version: 0 });
    expect(saved).toMatchObject({ recordId: "home", fields: { headline: "A draft headline" } });

    // Nothing public shows it: the API, the home page (twice: the second from the cache), the about page.
    expect((await publicSite()).home.headline).toBe(opened.headline);
    for (const url of ["/", "/", "/about"]) expect((await page(url)).body).not.toContain("A draft headline");

    const publication = (await api("GET", "/site/home/draft")).json().data;
    expect(publication).toMatchObject({ recordId: "home", hasDraft: true, status: "published" });

    // Staff's Preview: the home page with the draft, marked, never kept.
    const preview = await page("/preview/site/home", { cookie: t.cookie });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain("A draft headline");
    expect(preview.body).toContain("Preview — this is a draft, not yet published");
    expect(preview.headers["cache-control"]).toBe("no-store");
    expect(preview.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect((await page("/preview/site/home")).statusCode).not.toBe(200);
    expect((await page("/preview/site/nowhere", { cookie: t.cookie })).statusCode).toBe(404);

    // A client's link, without signing in.
    const shared = await page((await shareLink("site", "home", 1)).path);
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toContain("A draft headline");

    // A second tab's save from the same draft version is refused, not merged over.
    const stale = await api("POST", "/site/home/draft", { subline: "Other tab", version: 0 });
    expect(stale.statusCode).toBe(409);

    const published = await api("POST", "/site/home/publish", { version: saved.version });
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
    await saveDraft("site", "about", { mission: "Draft mission" });
    expect((await api("DELETE", "/site/about/draft")).statusCode).toBe(200);
    expect((await api("GET", "/site/about/draft")).json().data.hasDraft).toBe(false);
    expect((await publicSite()).about.mission).not.toBe("Draft mission");
  });

  it("publishes a scheduled draft once at its time, as the system on behalf of the admin", async () => {
    t.now = START;
    await saveDraft("site", "careers", { headline: "Careers on Monday" });
    const at = new Date(t.now + HOUR).toISOString();
    expect(await schedule("site", "careers", { publishAt: at })).toMatchObject({
      status: "scheduled",
      schedule: { publishAt: at, timeZone: "Asia/Karachi" },
    });
    expect((await api("POST", "/site/careers/schedule", { unpublishAt: at })).statusCode).toBe(400);

    expect(await t.ctx.app.publishScheduler.tick()).toBe(0);
    expect((await publicSite()).careers.headline).not.toBe("Careers on Monday");
    t.now = START + HOUR + 1000;
    expect(await t.ctx.app.publishScheduler.tick()).toBe(1);
    expect(await t.ctx.app.publishScheduler.tick()).toBe(0);
    expect((await publicSite()).careers.headline).toBe("Careers on Monday");
    expect((await page("/career")).body).toContain("Careers on Monday");
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "site"), eq(auditLog.entityId, "careers"), eq(auditLog.action, "update")));
    expect(entries.map((entry) => entry.actorUsername)).toEqual([`System on behalf of ${TEST_ADMIN.username}`]);
  }, 60_000);
});
