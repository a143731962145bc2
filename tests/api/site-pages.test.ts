import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/** The public pages rendered by the server (React Router through Vite) show the site's content. */
let ctx: TestContext;
let owner: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp({}, undefined, "development");
  owner = bearer((await signInAsSuperAdmin(ctx)).token);
}, 120_000);
afterAll(() => ctx.close());

const page = async (url: string) => {
  const response = await ctx.app.inject({ method: "GET", url });
  expect(response.statusCode, url).toBe(200);
  return response.body;
};
const save = async (part: string, payload: Record<string, unknown>) => {
  const response = await ctx.app.inject({ method: "PATCH", url: `/api/v1/site/${part}`, headers: owner, payload });
  expect(response.statusCode, response.body).toBe(200);
};

describe("served pages", () => {
  it("show today's texts before any edit", async () => {
    const home = await page("/");
    expect(home).toContain("Be the market Leader in your industry");
    expect(home).toContain('href="tel:+924235890000"');
    expect(home).toContain("© 2019 Ravi Digital. All rights reserved.");
    const privacy = await page("/privacy");
    expect(privacy).toContain("<h2>What we collect</h2>");
    expect(privacy).toContain("resumes for one year after we receive them");
  });

  it("render the privacy Markdown with raw HTML, onerror= and javascript: links inert", async () => {
    const markdown =
      '## Our policy\n\n<script>alert("owned")</script>\n\n<img src=x onerror="alert(2)">\n\n[click me](javascript:alert(3)) and *kept* text';
    await save("privacy", { markdown });
    // Stored as the text staff wrote, not cleaned up: only its rendering is made inert.
    const site = await ctx.app.inject({ method: "GET", url: "/api/v1/site" });
    expect(site.json().data.privacy.markdown).toBe(markdown);
    const html = await page("/privacy");
    const body = html.slice(html.indexOf('class="privacy-body"'));
    expect(body).toContain("<h2>Our policy</h2>");
    expect(body).toContain("&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt;");
    expect(body).not.toMatch(/<script>alert/);
    expect(body).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toMatch(/<[a-z][^>]*\sonerror=/i);
    expect(html).not.toMatch(/href="javascript:/i);
    expect(body).toContain("[click me](javascript:alert(3))");
    expect(body).toContain("<em>kept</em>");
  });

  it("show an edit on the next request: footer, home hero, meta tags and JSON-LD", async () => {
    await save("contact", {
      phones: ["+92 300 7654321"],
      social: { linkedin: "https://www.linkedin.com/company/ravi" },
    });
    await save("home", { headline: "Lead with software" });
    await save("seo", {
      siteName: "Ravi Studio",
      titleTemplate: "%s · Ravi Studio",
      organisationName: "Ravi Studio Ltd",
      noindex: true,
    });
    const home = await page("/");
    expect(home).toContain("Lead with software");
    expect(home).toContain('href="tel:+923007654321"');
    expect(home).toContain("<title>Lead with software · Ravi Studio</title>");
    expect(home).toContain('<meta property="og:site_name" content="Ravi Studio"/>');
    expect(home).toContain('<meta name="robots" content="noindex"/>');
    expect(home).toContain('"name":"Ravi Studio Ltd"');
    expect(home).toContain('"sameAs":["https://www.linkedin.com/company/ravi"]');
    expect(await page("/contact")).toContain("+92 300 7654321");
  });

  it("show the filter chips staff chose on the projects page and the home page", async () => {
    const chip = (name: string) => `>${name}</`;
    const before = await page("/projects");
    expect(before).toContain(chip("Web Development"));
    await save("portfolio", { filterCategories: ["Mobile App Development"] });
    const projects = await page("/projects");
    expect(projects).toContain(chip("Mobile App Development"));
    expect(projects).not.toContain(chip("Web Development"));
    expect(await page("/")).not.toContain(chip("Web Development"));
  });
});
