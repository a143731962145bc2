import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlockNode } from "../../domain/blocks.ts";
import type { ImportDto } from "../../domain/wordpress-import.ts";
import { articles, authors, contentDrafts, media, pages } from "../../server/db/schema/content.ts";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { tags } from "../../server/modules/articles/schema.ts";
import { importedItems, wordpressImports } from "../../server/modules/wordpress-import/schema.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { createTestApp, createTestAppOn, type TestContext } from "../support/test-app.ts";
import { importForm, pictureFor, smallExport, startPictureServer } from "../support/wordpress-exports.ts";

/** A limit for a hang, not a speed: an import of a site takes tens of seconds on a busy machine. */
const RUN_LIMIT = 180_000;

/**
 * A small site imported from its own web server (tests/fixtures/wordpress/small-site.xml, its
 * pictures served here on 127.0.0.1): what each kind of WordPress content becomes, how links and
 * addresses move, what is refused and said, and the import as a background job — cancelled, and
 * taken up by another instance when the first one's process died (ADR 0241).
 */
const files = new Map<string, Buffer>();
let pictures: Awaited<ReturnType<typeof startPictureServer>>;
let site: string;

beforeAll(async () => {
  files.set("/wp-content/uploads/2020/01/photo.jpg", await pictureFor("photo.jpg", 1));
  files.set("/wp-content/uploads/2020/02/second.png", await pictureFor("second.png", 2));
  pictures = await startPictureServer(files);
  // The old site's address is the picture server's: every link and file of the export points there.
  site = smallExport().replaceAll("http://old.example.com", pictures.base);
}, RUN_LIMIT);
afterAll(() => pictures.close());

async function start(ctx: TestContext, headers: Record<string, string>, form: FormData): Promise<string> {
  const started = await ctx.app.inject({ method: "POST", url: "/api/v1/import/wordpress", headers, payload: form });
  expect(started.statusCode, started.body).toBe(202);
  return started.json().data._id;
}

async function report(ctx: TestContext, headers: Record<string, string>, id: string): Promise<ImportDto> {
  return (await ctx.app.inject({ method: "GET", url: `/api/v1/import/${id}`, headers })).json().data;
}

const allowed = { wordpressImport: { maxExportBytes: 1024 * 1024, maxUploadsBytes: 1024 * 1024, allowPrivate: true } };

describe("a small site, its pictures fetched from its own server", () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let done: ImportDto;
  const textOf = (nodes: BlockNode[] = []): string =>
    nodes.map((node) => node.text ?? (node.type === "hardBreak" ? "\n" : textOf(node.content))).join("");
  const article = async (slug: string) => {
    const [row] = await ctx.database.db.select().from(articles).where(eq(articles.slug, slug));
    if (!row) throw new Error(`no article ${slug}`);
    return row;
  };

  beforeAll(async () => {
    ctx = await createTestApp(allowed);
    admin = bearer((await signInAsSuperAdmin(ctx)).token);
    const id = await start(ctx, admin, importForm(site));
    await ctx.app.wordpressImports.settled();
    done = await report(ctx, admin, id);
  }, RUN_LIMIT);
  afterAll(() => ctx.close());

  it("makes each kind of thing, and says what it could not", () => {
    expect(done.status).toBe("done");
    expect(done.counts).toEqual({
      articles: 5,
      pages: 2,
      media: 2,
      tags: 3,
      authors: 2,
      menuItems: 5,
      redirects: expect.any(Number),
      searchSettings: 2,
    });
    const said = done.problems.map((problem) => `${problem.item}: ${problem.reason}`);
    expect(said).toEqual(
      expect.arrayContaining([
        "Picture “Price list” (#12): Not a picture (prices.pdf): the media library holds pictures only",
        "Post “Hello world & welcome” (#1): Shortcode [contact-form-7] is not known here: kept as text",
        "Post “Staff only” (#5): Private in WordPress: imported as a draft, seen only in the back office",
        "Post “Second post” (#2): Left out, as WordPress drew them from its own data: the latest-posts block",
        "WordPress items of type “wp_block”: 1 item has nothing like them here: not imported",
        "Menu “Main Menu”: The menu “Footer links” is not imported: only one menu becomes the site's",
        "Address /about: Not redirected: From is a page of this site; a redirect would hide it",
      ]),
    );
    // WordPress's own bookkeeping (revisions) is not worth a word.
    expect(said.join("\n")).not.toContain("revision");
  });

  it(
    "turns a classic post into blocks: pictures with captions, a video, links to the new addresses",
    async () => {
      const hello = await article("hello-world");
      expect(hello.title).toBe("Hello world & welcome");
      expect(hello.summary).toBe("The first post, with a picture.");
      expect(hello.publishedAt?.toISOString()).toBe("2020-01-01T10:00:00.000Z");
      expect(hello.updatedAt.toISOString()).toBe("2020-03-01T09:30:00.000Z");
      expect(hello.tags).toEqual(["news", "launch"]);
      const [photo] = await ctx.database.db
        .select()
        .from(media)
        .where(eq(media.id, hello.coverId ?? ""));
      expect(photo).toMatchObject({
        alt: "Boats in the harbour at dawn",
        caption: "The harbour at dawn",
        name: "photo.jpg",
      });
      const blocks = hello.body.content;
      // [caption] around a resized copy of the picture: the library picture, its alt text, the caption.
      expect(blocks.find((node) => node.type === "picture")?.attrs).toEqual({
        src: photo?.url,
        alt: "Boats in the harbour at dawn",
        caption: "The harbour, early",
      });
      expect(blocks.find((node) => node.type === "video")?.attrs).toMatchObject({
        provider: "youtube",
        id: "dQw4w9WgXcQ",
      });
      const links = JSON.stringify(blocks).match(/"href":"[^"]*"/g);
      expect(links).toEqual(
        expect.arrayContaining(['"href":"/blog/second-post"', '"href":"/about-2"', '"href":"/blog/tag/news"']),
      );
      const text = textOf(blocks);
      expect(text).toContain('[contact-form-7 id="5" title="Contact form"]');
      expect(text).toContain("A line\nwith a break.");
      expect(blocks).toContainEqual({
        type: "heading",
        attrs: { level: 2 },
        content: [{ type: "text", text: "A big heading" }],
      });
      // What only the editor may write, a script and a javascript: link are not carried over.
      expect(text).not.toContain("alert");
      expect(JSON.stringify(blocks)).not.toContain("AAAAAAAAAAA");
      expect(JSON.stringify(blocks)).not.toContain("javascript:");
      expect(text).toContain("a bad link");
      // Yoast's title filled in, description, canonical moved to its new address.
      expect(hello.seo).toEqual({
        title: "Hello world & welcome – our first post – Small Site",
        description: "How the new site came to be.",
        image: "",
        noindex: false,
        canonical: "/blog/second-post",
      });
    },
    RUN_LIMIT,
  );

  it(
    "turns block editor markup into blocks, and keeps Rank Math's settings",
    async () => {
      const second = await article("second-post");
      const blocks = second.body.content;
      const [, picture] = blocks;
      expect(picture?.attrs).toMatchObject({ caption: "The second picture", alt: "Caption two" });
      expect(blocks.find((node) => node.type === "gallery")?.attrs?.pictures).toHaveLength(2);
      expect(blocks.find((node) => node.type === "video")?.attrs).toMatchObject({ provider: "vimeo", id: "76979871" });
      expect(textOf(blocks)).toContain("A film");
      expect(blocks).toContainEqual(expect.objectContaining({ type: "heading", attrs: { level: 4 } }));
      expect(second.seo).toMatchObject({ title: "", description: "The second one, from Rank Math.", noindex: true });
      // Its author had no display name: first and last name. Its category's Urdu name, transliterated.
      const [bob] = await ctx.database.db
        .select()
        .from(authors)
        .where(eq(authors.id, second.authorId ?? ""));
      expect(bob?.name).toBe("Bob Writer");
      expect(bob?.adminUserId).toBeNull();
      const [urdu] = await ctx.database.db.select().from(tags).where(eq(tags.name, "خبریں"));
      expect(urdu?.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(second.tags).toEqual([urdu?.slug]);
    },
    RUN_LIMIT,
  );

  it(
    "keeps drafts as drafts, schedules what WordPress had scheduled, and keeps a page under its parent",
    async () => {
      const drafts = await ctx.database.db
        .select()
        .from(contentDrafts)
        .where(and(eq(contentDrafts.kind, "article"), eq(contentDrafts.draftOnly, true)));
      expect(drafts.map((draft) => draft.fields?.title).sort()).toEqual(["Coming soon", "Draft idea", "Staff only"]);
      expect(drafts.find((draft) => draft.fields?.title === "Coming soon")?.publishAt?.toISOString()).toBe(
        "2099-01-01T09:00:00.000Z",
      );
      const [about] = await ctx.database.db.select().from(pages).where(eq(pages.slug, "about-2"));
      const [team] = await ctx.database.db.select().from(pages).where(eq(pages.slug, "team"));
      expect(team?.parentId).toBe(about?.id);
      // The menu: a draft of Site › Navigation, "#" heading opening at its first sub-item.
      const navigation = await ctx.app.inject({ method: "GET", url: "/api/v1/site/navigation/draft", headers: admin });
      const header = navigation.json().data.draft.fields.header;
      expect(header).toEqual([
        expect.objectContaining({
          label: "Pages",
          to: "/about-2",
          children: [
            expect.objectContaining({ label: "About us", to: "/about-2", ref: { kind: "page", id: about?.id } }),
            expect.objectContaining({ label: "Our team", to: "/team" }),
          ],
        }),
        expect.objectContaining({ label: "News", to: "/blog/tag/news" }),
        expect.objectContaining({ label: "Our shop", to: "https://shop.example.org/", external: true }),
      ]);
    },
    RUN_LIMIT,
  );

  it(
    "redirects the old addresses: posts, an old slug, a sub-page, files and their sizes, an attachment's page",
    async () => {
      const [photo] = await ctx.database.db.select().from(media).where(eq(media.name, "photo.jpg"));
      const [second] = await ctx.database.db.select().from(media).where(eq(media.name, "second.png"));
      const moved = async (url: string) => {
        const answer = await ctx.app.inject({ method: "GET", url });
        expect(answer.statusCode, url).toBe(301);
        return answer.headers.location;
      };
      expect(await moved("/?p=1")).toBe("/blog/hello-world");
      expect(await moved("/2020/01/hello-world/")).toBe("/blog/hello-world");
      expect(await moved("/2020/01/hello/")).toBe("/blog/hello-world");
      expect(await moved("/about/team/")).toBe("/team");
      expect(await moved("/?page_id=6")).toBe("/about-2");
      expect(await moved("/wp-content/uploads/2020/01/photo.jpg")).toBe(photo?.url);
      expect(await moved("/wp-content/uploads/2020/01/photo-300x200.jpg")).toBe(photo?.url);
      expect(await moved("/2020/01/hello-world/photo/")).toBe(photo?.url);
      expect(await moved("/?attachment_id=11")).toBe(second?.url);
      expect(await moved("/author/alice/")).toBe("/blog/author/alice-author");
      // A draft has no public address: its old one is not redirected.
      expect((await ctx.app.inject({ method: "GET", url: "/?p=3" })).statusCode).not.toBe(301);
    },
    RUN_LIMIT,
  );
});

describe("pictures on a private address", () => {
  it(
    "are not fetched unless WORDPRESS_IMPORT_ALLOW_PRIVATE allows it; the posts link to them",
    async () => {
      const ctx = await createTestApp();
      try {
        const admin = bearer((await signInAsSuperAdmin(ctx)).token);
        const asked = pictures.paths.length;
        const id = await start(ctx, admin, importForm(site));
        await ctx.app.wordpressImports.settled();
        const done = await report(ctx, admin, id);
        expect(done.status).toBe("done");
        expect(done.counts.media).toBe(0);
        expect(done.problems).toContainEqual({
          item: "Picture “Photo” (#10)",
          reason:
            "Its file could not be found: its address could not be fetched: refused: 127.0.0.1 is a private, loopback or link-local address",
        });
        expect(pictures.paths.length).toBe(asked);
        // Nothing is lost: the post links to where the picture was.
        const [hello] = await ctx.database.db.select().from(articles).where(eq(articles.slug, "hello-world"));
        expect(JSON.stringify(hello?.body)).toContain(
          `"href":"${pictures.base}/wp-content/uploads/2020/01/photo-300x200.jpg"`,
        );
      } finally {
        await ctx.close();
      }
    },
    RUN_LIMIT,
  );
});

describe("the import as a background job", () => {
  it(
    "is cancelled between two items: what it stored stays, nothing after",
    async () => {
      const ctx = await createTestApp(allowed);
      try {
        const admin = bearer((await signInAsSuperAdmin(ctx)).token);
        const arrived = pictures.hold("/wp-content/uploads/2020/02/second.png");
        const id = await start(ctx, admin, importForm(site));
        await arrived;
        const cancel = await ctx.app.inject({ method: "POST", url: `/api/v1/import/${id}/cancel`, headers: admin });
        expect(cancel.statusCode).toBe(200);
        expect(cancel.json().message).toBe("Cancelling: the item being imported finishes first");
        pictures.release();
        await ctx.app.wordpressImports.settled();
        const done = await report(ctx, admin, id);
        expect(done).toMatchObject({ status: "cancelled", cancelRequested: true });
        expect(done.finishedAt).not.toBeNull();
        expect(await ctx.database.db.select().from(articles)).toEqual([]);
        const again = await ctx.app.inject({ method: "POST", url: `/api/v1/import/${id}/cancel`, headers: admin });
        expect(again.statusCode).toBe(409);
        // Its files are gone from the private store; its report stays.
        const kept: string[] = [];
        for await (const key of ctx.app.privateFiles.list()) kept.push(key);
        expect(kept.filter((key) => key.startsWith(`imports/${id}`))).toEqual([]);
      } finally {
        pictures.release();
        await ctx.close();
      }
    },
    RUN_LIMIT,
  );

  it(
    "is taken up by another instance once the process running it is taken for dead, and no item is written twice",
    async () => {
      const first = await createTestApp(allowed);
      // A second instance on the same database and files, whose clock is past the first's claim.
      const later = () => Date.now() + 3 * 60_000;
      let second: TestContext | undefined;
      try {
        const admin = bearer((await signInAsSuperAdmin(first)).token);
        const arrived = pictures.hold("/wp-content/uploads/2020/02/second.png");
        const id = await start(first, admin, importForm(site));
        await arrived;
        // The first instance stored the photo, then hangs on the second picture: its process "dies" here.
        await expect
          .poll(
            async () =>
              (await first.database.db.select().from(importedItems).where(eq(importedItems.sourceId, "10"))).length,
          )
          .toBe(1);
        // (The first instance closes the database they share.)
        const shared = { ...first.database, close: async () => {} };
        second = await createTestAppOn(shared, { ...allowed, dataDir: first.config.dataDir }, "off", undefined, later);
        await second.app.wordpressImports.settled();
        const [row] = await first.database.db.select().from(wordpressImports).where(eq(wordpressImports.id, id));
        expect(row).toMatchObject({ status: "done", attempts: 2 });
        // The photo the first run stored counts as created by the import, not as found again.
        expect(row?.counts).toMatchObject({ media: 2, articles: 5, pages: 2 });
        // The first run wakes up, finds the import is no longer its own, and writes nothing.
        pictures.release();
        await first.app.wordpressImports.settled();
        expect(await first.database.db.select().from(media)).toHaveLength(2);
        const uploads = await first.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entity, "media"), eq(auditLog.action, "create")));
        expect(uploads.map((entry) => entry.summary).sort()).toEqual(["Uploaded photo.jpg", "Uploaded second.png"]);
        const [after] = await first.database.db.select().from(wordpressImports).where(eq(wordpressImports.id, id));
        expect(after).toMatchObject({ status: "done", attempts: 2, counts: row?.counts });
        const mapped = await first.database.db
          .select()
          .from(importedItems)
          .where(eq(importedItems.sourceKind, "attachment"));
        expect(mapped.map((item) => item.createdByImport)).toEqual([id, id]);
      } finally {
        pictures.release();
        await second?.close();
        await first.close();
      }
    },
    RUN_LIMIT,
  );
});
