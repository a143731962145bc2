import { describe, expect, it } from "vitest";
import { searchSettingMessages } from "../../domain/search-settings.ts";
import { insertJob, insertPortfolioItem } from "../support/content-fixtures.ts";
import { draftsTestApp } from "../support/drafts-app.ts";
import { multipart } from "../support/forms.ts";
import { pngImage } from "../support/images.ts";

/**
 * Search settings per record (issue 53, ADR 0166): a record's own title, description, share
 * picture, noindex and canonical replace the page's own in its <head>; noindex also leaves the
 * sitemap; a draft's settings stay out of the live page until published. The pages are the real ones.
 */
const t = draftsTestApp({ ssr: "development", category: "Mobile" });
const { api, get, saveDraft } = t;

const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(headOf(html))?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(headOf(html))?.[1];

describe("search settings per record", () => {
  it("are empty by default: the page keeps its own title, description and address", async () => {
    const project = await insertPortfolioItem(t.db, t.categoryId, { name: "Plain Project", slug: "plain-project" });
    const read = await get(`/api/v1/project/${project.id}`);
    expect(read.json().data.seo).toEqual({ title: "", description: "", image: "", noindex: false, canonical: "" });
    const page = await get("/projects/plain-project");
    expect(page.statusCode).toBe(200);
    expect(titleOf(page.body)).toContain("Plain Project");
    expect(canonicalOf(page.body)).toMatch(/\/projects\/plain-project$/);
    expect(metaOf(page.body, "name", "robots")).toBeUndefined();
  });

  it("replace the page's title, description, canonical and share picture, and noindex leaves the sitemap", async () => {
    const created = await api(
      "POST",
      "/project/create",
      multipart(
        {
          type: "project",
          category: t.categoryId,
          name: "Harbour App",
          client: "Harbour",
          technology: "React",
          url: "https://example.com",
          date: "2026-01-02",
          description: "An app for the harbour",
          seo: JSON.stringify({ title: "Harbour booking app | Case study", description: "How we built it" }),
        },
        { image: [await pngImage(), await pngImage()] },
      ),
    );
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json().data;
    expect(item.seo).toMatchObject({ title: "Harbour booking app | Case study", description: "How we built it" });

    let page = await get(`/projects/${item.slug}`);
    expect(titleOf(page.body)).toBe("Harbour booking app | Case study");
    expect(metaOf(page.body, "name", "description")).toBe("How we built it");
    expect(metaOf(page.body, "property", "og:image")).toContain(item.image[0]);
    expect((await get("/sitemap.xml")).body).toContain(`/projects/${item.slug}<`);

    const seo = { ...item.seo, image: item.image[1], canonical: "/projects/elsewhere", noindex: true };
    const updated = await api("PATCH", `/project/update/${item._id}`, { seo });
    expect(updated.statusCode, updated.body).toBe(200);
    page = await get(`/projects/${item.slug}`);
    expect(metaOf(page.body, "property", "og:image")).toContain(item.image[1]);
    expect(canonicalOf(page.body)).toMatch(/\/projects\/elsewhere$/);
    expect(metaOf(page.body, "name", "robots")).toBe("noindex");
    expect((await get("/sitemap.xml")).body).not.toContain(`/projects/${item.slug}<`);

    // A share picture that is no longer the item's own falls back to its first picture.
    await api("PATCH", `/project/update/${item._id}`, { seo: { ...seo, image: "/uploads/not-its-own.png" } });
    page = await get(`/projects/${item.slug}`);
    expect(metaOf(page.body, "property", "og:image")).toContain(item.image[0]);
  });

  it("a canonical address elsewhere leaves the sitemap too; a job's noindex shows as robots", async () => {
    const job = await insertJob(t.db, { slug: "hidden-job" });
    const moved = await insertJob(t.db, { slug: "copied-job" });
    expect((await api("PATCH", `/job/update/${job.id}`, { seo: { noindex: true } })).statusCode).toBe(200);
    expect(
      (await api("PATCH", `/job/update/${moved.id}`, { seo: { canonical: "https://example.org/jobs/1" } })).statusCode,
    ).toBe(200);
    const sitemap = (await get("/sitemap.xml")).body;
    expect(sitemap).not.toContain("/career/hidden-job<");
    expect(sitemap).not.toContain("/career/copied-job<");
    expect(metaOf((await get("/career/hidden-job")).body, "name", "robots")).toBe("noindex");
    expect(canonicalOf((await get("/career/copied-job")).body)).toBe("https://example.org/jobs/1");
  });

  it("refuse what breaks their rules with 400 in the contract's shape, changing nothing", async () => {
    const job = await insertJob(t.db, { slug: "rules-job" });
    const refusals: [unknown, string][] = [
      [{ title: "x".repeat(71) }, searchSettingMessages.titleTooLong],
      [{ description: "x".repeat(301) }, searchSettingMessages.descriptionTooLong],
      [{ canonical: "javascript:alert(1)" }, searchSettingMessages.canonicalInvalid],
      [{ canonical: "//evil.example/x" }, searchSettingMessages.canonicalInvalid],
      [{ image: "https://evil.example/x.png" }, searchSettingMessages.imageInvalid],
      [{ noindex: "yes" }, searchSettingMessages.noindexInvalid],
      ["not json", searchSettingMessages.invalid],
      [[1, 2], searchSettingMessages.invalid],
    ];
    for (const [seo, message] of refusals) {
      const answer = await api("PATCH", `/job/update/${job.id}`, { seo });
      expect(answer.statusCode, JSON.stringify(seo)).toBe(400);
      expect(answer.json().message, JSON.stringify(seo)).toBe(message);
    }
    const read = await get(`/api/v1/job/${job.id}`);
    expect(read.json().data.seo.title).toBe("");
  });

  it("in a draft, stay off the live page until the draft is published", async () => {
    const job = await insertJob(t.db, { slug: "drafted-seo-job", title: "Drafted Job" });
    await saveDraft("job", job.id, { seo: { title: "A drafted search title" } });
    expect(titleOf((await get("/career/drafted-seo-job")).body)).not.toBe("A drafted search title");
    const published = await api("POST", `/job/${job.id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(titleOf((await get("/career/drafted-seo-job")).body)).toBe("A drafted search title");
  });
});
