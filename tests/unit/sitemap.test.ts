import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "../../app/lib/sitemap.ts";

describe("sitemap and robots", () => {
  it("lists absolute, escaped URLs with their last change", () => {
    const xml = sitemapXml("https://agency.example", [
      { path: "/" },
      { path: "/project-details?id=a&b", lastModified: "2025-01-02" },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<url><loc>https://agency.example/</loc></url>");
    expect(xml).toContain("<loc>https://agency.example/project-details?id=a&amp;b</loc><lastmod>2025-01-02</lastmod>");
  });

  it("keeps crawlers out of the back office and the API and names the sitemap", () => {
    const robots = robotsTxt("https://agency.example");
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/api$/m);
    expect(robots).toContain("Sitemap: https://agency.example/sitemap.xml");
  });
});
