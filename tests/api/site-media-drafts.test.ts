import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { draftMessages } from "../../domain/drafts.ts";
import { siteMessages } from "../../domain/site.ts";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { draftsTestApp, HOUR, START } from "../support/drafts-app.ts";
import { multipart } from "../support/forms.ts";
import { pngImage } from "../support/images.ts";
import { goneOutsideLibrary, hasFileSet } from "../support/uploads.ts";

/**
 * The partner strip's and the pictures' drafts (ADR 0123, dated section): their item calls with
 * `?draft=true` change the part's draft, with files through the image pipeline kept by the draft;
 * nothing public shows it until it is published, as one change.
 */
const t = draftsTestApp({ ssr: "development" });
const { schedule } = t;

type Partner = { _id: string; name: string; logo: string; url: string };

const page = async (url: string, headers: Record<string, string> = {}) => (await t.get(url, headers)).body;
const publicSite = async () => (await t.publicGet("/site")).json().data;
const send = (
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: string | object,
): Promise<LightMyRequestResponse> => t.api(method, url, payload);
/** The site's changes in the audit log (a draft's saves and its preview links are entries of their own, ADR 0152). */
const siteAudit = async () =>
  (await t.db.select().from(auditLog)).filter(
    (entry) => entry.entity === "site" && !entry.action.startsWith("draft") && entry.action !== "previewShare",
  );
const draftPartners = (response: LightMyRequestResponse): Partner[] => response.json().data.draft.fields.partners;

describe("the partner strip's draft", () => {
  it("adds and reorders partners in the draft, unseen publicly until one atomic publish", async () => {
    const published: Partner[] = (await publicSite()).partners;
    await page("/");
    const entries = (await siteAudit()).length;

    const added = await send(
      "POST",
      "/site/partners?draft=true",
      multipart({ name: "Draft Looms", url: "https://looms.example.com/" }, { logo: await pngImage(330, 200) }),
    );
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      message: draftMessages.saved,
      data: { recordId: "partners", hasDraft: true },
    });
    const strip = draftPartners(added);
    const newcomer = strip.at(-1) as Partner;
    expect(newcomer).toMatchObject({ name: "Draft Looms", url: "https://looms.example.com/" });
    expect(strip.slice(0, -1)).toEqual(published);
    expect(await hasFileSet(t.ctx, newcomer.logo)).toBe(true);

    const ids = strip.map((partner) => partner._id).toReversed();
    const reordered = await send("PATCH", "/site/partners/order?draft=true", { ids });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(draftPartners(reordered).map((partner) => partner._id)).toEqual(ids);

    // Nothing public: the API, the home page (twice: the second from the cache), no change audited.
    expect((await publicSite()).partners).toEqual(published);
    for (const _ of [1, 2]) {
      const home = await page("/");
      expect(home).not.toContain("Draft Looms");
      expect(home).not.toContain(newcomer.logo);
    }
    expect((await siteAudit()).length).toBe(entries);

    // Staff's Preview: the home page with the draft strip.
    const preview = await page("/preview/site/partners", { cookie: t.cookie });
    expect(preview).toContain('alt="Draft Looms"');
    expect(preview).toContain(newcomer.logo);
    // A client's link.
    const link = await send("POST", "/site/partners/preview-links", { expiresInHours: 1 });
    expect(link.statusCode, link.body).toBe(201);
    expect(await page(new URL(link.json().data.url).pathname)).toContain('alt="Draft Looms"');

    // An older draft version is refused: nothing changes.
    const version = reordered.json().data.draft.version;
    expect((await send("POST", "/site/partners/publish", { version: version - 1 })).statusCode).toBe(409);
    expect((await publicSite()).partners).toEqual(published);

    const done = await send("POST", "/site/partners/publish", { version });
    expect(done.statusCode, done.body).toBe(200);
    const live: Partner[] = (await publicSite()).partners;
    expect(live.map((partner) => partner._id)).toEqual(ids);
    expect(live.find((partner) => partner._id === newcomer._id)).toEqual(newcomer);
    expect(await page("/")).toContain('alt="Draft Looms"');
    expect(await hasFileSet(t.ctx, newcomer.logo)).toBe(true);
    // One audited change for the addition and the order together, and the draft gone with it.
    const after = await siteAudit();
    expect(after.length).toBe(entries + 1);
    expect(after.at(-1)).toMatchObject({ entityId: "partners", actorUsername: TEST_ADMIN.username });
    expect((await send("GET", "/site/partners/draft")).json().data).toMatchObject({ hasDraft: false, draft: null });
  }, 120_000);

  it("releases a logo replaced in the draft, and every draft logo on discard, leaving the published ones", async () => {
    const published: Partner[] = (await publicSite()).partners;
    const first = published[0];
    const replaced = await send(
      "PATCH",
      `/site/partners/${first._id}?draft=true`,
      multipart({ name: "Renamed in draft" }, { logo: await pngImage(340, 200) }),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const logoA = draftPartners(replaced)[0].logo;
    const again = await send(
      "PATCH",
      `/site/partners/${first._id}?draft=true`,
      multipart({}, { logo: await pngImage(350, 200) }),
    );
    expect(again.statusCode, again.body).toBe(200);
    const logoB = draftPartners(again)[0].logo;
    expect(draftPartners(again)[0].name).toBe("Renamed in draft");
    // The first draft logo is named by nothing any more: its files went.
    expect(await goneOutsideLibrary(t.ctx, logoA)).toBe(true);
    expect(await hasFileSet(t.ctx, logoB)).toBe(true);

    const removed = await send("DELETE", `/site/partners/${published[1]._id}?draft=true`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(draftPartners(removed)).toHaveLength(published.length - 1);
    // Removed from the draft only: its logo (an upload, the first test's) stays, the site still names it.
    const uploadedLogos = published.map((partner) => partner.logo).filter((logo) => logo.startsWith("/uploads/"));
    expect(uploadedLogos.length).toBeGreaterThan(0);
    expect((await publicSite()).partners).toEqual(published);

    // Discarded, the draft keeps its logos while it can be brought back (ADR 0151).
    expect((await send("DELETE", "/site/partners/draft")).statusCode).toBe(200);
    expect(await hasFileSet(t.ctx, logoB)).toBe(true);
    for (const logo of uploadedLogos) expect(await hasFileSet(t.ctx, logo)).toBe(true);
    expect((await publicSite()).partners).toEqual(published);
    const back = await send("POST", "/site/partners/draft/restore");
    expect(back.statusCode, back.body).toBe(200);
    expect(draftPartners(back)).toHaveLength(published.length - 1);
    expect((await publicSite()).partners).toEqual(published);
    expect((await send("DELETE", "/site/partners/draft")).statusCode).toBe(200);
  }, 60_000);

  it("keeps the item calls publishing at once, and refuses a JSON draft save or an unknown draft switch", async () => {
    const before: Partner[] = (await publicSite()).partners;
    const json = await send("POST", "/site/partners/draft", { partners: [] });
    expect(json.statusCode).toBe(400);
    expect(json.body).toContain(siteMessages.mediaDraftCalls);
    expect((await send("PATCH", "/site/partners/order?draft=maybe", { ids: [] })).statusCode).toBe(400);
    const live = await send("PATCH", "/site/partners/order", { ids: before.map((p) => p._id).toReversed() });
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json().message).toBe(siteMessages.updated);
    expect((await publicSite()).partners.map((p: Partner) => p._id)).toEqual(before.map((p) => p._id).toReversed());
  });

  it("publishes a scheduled partners' draft at its time", async () => {
    t.now = START;
    const before: Partner[] = (await publicSite()).partners;
    const drafted = await send("DELETE", `/site/partners/${before[0]._id}?draft=true`);
    expect(drafted.statusCode, drafted.body).toBe(200);
    const at = new Date(t.now + HOUR).toISOString();
    await schedule("site", "partners", { publishAt: at });
    expect(await t.ctx.app.publishScheduler.tick()).toBe(0);
    expect((await publicSite()).partners).toEqual(before);
    t.now = START + HOUR + 1000;
    expect(await t.ctx.app.publishScheduler.tick()).toBe(1);
    expect((await publicSite()).partners).toEqual(before.slice(1));
  }, 60_000);
});

describe("the pictures' draft", () => {
  it("keeps a new hero poster in the draft, previewed, live only when published", async () => {
    const before = (await publicSite()).images;
    const drafted = await send(
      "PATCH",
      "/site/images/heroPoster?draft=true",
      multipart({}, { image: await pngImage(900, 500) }),
    );
    expect(drafted.statusCode, drafted.body).toBe(200);
    const poster: string = drafted.json().data.draft.fields.heroPoster;
    expect(poster).toMatch(/^\/uploads\/[0-9a-f]{20}\.webp$/);
    expect(await hasFileSet(t.ctx, poster)).toBe(true);
    expect((await publicSite()).images).toEqual(before);
    for (const _ of [1, 2]) expect(await page("/")).not.toContain(poster);
    expect(await page("/preview/site/images", { cookie: t.cookie })).toContain(poster);

    const done = await send("POST", "/site/images/publish", {});
    expect(done.statusCode, done.body).toBe(200);
    expect((await publicSite()).images).toEqual({ ...before, heroPoster: poster });
    expect(await page("/")).toContain(poster);

    // Putting the default back in a draft, then discarding it, leaves the published poster.
    const reset = await send("DELETE", "/site/images/heroPoster?draft=true");
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data.draft.fields).toEqual({ heroPoster: null });
    expect(await page("/preview/site/images", { cookie: t.cookie })).not.toContain(poster);
    expect((await send("DELETE", "/site/images/draft")).statusCode).toBe(200);
    expect((await publicSite()).images.heroPoster).toBe(poster);
    expect(await hasFileSet(t.ctx, poster)).toBe(true);
  }, 60_000);

  it("keeps a discarded share picture's file until the next discarded draft replaces it", async () => {
    const drafted = await send(
      "PATCH",
      "/site/images/shareImage?draft=true",
      multipart({}, { image: await pngImage(1300, 700) }),
    );
    expect(drafted.statusCode, drafted.body).toBe(200);
    const share: string = drafted.json().data.draft.fields.shareImage;
    expect(await hasFileSet(t.ctx, share)).toBe(true);
    expect((await publicSite()).seo.shareImage).not.toBe(share);
    expect(await page("/")).not.toContain(share);
    expect((await send("DELETE", "/site/images/draft")).statusCode).toBe(200);
    expect(await hasFileSet(t.ctx, share)).toBe(true);
    const next = await send(
      "PATCH",
      "/site/images/shareImage?draft=true",
      multipart({}, { image: await pngImage(1301, 700) }),
    );
    const nextShare: string = next.json().data.draft.fields.shareImage;
    expect((await send("DELETE", "/site/images/draft")).statusCode).toBe(200);
    expect(await goneOutsideLibrary(t.ctx, share)).toBe(true);
    expect(await hasFileSet(t.ctx, nextShare)).toBe(true);
    expect((await publicSite()).seo.shareImage).not.toBe(nextShare);
  }, 60_000);
});
