import { and, count, eq, isNull } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { variantUrl } from "../../domain/images.ts";
import type { ImportDto } from "../../domain/wordpress-import.ts";
import { renderDocument } from "../../server/blocks/render-html.ts";
import {
  articles,
  authors,
  contentDrafts,
  contentRevisions,
  media,
  pages,
  redirects,
} from "../../server/db/schema/content.ts";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { tags } from "../../server/modules/articles/schema.ts";
import { importedItems } from "../../server/modules/wordpress-import/schema.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { attachmentUrls, importForm, isPictureUrl, themeUnitTest, uploadsZip } from "../support/wordpress-exports.ts";

/** A limit for a hang, not a speed: an import of a site takes tens of seconds on a busy machine. */
const RUN_LIMIT = 180_000;

/**
 * Importing WordPress's public theme unit test export (docs/api.md "Importing a WordPress site",
 * ADRs 0240–0244): what a dry run reports, what the import makes (counted against the file, read
 * here with plain regular expressions, not the importer's reader), the blocks its posts become, the
 * old addresses that answer 301, and a second import that makes nothing.
 */
let ctx: TestContext;
let admin: Record<string, string>;
let xml: string;
let uploads: Buffer;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
  xml = themeUnitTest();
  uploads = await uploadsZip(attachmentUrls(xml));
}, RUN_LIMIT);
afterAll(() => ctx.close());

/** The file's own figures, counted from its text. */
function fileCounts(text: string) {
  const items = [...text.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1] ?? "");
  const field = (item: string, name: string) =>
    new RegExp(`<wp:${name}>(?:<!\\[CDATA\\[)?([^<\\]]*)`).exec(item)?.[1]?.trim() ?? "";
  const typed = (type: string) => items.filter((item) => field(item, "post_type") === type);
  const names = new Set<string>();
  const add = (name: string) => names.add(name.replace(/\s+/g, " ").trim().toLowerCase());
  for (const match of text.matchAll(/<wp:(?:cat_name|tag_name)>(?:<!\[CDATA\[)?([^<\]]*)/g)) add(match[1] ?? "");
  for (const item of typed("post"))
    for (const match of item.matchAll(/<category domain="(?:category|post_tag)"[^>]*>(?:<!\[CDATA\[)?([^<\]]*)/g))
      add(match[1] ?? "");
  return {
    articles: typed("post").length,
    pages: typed("page").length,
    media: attachmentUrls(text).filter(isPictureUrl).length,
    tags: names.size,
    authors: (text.match(/<wp:author>/g) ?? []).length,
  };
}

async function importFile(form: FormData): Promise<ImportDto> {
  const started = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/import/wordpress",
    headers: admin,
    payload: form,
  });
  expect(started.statusCode, started.body).toBe(202);
  expect(started.json().data.status).toBe("queued");
  await ctx.app.wordpressImports.settled();
  const read = await ctx.app.inject({
    method: "GET",
    url: `/api/v1/import/${started.json().data._id}`,
    headers: admin,
  });
  expect(read.statusCode).toBe(200);
  expect(read.headers["cache-control"]).toBe("no-store");
  return read.json().data;
}

const rows = async (table: PgTable) => (await ctx.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

const draftOnly = async (kind: "article" | "page") =>
  (
    await ctx.database.db
      .select({ n: count() })
      .from(contentDrafts)
      .where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.draftOnly, true)))
  )[0]?.n ?? 0;

const articleBody = async (slug: string) => {
  const [row] = await ctx.database.db.select({ body: articles.body }).from(articles).where(eq(articles.slug, slug));
  if (!row) throw new Error(`no article at ${slug}`);
  return row.body;
};

describe("the theme unit test export", () => {
  it(
    "a dry run reports what the import would make, and what it cannot, and stores nothing",
    async () => {
      const expected = fileCounts(xml);
      const report = await importFile(importForm(xml, { dryRun: true, uploads }));
      expect(report).toMatchObject({ status: "done", dryRun: true, progress: 1, phase: "finished", error: null });
      expect(report.counts).toMatchObject(expected);
      expect(report.counts.redirects).toBeGreaterThan(expected.articles + expected.pages);
      expect(report.counts.menuItems).toBeGreaterThan(0);
      // What cannot be made, each with its reason: the audio and video attachments, a tag limit, an unknown shortcode.
      const reasons = report.problems.map((problem) => `${problem.item}: ${problem.reason}`);
      expect(reasons).toContainEqual(expect.stringMatching(/\.mp3\): the media library holds pictures only/));
      expect(reasons).toContainEqual(expect.stringMatching(/Many Tags.*An article takes at most 10 tags/));
      expect(reasons).toContainEqual(expect.stringMatching(/Shortcode \[simple\] is not known here: kept as text/));
      for (const table of [articles, pages, media, tags, redirects]) expect(await rows(table)).toBe(0);
      expect(await draftOnly("article")).toBe(0);
    },
    RUN_LIMIT,
  );

  it(
    "imports it: as many articles, pages, pictures, tags and authors as the file holds, each with its revision",
    async () => {
      const expected = fileCounts(xml);
      const report = await importFile(importForm(xml, { uploads }));
      expect(report).toMatchObject({ status: "done", dryRun: false, progress: 1, error: null });
      expect(report.counts).toMatchObject(expected);
      // Published posts are articles; the draft and the scheduled one are drafts not yet published.
      expect((await rows(articles)) + (await draftOnly("article"))).toBe(expected.articles);
      expect(await draftOnly("article")).toBe(2);
      const [scheduled] = await ctx.database.db
        .select({ publishAt: contentDrafts.publishAt })
        .from(contentDrafts)
        .where(and(eq(contentDrafts.kind, "article"), eq(contentDrafts.draftOnly, true)))
        .orderBy(contentDrafts.publishAt);
      expect(scheduled?.publishAt?.toISOString()).toBe("2030-01-01T19:00:18.000Z");
      expect((await rows(pages)) + (await draftOnly("page"))).toBe(expected.pages);
      expect(await rows(media)).toBe(expected.media);
      expect(await rows(tags)).toBe(expected.tags);
      const imported = await ctx.database.db
        .select({ name: authors.name })
        .from(authors)
        .where(isNull(authors.adminUserId));
      expect(imported.map((author) => author.name).sort()).toEqual(["Theme Buster", "Theme Reviewer"]);
      // Through the unit of work: a revision per article, an audit entry per item, named for who imported it.
      const revised = await ctx.database.db.select().from(contentRevisions).where(eq(contentRevisions.kind, "article"));
      expect(revised.length).toBe(await rows(articles));
      const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, "article"));
      expect(entries.filter((entry) => entry.action === "create").length).toBe(await rows(articles));
      expect(entries.filter((entry) => entry.action === "draftSave").length).toBe(2);
      expect(new Set(entries.map((entry) => entry.actorUsername))).toEqual(new Set(["admin"]));
      // WordPress's dates are kept: the post's own publication time.
      const [dated] = await ctx.database.db
        .select({ publishedAt: articles.publishedAt })
        .from(articles)
        .where(eq(articles.slug, "markup-image-alignment"));
      expect(dated?.publishedAt?.toISOString()).toBe("2013-01-11T03:15:40.000Z");
      // Signed by the imported author, and its categories and tags as tags, with their names as written.
      const hello = await ctx.app.inject({ method: "GET", url: "/api/v1/articles/markup-image-alignment" });
      expect(hello.json().data.author.name).toBe("Theme Buster");
      expect(hello.json().data.tags).toEqual(expect.arrayContaining(["markup", "alignment", "captions", "image"]));
      const [markup] = await ctx.database.db.select().from(tags).where(eq(tags.slug, "markup"));
      expect(markup?.name).toBe("Markup");
    },
    RUN_LIMIT,
  );

  it(
    "turns a post's [caption] into pictures with captions and galleries into gallery blocks, which render",
    async () => {
      const captioned = await articleBody("markup-image-alignment");
      const captions = captioned.content.filter((node) => node.type === "picture").map((node) => node.attrs?.caption);
      expect(captions).toContain("Look at 580x300 getting some caption love.");
      expect(captions).toContain("Bigger caption than the image usually is.");
      const html = renderDocument(captioned).html;
      expect(html).toContain("<figcaption>Look at 580x300 getting some caption love.</figcaption>");
      expect(html).not.toContain("[caption");

      // [gallery] without ids: the post's attachments; more than twelve make a second gallery.
      const shortcoded = await articleBody("post-format-gallery");
      const galleries = shortcoded.content.filter((node) => node.type === "gallery");
      expect(galleries.length).toBeGreaterThan(0);
      const first = galleries[0]?.attrs?.pictures as { src: string; alt: string }[];
      expect(first.length).toBe(12);
      expect(first.every((picture) => /^\/uploads\/[0-9a-f]{20}\.webp$/.test(picture.src) && picture.alt !== "")).toBe(
        true,
      );
      expect(renderDocument(shortcoded).html).toMatch(/<ul class="gallery"><li><img src="\/uploads\/[0-9a-f]{20}/);
      // Stored with its main file only; a width variant is made on its first request and kept (ADR 0258).
      const picture = first[0]?.src ?? "";
      const variantKey = `${picture.slice("/uploads/".length, -".webp".length)}-480w.webp`;
      expect(await ctx.app.publicFiles.exists(variantKey)).toBe(false);
      const variant = await ctx.app.inject({ method: "GET", url: variantUrl(picture, 480) });
      expect(variant.statusCode).toBe(200);
      expect(variant.headers["content-type"]).toBe("image/webp");
      expect(await ctx.app.publicFiles.exists(variantKey)).toBe(true);
      expect(JSON.stringify(shortcoded)).not.toContain("[gallery");

      // The block editor's gallery and image blocks become ours too.
      const blocks = await articleBody("block-gallery");
      expect(blocks.content.some((node) => node.type === "gallery")).toBe(true);
      expect(JSON.stringify(blocks)).not.toContain("wp:");
    },
    RUN_LIMIT,
  );

  it(
    "answers every old address with one 301 to its new home, listed in the redirects manager",
    async () => {
      const visit = (url: string) => ctx.app.inject({ method: "GET", url });
      const article = "/blog/markup-image-alignment";
      for (const old of ["/?p=1177", "/2013/01/10/markup-image-alignment/", "/2013/01/10/markup-image-alignment"]) {
        const answer = await visit(old);
        expect(answer.statusCode, old).toBe(301);
        expect(answer.headers.location, old).toBe(article);
      }
      // The query word that named the post goes; a campaign's words stay.
      expect((await visit("/?p=1177&utm_source=newsletter")).headers.location).toBe(`${article}?utm_source=newsletter`);
      expect((await visit(article)).statusCode).not.toBe(301);
      const moved = async (url: string) => (await visit(url)).headers.location;
      expect(await moved("/?page_id=1133")).toBe("/page-image-alignment");
      expect(await moved("/category/markup/")).toBe("/blog/tag/markup");
      // WordPress gave the tag “alignment” the slug alignment-2 (a category had alignment): one tag here.
      expect(await moved("/tag/alignment-2/")).toBe("/blog/tag/alignment");
      expect(await moved("/feed/")).toBe("/blog/rss.xml");
      expect(await moved("/author/themedemos/")).toMatch(/^\/blog\/author\/theme-buster$/);
      // A WordPress category no post carries has no tag page: the blog is its home.
      expect(await moved("/category/blogroll/")).toBe("/blog");
      // The site's own pages are never redirected, though WordPress had a page at /blog/ and /about/:
      // the home page only for the query word that named a post.
      for (const page of ["/", "/blog", "/about"]) expect((await visit(page)).statusCode, page).not.toBe(301);
      const listed = await ctx.app.inject({ method: "GET", url: "/api/v1/redirects?q=1177", headers: admin });
      expect(listed.json().data).toContainEqual(
        expect.objectContaining({
          from: "/?p=1177",
          location: article,
          note: expect.stringContaining("From WordPress"),
        }),
      );
    },
    RUN_LIMIT,
  );

  it(
    "imports the same file again without making anything",
    async () => {
      const before = await Promise.all([articles, pages, media, tags, redirects].map(rows));
      const report = await importFile(importForm(xml, { uploads }));
      expect(report.status).toBe("done");
      expect(report.created).toBe(0);
      expect(report.updated).toBe(0);
      expect(Object.values(report.counts).every((n) => n === 0)).toBe(true);
      expect(report.skipped).toBeGreaterThan(0);
      expect(await Promise.all([articles, pages, media, tags, redirects].map(rows))).toEqual(before);
    },
    RUN_LIMIT,
  );

  it(
    "brings a post changed in WordPress over, and keeps one changed here since",
    async () => {
      // The post and the page share their first words: both change in WordPress.
      const changed = xml.replaceAll("Welcome to image alignment!", "Welcome again to image alignment!");
      const [page] = await ctx.database.db.select().from(pages).where(eq(pages.slug, "page-image-alignment"));
      if (!page) throw new Error("the page was imported");
      // An editor changes the page here after the first import.
      const edited = await ctx.app.inject({
        method: "PATCH",
        url: `/api/v1/pages/${page.id}`,
        headers: admin,
        payload: { title: "Our own title" },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const report = await importFile(importForm(changed, { uploads }));
      const posts = [...changed.matchAll(/<item>([\s\S]*?)<\/item>/g)].filter(
        ([item]) =>
          item.includes("Welcome again to image alignment!") &&
          /<wp:post_type>(?:<!\[CDATA\[)?post(?:\]\]>)?</.test(item),
      );
      expect(report.created).toBe(0);
      expect(report.updated).toBe(posts.length);
      expect(JSON.stringify(await articleBody("markup-image-alignment"))).toContain(
        "Welcome again to image alignment!",
      );
      expect(report.problems).toContainEqual({
        item: "Page “Page Image Alignment” (#1133)",
        reason: "Changed in WordPress and here since it was imported: the version here is kept",
      });
      const [kept] = await ctx.database.db.select({ title: pages.title }).from(pages).where(eq(pages.id, page.id));
      expect(kept?.title).toBe("Our own title");
      const [record] = await ctx.database.db
        .select()
        .from(importedItems)
        .where(and(eq(importedItems.sourceKind, "post"), eq(importedItems.sourceId, "1177")));
      expect(record?.updatedByImport).toBe(report._id);
    },
    RUN_LIMIT,
  );
});
