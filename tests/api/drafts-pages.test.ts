import { describe, expect, it } from "vitest";
import { insertCategory, insertJob, insertPortfolioItem } from "../support/content-fixtures.ts";
import { draftsTestApp, HOUR, START } from "../support/drafts-app.ts";

/** Previews render the real public pages (React Router through Vite) with the draft (ADR 0122). */
const t = draftsTestApp({ ssr: "development" });
const { api, followed, get, saveDraft, shareLink } = t;

describe("preview pages", () => {
  it("show the draft on the job's real page to anyone with the link, never cached or indexed", async () => {
    t.now = START;
    const job = await insertJob(t.db, { title: "Published title" });
    await saveDraft("job", job.id, { title: "Draft title for the client" });
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
    const publicPage = await followed(`/career/${job.id}`);
    expect(publicPage.body).toContain("Published title");
    expect(publicPage.body).not.toContain("Draft title for the client");
    expect(publicPage.body).not.toContain("Preview — this is a draft");
    expect((await get("/sitemap.xml")).body).not.toContain("/preview/");

    const links = (await api("GET", `/job/${job.id}/preview-links`)).json();
    expect(links.data[0].views).toBe(1);
  });

  it("answers 404 once the link expires or is revoked", async () => {
    t.now = START;
    const job = await insertJob(t.db, { title: "Expiring" });
    await saveDraft("job", job.id, { title: "Seen for an hour" });
    const hourLink = await shareLink("job", job.id, 1);
    expect((await get(hourLink.path)).statusCode).toBe(200);
    t.now = START + HOUR + 1;
    const expired = await get(hourLink.path);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).not.toContain("Seen for an hour");

    t.now = START;
    const revoked = await shareLink("job", job.id);
    expect((await get(revoked.path)).statusCode).toBe(200);
    expect((await api("DELETE", `/job/${job.id}/preview-links/${revoked.id}`)).statusCode).toBe(200);
    const gone = await get(revoked.path);
    expect(gone.statusCode).toBe(404);
    expect(gone.headers["cache-control"]).toBe("no-store");
    for (const bad of ["/preview/x", `/preview/${"A".repeat(43)}`]) {
      expect((await get(bad)).statusCode, bad).toBe(404);
    }
    // A NUL is refused with the address, before any preview is looked up (ADR 0265).
    expect((await get("/preview/%00")).statusCode).toBe(400);
  });

  it("show an inactive project's draft to signed-in staff through the Preview button, and nothing to others", async () => {
    const category = await insertCategory(t.db);
    const project = await insertPortfolioItem(t.db, category.id, {
      name: "Hidden project",
      isActive: false,
    });
    await saveDraft("project", project.id, { name: "Project in the making" });
    const staff = await get(`/preview/project/${project.id}`, { cookie: t.cookie });
    expect(staff.statusCode).toBe(200);
    expect(staff.body).toContain("Project in the making");
    expect(staff.headers["cache-control"]).toBe("no-store");
    expect((await get(`/preview/project/${project.id}`)).statusCode).toBe(401);
    expect((await followed(`/project-details?id=${project.id}`)).body).not.toContain("Project in the making");
  });
});
