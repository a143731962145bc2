import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contentDrafts, portfolioItems } from "../../server/db/schema/content.ts";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { draftsTestApp, HOUR, START } from "../support/drafts-app.ts";
import { multipart } from "../support/forms.ts";
import { pngImage } from "../support/images.ts";
import { createTestApp, createTestAppOn } from "../support/test-app.ts";
import { createSharedTestDatabase, testDriver } from "../support/test-database.ts";
import { goneOutsideLibrary, hasFileSet } from "../support/uploads.ts";

/** `draft: true` on create (ADR 0122, dated section): a record that exists only as a draft until published. */
const t = draftsTestApp({ ssr: "development", category: "Drafted" });
const { api, followed, saveDraft, schedule, shareLink } = t;
const get = (url: string) => t.get(url);

const projectFields = (name: string) => ({
  draft: "true",
  type: "project",
  category: t.categoryId,
  name,
  client: "Draft Client",
  technology: "React",
  url: "https://example.com/draft",
  date: "2026-10-01",
  description: "Prepared over several days.",
});

/** Creates a project as a draft (with one picture unless told otherwise); its reserved id and picture. */
async function draftProject(name: string, fields: Record<string, string> = projectFields(name), withImage = true) {
  const image = withImage ? { image: await pngImage(400, 300) } : {};
  const res = await api("POST", "/project/create", multipart(fields, image));
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data;
  expect(data).toMatchObject({ status: "draft", draftOnly: true, hasDraft: true });
  const [row] = await t.db.select().from(contentDrafts).where(eq(contentDrafts.recordId, data.recordId));
  return { id: data.recordId as string, images: row.images };
}

/** Every public place a project could show: API reads, pages, the sitemap, and their cached copies. */
async function publicTexts(id: string) {
  const urls = [
    `/api/v1/project/${id}`,
    "/api/v1/project",
    "/api/v1/project?type=project",
    `/project-details?id=${id}`,
    "/projects",
    "/sitemap.xml",
  ];
  const texts: string[] = [];
  // Twice: the second read is the cached answer.
  for (let round = 0; round < 2; round++) for (const url of urls) texts.push((await followed(url)).body);
  return texts.join("\n");
}

describe("draft: true on create", () => {
  it("keeps a project off every public read, page, sitemap and cache until it is published", async () => {
    t.now = START;
    const { id, images } = await draftProject("Secret launch");
    expect(images).toHaveLength(1);
    expect(await hasFileSet(t.ctx, images[0])).toBe(true);
    const texts = await publicTexts(id);
    expect(texts).not.toContain("Secret launch");
    expect(texts).not.toContain(id);
    expect(texts).not.toContain(images[0]);
    expect((await get(`/api/v1/project/${id}`)).statusCode).toBe(404);
    // Nothing was created: no row, and no create entry, only its draft's save (ADR 0152).
    expect(await t.db.select().from(portfolioItems).where(eq(portfolioItems.id, id))).toHaveLength(0);
    const drafted = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(drafted.map((entry) => [entry.action, entry.entity, entry.summary])).toEqual([
      ["draftSave", "project", 'Saved a draft of new project "Secret launch"'],
    ]);

    // The back office sees it: its publication, and the drafts list with the Draft status.
    const listed = (await api("GET", "/project/drafts")).json().data;
    expect(listed.find((p: { recordId: string }) => p.recordId === id)).toMatchObject({ status: "draft" });
    // Draft saves work on it as on a record's draft.
    const saved = await api("POST", `/project/${id}/draft`, { name: "Big launch", version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);

    const published = await api("POST", `/project/${id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ _id: id, name: "Big launch", version: 1, image: images });
    expect((await get(`/api/v1/project/${id}`)).json().data.name).toBe("Big launch");
    expect(await publicTexts(id)).toContain("Big launch");
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    // The draft's create and its save are one editing session (ADR 0152), the publish is the create.
    expect(entries.map((entry) => entry.action).sort()).toEqual(["create", "draftSave"]);
    // The draft went with the create, in its transaction: nothing left to publish again.
    expect((await api("GET", `/project/${id}/draft`)).json().data).toMatchObject({ draftOnly: false, draft: null });
    expect((await api("POST", `/project/${id}/publish`, {})).statusCode).toBe(409);
  }, 120_000);

  it("answers the create's 400 when the draft misses a required field", async () => {
    const { id } = await draftProject("Half done", { draft: "true", name: "Half done" }, false);
    const refused = await api("POST", `/project/${id}/publish`, {});
    expect(refused.statusCode).toBe(400);
    const paths = refused.json().issues.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(["category", "client", "image"]));
    expect((await get(`/api/v1/project/${id}`)).statusCode).toBe(404);
  });

  it("publishes a job saved as a draft through the JSON create, and the spec's create is unchanged", async () => {
    const drafted = await api("POST", "/job/create", { draft: true, title: "Draft-only job" });
    expect(drafted.statusCode, drafted.body).toBe(201);
    const id = drafted.json().data.recordId;
    expect((await get("/api/v1/job")).body).not.toContain("Draft-only job");
    const plain = await api("POST", "/job/create", { title: "No title" });
    expect(plain.statusCode).toBe(400);
    await api("POST", `/job/${id}/draft`, {
      description: "d",
      companyOverview: "c",
      jobRole: ["Build"],
      requirements: ["Care"],
    });
    const published = await api("POST", `/job/${id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect((await get(`/api/v1/job/${id}`)).json().data.title).toBe("Draft-only job");
  });

  it("keeps a category (with its icon) off the public reads until published, and refuses it without its icon", async () => {
    const drafted = await api(
      "POST",
      "/category/create",
      multipart({ draft: "true", name: "Secret category" }, { logo: await pngImage(64, 64) }),
    );
    expect(drafted.statusCode, drafted.body).toBe(201);
    expect(drafted.json().data).toMatchObject({ status: "draft", draftOnly: true });
    const id = drafted.json().data.recordId;
    const [row] = await t.db.select().from(contentDrafts).where(eq(contentDrafts.recordId, id));
    expect(row.images).toHaveLength(1);
    const publicReads = async () =>
      [(await get("/api/v1/category")).body, (await get(`/api/v1/category/${id}`)).body].join("\n");
    expect(await publicReads()).not.toContain("Secret category");
    expect((await get(`/api/v1/category/${id}`)).statusCode).toBe(404);

    // A missing field is the create's 400, and nothing is created.
    const refused = await api("POST", `/category/${id}/publish`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues.map((e: { path: string }) => e.path)).toContain("description");
    expect((await get(`/api/v1/category/${id}`)).statusCode).toBe(404);

    await saveDraft("category", id, { description: "Kept back until launch.", version: 1 });
    // Its preview is the category's page built from the draft alone.
    const preview = await get((await shareLink("category", id, 1)).path);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain("Kept back until launch.");
    const published = await api("POST", `/category/${id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ _id: id, name: "Secret category", icon: row.images[0] });
    expect(await publicReads()).toContain("Secret category");

    // Without an icon the create's 400 names it.
    const iconless = await api(
      "POST",
      "/category/create",
      multipart({ draft: "true", name: "No icon", description: "d" }, {}),
    );
    expect(iconless.statusCode, iconless.body).toBe(201);
    const noIcon = await api("POST", `/category/${iconless.json().data.recordId}/publish`, {});
    expect(noIcon.statusCode).toBe(400);
    expect(noIcon.json().issues.map((e: { path: string }) => e.path)).toEqual(["logo"]);
  });

  it("keeps a service off every public read, page, sitemap and cache until published, with its icon", async () => {
    t.now = START;
    const secret = "Secret service";
    const publicTexts = async (id: string) => {
      const urls = [
        `/api/v1/services/${id}`,
        "/api/v1/services",
        `/api/v1/services/category-id/${t.categoryId}`,
        `/services/service-detail/${id}`,
        `/services/sub-services/${t.categoryId}`,
        "/services",
        "/sitemap.xml",
      ];
      const texts: string[] = [];
      // Twice: the second read is the cached answer.
      for (let round = 0; round < 2; round++) for (const url of urls) texts.push((await followed(url)).body);
      return texts.join("\n");
    };
    const sent = {
      draft: "true",
      categoryId: t.categoryId,
      name: secret,
      description: "Prepared before launch.",
      feature: JSON.stringify([{ name: "Audit", description: "A first look." }]),
    };
    const drafted = await api("POST", "/services/create", multipart(sent, { icon: await pngImage(64, 64) }));
    expect(drafted.statusCode, drafted.body).toBe(201);
    expect(drafted.json().data).toMatchObject({ status: "draft", draftOnly: true });
    const id = drafted.json().data.recordId;
    const [row] = await t.db.select().from(contentDrafts).where(eq(contentDrafts.recordId, id));
    expect(row.images).toHaveLength(1);
    expect(row.fields).toMatchObject({ name: secret, features: [{ name: "Audit", description: "A first look." }] });
    expect(await hasFileSet(t.ctx, row.images[0])).toBe(true);
    expect(await publicTexts(id)).not.toContain(secret);
    expect((await get(`/api/v1/services/${id}`)).statusCode).toBe(404);
    expect((await get(`/services/service-detail/${id}`)).statusCode).toBe(404);

    // A missing field is the create's 400, and nothing is created.
    const refused = await api("POST", `/services/${id}/publish`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues.map((e: { path: string }) => e.path)).toEqual([
      "approach",
      "color",
      "workUrl",
      "benefits",
    ]);
    expect((await get(`/api/v1/services/${id}`)).statusCode).toBe(404);

    // Only publishAt: there is nothing to unpublish yet.
    const off = await api("POST", `/services/${id}/schedule`, { unpublishAt: new Date(START + HOUR).toISOString() });
    expect(off.statusCode).toBe(400);

    const rest = {
      approach: "Step by step.",
      color: "#1a2b3c",
      workUrl: "https://example.com/w",
      benefits: "Fewer surprises.",
    };
    await saveDraft("services", id, { ...rest, version: 1 });
    // Its preview is the service's detail page built from the draft alone, with its kept icon.
    const link = await shareLink("services", id, 1);
    const preview = await get(link.path);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain(secret);
    expect(preview.body).toContain("Step by step.");
    expect(preview.body).toContain(row.images[0].split("/").pop()?.split(".")[0]);
    expect(await publicTexts(id)).not.toContain(secret);

    const published = await api("POST", `/services/${id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ _id: id, name: secret, icon: row.images[0], color: "#1a2b3c" });
    expect(await publicTexts(id)).toContain(secret);
    expect((await followed(`/services/service-detail/${id}`)).statusCode).toBe(200);
    // The category's page lists it (its cached copy from before the publish was dropped).
    expect((await followed(`/services/sub-services/${t.categoryId}`)).body).toContain(secret);
    expect(await hasFileSet(t.ctx, row.images[0])).toBe(true);
    // The preview link made during the draft keeps working on the created service.
    expect((await get(link.path)).statusCode).toBe(200);
  });

  it("refuses a service without its icon at publish (the create's 400), and discard removes its kept icon", async () => {
    const fields = {
      draft: "true",
      categoryId: t.categoryId,
      name: "No icon",
      description: "d",
      approach: "a",
      color: "#123456",
      workUrl: "https://example.com/n",
      benefits: "b",
      feature: JSON.stringify([{ name: "F", description: "G" }]),
    };
    const iconless = await api("POST", "/services/create", multipart(fields, {}));
    expect(iconless.statusCode, iconless.body).toBe(201);
    const noIcon = await api("POST", `/services/${iconless.json().data.recordId}/publish`, {});
    expect(noIcon.statusCode).toBe(400);
    expect(noIcon.json().issues.map((e: { path: string }) => e.path)).toEqual(["icon"]);

    const kept = await api("POST", "/services/create", multipart(fields, { icon: await pngImage(64, 64) }));
    const id = kept.json().data.recordId;
    const [row] = await t.db.select().from(contentDrafts).where(eq(contentDrafts.recordId, id));
    expect(await hasFileSet(t.ctx, row.images[0])).toBe(true);
    const discarded = await api("DELETE", `/services/${id}/draft`);
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(await goneOutsideLibrary(t.ctx, row.images[0])).toBe(true);
    expect((await api("POST", `/services/${id}/publish`, {})).statusCode).toBe(404);

    // Without draft the spec's create is unchanged: the icon is required at once.
    const { draft: _draft, ...plain } = fields;
    const spec = await api("POST", "/services/create", multipart(plain, {}));
    expect(spec.statusCode).toBe(400);
    expect(spec.json().issues.map((e: { path: string }) => e.path)).toEqual(["icon"]);
  });

  it("shows the draft through a preview link signed out until it expires or is revoked, then 404", async () => {
    t.now = START;
    const { id } = await draftProject("Shown to the client");
    const { path } = await shareLink("project", id, 1);
    const page = await get(path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Shown to the client");
    expect(page.headers["cache-control"]).toBe("no-store");
    t.now = START + HOUR + 1;
    expect((await get(path)).statusCode).toBe(404);

    t.now = START;
    const second = await shareLink("project", id);
    const secondPath = second.path;
    expect((await get(secondPath)).statusCode).toBe(200);
    expect((await api("DELETE", `/project/${id}/preview-links/${second.id}`)).statusCode).toBe(200);
    expect((await get(secondPath)).statusCode).toBe(404);
  });

  it("removes the stored files, the draft and its links on discard", async () => {
    const { id, images } = await draftProject("Thrown away");
    const link = await shareLink("project", id, 2);
    expect(await hasFileSet(t.ctx, images[0])).toBe(true);
    const discarded = await api("DELETE", `/project/${id}/draft`);
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(await goneOutsideLibrary(t.ctx, images[0])).toBe(true);
    expect((await get(link.path)).statusCode).toBe(404);
    expect((await api("GET", `/project/${id}/draft`)).statusCode).toBe(404);
  });

  it("publishes at its scheduled time, once, and not before", async () => {
    t.now = START;
    const { id } = await draftProject("On Monday");
    const at = new Date(START + HOUR).toISOString();
    expect(await schedule("project", id, { publishAt: at })).toMatchObject({ status: "scheduled", draftOnly: true });
    const off = await api("POST", `/project/${id}/schedule`, { unpublishAt: new Date(START + 2 * HOUR).toISOString() });
    expect(off.statusCode).toBe(400);
    expect(await t.ctx.app.publishScheduler.tick()).toBe(0);
    expect(await publicTexts(id)).not.toContain("On Monday");
    t.now = START + HOUR;
    expect(await t.ctx.app.publishScheduler.tick()).toBe(1);
    expect(await t.ctx.app.publishScheduler.tick()).toBe(0);
    expect(await publicTexts(id)).toContain("On Monday");
    // The schedule set by the admin (the refused unpublish left none), then the create by the system.
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(asc(auditLog.at));
    expect(entries.filter((entry) => entry.action !== "draftSave")).toMatchObject([
      {
        action: "schedule",
        actorUsername: TEST_ADMIN.username,
        summary: expect.stringContaining('new project "On Monday"'),
      },
      { action: "create", actorUsername: expect.stringContaining("System on behalf of") },
    ]);
  });
});

describe("a draft-only schedule missed while the server was down", () => {
  it("runs as soon as the server is back", async () => {
    let clock = START;
    let first = await createTestApp({}, undefined, "off", false, () => clock);
    const token = bearer((await signInAsSuperAdmin(first)).token);
    const drafted = await first.app.inject({
      method: "POST",
      url: "/api/v1/job/create",
      headers: token,
      payload: {
        draft: true,
        title: "Missed",
        description: "d",
        companyOverview: "c",
        jobRole: ["a"],
        requirements: ["b"],
      },
    });
    const id = drafted.json().data.recordId;
    const scheduled = await first.app.inject({
      method: "POST",
      url: `/api/v1/job/${id}/schedule`,
      headers: token,
      payload: { publishAt: new Date(START + HOUR).toISOString() },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    await first.app.close();
    clock = START + 5 * HOUR;
    first = await createTestAppOn(first.database, {}, "off", undefined, () => clock);
    try {
      const read = await first.app.inject({ method: "GET", url: `/api/v1/job/${id}` });
      expect(read.json().data.title).toBe("Missed");
      expect(await first.app.publishScheduler.tick()).toBe(0);
    } finally {
      await first.close();
    }
  });
});

describe.skipIf(testDriver() !== "postgres")("a draft-only schedule with two instances", () => {
  it("creates the record once, whichever instance claims it, and both show it", async () => {
    let clock = START;
    const [one, two] = await createSharedTestDatabase(2);
    const a = await createTestAppOn(one, {}, "off", undefined, () => clock);
    const b = await createTestAppOn(two, {}, "off", undefined, () => clock);
    try {
      const token = bearer((await signInAsSuperAdmin(a)).token);
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) {
        const drafted = await a.app.inject({
          method: "POST",
          url: "/api/v1/job/create",
          headers: token,
          payload: {
            draft: true,
            title: `Twice ${i}`,
            description: "d",
            companyOverview: "c",
            jobRole: ["a"],
            requirements: ["b"],
          },
        });
        const id = drafted.json().data.recordId;
        ids.push(id);
        await a.app.inject({
          method: "POST",
          url: `/api/v1/job/${id}/schedule`,
          headers: token,
          payload: { publishAt: new Date(START + HOUR).toISOString() },
        });
      }
      // B has the list cached without them.
      await b.app.inject({ method: "GET", url: "/api/v1/job" });
      clock = START + HOUR;
      const ran = await Promise.all([a.app.publishScheduler.tick(), b.app.publishScheduler.tick()]);
      expect(ran[0] + ran[1]).toBe(4);
      for (const [i, id] of ids.entries()) {
        const entries = await a.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
        expect(entries.filter((entry) => entry.action === "create")).toHaveLength(1);
        await expect
          .poll(async () => (await b.app.inject({ method: "GET", url: "/api/v1/job" })).body, { timeout: 2000 })
          .toContain(`Twice ${i}`);
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
