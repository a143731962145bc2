import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NAVIGATION_LIMITS, navigationMessages } from "../../domain/navigation.ts";
import { SITE_DEFAULTS } from "../../domain/site-defaults.ts";
import { writeSitePart } from "../../server/modules/site/queries.ts";
import { siteSettings } from "../../server/modules/site/schema.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/**
 * Site › Navigation (issue 54, ADR 0180): the header's menu and the footer's links are a Site part;
 * every public page's header, mobile menu and footer are drawn from it, and bad links are refused.
 */
let ctx: TestContext;
let owner: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp({}, undefined, "development");
  owner = bearer((await signInAsSuperAdmin(ctx)).token);
}, 120_000);
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: "GET", url });
const save = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: "PATCH", url: "/api/v1/site/navigation", headers: owner, payload });
const navOf = (html: string, label: string) => {
  const start = html.indexOf(`aria-label="${label}"`);
  return html.slice(start, html.indexOf("</nav>", start));
};

const missingId = "0195f0a0-0000-7000-8000-0000000000ff";
const footerOf = (html: string) => navOf(html, "Footer");

const header = [
  { kind: "link", label: "Home", to: "/" },
  { kind: "services", label: "Services" },
  { kind: "link", label: "Pricing", to: "/pricing" },
  { kind: "link", label: "Our blog", to: "https://blog.example.com/", external: true },
  { kind: "link", label: "Contact", to: "/contact" },
];

describe("the site's navigation", () => {
  it("is today's menu and footer until staff change it", async () => {
    const site = (await get("/api/v1/site")).json().data;
    expect(site.navigation).toEqual(SITE_DEFAULTS.navigation);
    const main = navOf((await get("/about")).body, "Main");
    for (const item of SITE_DEFAULTS.navigation.header) expect(main).toContain(`>${item.label}<`);
  });

  it("draws every page's menu and footer from what was saved, outside links in a new tab", async () => {
    const saved = await save({ header, footer: [{ title: "Find us", links: [{ label: "Jobs", to: "/career" }] }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.navigation.header[2]).toEqual({
      kind: "link",
      label: "Pricing",
      to: "/pricing",
      external: false,
      children: [],
    });

    const page = (await get("/about")).body;
    const main = navOf(page, "Main");
    expect(main).toContain('href="/pricing"');
    expect(main).toContain(">Pricing<");
    expect(main).not.toContain(">Projects<");
    expect(main).toMatch(
      /<a href="https:\/\/blog\.example\.com\/" target="_blank" rel="noopener noreferrer"[^>]*>Our blog<\/a>/,
    );
    expect(main).toContain('aria-controls="services-panel"');
    const footer = navOf(page, "Footer");
    expect(footer).toContain("Find us");
    expect(footer).toContain('href="/career"');
    expect(footer).not.toContain('href="/products"');
  });

  it("nests one level of links under a menu link: its list follows its button, closed until opened", async () => {
    const work = {
      kind: "link",
      label: "Our work",
      to: "/projects",
      children: [
        { label: "Case studies", to: "/projects" },
        { label: "Our process", to: "/our-process" },
      ],
    };
    const saved = await save({ header: [...header, work] });
    expect(saved.statusCode, saved.body).toBe(200);
    const main = navOf((await get("/about")).body, "Main");
    expect(main).toMatch(/<a [^>]*href="\/projects"[^>]*>Our work<\/a>/);
    expect(main).toMatch(
      /<button [^>]*aria-expanded="false" aria-controls="submenu-6"[^>]*aria-label="Our work: more links"/,
    );
    expect(main).toMatch(/<ul id="submenu-6" hidden=""[^>]*>.*href="\/our-process"[^>]*>Our process<\/a>/);
    // A link without links under it stays a plain link.
    expect(main).not.toContain('aria-label="Pricing: more links"');
    expect((await save({ header })).statusCode).toBe(200);
  });

  it("refuses bad links and lists with 400 in the contract's shape, changing nothing", async () => {
    const link = (to: string, external = false) => ({ kind: "link", label: "Bad", to, external });
    const refusals: [Record<string, unknown>, string][] = [
      [{ header: [link("javascript:alert(1)")] }, navigationMessages.pathInvalid],
      [{ header: [link("//evil.example/x")] }, navigationMessages.pathInvalid],
      [{ header: [link("javascript:alert(1)", true)] }, navigationMessages.urlInvalid],
      [
        { header: [link("/ok"), { kind: "services", label: "More" }, { kind: "services", label: "Again" }] },
        navigationMessages.servicesOnce,
      ],
      [{ header: [] }, navigationMessages.headerRequired],
      [
        { header: Array.from({ length: NAVIGATION_LIMITS.header + 1 }, () => link("/x")) },
        navigationMessages.headerTooMany,
      ],
      [{ header: [{ kind: "link", label: " ", to: "/x" }] }, navigationMessages.labelRequired],
      [{ header: [{ label: "No kind", to: "/x" }] }, navigationMessages.kindInvalid],
      [{ footer: [{ title: "", links: [] }] }, navigationMessages.titleRequired],
      [
        { footer: Array.from({ length: NAVIGATION_LIMITS.columns + 1 }, () => ({ title: "More", links: [] })) },
        navigationMessages.columnsTooMany,
      ],
      [
        { footer: [{ title: "Full", links: Array.from({ length: NAVIGATION_LIMITS.footer + 1 }, () => link("/x")) }] },
        navigationMessages.footerTooMany,
      ],
      [{ header: [{ ...link("/x"), ref: { kind: "page", id: missingId } }] }, navigationMessages.targetNotFound],
      [{ header: [{ ...link("/x"), ref: { kind: "job", id: missingId } }] }, navigationMessages.targetInvalid],
      [
        {
          header: [
            { ...link("/x"), children: Array.from({ length: NAVIGATION_LIMITS.children + 1 }, () => link("/y")) },
          ],
        },
        navigationMessages.childrenTooMany,
      ],
      [{ header: [{ ...link("/x"), children: [link("javascript:alert(1)")] }] }, navigationMessages.pathInvalid],
    ];
    for (const [payload, message] of refusals) {
      const answer = await save(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().message, JSON.stringify(payload)).toBe(message);
    }
    const site = (await get("/api/v1/site")).json().data;
    expect(site.navigation.header.map((item: { label: string }) => item.label)).toEqual(
      header.map((item) => item.label),
    );
    expect(site.navigation.footer.map((column: { title: string }) => column.title)).toEqual(["Find us"]);
  });

  it("holds footer columns in order, each a heading over its links", async () => {
    const footer = [
      { title: "Company", links: [{ label: "About us", to: "/about" }] },
      { title: "Elsewhere", links: [{ label: "Our blog", to: "https://blog.example.com/", external: true }] },
    ];
    const saved = await save({ footer });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.navigation.footer).toEqual([
      { title: "Company", links: [{ label: "About us", to: "/about", external: false }] },
      { title: "Elsewhere", links: [{ label: "Our blog", to: "https://blog.example.com/", external: true }] },
    ]);
    const editor = await ctx.app.inject({ method: "GET", url: "/api/v1/site/navigation", headers: owner });
    expect(editor.json().data.footer.map((column: { title: string }) => column.title)).toEqual([
      "Company",
      "Elsewhere",
    ]);
    const shown = footerOf((await get("/about")).body);
    expect(shown).toMatch(/<h2[^>]*>Company<\/h2>.*href="\/about".*<h2[^>]*>Elsewhere<\/h2>.*href="https:\/\/blog/s);
  });

  it("reads a part saved with the one-column footer of ADR 0180 as that one column", async () => {
    const oldShape = {
      ...SITE_DEFAULTS.navigation,
      footer: { title: "Old column", links: [{ label: "Jobs", to: "/career" }] },
    };
    await writeSitePart(ctx.app.db, "navigation", oldShape);
    ctx.app.publicContent.changed(["site"]);
    const column = { title: "Old column", links: [{ label: "Jobs", to: "/career", external: false }] };
    expect((await get("/api/v1/site")).json().data.navigation.footer).toEqual([column]);
    const editor = await ctx.app.inject({ method: "GET", url: "/api/v1/site/navigation", headers: owner });
    expect(editor.json().data.footer).toEqual([column]);
    expect(footerOf((await get("/about")).body)).toContain(">Old column<");
    // Saved again, it is stored in the new shape.
    expect((await save({ header })).statusCode).toBe(200);
    const [row] = await ctx.app.db.select().from(siteSettings).where(eq(siteSettings.part, "navigation"));
    expect(row?.value).toMatchObject({ footer: [column] });
  });

  it("links to a page by id: it follows a new slug, and is left out while the page is unpublished or in the trash", async () => {
    const made = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/pages",
      headers: owner,
      payload: { title: "Our team", slug: "our-team", isActive: true },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data._id;
    const team = { label: "Team", to: "/our-team", ref: { kind: "page", id } };
    const saved = await save({
      header: [...header, { kind: "link", ...team }],
      footer: [{ title: "People", links: [team] }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(navOf((await get("/about")).body, "Main")).toContain('href="/our-team"');

    const page = (body: object) =>
      ctx.app.inject({ method: "PATCH", url: `/api/v1/pages/${id}`, headers: owner, payload: body });
    expect((await page({ slug: "the-team" })).statusCode).toBe(200);
    const renamed = (await get("/about")).body;
    expect(navOf(renamed, "Main")).toContain('href="/the-team"');
    expect(footerOf(renamed)).toContain('href="/the-team"');
    expect(renamed).not.toContain('href="/our-team"');
    expect((await get("/api/v1/site")).json().data.navigation.footer[0].links[0]).toMatchObject({ to: "/the-team" });

    expect((await page({ isActive: false })).statusCode).toBe(200);
    const hidden = (await get("/about")).body;
    expect(navOf(hidden, "Main")).not.toContain(">Team<");
    expect(footerOf(hidden)).not.toContain(">Team<");
    expect((await page({ isActive: true })).statusCode).toBe(200);
    expect(navOf((await get("/about")).body, "Main")).toContain('href="/the-team"');

    const trashed = await ctx.app.inject({ method: "DELETE", url: `/api/v1/pages/${id}`, headers: owner });
    expect(trashed.statusCode, trashed.body).toBe(200);
    expect(navOf((await get("/about")).body, "Main")).not.toContain(">Team<");
    expect(
      (await get("/api/v1/site")).json().data.navigation.header.map((item: { label: string }) => item.label),
    ).toEqual(header.map((item) => item.label));
    // The editor still holds the link, so a page brought back from the trash is in the menu again.
    const editor = await ctx.app.inject({ method: "GET", url: "/api/v1/site/navigation", headers: owner });
    expect(editor.json().data.header.at(-1)).toMatchObject({ ref: { kind: "page", id } });
    expect((await save({ header })).statusCode).toBe(200);
  });

  it("refuses a link to a page or an article that does not exist, storing nothing", async () => {
    const before = (await get("/api/v1/site")).json().data.navigation;
    const answer = await save({
      footer: [
        { title: "Read", links: [{ label: "Gone", to: "/blog/gone", ref: { kind: "article", id: missingId } }] },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({
      success: false,
      message: navigationMessages.targetNotFound,
      issues: [{ path: "footer.0.links.0.ref", message: navigationMessages.targetNotFound }],
    });
    expect((await get("/api/v1/site")).json().data.navigation).toEqual(before);
  });

  it("is kept in the part's history and comes back with a restore", async () => {
    const revisions = await ctx.app.inject({ method: "GET", url: "/api/v1/site/navigation/revisions", headers: owner });
    expect(revisions.statusCode, revisions.body).toBe(200);
    const list = revisions.json().data;
    const first = list.at(-1);
    const restored = await ctx.app.inject({
      method: "POST",
      url: `/api/v1/site/navigation/revisions/${first._id}/restore`,
      headers: owner,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await get("/api/v1/site")).json().data.navigation).toEqual(SITE_DEFAULTS.navigation);
  });
});
