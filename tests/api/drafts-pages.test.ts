import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { insertCategory, insertJob, insertPortfolioItem } from "../support/content-fixtures.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/** Previews render the real public pages (React Router through Vite) with the draft (ADR 0122). */
const START = Date.parse("2026-11-25T06:00:00Z");
const HOUR = 3_600_000;
let now = START;
let ctx: TestContext;
let admin: Record<string, string>;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestApp({}, undefined, "development", false, () => now);
  const session = await signInAsSuperAdmin(ctx);
  admin = bearer(session.token);
  cookie = session.cookie;
}, 120_000);
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: "GET", url, headers });
const api = (method: "POST" | "DELETE", url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: admin, ...(payload ? { payload } : {}) });

async function shareLink(path: string, id: string, hours = 24) {
  const made = await api("POST", `/${path}/${id}/preview-links`, { expiresInHours: hours });
  expect(made.statusCode, made.body).toBe(201);
  const { url, _id } = made.json().data;
  return { path: new URL(url).pathname, id: _id as string };
}

describe("preview pages", () => {
  it("show the draft on the job's real page to anyone with the link, never cached or indexed", async () => {
    now = START;
    const job = await insertJob(ctx.database.db, { title: "Published title" });
    await api("POST", `/job/${job.id}/draft`, { title: "Draft title for the client" });
    const link = await shareLink("job", job.id);

    const page = await get(link.path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Draft title for the client");
    expect(page.body).toContain("Preview — this is a draft, not yet published");
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(page.body).not.toMatch(/<script\b/);

    // The public page, and the sitemap, show what is published.
    const publicPage = await get(`/career/${job.id}`);
    expect(publicPage.body).toContain("Published title");
    expect(publicPage.body).not.toContain("Draft title for the client");
    expect(publicPage.body).not.toContain("Preview — this is a draft");
    expect((await get("/sitemap.xml")).body).not.toContain("/preview/");

    const links = (
      await ctx.app.inject({ method: "GET", url: `/api/v1/job/${job.id}/preview-links`, headers: admin })
    ).json();
    expect(links.data[0].views).toBe(1);
  });

  it("answers 404 once the link expires or is revoked", async () => {
    now = START;
    const job = await insertJob(ctx.database.db, { title: "Expiring" });
    await api("POST", `/job/${job.id}/draft`, { title: "Seen for an hour" });
    const hourLink = await shareLink("job", job.id, 1);
    expect((await get(hourLink.path)).statusCode).toBe(200);
    now = START + HOUR + 1;
    const expired = await get(hourLink.path);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).not.toContain("Seen for an hour");

    now = START;
    const revoked = await shareLink("job", job.id);
    expect((await get(revoked.path)).statusCode).toBe(200);
    expect((await api("DELETE", `/job/${job.id}/preview-links/${revoked.id}`)).statusCode).toBe(200);
    const gone = await get(revoked.path);
    expect(gone.statusCode).toBe(404);
    expect(gone.headers["cache-control"]).toBe("no-store");
    for (const bad of ["/preview/x", `/preview/${"A".repeat(43)}`, "/preview/%00"]) {
      expect((await get(bad)).statusCode, bad).toBe(404);
    }
  });

  it("show an inactive project's draft to signed-in staff through the Preview button, and nothing to others", async () => {
    const category = await insertCategory(ctx.database.db);
    const project = await insertPortfolioItem(ctx.database.db, category.id, {
      name: "Hidden project",
      isActive: false,
    });
    await api("POST", `/project/${project.id}/draft`, { name: "Project in the making" });
    const staff = await get(`/preview/project/${project.id}`, { cookie });
    expect(staff.statusCode).toBe(200);
    expect(staff.body).toContain("Project in the making");
    expect(staff.headers["cache-control"]).toBe("no-store");
    expect((await get(`/preview/project/${project.id}`)).statusCode).toBe(401);
    expect((await get(`/project-details?id=${project.id}`)).body).not.toContain("Project in the making");
  });
});
