import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { slugLimits, slugMessages, slugPattern } from "../../domain/slugs.ts";
import { jobs } from "../../server/db/schema/content.ts";
import { insertCategory, insertJob, insertPortfolioItem, insertService } from "../support/content-fixtures.ts";
import { draftsTestApp, HOUR, START } from "../support/drafts-app.ts";
import { multipart } from "../support/forms.ts";
import { pngImage } from "../support/images.ts";

/**
 * Readable addresses that never break (issue 53, ADRs 0160, 0161): slugs made, edited and refused;
 * every former address — a record's earlier slugs, the specs' id addresses — one 301 to its address
 * now; a record in the trash 410 until it is restored. The pages are the real ones (Vite).
 */
const t = draftsTestApp({ ssr: "development" });
const { api, get, publicGet, saveDraft, schedule } = t;

/** `from` answers one 301 straight to `to`, which answers the page. */
async function movesTo(from: string, to: string) {
  const moved = await get(from);
  expect(moved.statusCode, `${from} → ${moved.body.slice(0, 300)}`).toBe(301);
  expect(moved.headers.location, from).toBe(to);
  const page = await get(to);
  expect(page.statusCode, to).toBe(200);
  return page;
}

const job = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: "Build fast sites",
  companyOverview: "A Lahore agency",
  jobRole: ["Build pages"],
  requirements: ["Two years of React"],
  ...extra,
});

const createJob = (payload: Record<string, unknown>) => api("POST", "/job/create", payload);
const renameJob = (id: string, slug: string) => api("PATCH", `/job/update/${id}`, { slug });
const jobCount = async () => (await t.db.select({ id: jobs.id }).from(jobs)).length;

describe("slugs", () => {
  it("are made from the name on create, suffixed when taken, transliterated from Urdu", async () => {
    const first = await createJob(job("Senior React Developer"));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.slug).toBe("senior-react-developer");
    expect((await createJob(job("Senior React Developer!"))).json().data.slug).toBe("senior-react-developer-2");
    expect((await createJob(job("Senior  React developer"))).json().data.slug).toBe("senior-react-developer-3");

    const urdu = (await createJob(job("ویب ڈویلپر"))).json().data.slug;
    expect(urdu).toMatch(slugPattern);
    expect(urdu).not.toBe("job");
    const long = (await createJob(job(`Engineer ${"very ".repeat(30)}long`))).json().data.slug;
    expect(long.length).toBeLessThanOrEqual(slugLimits.max);
    expect(long).toMatch(slugPattern);

    const category = await api(
      "POST",
      "/category/create",
      multipart({ name: "Cloud & DevOps", description: "Hosting" }, { logo: await pngImage() }),
    );
    expect(category.statusCode, category.body).toBe(201);
    expect(category.json().data.slug).toBe("cloud-and-devops");
    // The page is at the address the slug makes.
    expect((await get("/services/cloud-and-devops")).statusCode).toBe(200);
  });

  it("take an edited slug, and refuse a taken, malformed, too long or reserved one with 400, changing nothing", async () => {
    const own = (await createJob(job("Designer", { slug: "brand-designer" }))).json().data;
    expect(own.slug).toBe("brand-designer");
    const other = await insertJob(t.db, { slug: "taken-slug" });

    const renamed = await renameJob(own._id, "lead-brand-designer");
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.slug).toBe("lead-brand-designer");

    const refusals: [string, string][] = [
      [other.slug, slugMessages.taken("job")],
      ["Bad Slug!", slugMessages.invalid],
      ["double--hyphen", slugMessages.invalid],
      ["-leading", slugMessages.invalid],
      ["a".repeat(slugLimits.max + 1), slugMessages.tooLong],
      ["form", slugMessages.reserved],
      ["0b9d0a44-7f2e-4c1e-9d1a-5a3c2b1e0f9a", slugMessages.reserved],
    ];
    for (const [slug, message] of refusals) {
      const res = await renameJob(own._id, slug);
      expect(res.statusCode, slug).toBe(400);
      expect(res.json(), slug).toMatchObject({ success: false, message });
      expect(res.json().issues, slug).toContainEqual({ path: "slug", message });
    }
    const now = (await api("GET", `/job/${own._id}`)).json().data;
    expect(now).toMatchObject({ slug: "lead-brand-designer", version: renamed.json().data.version });

    // On create too: nothing is made.
    const before = await jobCount();
    const taken = await createJob(job("Another", { slug: other.slug }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().issues).toContainEqual({ path: "slug", message: slugMessages.taken("job") });
    expect(await jobCount()).toBe(before);

    // A category's slug is refused the same way, in its own words.
    const a = await insertCategory(t.db, { slug: "category-a" });
    const b = await insertCategory(t.db, { slug: "category-b" });
    const clash = await api("PATCH", `/category/update/${b.id}`, multipart({ slug: a.slug }));
    expect(clash.statusCode).toBe(400);
    expect(clash.json().issues).toContainEqual({ path: "slug", message: slugMessages.taken("category") });
    const shadow = await api("PATCH", `/category/update/${b.id}`, multipart({ slug: "sub-services" }));
    expect(shadow.json().issues).toContainEqual({ path: "slug", message: slugMessages.reserved });
  });

  it("are read by the public API wherever an id is", async () => {
    const category = await insertCategory(t.db, { slug: "api-category" });
    const service = await insertService(t.db, category.id, { slug: "api-service" });
    const item = await insertPortfolioItem(t.db, category.id, { slug: "api-item" });
    const opening = await insertJob(t.db, { slug: "api-job" });
    expect((await publicGet("/category/api-category")).json().data._id).toBe(category.id);
    expect((await publicGet("/services/api-service")).json().data._id).toBe(service.id);
    expect((await publicGet("/services/category-id/api-category")).json().services[0]._id).toBe(service.id);
    expect((await publicGet("/project/api-item")).json().data._id).toBe(item.id);
    expect((await publicGet("/job/api-job")).json().data).toMatchObject({ _id: opening.id, slug: "api-job" });
    // Signed in, the same reads by slug.
    expect((await api("GET", "/job/api-job")).json().data._id).toBe(opening.id);
    for (const unknown of ["/category/no-such-thing", "/services/category-id/no-such-thing", "/job/Not%20A%20Slug"])
      expect((await publicGet(unknown)).statusCode, unknown).toBe(404);

    // A cached read by the old slug is dropped by the rename.
    expect((await publicGet("/job/api-job")).statusCode).toBe(200);
    expect((await renameJob(opening.id, "api-job-renamed")).statusCode).toBe(200);
    expect((await publicGet("/job/api-job")).statusCode).toBe(404);
    expect((await publicGet("/job/api-job-renamed")).json().data._id).toBe(opening.id);
  });
});

describe("former addresses", () => {
  it("renamed twice, both old addresses answer one 301 to the newest", async () => {
    const category = await insertCategory(t.db, { slug: "twice-category" });
    const item = await insertPortfolioItem(t.db, category.id, { slug: "first-name" });
    expect((await get("/projects/first-name")).statusCode).toBe(200);
    for (const slug of ["second-name", "third-name"]) {
      const res = await api("PATCH", `/project/update/${item.id}`, { slug });
      expect(res.statusCode, res.body).toBe(200);
    }
    await movesTo("/projects/first-name", "/projects/third-name");
    await movesTo("/projects/second-name", "/projects/third-name");
    // The other list's address of it, too.
    await movesTo("/products/third-name", "/projects/third-name");

    // Renamed back: the slug is current again and no longer a former one; the last one is.
    expect((await api("PATCH", `/project/update/${item.id}`, { slug: "first-name" })).statusCode).toBe(200);
    expect((await get("/projects/first-name")).statusCode).toBe(200);
    await movesTo("/projects/third-name", "/projects/first-name");
    await movesTo("/projects/second-name", "/projects/first-name");

    // A former slug taken by another record is that record's address now.
    const other = await insertPortfolioItem(t.db, category.id, { slug: "other-item" });
    expect((await api("PATCH", `/project/update/${other.id}`, { slug: "second-name" })).statusCode).toBe(200);
    const page = await get("/projects/second-name");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(other.name);
    await movesTo("/projects/other-item", "/projects/second-name");
  });

  it("the specs' id addresses answer one 301 to the readable address", async () => {
    const category = await insertCategory(t.db, { slug: "spec-category" });
    const service = await insertService(t.db, category.id, { slug: "spec-service" });
    const project = await insertPortfolioItem(t.db, category.id, { slug: "spec-project" });
    const product = await insertPortfolioItem(t.db, category.id, {
      type: "product",
      slug: "spec-product",
      productCode: `PRD-${Date.now()}`,
    });
    const opening = await insertJob(t.db, { slug: "spec-job" });
    await movesTo(`/services/sub-services/${category.id}`, "/services/spec-category");
    await movesTo(`/services/service-detail/${service.id}`, "/services/spec-category/spec-service");
    await movesTo(`/project-details?id=${project.id}`, "/projects/spec-project");
    await movesTo(`/product-details?id=${product.id}`, "/products/spec-product");
    // A project named on the product page's address goes to its own.
    await movesTo(`/product-details?id=${project.id}`, "/projects/spec-project");
    await movesTo(`/career/${opening.id}`, "/career/spec-job");
    await movesTo(`/career/form/${opening.id}`, "/career/spec-job/apply");
    await movesTo(`/services/${category.id}`, "/services/spec-category");

    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const path of [
      `/services/sub-services/${unknown}`,
      `/services/service-detail/${unknown}`,
      `/project-details?id=${unknown}`,
      `/career/${unknown}`,
      `/career/form/${unknown}`,
      "/projects/no-such-project",
      "/services/no-such-category/no-such-service",
    ])
      expect((await get(path)).statusCode, path).toBe(404);
    // The spec's details page without an id still says so.
    const missing = await get("/project-details");
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toContain("No project data found.");
  });

  it("a service follows its category's rename and its own move to another category", async () => {
    const web = await insertCategory(t.db, { slug: "web-work" });
    const apps = await insertCategory(t.db, { slug: "app-work" });
    const service = await insertService(t.db, web.id, { slug: "react-sites" });
    expect((await get("/services/web-work/react-sites")).statusCode).toBe(200);

    const renamed = await api("PATCH", `/category/update/${web.id}`, multipart({ slug: "web-development-work" }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    await movesTo("/services/web-work", "/services/web-development-work");
    await movesTo("/services/web-work/react-sites", "/services/web-development-work/react-sites");

    const moved = await api("PATCH", `/services/update/${service.id}`, multipart({ categoryId: apps.id }));
    expect(moved.statusCode, moved.body).toBe(200);
    await movesTo("/services/web-development-work/react-sites", "/services/app-work/react-sites");
    await movesTo("/services/web-work/react-sites", "/services/app-work/react-sites");
  });

  it("a record in the trash answers 410 at every address until it is restored", async () => {
    const opening = await insertJob(t.db, { slug: "binned-job" });
    expect((await renameJob(opening.id, "binned-job-renamed")).statusCode).toBe(200);
    expect((await api("DELETE", `/job/delete/${opening.id}`)).statusCode).toBe(200);
    for (const path of [
      "/career/binned-job-renamed",
      "/career/binned-job",
      `/career/${opening.id}`,
      "/career/binned-job-renamed/apply",
    ])
      expect((await get(path)).statusCode, path).toBe(410);

    const restored = await api("POST", `/trash/job/${opening.id}/restore`, {});
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await get("/career/binned-job-renamed")).statusCode).toBe(200);
    await movesTo("/career/binned-job", "/career/binned-job-renamed");
    await movesTo(`/career/${opening.id}`, "/career/binned-job-renamed");

    // Its slug taken while it was in the trash: it comes back under the next free one.
    expect((await api("DELETE", `/job/delete/${opening.id}`)).statusCode).toBe(200);
    const taker = await insertJob(t.db, { slug: "binned-job-renamed" });
    const back = await api("POST", `/trash/job/${opening.id}/restore`, {});
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.slug).toBe("binned-job-renamed-2");
    expect((await get("/career/binned-job-renamed")).body).toContain(taker.title);
    expect((await get("/career/binned-job-renamed-2")).statusCode).toBe(200);
  });

  it("a rename in a draft or a schedule keeps the old address until it is published", async () => {
    t.now = START;
    const drafted = await insertJob(t.db, { slug: "draft-job" });
    await saveDraft("job", drafted.id, { slug: "draft-job-new" });
    expect((await get("/career/draft-job")).statusCode).toBe(200);
    expect((await get("/career/draft-job-new")).statusCode).toBe(404);
    const published = await api("POST", `/job/${drafted.id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    await movesTo("/career/draft-job", "/career/draft-job-new");

    const scheduled = await insertJob(t.db, { slug: "scheduled-job" });
    await saveDraft("job", scheduled.id, { slug: "scheduled-job-new" });
    await schedule("job", scheduled.id, { publishAt: new Date(START + HOUR).toISOString() });
    expect(await t.ctx.app.publishScheduler.tick()).toBe(0);
    expect((await get("/career/scheduled-job")).statusCode).toBe(200);
    expect((await get("/career/scheduled-job-new")).statusCode).toBe(404);
    t.now = START + HOUR + 1000;
    expect(await t.ctx.app.publishScheduler.tick()).toBe(1);
    await movesTo("/career/scheduled-job", "/career/scheduled-job-new");

    // A draft whose slug another record took after it was saved is refused at publish, and the
    // record keeps its address (a taken slug is refused on the draft save itself: slug-check.test.ts).
    const blocked = await insertJob(t.db, { slug: "blocked-job" });
    await saveDraft("job", blocked.id, { slug: "blocked-job-new" });
    await insertJob(t.db, { slug: "blocked-job-new" });
    const refused = await api("POST", `/job/${blocked.id}/publish`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(slugMessages.taken("job"));
    expect((await get("/career/blocked-job")).statusCode).toBe(200);
  });

  it("a restore of an older revision renames back, and the slug it leaves redirects", async () => {
    const opening = (await createJob(job("History Job", { slug: "history-job" }))).json().data;
    expect((await renameJob(opening._id, "history-job-new")).statusCode).toBe(200);
    const revisions = (await api("GET", `/job/${opening._id}/revisions`)).json().data;
    const first = revisions.at(-1);
    const restored = await api("POST", `/job/${opening._id}/revisions/${first._id}/restore`, {});
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.slug).toBe("history-job");
    await movesTo("/career/history-job-new", "/career/history-job");
  });
});

describe("pages", () => {
  it("link, list in the sitemap and name as canonical the readable address", async () => {
    const category = await insertCategory(t.db, { name: "Linked Category", slug: "linked-category" });
    await insertService(t.db, category.id, { name: "Linked Service", slug: "linked-service" });
    const opening = await insertJob(t.db, { slug: "linked-job" });
    const sitemap = (await get("/sitemap.xml")).body;
    expect(sitemap).toContain("/services/linked-category</loc>");
    expect(sitemap).toContain("/services/linked-category/linked-service</loc>");
    expect(sitemap).toContain("/career/linked-job</loc>");
    expect(sitemap).not.toMatch(/service-detail|sub-services|project-details|product-details|career\/[0-9a-f]{8}-/);

    const servicePage = (await get("/services/linked-category/linked-service")).body;
    expect(servicePage).toMatch(/<link rel="canonical" href="[^"]*\/services\/linked-category\/linked-service"/);
    expect(servicePage).toContain('href="/services/linked-category"');
    const jobPage = (await get("/career/linked-job")).body;
    expect(jobPage).toContain('href="/career/linked-job/apply"');
    expect(jobPage).toMatch(/"url":"[^"]*\/career\/linked-job"/);
    const row = await t.db.select().from(jobs).where(eq(jobs.id, opening.id));
    expect(row[0].slug).toBe("linked-job");
  });
});
