import { count } from "drizzle-orm";
import Parser from "rss-parser";
import { describe, expect, it } from "vitest";
import { articleMessages } from "../../domain/articles.ts";
import { blockLimits } from "../../domain/blocks.ts";
import { mediaMessages } from "../../domain/media.ts";
import { slugMessages } from "../../domain/slugs.ts";
import { articles } from "../../server/db/schema/content.ts";
import { bearer, createAdmin, createRole, signIn } from "../support/admins.ts";
import { insertPortfolioItem, insertService } from "../support/content-fixtures.ts";
import { draftsTestApp, HOUR, START } from "../support/drafts-app.ts";
import { multipart } from "../support/forms.ts";
import { pngImage } from "../support/images.ts";

/** Articles of the blog (issue 54, ADR 0204), through the API. */
const t = draftsTestApp({ ssr: "development", category: "Web" });
const { api, publicGet, get, saveDraft, schedule, shareLink } = t;

const text = (value: string, marks?: object[]) => ({ type: "text", text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: object[]) => ({ type: "paragraph", content });
const heading = (level: number, value: string) => ({ type: "heading", attrs: { level }, content: [text(value)] });
const doc = (...content: object[]) => ({ type: "doc", content });
/** A body of about `words` words: its reading time is the server's to say. */
const wordy = (words: number) => doc(paragraph(text(Array.from({ length: words }, () => "word").join(" "))));

/** An article, published unless `isActive` says otherwise (created without it, one is a draft: issue 67). */
const create = async (payload: object) => {
  const res = await api("POST", "/articles", { isActive: true, ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const articleCount = async () => (await t.db.select({ n: count() }).from(articles))[0].n;

describe("articles", () => {
  it("are created, read, changed and moved to the trash through /articles", async () => {
    const made = await create({
      title: "Why speed sells",
      slug: "why-speed-sells",
      summary: "Fast pages keep visitors.",
      body: wordy(900),
      tags: ["Performance", " web  design ", "performance"],
    });
    expect(made).toMatchObject({
      title: "Why speed sells",
      slug: "why-speed-sells",
      tags: ["performance", "web-design"],
      isActive: true,
      version: 1,
      author: { name: expect.any(String) },
    });
    expect(made.readingMinutes).toBeGreaterThan(1);
    expect(made.publishedAt).toEqual(expect.any(String));
    expect(made.author).not.toHaveProperty("email");
    expect(made.author).not.toHaveProperty("username");

    const signedIn = await api("GET", `/articles/${made._id}`);
    expect(signedIn.json().data).toMatchObject({ _id: made._id, status: "published", hasDraft: false });
    const publicRead = await publicGet("/articles/why-speed-sells");
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.json().data).not.toHaveProperty("status");
    const list = await api("GET", "/articles?page=1&limit=10&q=speed");
    expect(list.json().data.map((a: { _id: string }) => a._id)).toEqual([made._id]);

    const changed = await api("PATCH", `/articles/${made._id}`, { title: "Speed sells", version: 1 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      message: articleMessages.updated,
      data: { title: "Speed sells", version: 2 },
    });
    expect(changed.json().data.publishedAt).toBe(made.publishedAt);
    expect((await api("PATCH", `/articles/${made._id}`, { title: "Late", version: 1 })).statusCode).toBe(409);

    const unpublished = await api("PATCH", `/articles/${made._id}`, { isActive: false });
    expect(unpublished.json().data.isActive).toBe(false);
    expect((await publicGet("/articles/why-speed-sells")).statusCode).toBe(404);

    const removed = await api("DELETE", `/articles/${made._id}`);
    expect(removed.json()).toEqual({ success: true, message: articleMessages.deleted });
    expect((await api("GET", `/articles/${made._id}`)).statusCode).toBe(404);
    const listed = (await api("GET", "/trash?kind=article")).json().data;
    expect(listed[0]).toMatchObject({ kind: "article", _id: made._id });
    expect((await api("POST", `/trash/article/${made._id}/restore`)).statusCode).toBe(200);
    expect((await api("GET", `/articles/${made._id}`)).statusCode).toBe(200);
  });

  it("created without isActive are drafts: off the blog, undated, until their Publish (issue 67)", async () => {
    const res = await api("POST", "/articles", { title: "Notes for later", body: wordy(50) });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().data;
    expect(made).toMatchObject({ title: "Notes for later", isActive: false, publishedAt: null });
    expect((await publicGet("/articles/notes-for-later")).statusCode).toBe(404);
    const listed = (await publicGet("/articles")).json().data.map((a: { _id: string }) => a._id);
    expect(listed).not.toContain(made._id);

    await saveDraft("articles", made._id, { isActive: true });
    expect((await api("POST", `/articles/${made._id}/publish`, {})).statusCode).toBe(200);
    const published = (await publicGet("/articles/notes-for-later")).json().data;
    expect(published).toMatchObject({ _id: made._id, isActive: true, publishedAt: expect.any(String) });
  });

  it("stamp publishedAt at the first publish only", async () => {
    const draft = await create({ title: "Unpublished thoughts", isActive: false });
    expect(draft.publishedAt).toBeNull();
    const published = (await api("PATCH", `/articles/${draft._id}`, { isActive: true })).json().data;
    expect(published.publishedAt).toEqual(expect.any(String));
    await api("PATCH", `/articles/${draft._id}`, { isActive: false });
    const again = (await api("PATCH", `/articles/${draft._id}`, { isActive: true })).json().data;
    expect(again.publishedAt).toBe(published.publishedAt);
  });

  it("refuse a script, a javascript: link, an unknown node and an oversized body with 400, storing nothing", async () => {
    const before = await articleCount();
    const refused = [
      doc({ type: "script", content: [text("alert(1)")] }),
      doc(paragraph(text("click", [{ type: "link", attrs: { href: "javascript:alert(1)" } }]))),
      doc({ type: "iframe", attrs: { src: "https://evil.example" } }),
      doc(...Array.from({ length: 20 }, () => paragraph(text("y".repeat(blockLimits.textMax - 1))))),
    ];
    for (const body of refused) {
      const res = await api("POST", "/articles", { title: "Hostile", body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/^Unsupported content: /);
    }
    expect(await articleCount()).toBe(before);
    const kept = await create({ title: "Kept clean" });
    expect((await api("PATCH", `/articles/${kept._id}`, { body: refused[1] })).statusCode).toBe(400);
    expect((await api("GET", `/articles/${kept._id}`)).json().data.body).toEqual({ type: "doc", content: [] });
  });

  it("link a case study's project and service only when they exist; tags are limited", async () => {
    const project = await insertPortfolioItem(t.db, t.categoryId, { name: "Chai & Co", slug: "chai-and-co" });
    const service = await insertService(t.db, t.categoryId, { name: "Online stores", slug: "online-stores" });
    const study = await create({ title: "Chai & Co goes online", projectId: project.id, serviceId: service.id });
    expect(study).toMatchObject({ projectId: project.id, serviceId: service.id });
    const missing = "00000000-0000-4000-8000-000000000000";
    const cases = [
      [{ projectId: missing }, articleMessages.projectNotFound],
      [{ serviceId: missing }, articleMessages.serviceNotFound],
      [{ coverId: missing }, articleMessages.coverNotFound],
      [{ authorId: missing }, articleMessages.authorNotFound],
      [{ projectId: "chai" }, articleMessages.projectInvalid],
      [{ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, articleMessages.tooManyTags],
      [{ tags: ["!!!"] }, articleMessages.tagInvalid],
      [{ slug: "tag" }, slugMessages.reserved],
    ] as const;
    for (const [fields, message] of cases) {
      const res = await api("POST", "/articles", { title: "Refused", ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("need the site area's update right; a delete is the super admin's", async () => {
    await createRole(t.ctx, "Blog editor", { site: { update: true } });
    await createAdmin(t.ctx, "blog-editor", "Blog editor");
    const editor = bearer((await signIn(t.ctx, "blog-editor")).token);
    await createRole(t.ctx, "Recruiter", { career: { create: true, update: true } });
    await createAdmin(t.ctx, "recruiter", "Recruiter");
    const recruiter = bearer((await signIn(t.ctx, "recruiter")).token);

    const made = await api("POST", "/articles", { title: "Editor's article" }, editor);
    expect(made.statusCode, made.body).toBe(201);
    expect((await api("POST", "/articles", { title: "Nope" }, recruiter)).statusCode).toBe(403);
    const id = made.json().data._id;
    expect((await api("PATCH", `/articles/${id}`, { title: "x" }, recruiter)).statusCode).toBe(403);
    expect((await api("DELETE", `/articles/${id}`, undefined, editor)).statusCode).toBe(403);
  });
});

describe("an article's life with the engines", () => {
  it("is kept as a draft on create, previewed, then published", async () => {
    t.now = START;
    const res = await api("POST", "/articles", {
      draft: true,
      title: "Pricing a website",
      body: doc(paragraph(text("It depends on the pages"))),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ status: "draft", draftOnly: true });
    const id = res.json().data.recordId;
    expect((await get("/blog/pricing-a-website")).statusCode).toBe(404);

    const link = await shareLink("articles", id);
    const preview = await get(link.path);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain("It depends on the pages");
    expect(preview.headers["cache-control"]).toBe("no-store");

    expect((await api("POST", `/articles/${id}/publish`, {})).statusCode).toBe(200);
    expect((await publicGet("/articles/pricing-a-website")).json().data).toMatchObject({ _id: id });
    expect((await get("/blog/pricing-a-website")).body).toContain("It depends on the pages");
  });

  it("publishes a scheduled draft at its time, and restores an older version", async () => {
    t.now = START;
    const article = await create({ title: "Launch notes", body: doc(paragraph(text("Coming soon"))) });
    const refused = await api("POST", `/articles/${article._id}/draft`, { body: doc({ type: "script" }) });
    expect(refused.statusCode).toBe(400);
    await saveDraft("articles", article._id, { body: doc(paragraph(text("We launched in December"))) });
    const at = new Date(START + HOUR).toISOString();
    expect(await schedule("articles", article._id, { publishAt: at })).toMatchObject({ status: "scheduled" });
    expect(await t.ctx.app.publishScheduler.tick()).toBe(0);
    expect((await get("/blog/launch-notes")).body).toContain("Coming soon");
    t.now = START + HOUR + 1000;
    expect(await t.ctx.app.publishScheduler.tick()).toBe(1);
    expect((await get("/blog/launch-notes")).body).toContain("We launched in December");

    const revisions = (await api("GET", `/articles/${article._id}/revisions`)).json().data;
    expect(revisions.map((r: { version: number }) => r.version)).toEqual([2, 1]);
    const restored = await api("POST", `/articles/${article._id}/revisions/${revisions[1]._id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ version: 3 });
    const body = (await get("/blog/launch-notes")).body;
    expect(body).toContain("Coming soon");
    expect(body).not.toContain("We launched in December");
  });
});

describe("the blog on the public site", () => {
  it("shows an article with its contents, author, reading time, related articles and JSON-LD", async () => {
    const project = await insertPortfolioItem(t.db, t.categoryId, { name: "Bazaar app", slug: "bazaar-app" });
    const study = await create({
      title: "Building the Bazaar app",
      slug: "building-the-bazaar-app",
      summary: "How we built a marketplace in eight weeks.",
      body: doc(
        heading(2, "The brief"),
        paragraph(text("Sell online.")),
        heading(3, "Constraints"),
        wordy(400).content[0],
      ),
      tags: ["case-study", "mobile"],
      projectId: project.id,
    });
    await create({ title: "Mobile first", slug: "mobile-first", tags: ["mobile"] });
    const page = await get("/blog/building-the-bazaar-app");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h2 id="the-brief">The brief</h2>');
    expect(page.body).toContain('href="#constraints"');
    expect(page.body).toContain(`${study.readingMinutes} min read`);
    expect(page.body).toContain(study.author.name);
    expect(page.body).toContain('href="/blog/mobile-first"');
    expect(page.body).toContain('href="/projects/bazaar-app"');
    expect(page.body).toContain('"@type":"BlogPosting"');
    expect(page.body).toContain('property="og:type" content="article"');
    expect(page.body).toContain('property="article:tag" content="mobile"');
    expect(page.body).not.toContain("admin@");
    const sitemap = (await get("/sitemap.xml")).body;
    expect(sitemap).toContain("/blog</loc>");
    expect(sitemap).toContain("/blog/building-the-bazaar-app</loc>");
  });

  it("lists ten a page, newest first, by tag and by author", async () => {
    t.now = START;
    const made = [];
    for (let i = 1; i <= 12; i += 1) made.push(await create({ title: `Paged note ${i}`, tags: ["paging"] }));
    const first = (await publicGet("/articles?tag=paging")).json();
    expect(first.data).toHaveLength(10);
    expect(first.pagination).toMatchObject({ page: 1, total: 12, totalPages: 2 });
    expect(first.data[0].title).toBe("Paged note 12");
    const second = (await publicGet("/articles?tag=paging&page=2")).json();
    expect(second.data.map((a: { title: string }) => a.title)).toEqual(["Paged note 2", "Paged note 1"]);
    const author = made[0].authorId;
    const byAuthor = (await publicGet(`/articles?author=${author}&page=1`)).json();
    expect(byAuthor.data.every((a: { authorId: string }) => a.authorId === author)).toBe(true);

    const tagPage = await get("/blog/tag/paging?page=2");
    expect(tagPage.statusCode).toBe(200);
    expect(tagPage.body).toContain("Paged note 1");
    expect(tagPage.body).not.toContain("Paged note 12<");
    expect((await get("/blog")).statusCode).toBe(200);
    expect((await get(`/blog/author/${made[0].author.slug}`)).body).toContain("Paged note");
    expect((await get(`/blog/author/${author}`)).headers.location).toBe(`/blog/author/${made[0].author.slug}`);
  });

  it("feeds list only published articles, read back by a feed reader", async () => {
    await create({ title: "Fed article", slug: "fed-article", summary: "In the feed", tags: ["feeds"] });
    await create({ title: "Secret draft", slug: "secret-draft", isActive: false });
    const rss = await get("/blog/rss.xml");
    expect(rss.statusCode).toBe(200);
    expect(rss.headers["content-type"]).toMatch(/^application\/rss\+xml/);
    const feed = await new Parser().parseString(rss.body);
    const titles = feed.items.map((item) => item.title);
    expect(titles).toContain("Fed article");
    expect(titles).not.toContain("Secret draft");
    const json = await get("/blog/feed.json");
    expect(json.headers["content-type"]).toMatch(/^application\/feed\+json/);
    const items: { title: string }[] = JSON.parse(json.body).items;
    expect(items.map((item) => item.title)).toContain("Fed article");
    expect(items.map((item) => item.title)).not.toContain("Secret draft");
  });

  it("is the site's 404 page for an unknown or unpublished article, tag or author", async () => {
    const hidden = await create({ title: "Hidden article", isActive: false });
    for (const path of [
      `/blog/${hidden.slug}`,
      "/blog/no-such-article",
      "/blog/tag/no-such-tag",
      "/blog/author/00000000-0000-4000-8000-000000000000",
      "/blog?page=999",
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toContain("<title>Page not found");
      expect(res.body).not.toContain("Hidden article");
    }
    expect((await publicGet(`/articles/${hidden.slug}`)).statusCode).toBe(404);
  });
});

describe("an article's author", () => {
  it("shows their name and bio from their profile, never their e-mail or username", async () => {
    const me = (await api("GET", "/admin/me")).json().data;
    const profile = await api("PATCH", `/admin/update/${me._id}`, {
      fullName: "Ayesha Khan",
      bio: "Writes about design systems.",
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const made = await create({ title: "Signed article" });
    expect(made.author).toEqual({
      _id: me._id,
      slug: "ayesha-khan",
      name: "Ayesha Khan",
      bio: "Writes about design systems.",
      photo: null,
    });
    const page = await get(`/blog/${made.slug}`);
    expect(page.body).toContain("Ayesha Khan");
    expect(page.body).toContain("Writes about design systems.");
    expect(page.body).not.toContain(me.email);
    const refused = await api("PATCH", `/admin/update/${me._id}`, { photoId: "javascript:alert(1)" });
    expect(refused.statusCode).toBe(400);
  });
});

describe("an article and redirects", () => {
  it("never hide one another", async () => {
    const redirect = await api("POST", "/redirects", { from: "/blog/old-news", to: "/blog" });
    expect(redirect.statusCode, redirect.body).toBe(201);
    const hidden = await api("POST", "/articles", { title: "Old news", slug: "old-news" });
    expect(hidden.json()).toMatchObject({ message: slugMessages.redirected });
    await create({ title: "Fresh news", slug: "fresh-news" });
    const over = await api("POST", "/redirects", { from: "/blog/fresh-news", to: "/contact" });
    expect(over.statusCode).toBe(400);
  });
});

describe("an article's cover", () => {
  it("is listed among the library picture's uses, which then refuses to delete it; a new file keeps it the cover", async () => {
    const uploaded = await api("POST", "/media", multipart({ alt: "A desk" }, { file: await pngImage(640, 400) }));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const item = uploaded.json().data;
    const article = await create({ title: "A covered story", body: wordy(20), coverId: item._id });
    expect(article.cover).toEqual({ url: item.url, alt: "A desk" });

    const uses = (await api("GET", `/media/${item._id}`)).json().data.usedBy;
    expect(uses).toContainEqual({
      kind: "article",
      id: article._id,
      name: "A covered story",
      field: "cover",
      state: "published",
    });
    const refused = await api("DELETE", `/media/${item._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(mediaMessages.inUse);

    const replaced = await api("POST", `/media/${item._id}/replace`, multipart({}, { file: await pngImage(800, 500) }));
    expect(replaced.statusCode, replaced.body).toBe(200);
    const shown = (await api("GET", `/articles/${article._id}`)).json().data;
    expect(shown.coverId).toBe(item._id);
    expect(shown.cover.url).toBe(replaced.json().data.url);
    expect(shown.cover.url).not.toBe(item.url);
  });

  it("is listed while only a draft names it, and while only a revision does", async () => {
    const upload = async (alt: string) =>
      (await api("POST", "/media", multipart({ alt }, { file: await pngImage(320, 200) }))).json().data;
    const first = await upload("A first cover");
    const second = await upload("A second cover");
    const article = await create({ title: "A story with two covers", body: wordy(20), coverId: first._id });
    const usesOf = async (id: string) => (await api("GET", `/media/${id}`)).json().data.usedBy;

    // The draft names the second cover: the second is in use by it, though nothing published shows it.
    await saveDraft("articles", article._id, { coverId: second._id });
    expect(await usesOf(second._id)).toContainEqual(expect.objectContaining({ id: article._id, state: "draft" }));
    expect((await api("DELETE", `/media/${second._id}`)).statusCode).toBe(409);

    // Published: the first is now named only by the revision a restore would bring back (listed; an
    // earlier version keeps its own file, so it does not stop a delete).
    expect((await api("POST", `/articles/${article._id}/publish`, {})).statusCode).toBe(200);
    expect(await usesOf(first._id)).toContainEqual(expect.objectContaining({ id: article._id, state: "revision" }));
    expect(await usesOf(second._id)).toContainEqual(expect.objectContaining({ id: article._id, state: "published" }));
  });
});
