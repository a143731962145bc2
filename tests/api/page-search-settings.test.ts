import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedPageNames, fixedPages } from "../../domain/fixed-pages.ts";
import { searchSettingMessages } from "../../domain/search-settings.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/**
 * Search settings per fixed page (issue 53, ADR 0179): Site › Search and sharing gives /about,
 * /services … a title, description, noindex and canonical of their own, shown in the served <head>
 * and heeded by the sitemap; a save of the part's other fields keeps them.
 */
let ctx: TestContext;
let owner: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp({}, undefined, "development");
  owner = bearer((await signInAsSuperAdmin(ctx)).token);
}, 120_000);
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: "GET", url });
const saveSeo = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: "PATCH", url: "/api/v1/site/seo", headers: owner, payload });
const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(headOf(html))?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(headOf(html))?.[1];
const locsOf = async () => [...(await get("/sitemap.xml")).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
const pagesRead = async () => (await get("/api/v1/site")).json().data.seo.pages;

describe("search settings per fixed page", () => {
  it("are empty by default: every fixed page keeps its own title and address, all in the sitemap", async () => {
    const pages = await pagesRead();
    expect(Object.keys(pages)).toEqual(fixedPageNames);
    expect(pages.about).toEqual({ title: "", description: "", image: "", noindex: false, canonical: "" });
    const about = (await get("/about")).body;
    expect(titleOf(about)).toContain("About Us");
    expect(canonicalOf(about)).toBe(`${ctx.config.publicUrl}/about`);
    const locs = await locsOf();
    for (const name of fixedPageNames) expect(locs).toContain(`${ctx.config.publicUrl}${fixedPages[name].path}`);
  });

  it("replace a page's title, description, canonical and indexing; the sitemap leaves out what is hidden", async () => {
    const settings = {
      about: { title: "Who we are — Ravi Digital, Lahore", description: "A team of forty in Lahore." },
      services: { noindex: true },
      products: { canonical: "/projects" },
    };
    const saved = await saveSeo({ pages: settings });
    expect(saved.statusCode, saved.body).toBe(200);

    const about = (await get("/about")).body;
    expect(titleOf(about)).toBe("Who we are — Ravi Digital, Lahore");
    expect(metaOf(about, "name", "description")).toBe("A team of forty in Lahore.");
    expect(metaOf(about, "property", "og:title")).toBe("Who we are — Ravi Digital, Lahore");
    expect(metaOf(about, "name", "robots")).toBeUndefined();
    expect(metaOf((await get("/services")).body, "name", "robots")).toBe("noindex");
    const products = (await get("/products")).body;
    expect(canonicalOf(products)).toBe(`${ctx.config.publicUrl}/projects`);
    expect(metaOf(products, "property", "og:url")).toBe(`${ctx.config.publicUrl}/projects`);
    // Pages without settings of their own are as before.
    expect(titleOf((await get("/contact")).body)).toContain("Contact");

    const locs = await locsOf();
    expect(locs).toContain(`${ctx.config.publicUrl}/about`);
    expect(locs).not.toContain(`${ctx.config.publicUrl}/services`);
    expect(locs).not.toContain(`${ctx.config.publicUrl}/products`);
  });

  it("are kept by a save of the part's other fields, and saved whole when sent", async () => {
    expect((await saveSeo({ siteName: "Ravi Digital" })).statusCode).toBe(200);
    expect((await pagesRead()).about.title).toBe("Who we are — Ravi Digital, Lahore");
    expect((await saveSeo({ pages: { contact: { title: "Talk to us" } } })).statusCode).toBe(200);
    const pages = await pagesRead();
    expect(pages.contact.title).toBe("Talk to us");
    expect(pages.about.title).toBe("");
    expect(titleOf((await get("/contact")).body)).toBe("Talk to us");
    expect((await locsOf()).includes(`${ctx.config.publicUrl}/services`)).toBe(true);
  });

  it("refuse what breaks their rules with 400 in the contract's shape, changing nothing", async () => {
    const refusals: [unknown, string][] = [
      [{ about: { title: "x".repeat(71) } }, searchSettingMessages.titleTooLong],
      [{ about: { description: "x".repeat(301) } }, searchSettingMessages.descriptionTooLong],
      [{ about: { canonical: "javascript:alert(1)" } }, searchSettingMessages.canonicalInvalid],
      [{ about: { noindex: "yes" } }, searchSettingMessages.noindexInvalid],
      ["all of them", searchSettingMessages.pagesInvalid],
    ];
    for (const [pages, message] of refusals) {
      const answer = await saveSeo({ pages });
      expect(answer.statusCode, JSON.stringify(pages)).toBe(400);
      expect(answer.json().message, JSON.stringify(pages)).toBe(message);
    }
    expect((await pagesRead()).contact.title).toBe("Talk to us");
  });

  it("a record whose canonical is its own address written in full stays in the sitemap", async () => {
    const job = await insertJob(ctx.database.db, { slug: "own-canonical-job" });
    const own = `${ctx.config.publicUrl}/career/own-canonical-job`;
    const changed = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/job/update/${job.id}`,
      headers: owner,
      payload: { seo: { canonical: own } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await locsOf()).toContain(own);
  });
});
