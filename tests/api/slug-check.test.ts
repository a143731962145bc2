import { describe, expect, it } from "vitest";
import { slugMessages } from "../../domain/slugs.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { draftsTestApp } from "../support/drafts-app.ts";

/**
 * Slugs checked where they are typed (issue 67, ADR 0281): a draft save — and a create kept as a
 * draft — refuses a taken or reserved slug with the update's 400 on `slug`, not first at publish;
 * `GET /slug-check/{kind}` says so before any save, with a free slug to take instead.
 */
const t = draftsTestApp();
const { api, saveDraft } = t;

/** A page or article, published or (`isActive: false`) not. */
const create = async (path: "pages" | "articles", title: string, slug: string, isActive = true) => {
  const made = await api("POST", `/${path}`, { title, slug, isActive });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().data as { _id: string; slug: string };
};

const refusedOnSlug = (
  res: { statusCode: number; json(): { message: string; issues: unknown[] } },
  message: string,
) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ success: false, message });
  expect(res.json().issues).toContainEqual({ path: "slug", message });
};

describe("a draft save", () => {
  it("refuses another page's slug and one of the site's own addresses on `slug`, saving nothing", async () => {
    const taken = await create("pages", "Pricing", "pricing-plans");
    const mine = await create("pages", "Our team", "our-team");
    await saveDraft("pages", mine._id, { title: "Our people" });

    refusedOnSlug(await api("POST", `/pages/${mine._id}/draft`, { slug: taken.slug }), slugMessages.taken("page"));
    refusedOnSlug(await api("POST", `/pages/${mine._id}/draft`, { slug: "blog" }), slugMessages.reserved);
    // Nothing of a refused save is kept: the draft is what it was.
    const draft = (await api("GET", `/pages/${mine._id}/draft`)).json().data.draft;
    expect(draft.fields).toEqual({ title: "Our people" });

    // Its own slug, an empty one (made from the title at publish) and a free one are saved.
    for (const slug of ["our-team", "", "the-team"]) {
      const saved = await api("POST", `/pages/${mine._id}/draft`, { slug });
      expect(saved.statusCode, saved.body).toBe(200);
    }
  });

  it("refuses an article's taken slug on its draft, and on a create kept as a draft", async () => {
    const taken = await create("articles", "Why speed sells", "why-speed-sells");
    const mine = await create("articles", "Notes", "notes", false);
    refusedOnSlug(
      await api("POST", `/articles/${mine._id}/draft`, { slug: taken.slug }),
      slugMessages.taken("article"),
    );

    const drafts = (await api("GET", "/articles/drafts")).json().data.length;
    const kept = await api("POST", "/articles", { title: "Again", slug: taken.slug, draft: true });
    refusedOnSlug(kept, slugMessages.taken("article"));
    expect((await api("GET", "/articles/drafts")).json().data.length).toBe(drafts);
  });

  it("refuses a taken slug typed by hand on a NEW page: on its create kept as a draft and on its draft's later saves", async () => {
    const taken = await create("pages", "Services overview", "services-overview");
    const drafts = (await api("GET", "/pages/drafts")).json().data.length;
    refusedOnSlug(
      await api("POST", "/pages", { title: "Another", slug: taken.slug, draft: true }),
      slugMessages.taken("page"),
    );
    expect((await api("GET", "/pages/drafts")).json().data.length).toBe(drafts);

    // The full-page editor's first autosave keeps the new page as a draft (no row yet); the slug
    // typed afterwards goes into that draft, and is refused there too.
    const kept = await api("POST", "/pages", { title: "Another", draft: true });
    expect(kept.statusCode, kept.body).toBe(201);
    const id = kept.json().data.recordId as string;
    refusedOnSlug(await api("POST", `/pages/${id}/draft`, { slug: taken.slug }), slugMessages.taken("page"));
    expect((await api("GET", `/pages/${id}/draft`)).json().data.draft.fields.slug).toBeUndefined();
    const free = await api("POST", `/pages/${id}/draft`, { slug: "another-overview" });
    expect(free.statusCode, free.body).toBe(200);
  });

  it("refuses a taken slug on a new article kept only as a draft", async () => {
    const taken = await create("articles", "Speed", "speed-matters");
    const kept = await api("POST", "/articles", { title: "Speed again", draft: true });
    expect(kept.statusCode, kept.body).toBe(201);
    const id = kept.json().data.recordId as string;
    refusedOnSlug(await api("POST", `/articles/${id}/draft`, { slug: taken.slug }), slugMessages.taken("article"));
  });

  it("refuses a job's taken slug in the kind's own words", async () => {
    const other = await insertJob(t.db, { slug: "taken-job-slug" });
    const mine = await insertJob(t.db, { slug: "my-job-slug" });
    refusedOnSlug(await api("POST", `/job/${mine.id}/draft`, { slug: other.slug }), slugMessages.taken("job"));
  });
});

describe("GET /slug-check/{kind}", () => {
  const check = (kind: string, query: string, headers?: Record<string, string>) =>
    api("GET", `/slug-check/${kind}?${query}`, undefined, headers);

  it("says whether a slug is free, why not, and a free one to take instead", async () => {
    const taken = await create("pages", "Case studies", "case-studies");
    await create("pages", "Case studies 2", "case-studies-2");

    const free = await check("page", "slug=a-free-page");
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json().data).toEqual({ slug: "a-free-page", free: true, message: null, suggestion: null });

    expect((await check("page", "slug=case-studies")).json().data).toEqual({
      slug: "case-studies",
      free: false,
      message: slugMessages.taken("page"),
      suggestion: "case-studies-3",
    });
    // The record's own slug is free for it.
    expect((await check("page", `slug=case-studies&id=${taken._id}`)).json().data.free).toBe(true);
    // One of the site's own addresses, and a slug of the wrong shape, with what they can become.
    expect((await check("page", "slug=blog")).json().data).toMatchObject({
      free: false,
      message: slugMessages.reserved,
      suggestion: "blog-2",
    });
    expect((await check("page", "slug=Case%20Studies")).json().data).toMatchObject({
      free: false,
      message: slugMessages.invalid,
      suggestion: "case-studies-3",
    });
    // Each kind among its own records.
    expect((await check("article", "slug=case-studies")).json().data.free).toBe(true);
  });

  it("refuses a malformed id and a caller who is not signed in", async () => {
    const bad = await check("page", "slug=x&id=not-an-id");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    expect((await check("page", "slug=x", {})).statusCode).toBe(401);
    expect((await check("site", "slug=x")).statusCode).toBe(404);
  });
});
