import Parser from "rss-parser";
import { describe, expect, it } from "vitest";
import { FEED_SIZE, type FeedArticle, jsonFeed, rssFeed } from "../../server/feeds/article-feeds.ts";

const site = {
  origin: "https://agency.example",
  name: "Ravi Digital",
  description: "Notes from the studio",
  language: "en",
};
const article = (n: number, more: Partial<FeedArticle> = {}): FeedArticle => ({
  title: `Article ${n} & <friends>`,
  path: `/blog/article-${n}`,
  summary: `What article ${n} is about`,
  html: `<h2 id="start">Start</h2><p>Body ${n} with <a href="/contact">a link</a></p><img src="/uploads/a.webp" alt="A">`,
  publishedAt: new Date(Date.UTC(2026, 10, n)),
  updatedAt: new Date(Date.UTC(2026, 10, n, 12)),
  author: { name: "Ayesha Khan", path: "/blog/author/ayesha-khan", photo: "/uploads/ayesha.webp" },
  tags: ["design", "case study"],
  cover: `/uploads/cover-${n}.webp`,
  ...more,
});

describe("the blog's feeds", () => {
  const articles = [article(3), article(2, { author: null, cover: null, tags: [] }), article(1)];

  it("are RSS 2.0 a feed library reads: every article with its address, summary, body, tags and date", async () => {
    const feed = await new Parser().parseString(rssFeed(site, articles));
    expect(feed.title).toBe("Ravi Digital blog");
    expect(feed.link).toBe("https://agency.example/blog");
    expect(feed.items.map((item) => item.link)).toEqual(
      [3, 2, 1].map((n) => `https://agency.example/blog/article-${n}`),
    );
    const [first] = feed.items;
    expect(first?.title).toBe("Article 3 & <friends>");
    expect(first?.contentSnippet ?? first?.summary).toBeDefined();
    expect(first?.categories).toEqual(["design", "case study"]);
    expect(first?.creator ?? first?.author).toBe("Ayesha Khan");
    expect(new Date(first?.pubDate ?? "").toISOString()).toBe("2026-11-03T00:00:00.000Z");
    // The body travels whole, its links and pictures made full addresses for a reader off the site.
    expect(first?.["content:encoded"]).toContain('href="https://agency.example/contact"');
    expect(first?.["content:encoded"]).toContain('src="https://agency.example/uploads/a.webp"');
  });

  it("are JSON Feed with the same articles", () => {
    const feed = JSON.parse(jsonFeed(site, articles));
    expect(feed.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1/);
    expect(feed.feed_url).toBe("https://agency.example/blog/feed.json");
    expect(feed.items.map((item: { url: string }) => item.url)).toEqual(
      [3, 2, 1].map((n) => `https://agency.example/blog/article-${n}`),
    );
    expect(feed.items[0]).toMatchObject({
      title: "Article 3 & <friends>",
      summary: "What article 3 is about",
      tags: ["design", "case study"],
      image: "https://agency.example/uploads/cover-3.webp",
      date_published: "2026-11-03T00:00:00.000Z",
    });
    expect(feed.items[1].image).toBeUndefined();
    // The author profile: their name, their page and their photo, full addresses.
    expect(feed.items[0].author).toEqual({
      name: "Ayesha Khan",
      url: "https://agency.example/blog/author/ayesha-khan",
      avatar: "https://agency.example/uploads/ayesha.webp",
    });
    expect(feed.items[1].author).toBeUndefined();
  });

  it(`list the newest ${FEED_SIZE} at most`, async () => {
    const many = Array.from({ length: FEED_SIZE + 5 }, (_unused, index) => article(index + 1));
    expect((await new Parser().parseString(rssFeed(site, many))).items).toHaveLength(FEED_SIZE);
    expect(JSON.parse(jsonFeed(site, many)).items).toHaveLength(FEED_SIZE);
  });

  it("is an empty feed, well formed, when nothing is published", async () => {
    expect((await new Parser().parseString(rssFeed(site, []))).items).toEqual([]);
    expect(JSON.parse(jsonFeed(site, [])).items).toEqual([]);
  });
});
