import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SitePart, siteMessages } from "../../domain/site.ts";
import { SITE_DEFAULTS } from "../../domain/site-defaults.ts";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { siteStaff } from "../support/site-staff.ts";
import type { TestContext } from "../support/test-app.ts";

let ctx: TestContext;
let owner: Record<string, string>;
let member: Record<string, string>;
let editor: Record<string, string>;

beforeAll(async () => {
  ({ ctx, owner, member, editor } = await siteStaff({
    member: "member-history",
    role: "Site historian",
    editor: "site-historian",
  }));
});
afterAll(() => ctx.close());

const patch = (part: SitePart, payload: Record<string, unknown>, headers = owner) =>
  ctx.app.inject({ method: "PATCH", url: `/api/v1/site/${part}`, headers, payload });
const get = (url: string, headers = owner) => ctx.app.inject({ method: "GET", url: `/api/v1${url}`, headers });
const restore = (part: string, revisionId: string, headers = owner) =>
  ctx.app.inject({ method: "POST", url: `/api/v1/site/${part}/revisions/${revisionId}/restore`, headers });
const revisionsOf = async (part: string) => (await get(`/site/${part}/revisions`)).json().data;

describe("site history", () => {
  it("keeps each save of a part, the defaults before its first, and restores a revision as a new version", async () => {
    const first = await patch("home", { headline: "First headline" });
    expect(first.statusCode, first.body).toBe(200);
    const second = await patch("home", { headline: "Second headline", subline: "A new subline" }, editor);
    expect(second.statusCode, second.body).toBe(200);

    const list = await revisionsOf("home");
    expect(list.map((r: { version: number }) => r.version)).toEqual([3, 2, 1]);
    expect(list[0]).toMatchObject({
      actor: { username: "site-historian" },
      summary: "Updated the site's home settings",
    });
    expect(list[1].actor.username).toBe(TEST_ADMIN.username);
    // The part as it was before its first save (its default, never stored) is kept too.
    expect(list[2].actor).toBeNull();
    const original = await get(`/site/home/revisions/${list[2]._id}`);
    expect(original.json().data.record).toMatchObject({ ...SITE_DEFAULTS.home, version: 1 });

    const restored = await restore("home", list[1]._id, editor);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      success: true,
      message: "Revision restored successfully",
      data: { headline: "First headline", subline: SITE_DEFAULTS.home.subline, version: 4 },
    });
    const site = (await ctx.app.inject({ method: "GET", url: "/api/v1/site" })).json().data;
    expect(site.home.headline).toBe("First headline");
    expect(site.home.subline).toBe(SITE_DEFAULTS.home.subline);
    expect((await revisionsOf("home"))[0]).toMatchObject({
      version: 4,
      summary: "Restored the site's home settings to version 2",
    });
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "site"), eq(auditLog.entityId, "home")));
    expect(audits.map((a) => a.summary)).toContain("Restored the site's home settings to version 2");
  });

  it("refuses a stale If-Match naming who saved the part, and still saves without one", async () => {
    const saved = await patch("about", { vision: "See further" }, editor);
    expect(saved.statusCode, saved.body).toBe(200);
    const [latest] = await revisionsOf("about");
    const stale = await ctx.app.inject({
      method: "PATCH",
      url: "/api/v1/site/about",
      headers: { ...owner, "if-match": `"${latest.version - 1}"` },
      payload: { vision: "Overwrite" },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^Changed by site-historian at .+Z while you were editing$/);
    expect(stale.json().current).toMatchObject({ vision: "See further", version: latest.version });
    const fresh = await ctx.app.inject({
      method: "PATCH",
      url: "/api/v1/site/about",
      headers: { ...owner, "if-match": `"${latest.version}"` },
      payload: { vision: "Agreed" },
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().message).toBe(siteMessages.updated);
    expect((await patch("about", { mission: "Unversioned" })).statusCode).toBe(200);
  });

  it("opens a part for its editor with the version to name, and a stale one changes nothing", async () => {
    const opened = await get("/site/careers", editor);
    expect(opened.statusCode, opened.body).toBe(200);
    const { version, headline } = opened.json().data;
    expect(version).toBeGreaterThanOrEqual(1);
    // The public read carries no bookkeeping.
    const site = (await get("/site", {})).json().data;
    expect(site.careers).not.toHaveProperty("version");
    expect(site.careers).not.toHaveProperty("updatedAt");
    expect((await get("/site/careers", member)).statusCode).toBe(403);
    expect((await get("/site/careers", {})).statusCode).toBe(401);

    const colleague = await ctx.app.inject({
      method: "PATCH",
      url: "/api/v1/site/careers",
      headers: { ...editor, "if-match": `"${version}"` },
      payload: { headline: "Saved by a colleague" },
    });
    expect(colleague.statusCode, colleague.body).toBe(200);
    const mine = await ctx.app.inject({
      method: "PATCH",
      url: "/api/v1/site/careers",
      headers: { ...owner, "if-match": `"${version}"` },
      payload: { headline: "Mine, from the old version" },
    });
    expect(mine.statusCode).toBe(409);
    expect(mine.json().message).toMatch(/^Changed by site-historian at .+Z while you were editing$/);
    expect(mine.json().current).toMatchObject({ headline: "Saved by a colleague", version: version + 1 });
    const after = (await get("/site/careers", editor)).json().data;
    expect(after).toMatchObject({ headline: "Saved by a colleague", version: version + 1 });
    expect(headline).not.toBe(after.headline);
    expect((await get("/site", {})).json().data.careers.headline).toBe("Saved by a colleague");
  });

  it("lets exactly one of 20 parallel saves from the same version through", async () => {
    await patch("careers", {});
    const [latest] = await revisionsOf("careers");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.app.inject({
          method: "PATCH",
          url: "/api/v1/site/careers",
          headers: { ...owner, "if-match": `"${latest.version}"` },
          payload: {},
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  });

  it("needs the site update right to restore, and answers 404 for an unknown part or revision", async () => {
    await patch("seo", { siteName: "History test" });
    const [latest] = await revisionsOf("seo");
    const denied = await restore("seo", latest._id, member);
    expect(denied.statusCode).toBe(403);
    expect((await restore("partners", latest._id)).statusCode).toBe(404);
    expect((await restore("seo", "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await get("/site/nothing/revisions")).json().data).toEqual([]);
  });
});
