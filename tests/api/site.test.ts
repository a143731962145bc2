import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SitePart, siteMessages } from "../../domain/site.ts";
import { SITE_DEFAULTS } from "../../domain/site-defaults.ts";
import { loneSurrogateMessage } from "../../domain/text-patterns.ts";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { entriesOf } from "../support/audit.ts";
import { siteStaff } from "../support/site-staff.ts";
import type { TestContext } from "../support/test-app.ts";

let ctx: TestContext;
let owner: Record<string, string>;
let member: Record<string, string>;
let editor: Record<string, string>;

beforeAll(async () => {
  ({ ctx, owner, member, editor } = await siteStaff({
    member: "member-site",
    role: "Site editor",
    editor: "site-editor",
  }));
});
afterAll(() => ctx.close());

const readSite = async () => {
  const response = await ctx.app.inject({ method: "GET", url: "/api/v1/site" });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
const patch = (part: SitePart, payload: Record<string, unknown>, headers = owner) =>
  ctx.app.inject({ method: "PATCH", url: `/api/v1/site/${part}`, headers, payload });

describe("GET /api/v1/site", () => {
  it("answers today's texts and constants before anything is saved", async () => {
    const site = await readSite();
    const { privacy, seo, ...parts } = SITE_DEFAULTS;
    expect(site).toMatchObject(parts);
    expect(site.contact.phones).toEqual(["+92 42 3589 0000"]);
    expect(site.home.headline).toBe("Be the market Leader in your industry");
    expect(site.about.values.map((value: { title: string }) => value.title)).toEqual([
      "Innovation",
      "Integrity",
      "Quality",
      "Collaboration",
      "User-Centric Focus",
      "Accountability",
      "Continuous Improvement",
    ]);
    expect(site.seo).toEqual({
      ...seo,
      shareImage: "/images/og-default.png",
      organisationLogo: "/images/logo-mark.png",
    });
    expect(site.privacy.markdown).toBe(privacy.markdown);
    // The retention placeholder is filled in with this instance's setting (365 days by default).
    expect(site.privacy.html).toContain("<h2>What we collect</h2>");
    expect(site.privacy.html).toContain("resumes for one year after we receive them");
  });
});

describe("PATCH /api/v1/site/:part", () => {
  const saves: [SitePart, Record<string, unknown>][] = [
    [
      "contact",
      {
        phones: ["+92 300 1234567", "042 111 222 333"],
        latitude: -33.5,
        social: { linkedin: "https://www.linkedin.com/company/ravi" },
      },
    ],
    ["home", { headline: "Lead your market", offerings: SITE_DEFAULTS.home.offerings.toReversed() }],
    ["about", { vision: "A clearer vision.", values: SITE_DEFAULTS.about.values.slice(0, 2).toReversed() }],
    ["careers", { headline: "Join us", companyOverview: "We are a small studio." }],
    ["privacy", { markdown: "## Our policy\n\nWe keep *very* little." }],
    ["seo", { siteName: "Ravi Studio", titleTemplate: "%s — Ravi Studio", noindex: true }],
    ["portfolio", { filterCategories: ["Mobile App Development", "UI/UX Design"] }],
  ];

  it.each(saves)("saves the %s part's fields, keeps the rest, and records before and after", async (part, fields) => {
    const before = await readSite();
    const { result: response, entries } = await entriesOf(ctx, () => patch(part, fields));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(siteMessages.updated);
    const after = await readSite();
    expect(after[part]).toMatchObject({ ...fields });
    expect(response.json().data[part]).toEqual(after[part]);
    for (const other of Object.keys(before).filter((key) => key !== part)) expect(after[other]).toEqual(before[other]);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "update", entity: "site", entityId: part });
    const firstField = Object.keys(fields)[0];
    expect(entries[0].after).toHaveProperty(firstField);
    expect(entries[0].before).toHaveProperty(firstField, before[part][firstField]);
  });

  it("renders the privacy Markdown, with raw HTML and javascript: links inert", async () => {
    const markdown =
      '## Hello\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3)) and [ok](https://example.com)';
    expect((await patch("privacy", { markdown })).statusCode).toBe(200);
    const { html, markdown: stored } = (await readSite()).privacy;
    expect(stored).toBe(markdown);
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(2)&quot;&gt;");
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>');
  });

  const refusals: [SitePart, Record<string, unknown>, string, string][] = [
    ["contact", { phones: ["call me"] }, "phones.0", siteMessages.phoneInvalid],
    ["contact", { phones: [] }, "phones", siteMessages.phonesRequired],
    ["contact", { latitude: 90.5 }, "latitude", siteMessages.latitude],
    ["contact", { longitude: -181 }, "longitude", siteMessages.longitude],
    ["contact", { zoom: 20 }, "zoom", siteMessages.zoom],
    ["contact", { zoom: 0 }, "zoom", siteMessages.zoom],
    ["contact", { email: "not-an-address" }, "email", siteMessages.emailInvalid],
    ["contact", { social: { facebook: "http://facebook.com/ravi" } }, "social.facebook", siteMessages.httpsOnly],
    ["contact", { social: { x: "javascript:alert(1)" } }, "social.x", siteMessages.httpsOnly],
    ["home", { headline: "" }, "headline", "Headline is required"],
    ["home", { headline: "x".repeat(121) }, "headline", "Headline must be at most 120 characters"],
    ["home", { offerings: SITE_DEFAULTS.home.offerings.slice(0, 3) }, "offerings", siteMessages.offerings],
    ["about", { values: [] }, "values", siteMessages.valuesRequired],
    ["careers", { subline: "   " }, "subline", "Subline is required"],
    ["privacy", { markdown: "" }, "markdown", "Privacy page is required"],
    ["seo", { titleTemplate: "Ravi" }, "titleTemplate", siteMessages.titleTemplate],
    ["seo", { noindex: "yes" }, "noindex", "Hide from search engines must be true or false"],
    ["portfolio", { filterCategories: [] }, "filterCategories", siteMessages.filterCategoriesRequired],
    ["portfolio", { filterCategories: ["  "] }, "filterCategories.0", "Category is required"],
    ["portfolio", { filterCategories: Array(9).fill("Web") }, "filterCategories", siteMessages.filterCategoriesTooMany],
    // Half a surrogate pair: no character, and PostgreSQL's jsonb would refuse it.
    ["privacy", { markdown: "broken \ud800 text" }, "markdown", loneSurrogateMessage],
    ["contact", { social: { github: "https://github.com/\ud800" } }, "social.github", loneSurrogateMessage],
  ];

  it.each(refusals)(
    "refuses a broken %s value (%j) with the field's message and changes nothing",
    async (part, fields, path, message) => {
      const before = await readSite();
      const auditCount = (await ctx.database.db.select().from(auditLog)).length;
      const response = await patch(part, fields);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(body.issues).toContainEqual(expect.objectContaining({ path, message }));
      expect(await readSite()).toEqual(before);
      expect((await ctx.database.db.select().from(auditLog)).length).toBe(auditCount);
    },
  );

  it("is refused to a Member without the site right and to visitors, and allowed with it", async () => {
    const denied = await patch("home", { headline: "Not mine" }, member);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe("You do not have permission to update site content");
    expect((await patch("home", { headline: "Not mine" }, {})).statusCode).toBe(401);
    expect((await readSite()).home.headline).not.toBe("Not mine");
    const allowed = await patch("home", { headline: "Edited by the site editor" }, editor);
    expect(allowed.statusCode).toBe(200);
    expect((await readSite()).home.headline).toBe("Edited by the site editor");
  });

  it("drops the cached public read at once: the next request shows the change", async () => {
    await readSite();
    const cached = await ctx.app.inject({ method: "GET", url: "/api/v1/site" });
    expect(cached.headers["x-cache"]).toBe("HIT");
    expect((await patch("contact", { phones: ["+92 42 1111 2222"] })).statusCode).toBe(200);
    const fresh = await ctx.app.inject({ method: "GET", url: "/api/v1/site" });
    expect(fresh.headers["x-cache"]).not.toBe("HIT");
    expect(fresh.json().data.contact.phones).toEqual(["+92 42 1111 2222"]);
  });
});
