import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { robotsTxt, type SitemapEntry, sitemapDocument, sitemapParts, sitemapXml } from "../../app/lib/sitemap.ts";
import { handle } from "../../app/routes/sitemap.ts";
import { SITEMAP_MAX_URLS, sitemapPartPath } from "../../domain/sitemap.ts";
import { pageKeyFor } from "../../server/pages/page-key.ts";
import { pageRouteMatcher } from "../../server/pages/route-matcher.ts";

const ORIGIN = "https://agency.example";

describe("sitemap and robots", () => {
  it("lists absolute, escaped URLs with their last change", () => {
    const xml = sitemapXml(ORIGIN, [{ path: "/" }, { path: "/project-details?id=a&b", lastModified: "2025-01-02" }]);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain("<url><loc>https://agency.example/</loc></url>");
    expect(xml).toContain("<loc>https://agency.example/project-details?id=a&amp;b</loc><lastmod>2025-01-02</lastmod>");
  });

  it("keeps crawlers out of the back office and the API and names the sitemap", () => {
    const robots = robotsTxt(ORIGIN);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/api$/m);
    expect(robots).toContain("Sitemap: https://agency.example/sitemap.xml");
  });
});

/** `count` addresses /p1, /p2 …, the n-th last changed on day n of January 2025 (none for n > 31). */
const entriesOf = (count: number): SitemapEntry[] =>
  Array.from({ length: count }, (_, i) => ({
    path: `/p${i + 1}`,
    ...(i < 31 ? { lastModified: `2025-01-${String(i + 1).padStart(2, "0")}` } : {}),
  }));
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);

describe("a sitemap past its limit (ADR 0170)", () => {
  it("is the sitemaps.org limit of 50,000 addresses, and a part is the root file with a query", () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(sitemapPartPath(2)).toBe("/sitemap.xml?part=2");
  });

  it("cuts the entries in order into parts of at most the limit", () => {
    expect(sitemapParts(entriesOf(0), 3)).toEqual([]);
    expect(sitemapParts(entriesOf(3), 3)).toEqual([entriesOf(3)]);
    expect(sitemapParts(entriesOf(4), 3).map((part) => part.map((e) => e.path))).toEqual([
      ["/p1", "/p2", "/p3"],
      ["/p4"],
    ]);
    expect(sitemapParts(entriesOf(7), 3).map((part) => part.length)).toEqual([3, 3, 1]);
  });

  it("stays the one urlset it always was while the entries fit, exactly the limit included", () => {
    const entries = [{ path: "/" }, { path: "/about?x=1&y", lastModified: "2025-01-02" }, { path: "/career" }];
    expect(sitemapDocument(ORIGIN, entries, null, 3)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        "  <url><loc>https://agency.example/</loc></url>\n" +
        "  <url><loc>https://agency.example/about?x=1&amp;y</loc><lastmod>2025-01-02</lastmod></url>\n" +
        "  <url><loc>https://agency.example/career</loc></url>\n" +
        "</urlset>\n",
    );
    expect(sitemapDocument(ORIGIN, entries, null)).toBe(sitemapXml(ORIGIN, entries));
    // No index, so no parts: a part asked for is not found.
    expect(sitemapDocument(ORIGIN, entries, "1", 3)).toBeUndefined();
  });

  it("splits at the real limit: 50,000 addresses are one urlset, 50,001 an index of 50,000 and 1", () => {
    const atLimit = entriesOf(SITEMAP_MAX_URLS);
    expect(sitemapDocument(ORIGIN, atLimit, null)).toBe(sitemapXml(ORIGIN, atLimit));
    const past = entriesOf(SITEMAP_MAX_URLS + 1);
    expect(locsOf(sitemapDocument(ORIGIN, past, null) ?? "")).toEqual([
      `${ORIGIN}/sitemap.xml?part=1`,
      `${ORIGIN}/sitemap.xml?part=2`,
    ]);
    expect(locsOf(sitemapDocument(ORIGIN, past, "1") ?? "")).toHaveLength(SITEMAP_MAX_URLS);
    expect(locsOf(sitemapDocument(ORIGIN, past, "2") ?? "")).toEqual([`${ORIGIN}/p${SITEMAP_MAX_URLS + 1}`]);
    expect(sitemapDocument(ORIGIN, past, "3")).toBeUndefined();
  });

  it("past the limit by one, is an index of two parts, each dated by its newest change", () => {
    const xml = sitemapDocument(ORIGIN, entriesOf(4), null, 3);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "  <sitemap><loc>https://agency.example/sitemap.xml?part=1</loc><lastmod>2025-01-03</lastmod></sitemap>\n" +
        "  <sitemap><loc>https://agency.example/sitemap.xml?part=2</loc><lastmod>2025-01-04</lastmod></sitemap>\n" +
        "</sitemapindex>\n",
    );
  });

  it("dates a part by its newest change whatever the order, and leaves the date out of a part without any", () => {
    const entries = [
      { path: "/a", lastModified: "2025-03-01" },
      { path: "/b", lastModified: "2025-05-01" },
      { path: "/c", lastModified: "2025-04-01" },
      { path: "/d" },
    ];
    const xml = sitemapDocument(ORIGIN, entries, null, 3) ?? "";
    expect(xml).toContain(
      "<loc>https://agency.example/sitemap.xml?part=1</loc><lastmod>2025-05-01</lastmod></sitemap>",
    );
    expect(xml).toContain("<loc>https://agency.example/sitemap.xml?part=2</loc></sitemap>");
  });

  it("answers each part as a urlset of its own addresses, and nothing past the last or for a malformed number", () => {
    const entries = entriesOf(40);
    const index = sitemapDocument(ORIGIN, entries, null, 15) ?? "";
    expect(locsOf(index)).toEqual([1, 2, 3].map((n) => `${ORIGIN}/sitemap.xml?part=${n}`));
    const parts = [1, 2, 3].map((n) => sitemapDocument(ORIGIN, entries, String(n), 15) ?? "");
    for (const part of parts)
      expect(part).toContain(
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      );
    expect(parts.map((part) => locsOf(part).length)).toEqual([15, 15, 10]);
    // Every address once, in order, across the parts.
    expect(parts.flatMap(locsOf)).toEqual(entries.map((e) => `${ORIGIN}${e.path}`));
    expect(parts[0]).toBe(sitemapXml(ORIGIN, entries.slice(0, 15)));
    for (const missing of ["4", "0", "-1", "01", "1.0", "x", "", "99999999999999999999"])
      expect(sitemapDocument(ORIGIN, entries, missing, 15), missing).toBeUndefined();
  });

  it("is cached part by part: the page cache keys /sitemap.xml by its part and nothing else", () => {
    const routes: ServerBuild["routes"] = {
      root: { id: "root", path: "", module: { default: () => null } },
      sitemap: { id: "sitemap", parentId: "root", path: "sitemap.xml", module: { default: () => null, handle } },
    };
    const key = pageKeyFor(pageRouteMatcher(routes));
    expect(key({ url: "/sitemap.xml?utm_source=x" })).toBe("/sitemap.xml");
    expect(key({ url: "/sitemap.xml?part=2&utm_source=x" })).toBe("/sitemap.xml?part=2");
  });
});
