import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blockLimits } from "../../domain/blocks.ts";
import { pageMessages } from "../../domain/pages.ts";
import { redirectMessages } from "../../domain/redirects.ts";
import { slugMessages } from "../../domain/slugs.ts";
import { pages } from "../../server/db/schema/content.ts";
import { bearer, createAdmin, createRole, signIn } from "../support/admins.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { draftsTestApp, HOUR, START } from "../support/drafts-app.ts";

/** Pages built from blocks (issue 54, ADR 0197), through the API and at their public address. */
const t = draftsTestApp({ ssr: "development" });
const { api, publicGet, get, followed, saveDraft, schedule, shareLink } = t;

const text = (value: string, marks?: object[]) => ({ type: "text", text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: object[]) => ({ type: "paragraph", content });
const doc = (...content: object[]) => ({ type: "doc", content });

const processBlocks = doc(
  { type: "heading", attrs: { level: 2 }, content: [text("How we work")] },
  paragraph(text("We listen first, then "), text("build", [{ type: "bold" }]), text(".")),
  {
    type: "faq",
    content: [
      {
        type: "faqItem",
        attrs: { question: "How long does a site take?" },
        content: [paragraph(text("Six to eight weeks."))],
      },
    ],
  },
  { type: "liveList", attrs: { list: "jobs", count: 3 } },
);

/** A page, published unless `isActive` says otherwise (created without it, one is a draft: issue 67). */
const create = async (payload: object) => {
  const res = await api("POST", "/pages", { isActive: true, ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const pageCount = async () => (await t.db.select({ n: count() }).from(pages))[0].n;

describe("pages", () => {
  it("are created, read, changed and moved to the trash through /pages", async () => {
    const made = await create({ title: "Our process", slug: "our-process", blocks: processBlocks });
    expect(made).toMatchObject({
      title: "Our process",
      slug: "our-process",
      isActive: true,
      parentId: null,
      version: 1,
    });
    expect(made.blocks.content).toHaveLength(4);

    const signedIn = await api("GET", `/pages/${made._id}`);
    expect(signedIn.json().data).toMatchObject({ _id: made._id, status: "published", hasDraft: false });
    const publicRead = await publicGet("/pages/our-process");
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.json().data).not.toHaveProperty("status");
    const list = await api("GET", "/pages?page=1&limit=10&q=process");
    expect(list.json().data.map((p: { _id: string }) => p._id)).toEqual([made._id]);
    expect((await publicGet("/pages")).statusCode).toBe(401);

    const changed = await api("PATCH", `/pages/${made._id}`, { title: "How we work", version: 1 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ message: pageMessages.updated, data: { title: "How we work", version: 2 } });
    const stale = await api("PATCH", `/pages/${made._id}`, { title: "Late edit", version: 1 });
    expect(stale.statusCode).toBe(409);

    const unpublished = await api("PATCH", `/pages/${made._id}`, { isActive: false });
    expect(unpublished.json().data.isActive).toBe(false);
    expect((await publicGet("/pages/our-process")).statusCode).toBe(404);
    expect((await api("GET", `/pages/${made._id}`)).statusCode).toBe(200);

    const removed = await api("DELETE", `/pages/${made._id}`);
    expect(removed.json()).toEqual({ success: true, message: pageMessages.deleted });
    expect((await api("GET", `/pages/${made._id}`)).statusCode).toBe(404);
    expect((await api("PATCH", `/pages/${made._id}`, { title: "Gone" })).statusCode).toBe(404);
    expect((await api("GET", "/pages/not-a-page")).statusCode).toBe(404);
  });

  it("refuse a script, a javascript: link, an unknown node and an oversized document with 400, storing nothing", async () => {
    const before = await pageCount();
    const refused = [
      doc({ type: "script", content: [text("alert(1)")] }),
      doc(paragraph(text("click", [{ type: "link", attrs: { href: "javascript:alert(1)" } }]))),
      doc({ type: "iframe", attrs: { src: "https://evil.example" } }),
      // Larger than the document limit, though each text is within its own.
      doc(...Array.from({ length: 20 }, () => paragraph(text("y".repeat(blockLimits.textMax - 1))))),
    ];
    for (const blocks of refused) {
      const res = await api("POST", "/pages", { title: "Hostile", blocks });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/^Unsupported content: /);
    }
    const first = await api("POST", "/pages", { title: "Hostile", blocks: refused[1] });
    expect(first.json().message).toBe('Unsupported content: a link to "javascript:alert(1)"');
    expect(await pageCount()).toBe(before);

    const page = await create({ title: "Kept clean" });
    const patched = await api("PATCH", `/pages/${page._id}`, { blocks: refused[0] });
    expect(patched.statusCode).toBe(400);
    expect((await api("GET", `/pages/${page._id}`)).json().data.blocks).toEqual({ type: "doc", content: [] });
  });

  it("never take a built-in route's address", async () => {
    for (const slug of ["about", "contact", "admin", "api", "blog", "services"]) {
      const res = await api("POST", "/pages", { title: "Mine", slug });
      expect(res.statusCode, slug).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: slugMessages.reserved });
    }
    const fromTitle = await create({ title: "Contact" });
    expect(fromTitle.slug).toBe("contact-2");
    const renamed = await api("PATCH", `/pages/${fromTitle._id}`, { slug: "career" });
    expect(renamed.statusCode).toBe(400);
    const taken = await api("POST", "/pages", { title: "Again", slug: "contact-2" });
    expect(taken.json().message).toBe(slugMessages.taken("page"));
  });

  it("and redirects never hide one another", async () => {
    const redirect = await api("POST", "/redirects", { from: "/spring-sale", to: "/contact" });
    expect(redirect.statusCode, redirect.body).toBe(201);
    const hidden = await api("POST", "/pages", { title: "Spring sale", slug: "spring-sale" });
    expect(hidden.json()).toMatchObject({ message: slugMessages.redirected });
    await create({ title: "Autumn sale", slug: "autumn-sale" });
    const over = await api("POST", "/redirects", { from: "/autumn-sale", to: "/contact" });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(redirectMessages.fromRealPage);
  });

  it("sit under another page, never under themselves", async () => {
    const parent = await create({ title: "Company" });
    const child = await create({ title: "Team", parentId: parent._id });
    expect(child.parentId).toBe(parent._id);
    expect((await get(`/${child.slug}`)).body).toContain(`href="/${parent.slug}"`);
    const loop = await api("PATCH", `/pages/${parent._id}`, { parentId: child._id });
    expect(loop.json()).toMatchObject({ message: pageMessages.parentLoop });
    const missing = await api("POST", "/pages", { title: "Orphan", parentId: "00000000-0000-4000-8000-000000000000" });
    expect(missing.json()).toMatchObject({ message: pageMessages.parentNotFound });
    const malformed = await api("POST", "/pages", { title: "Orphan", parentId: "page-one" });
    expect(malformed.json()).toMatchObject({ message: pageMessages.parentInvalid });
    const everyPage = await api("GET", "/pages");
    expect(everyPage.json().data.map((p: { title: string }) => p.title)).toEqual(
      expect.arrayContaining(["Company", "Team"]),
    );
  });

  it("need the site area's update right; a delete is the super admin's", async () => {
    await createRole(t.ctx, "Site editor", { site: { update: true } });
    await createAdmin(t.ctx, "site-editor", "Site editor");
    const editor = bearer((await signIn(t.ctx, "site-editor")).token);
    await createRole(t.ctx, "Recruiter only", { career: { create: true, update: true } });
    await createAdmin(t.ctx, "recruiter-only", "Recruiter only");
    const recruiter = bearer((await signIn(t.ctx, "recruiter-only")).token);

    const made = await api("POST", "/pages", { title: "Editor's page" }, editor);
    expect(made.statusCode, made.body).toBe(201);
    expect((await api("POST", "/pages", { title: "Nope" }, recruiter)).statusCode).toBe(403);
    expect((await api("PATCH", `/pages/${made.json().data._id}`, { title: "x" }, recruiter)).statusCode).toBe(403);
    expect((await api("DELETE", `/pages/${made.json().data._id}`, undefined, editor)).statusCode).toBe(403);
  });
});

describe("a page's life with the engines", () => {
  it("is kept as a draft on create, previewed, then published", async () => {
    t.now = START;
    const res = await api("POST", "/pages", {
      draft: true,
      title: "Pricing",
      blocks: doc(paragraph(text("From PKR 90,000"))),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ status: "draft", draftOnly: true });
    const id = res.json().data.recordId;
    expect((await followed("/pricing")).statusCode).toBe(404);

    const link = await shareLink("pages", id);
    const preview = await get(link.path);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain("From PKR 90,000");
    expect(preview.headers["cache-control"]).toBe("no-store");

    const published = await api("POST", `/pages/${id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    expect((await publicGet("/pages/pricing")).json().data).toMatchObject({ _id: id, title: "Pricing" });
    const page = await get("/pricing");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("From PKR 90,000");
  });

  it("created without isActive is a draft: off the site until its Publish (issue 67)", async () => {
    const res = await api("POST", "/pages", { title: "Careers at night", blocks: doc(paragraph(text("Soon"))) });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().data;
    expect(made).toMatchObject({ title: "Careers at night", slug: "careers-at-night", isActive: false });
    expect((await publicGet("/pages/careers-at-night")).statusCode).toBe(404);
    expect((await followed("/careers-at-night")).statusCode).toBe(404);
    expect((await api("GET", `/pages/${made._id}`)).json().data).toMatchObject({ isActive: false, hasDraft: false });

    // Publish is its own step: the editor's Publish keeps isActive in the draft and publishes it.
    await saveDraft("pages", made._id, { isActive: true });
    expect((await publicGet("/pages/careers-at-night")).statusCode).toBe(404);
    expect((await api("POST", `/pages/${made._id}/publish`, {})).statusCode).toBe(200);
    expect((await publicGet("/pages/careers-at-night")).json().data).toMatchObject({ _id: made._id, isActive: true });
  });

  it("saved as a draft on create and published stays off the site when its draft says isActive false", async () => {
    const res = await api("POST", "/pages", { draft: true, title: "Held back", isActive: false });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.recordId;
    expect((await api("POST", `/pages/${id}/publish`, {})).statusCode).toBe(200);
    expect((await api("GET", `/pages/${id}`)).json().data).toMatchObject({ title: "Held back", isActive: false });
    expect((await publicGet("/pages/held-back")).statusCode).toBe(404);
  });

  it("keeps a published page's draft off the site until published, and restores an older version", async () => {
    const page = await create({ title: "Approach", blocks: doc(paragraph(text("First words"))) });
    await saveDraft("pages", page._id, { blocks: doc(paragraph(text("Draft words"))) });
    expect((await get("/approach")).body).not.toContain("Draft words");
    expect((await api("POST", `/pages/${page._id}/publish`, {})).statusCode).toBe(200);
    expect((await get("/approach")).body).toContain("Draft words");

    const revisions = (await api("GET", `/pages/${page._id}/revisions`)).json().data;
    expect(revisions.map((r: { version: number }) => r.version)).toEqual([2, 1]);
    const restored = await api("POST", `/pages/${page._id}/revisions/${revisions[1]._id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ version: 3 });
    const body = (await get("/approach")).body;
    expect(body).toContain("First words");
    expect(body).not.toContain("Draft words");
  });

  it("publishes a scheduled draft at its time, and refuses a draft with unsupported blocks", async () => {
    t.now = START;
    const page = await create({ title: "Launch offer", blocks: doc(paragraph(text("Coming soon"))) });
    const refused = await api("POST", `/pages/${page._id}/draft`, { blocks: doc({ type: "script" }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Unsupported content: a node of type "script"');
    await saveDraft("pages", page._id, { blocks: doc(paragraph(text("Twenty percent off in December"))) });
    const at = new Date(START + HOUR).toISOString();
    expect(await schedule("pages", page._id, { publishAt: at })).toMatchObject({ status: "scheduled" });
    expect(await t.ctx.app.publishScheduler.tick()).toBe(0);
    expect((await get("/launch-offer")).body).toContain("Coming soon");
    t.now = START + HOUR + 1000;
    expect(await t.ctx.app.publishScheduler.tick()).toBe(1);
    expect((await get("/launch-offer")).body).toContain("Twenty percent off in December");
  });

  it("goes to the trash (410 at its address) and comes back", async () => {
    const page = await create({ title: "Seasonal offer" });
    expect((await get("/seasonal-offer")).statusCode).toBe(200);
    expect((await api("DELETE", `/pages/${page._id}`)).statusCode).toBe(200);
    expect((await get("/seasonal-offer")).statusCode).toBe(410);
    const listed = (await api("GET", "/trash?kind=page")).json().data;
    expect(listed[0]).toMatchObject({ kind: "page", _id: page._id, name: "Seasonal offer" });
    const restored = await api("POST", `/trash/page/${page._id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await get("/seasonal-offer")).statusCode).toBe(200);
  });
});

describe("the public page", () => {
  it("shows the rendered blocks with the FAQ's JSON-LD and the site's frame, and moves with its slug", async () => {
    await insertJob(t.db, { title: "Flutter Developer", slug: "flutter-developer" });
    const made = await create({
      title: "Working with us",
      slug: "working-with-us",
      blocks: processBlocks,
      seo: { description: "How a project with us runs, week by week." },
    });
    const page = await get("/working-with-us");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h2 id="how-we-work">How we work</h2>');
    expect(page.body).toContain("<strong>build</strong>");
    expect(page.body).toContain("<summary>How long does a site take?</summary>");
    expect(page.body).toContain('<a href="/career/flutter-developer">Flutter Developer</a>');
    expect(page.body).toContain('"@type":"FAQPage"');
    expect(page.body).toContain('content="How a project with us runs, week by week."');
    expect(page.body).toMatch(/<link rel="canonical" href="[^"]*\/working-with-us"/);
    expect((await get("/sitemap.xml")).body).toContain("/working-with-us</loc>");

    const renamed = await api("PATCH", `/pages/${made._id}`, { slug: "work-with-us" });
    expect(renamed.statusCode).toBe(200);
    const old = await get("/working-with-us");
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe("/work-with-us");
    expect((await get("/work-with-us")).body).toContain("How we work");
  });

  it("is the site's 404 page when unpublished or unknown, and leaves the built-in pages alone", async () => {
    const hidden = await create({ title: "Hidden plans", isActive: false });
    for (const path of [`/${hidden.slug}`, "/no-such-page", "/NOT_A_SLUG"]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).not.toContain("Hidden plans");
    }
    const notFound = await get("/no-such-page");
    const splat = await get("/no/such/page");
    for (const res of [notFound, splat]) {
      expect(res.body).toContain("<title>Page not found");
      expect(res.body).toContain("/images/not-found.svg");
    }
    expect((await get("/about")).statusCode).toBe(200);
  });
});
