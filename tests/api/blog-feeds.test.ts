import Parser from "rss-parser";
import { describe, expect, it } from "vitest";
import { imageVariantWidths } from "../../domain/images.ts";
import { draftsTestApp } from "../support/drafts-app.ts";

/** Feeds found and read anywhere (issue 68, ADR 0248). */
const t = draftsTestApp({ ssr: "development" });
const { api, get } = t;

const picture = "/uploads/0123456789abcdef0123.webp";
const text = (value: string, marks?: object[]) => ({ type: "text", text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: object[]) => ({ type: "paragraph", content });

/** A published article (created without `isActive`, an article is a draft). */
const create = async (payload: object) => {
  const res = await api("POST", "/articles", { isActive: true, ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};

/** The `<link rel="alternate">` tags of a page's head naming a feed (not a language's version: those have no type). */
const alternates = (html: string) =>
  [...html.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)].map(([tag]) => tag).filter((tag) => tag.includes(" type="));

describe("the blog's feeds", () => {
  it("are named by a <link rel=alternate> on every public page, the 404 page included", async () => {
    const article = await create({ title: "Linked from everywhere", slug: "linked-from-everywhere" });
    const origin = t.ctx.config.publicUrl;
    for (const path of ["/", "/about", "/contact", "/blog", `/blog/${article.slug}`, "/career", "/no-such-page"]) {
      const tags = alternates((await get(path)).body);
      expect(tags, path).toEqual([
        expect.stringContaining(`type="application/rss+xml"`),
        expect.stringContaining(`type="application/feed+json"`),
      ]);
      expect(tags[0], path).toContain(`href="${origin}/blog/rss.xml"`);
      expect(tags[1], path).toContain(`href="${origin}/blog/feed.json"`);
      expect(tags[0], path).toMatch(/title="[^"]+ blog"/);
    }
  });

  it("answer /feed and /rss.xml with one 301 to the RSS feed, the query carried", async () => {
    for (const path of ["/feed", "/feed/", "/rss.xml"]) {
      const res = await get(`${path}?utm_source=reader`);
      expect(res.statusCode, path).toBe(301);
      expect(res.headers.location, path).toBe("/blog/rss.xml?utm_source=reader");
      expect(res.headers["cache-control"], path).toBe("public, max-age=3600");
    }
    expect((await get("/feed")).headers.location).toBe("/blog/rss.xml");
    // They are the site's own addresses: a page may not take them, nor a redirect start there.
    expect((await api("POST", "/pages", { title: "Feed", slug: "feed" })).statusCode).toBe(400);
    expect((await api("POST", "/redirects", { from: "/feed", to: "/blog" })).statusCode).toBe(400);
  });

  it("carry full addresses everywhere in a body (every srcset candidate too) and a video as a link with its picture", async () => {
    const body = {
      type: "doc",
      content: [
        paragraph(text("See "), text("our work", [{ type: "link", attrs: { href: "/projects" } }])),
        { type: "picture", attrs: { src: picture, alt: "Our studio", caption: "" } },
        {
          type: "video",
          attrs: { provider: "youtube", id: "dQw4w9WgXcQ", title: "Our process", poster: picture },
        },
        { type: "video", attrs: { provider: "vimeo", id: "76979871", title: "" } },
      ],
    };
    await create({ title: "Full addresses", slug: "full-addresses", body });
    const origin = t.ctx.config.publicUrl;
    const feed = await new Parser().parseString((await get("/blog/rss.xml")).body);
    const item = feed.items.find((entry) => entry.title === "Full addresses");
    const content = String(item?.["content:encoded"]);
    expect(content).toContain(`href="${origin}/projects"`);
    expect(content).toContain(`src="${origin}${picture}"`);
    const srcsets = [...content.matchAll(/srcset="([^"]*)"/g)].map(([, value]) => value);
    expect(srcsets.length).toBeGreaterThan(0);
    for (const srcset of srcsets) {
      const candidates = srcset.split(",").map((candidate) => candidate.trim().split(" ")[0]);
      expect(candidates).toHaveLength(imageVariantWidths.length);
      for (const candidate of candidates) expect(candidate.startsWith(`${origin}/uploads/`), candidate).toBe(true);
    }
    // No address of the site is left relative anywhere in the body.
    expect(content).not.toMatch(/(?:href|src|srcset|poster)="\/(?!\/)/);
    expect(content).not.toMatch(/, \/uploads\//);
    // A reader runs no script: a video is a link to it, with its picture, never an empty button.
    expect(content).not.toContain("<button");
    expect(content).toMatch(
      /<a href="https:\/\/www\.youtube\.com\/watch\?v=dQw4w9WgXcQ"><img[^>]*src="[^"]*\/uploads\/[^"]*"[^>]*><br>Watch the video: Our process<\/a>/,
    );
    expect(content).toContain('<a href="https://vimeo.com/76979871">Watch the video</a>');
    // The page itself keeps its player.
    expect((await get("/blog/full-addresses")).body).toContain('data-player="https://www.youtube-nocookie.com/embed/');
  });

  it("give the blog's later pages a title of their own", async () => {
    for (let i = 0; i < 11; i++) await create({ title: `Paged article ${i}` });
    const first = (await get("/blog")).body;
    const second = (await get("/blog?page=2")).body;
    const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    expect(titleOf(first)).toMatch(/^Blog\b/);
    expect(titleOf(first)).not.toContain("Page");
    expect(titleOf(second)).toMatch(/^Blog – Page 2\b/);
    expect(titleOf(second)).not.toBe(titleOf(first));
  });
});
