import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageMessages } from "../../domain/images.ts";
import { partnerMessages, siteMessages } from "../../domain/site.ts";
import { defaultPartners } from "../../domain/site-defaults.ts";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { bearer, createAdmin, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { entriesOf } from "../support/audit.ts";
import { multipart } from "../support/forms.ts";
import { pngImage, svgImage } from "../support/images.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { goneOutsideLibrary, hasFileSet, readStored } from "../support/uploads.ts";

let ctx: TestContext;
let owner: Record<string, string>;
let member: Record<string, string>;

// "development": the public pages are rendered (through Vite), so og:image, JSON-LD and the strip are checked as served.
beforeAll(async () => {
  ctx = await createTestApp({}, undefined, "development");
  owner = bearer((await signInAsSuperAdmin(ctx)).token);
  await createAdmin(ctx, "member-media", "Member");
  member = bearer((await signIn(ctx, "member-media")).token);
  // The first page Vite renders compiles the app: done here, not inside a test's time limit.
  await ctx.app.inject({ method: "GET", url: "/" });
}, 180_000);
afterAll(() => ctx.close());

type Partner = { _id: string; name: string; logo: string; url: string };

const readSite = async () => (await ctx.app.inject({ method: "GET", url: "/api/v1/site" })).json().data;
const send = (
  method: "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: string | object,
  headers = owner,
): Promise<LightMyRequestResponse> => ctx.app.inject({ method, url: `/api/v1${url}`, headers, payload });
const auditCount = async () => (await ctx.database.db.select().from(auditLog)).length;

/** Runs a call that must be refused and checks the site and the audit log are as they were. */
async function refused(call: () => Promise<LightMyRequestResponse>) {
  const before = await readSite();
  const entries = await auditCount();
  const response = await call();
  expect(await readSite()).toEqual(before);
  expect(await auditCount()).toBe(entries);
  return response;
}

describe("the partner strip", () => {
  it("starts as today's five partners", async () => {
    expect((await readSite()).partners).toEqual(defaultPartners);
  });

  it("adds a partner with its logo through the image pipeline, audited, and shows it on the cached home page", async () => {
    const home = async () => (await ctx.app.inject({ method: "GET", url: "/" })).body;
    await home();
    const logo = await pngImage();
    const { result: response, entries } = await entriesOf(ctx, () =>
      send("POST", "/site/partners", multipart({ name: "Lahore Looms", url: "http://looms.example.com/" }, { logo })),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(siteMessages.updated);
    const added: Partner = response.json().data.partners.at(-1);
    expect(added).toMatchObject({ name: "Lahore Looms", url: "http://looms.example.com/" });
    expect(added.logo).toMatch(/^\/uploads\/[0-9a-f]{20}\.webp$/);
    expect(await hasFileSet(ctx, added.logo)).toBe(true);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "update", entity: "site", entityId: "partners" });
    const page = await home();
    expect(page).toContain(added.logo);
    expect(page).toContain('alt="Lahore Looms"');
  });

  it("replaces a logo and removes the old file after the commit", async () => {
    const [first] = (await readSite()).partners.filter((p: Partner) => p.name === "Lahore Looms");
    const response = await send(
      "PATCH",
      `/site/partners/${first._id}`,
      multipart({ name: "Lahore Looms Ltd" }, { logo: await pngImage(400, 200) }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json().data.partners.find((p: Partner) => p._id === first._id);
    expect(changed).toMatchObject({ name: "Lahore Looms Ltd", url: first.url });
    expect(changed.logo).not.toBe(first.logo);
    expect(await hasFileSet(ctx, changed.logo)).toBe(true);
    expect(await goneOutsideLibrary(ctx, first.logo)).toBe(true);
  });

  it("reorders the partners, and refuses an order that does not name each partner once", async () => {
    const ids = (await readSite()).partners.map((p: Partner) => p._id);
    const response = await send("PATCH", "/site/partners/order", { ids: ids.toReversed() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.partners.map((p: Partner) => p._id)).toEqual(ids.toReversed());
    const missing = await refused(() => send("PATCH", "/site/partners/order", { ids: ids.slice(1) }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toContainEqual({ path: "ids", message: partnerMessages.order });
    const twice = await refused(() => send("PATCH", "/site/partners/order", { ids: [ids[0], ...ids.slice(0, -1)] }));
    expect(twice.statusCode).toBe(400);
  });

  it("removes a partner and its logo's files", async () => {
    const partner = (await readSite()).partners.find((p: Partner) => p.name === "Lahore Looms Ltd");
    const response = await send("DELETE", `/site/partners/${partner._id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.partners.some((p: Partner) => p._id === partner._id)).toBe(false);
    expect(await goneOutsideLibrary(ctx, partner.logo)).toBe(true);
    expect((await send("DELETE", `/site/partners/${partner._id}`)).statusCode).toBe(404);
  });

  const brokenPartners: [string, Record<string, string | undefined>, boolean, string, string][] = [
    ["no name", { name: "", url: "https://a.example.com/" }, true, "name", "Partner name is required"],
    ["a javascript: link", { name: "A", url: "javascript:alert(1)" }, true, "url", partnerMessages.urlInvalid],
    ["a relative link", { name: "A", url: "/about" }, true, "url", partnerMessages.urlInvalid],
    ["no link", { name: "A" }, true, "url", partnerMessages.urlRequired],
    ["no logo", { name: "A", url: "https://a.example.com/" }, false, "logo", partnerMessages.logoRequired],
  ];
  it.each(brokenPartners)(
    "refuses a partner with %s: 400 with the field's message, nothing changed",
    async (_, fields, logo, path, message) => {
      const png = await pngImage();
      const response = await refused(() =>
        send("POST", "/site/partners", multipart(fields, logo ? { logo: png } : {})),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toContainEqual({ path, message });
    },
  );

  it("refuses a logo that is not a picture by its bytes (415) and a Member without the site right (403)", async () => {
    const svg = await refused(() =>
      send("POST", "/site/partners", multipart({ name: "A", url: "https://a.example.com/" }, { logo: svgImage() })),
    );
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toBe(imageMessages.wrongTypeOnCreate);
    const denied = await refused(async () =>
      send(
        "POST",
        "/site/partners",
        multipart({ name: "A", url: "https://a.example.com/" }, { logo: await pngImage() }),
        member,
      ),
    );
    expect(denied.statusCode).toBe(403);
    expect((await send("PATCH", "/site/partners/order", { ids: [] }, member)).statusCode).toBe(403);
  });
});

describe("the site's pictures", () => {
  it("crops an uploaded share picture to 1200×630 and names it in og:image on every page", async () => {
    const response = await send(
      "PATCH",
      "/site/images/shareImage",
      multipart({}, { image: await pngImage(2000, 2000) }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const url: string = response.json().data.seo.shareImage;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{20}\.webp$/);
    expect(response.json().data.images.shareImage).toBe(url);
    const { width, height } = await sharp(await readStored(ctx, url)).metadata();
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
    const page = (await ctx.app.inject({ method: "GET", url: "/about" })).body;
    expect(page).toContain(`<meta property="og:image" content="${ctx.config.publicUrl}${url}"`);
  });

  it("puts the organisation logo into the JSON-LD and the hero poster in place of the video", async () => {
    const logo = await send(
      "PATCH",
      "/site/images/organisationLogo",
      multipart({}, { image: await pngImage(300, 300) }),
    );
    expect(logo.statusCode, logo.body).toBe(200);
    const logoUrl: string = logo.json().data.seo.organisationLogo;
    const poster = await send("PATCH", "/site/images/heroPoster", multipart({}, { image: await pngImage(1600, 900) }));
    const posterUrl: string = poster.json().data.images.heroPoster;
    const home = (await ctx.app.inject({ method: "GET", url: "/" })).body;
    expect(home).toContain(`"logo":"${ctx.config.publicUrl}${logoUrl}"`);
    expect(home).toContain(`src="${posterUrl}"`);
    expect(home).not.toContain('data-testid="hero-video"');

    const back = await send("DELETE", "/site/images/heroPoster");
    expect(back.statusCode).toBe(200);
    expect(back.json().data.images.heroPoster).toBeUndefined();
    expect(await goneOutsideLibrary(ctx, posterUrl)).toBe(true);
    expect((await ctx.app.inject({ method: "GET", url: "/" })).body).toContain('data-testid="hero-video"');
  });

  it("refuses a missing file, a file that is no picture and an unknown name (404), changing nothing", async () => {
    const missing = await refused(() => send("PATCH", "/site/images/shareImage", multipart({}, {})));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toContainEqual({ path: "image", message: imageMessages.selectImage });
    const svg = await refused(() =>
      send("PATCH", "/site/images/organisationLogo", multipart({}, { image: svgImage() })),
    );
    expect(svg.statusCode).toBe(415);
    const unknown = await refused(async () =>
      send("PATCH", "/site/images/favicon", multipart({}, { image: await pngImage() })),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(siteMessages.pictureNotFound);
    expect((await send("DELETE", "/site/images/favicon")).statusCode).toBe(404);
  });
});
