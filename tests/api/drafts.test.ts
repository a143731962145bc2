import { and, asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadSitemapEntries } from "../../app/loaders/sitemap.server.ts";
import { contentDrafts, contentPreviewLinks } from "../../server/db/schema/content.ts";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { pageLoadContext } from "../../server/pages/load-context.ts";
import { bearer, createAdmin, createRole, signIn } from "../support/admins.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { insertCategory, insertJob, insertPortfolioItem, insertService } from "../support/content-fixtures.ts";
import { draftsTestApp, HOUR, START } from "../support/drafts-app.ts";

/** The instance's clock (`t.now`): tests move it past schedules and link expiries. */
const t = draftsTestApp();
const { api, publicGet, saveDraft, schedule } = t;

describe("drafts", () => {
  it("keeps a job's draft off every public read and the cache until it is published", async () => {
    const job = await insertJob(t.db, { title: "Designer" });
    // Warm the public cache with the published job.
    await publicGet(`/job/${job.id}`);
    expect((await publicGet(`/job/${job.id}`)).headers["x-cache"]).toBe("HIT");

    const saved = await api("POST", `/job/${job.id}/draft`, { title: "Senior designer", version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: "Draft saved" });
    expect(saved.json().data).toMatchObject({
      fields: { title: "Senior designer" },
      version: 1,
      savedBy: TEST_ADMIN.username,
    });

    for (const url of [`/job/${job.id}`, "/job"]) {
      expect((await publicGet(url)).body).not.toContain("Senior designer");
    }
    const state = await api("GET", `/job/${job.id}/draft`);
    expect(state.json().data).toMatchObject({ status: "published", hasDraft: true, schedule: null });
    const listed = await api("GET", "/job/drafts");
    expect(listed.json().data.map((p: { recordId: string }) => p.recordId)).toContain(job.id);

    const published = await api("POST", `/job/${job.id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ title: "Senior designer", version: 2 });
    const read = await publicGet(`/job/${job.id}`);
    expect(read.json().data.title).toBe("Senior designer");
    expect((await api("GET", `/job/${job.id}/draft`)).json().data).toMatchObject({ hasDraft: false, draft: null });
    // Published through the update: a revision and an audit entry name the admin.
    const revisions = (await api("GET", `/job/${job.id}/revisions`)).json().data;
    expect(revisions[0]).toMatchObject({ version: 2, actor: { username: TEST_ADMIN.username } });
  });

  it("filters the Jobs screen's pages by publication on the server: published, changed, scheduled", async () => {
    const plain = await insertJob(t.db, { title: "Filter plain" });
    const changed = await insertJob(t.db, { title: "Filter changed" });
    const scheduled = await insertJob(t.db, { title: "Filter scheduled" });
    await saveDraft("job", changed.id, { title: "Filter changed again", version: 0 });
    await saveDraft("job", scheduled.id, { title: "Filter later", version: 0 });
    await schedule("job", scheduled.id, { publishAt: new Date(t.now + 2 * HOUR).toISOString() });
    const titles = async (publication: string) => {
      const res = await api("GET", `/job?all=true&page=1&limit=100&q=Filter&publication=${publication}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().pagination.total).toBe(res.json().data.length);
      return res.json().data.map((job: { title: string }) => job.title);
    };
    expect(await titles("published")).toEqual([plain.title]);
    expect(await titles("changed")).toEqual([changed.title]);
    expect(await titles("scheduled")).toEqual([scheduled.title]);
    expect((await api("GET", "/job?all=true&page=1&publication=everything")).statusCode).toBe(400);
    await api("DELETE", `/job/${scheduled.id}/schedule`);
    await api("DELETE", `/job/${scheduled.id}/draft`);
    await api("DELETE", `/job/${changed.id}/draft`);
  });

  it("saves drafts over one another and refuses a save from an older draft version (two tabs)", async () => {
    const job = await insertJob(t.db, { title: "Writer" });
    const first = await api("POST", `/job/${job.id}/draft`, { title: "Copywriter", version: 0 });
    expect(first.json().data.version).toBe(1);
    const second = await api("POST", `/job/${job.id}/draft`, { description: "Words", version: 1 });
    expect(second.json().data).toMatchObject({ version: 2, fields: { title: "Copywriter", description: "Words" } });

    const stale = await api("POST", `/job/${job.id}/draft`, { title: "Editor", version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(
      new RegExp(`^Changed by ${TEST_ADMIN.username} at .+ while you were editing$`),
    );
    expect(stale.json().current).toMatchObject({ version: 2, fields: { title: "Copywriter" } });
    const anotherFirst = await api("POST", `/job/${job.id}/draft`, { title: "Editor", version: 0 });
    expect(anotherFirst.statusCode).toBe(409);

    const stalePublish = await api("POST", `/job/${job.id}/publish`, { version: 1 });
    expect(stalePublish.statusCode).toBe(409);
    expect((await publicGet(`/job/${job.id}`)).json().data.title).toBe("Writer");
  });

  it("discards a draft, leaving the record as published", async () => {
    const category = await insertCategory(t.db, { name: "Discard me" });
    await saveDraft("category", category.id, { name: "Never shown" });
    const discarded = await api("DELETE", `/category/${category.id}/draft`);
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json().message).toBe("Draft discarded");
    expect((await api("DELETE", `/category/${category.id}/draft`)).statusCode).toBe(404);
    expect((await api("POST", `/category/${category.id}/publish`, {})).statusCode).toBe(409);
    expect((await publicGet(`/category/${category.id}`)).json().data.name).toBe("Discard me");
  });

  it("keeps the last discarded draft, which Undo brings back while there is no other draft", async () => {
    const job = await insertJob(t.db, { title: "Undo me" });
    await saveDraft("job", job.id, { title: "Kept after discard", version: 0 });
    expect((await api("DELETE", `/job/${job.id}/draft`)).statusCode).toBe(200);
    const after = (await api("GET", `/job/${job.id}/draft`)).json().data;
    expect(after).toMatchObject({
      hasDraft: false,
      draft: null,
      discarded: { fields: { title: "Kept after discard" }, savedBy: TEST_ADMIN.username },
    });
    expect(after.discarded.discardedBy).toBe(TEST_ADMIN.username);
    expect(Date.parse(after.discarded.discardedAt)).toBe(t.now);
    // Out of the badges' list, and off every public read.
    const listed = (await api("GET", "/job/drafts")).json().data.map((p: { recordId: string }) => p.recordId);
    expect(listed).not.toContain(job.id);
    expect((await publicGet(`/job/${job.id}`)).json().data.title).toBe("Undo me");

    const back = await api("POST", `/job/${job.id}/draft/restore`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ success: true, message: "Discarded draft brought back" });
    expect(back.json().data).toMatchObject({
      hasDraft: true,
      discarded: null,
      draft: { fields: { title: "Kept after discard" } },
    });
    expect((await publicGet(`/job/${job.id}`)).json().data.title).toBe("Undo me");
    const none = await api("POST", `/job/${job.id}/draft/restore`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("There is no discarded draft to bring back");

    // A draft of its own stands in the way: publish or discard it first.
    const version = back.json().data.draft.version;
    await api("DELETE", `/job/${job.id}/draft`);
    await saveDraft("job", job.id, { title: "A newer draft", version: 0 });
    const blocked = await api("POST", `/job/${job.id}/draft/restore`);
    expect(blocked.statusCode).toBe(409);
    expect((await api("GET", `/job/${job.id}/draft`)).json().data.draft.fields.title).toBe("A newer draft");
    expect(version).toBeGreaterThan(0);

    // Publishing the draft leaves the discarded one, still to be brought back as a draft.
    await api("POST", `/job/${job.id}/publish`, {});
    const restored = await api("POST", `/job/${job.id}/draft/restore`);
    expect(restored.json().data.draft.fields.title).toBe("Kept after discard");
    expect((await publicGet(`/job/${job.id}`)).json().data.title).toBe("A newer draft");
  });

  it("publishes a service's and a product's draft through their own updates", async () => {
    const category = await insertCategory(t.db);
    const service = await insertService(t.db, category.id, { name: "Old service" });
    await api("POST", `/services/${service.id}/draft`, {
      name: "New service",
      features: [{ name: "Care", description: "Done well" }],
    });
    expect((await publicGet(`/services/${service.id}`)).json().data.name).toBe("Old service");
    const published = await api("POST", `/services/${service.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect((await publicGet(`/services/${service.id}`)).json().data).toMatchObject({
      name: "New service",
      features: [{ name: "Care", description: "Done well" }],
    });

    const product = await insertPortfolioItem(t.db, category.id, { type: "product", name: "Old product" });
    await saveDraft("project", product.id, { name: "New product" });
    expect((await api("POST", `/project/${product.id}/publish`)).json().data.name).toBe("New product");
  });

  it("checks a draft's fields as the update does, and answers 404 for an unknown record", async () => {
    const job = await insertJob(t.db);
    const bad = await api("POST", `/job/${job.id}/draft`, { title: "", jobRole: "not a list" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    expect(await t.db.select().from(contentDrafts).where(eq(contentDrafts.recordId, job.id))).toEqual([]);
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      expect((await api("POST", `/job/${id}/draft`, { title: "x" })).statusCode).toBe(404);
      expect((await api("POST", `/job/${id}/publish`)).statusCode).toBe(404);
      expect((await api("DELETE", `/job/${id}/draft`)).statusCode).toBe(404);
    }
  });

  it("asks for the kind's rights: signed out 401, without the area 403", async () => {
    const job = await insertJob(t.db);
    expect((await api("POST", `/job/${job.id}/draft`, { title: "x" }, {})).statusCode).toBe(401);
    await createRole(t.ctx, "drafts-writer", { projects: { update: true } });
    await createAdmin(t.ctx, "drafts-writer", "drafts-writer");
    const writer = bearer((await signIn(t.ctx, "drafts-writer")).token);
    expect((await api("POST", `/job/${job.id}/draft`, { title: "x" }, writer)).statusCode).toBe(403);
    const product = await insertPortfolioItem(t.db, (await insertCategory(t.db)).id, {
      type: "product",
    });
    // Projects' rights do not reach a product.
    expect((await api("POST", `/project/${product.id}/draft`, { name: "x" }, writer)).statusCode).toBe(403);
  });

  it("leaves an inactive job out of the sitemap while only its draft switches it on", async () => {
    const job = await insertJob(t.db, { title: "Hidden job", isActive: false });
    await saveDraft("job", job.id, { isActive: true });
    const paths = async () => {
      const context = pageLoadContext(
        {
          db: t.db,
          config: t.ctx.config,
          privateFiles: t.ctx.app.privateFiles,
          leadNotices: t.ctx.app.leadNotices,
          newsletter: t.ctx.app.newsletter.subscriptions,
          site: () => t.ctx.app.siteContent.read(),
        },
        { log: t.ctx.app.log, ip: null },
        () => {},
      );
      return (await loadSitemapEntries(context)).map((entry) => entry.path);
    };
    expect(await paths()).not.toContain(`/career/${job.slug}`);
    expect((await publicGet(`/job/${job.id}`)).statusCode).toBe(404);
    expect((await api("POST", `/job/${job.id}/publish`)).statusCode).toBe(200);
    expect(await paths()).toContain(`/career/${job.slug}`);
  });

  it("publishes as today through the specs' update, drafts or not", async () => {
    const job = await insertJob(t.db, { title: "Tester" });
    await saveDraft("job", job.id, { title: "Draft title" });
    const updated = await api("PATCH", `/job/update/${job.id}`, { description: "Now live" });
    expect(updated.statusCode).toBe(200);
    expect((await publicGet(`/job/${job.id}`)).json().data).toMatchObject({ title: "Tester", description: "Now live" });
  });
});

/** The entries of these actions on a record, by action (one request's entries share the app's time). */
const entriesOf = (entityId: string, actions: ("schedule" | "unschedule" | "previewShare" | "revoke")[]) =>
  t.db
    .select({ action: auditLog.action, actorUsername: auditLog.actorUsername, summary: auditLog.summary })
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), inArray(auditLog.action, actions)))
    .orderBy(asc(auditLog.action));

describe("schedules", () => {
  const auditOf = (entityId: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, "update")));

  it("publishes a draft once at its time, audited as the system on behalf of the admin", async () => {
    t.now = START;
    const job = await insertJob(t.db, { title: "Monday job" });
    await saveDraft("job", job.id, { title: "Published on Monday" });
    const at = new Date(t.now + HOUR).toISOString();
    expect(await schedule("job", job.id, { publishAt: at })).toMatchObject({
      status: "scheduled",
      schedule: { publishAt: at, unpublishAt: null, by: TEST_ADMIN.username, timeZone: "Asia/Karachi" },
    });

    expect(await t.ctx.app.publishScheduler.tick()).toBe(0);
    expect((await publicGet(`/job/${job.id}`)).json().data.title).toBe("Monday job");
    t.now = START + HOUR + 1000;
    expect(await t.ctx.app.publishScheduler.tick()).toBe(1);
    expect(await t.ctx.app.publishScheduler.tick()).toBe(0);
    expect((await publicGet(`/job/${job.id}`)).json().data.title).toBe("Published on Monday");
    const entries = await auditOf(job.id);
    expect(entries).toHaveLength(1);
    expect(entries[0].actorUsername).toBe(`System on behalf of ${TEST_ADMIN.username}`);
    expect((await api("GET", `/job/${job.id}/draft`)).json().data).toMatchObject({
      status: "published",
      hasDraft: false,
      schedule: null,
    });
  });

  it("unpublishes a job at its time (the posting closes)", async () => {
    t.now = START;
    const job = await insertJob(t.db, { title: "Closing job" });
    const at = new Date(t.now + 2 * HOUR).toISOString();
    await schedule("job", job.id, { unpublishAt: at });
    t.now = START + 3 * HOUR;
    await t.ctx.app.publishScheduler.tick();
    expect((await publicGet(`/job/${job.id}`)).statusCode).toBe(404);
  });

  it("refuses times in the past, without an offset, without a draft to publish, or an unpublish of a category", async () => {
    t.now = START;
    const job = await insertJob(t.db);
    const refused = async (payload: object) => {
      const res = await api("POST", `/job/${job.id}/schedule`, payload);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().message;
    };
    expect(await refused({})).toBe("Give publishAt, unpublishAt or both");
    expect(await refused({ publishAt: "2026-12-01T09:00:00" })).toMatch(/offset/);
    expect(await refused({ unpublishAt: new Date(t.now - HOUR).toISOString() })).toBe("The time must be in the future");
    expect(await refused({ publishAt: new Date(t.now + HOUR).toISOString() })).toBe("There is no draft to publish");
    const category = await insertCategory(t.db);
    const res = await api("POST", `/category/${category.id}/schedule`, {
      unpublishAt: new Date(t.now + HOUR).toISOString(),
    });
    expect(res.statusCode).toBe(400);
    expect(await t.db.select().from(contentDrafts).where(eq(contentDrafts.recordId, job.id))).toEqual([]);
    expect(await entriesOf(job.id, ["schedule"])).toEqual([]);
  });

  it("cancels a schedule; setting and cancelling it are audited, a refused cancel is not", async () => {
    t.now = START;
    const job = await insertJob(t.db, { title: "Cancelled" });
    await saveDraft("job", job.id, { title: "Never scheduled" });
    await schedule("job", job.id, { publishAt: new Date(t.now + HOUR).toISOString() });
    expect((await api("DELETE", `/job/${job.id}/schedule`)).statusCode).toBe(200);
    expect((await api("DELETE", `/job/${job.id}/schedule`)).statusCode).toBe(404);
    expect(await entriesOf(job.id, ["schedule", "unschedule"])).toEqual([
      {
        action: "schedule",
        actorUsername: TEST_ADMIN.username,
        summary: 'Scheduled job "Cancelled": to be published 25 Nov 2026, 12:00 (Asia/Karachi)',
      },
      {
        action: "unschedule",
        actorUsername: TEST_ADMIN.username,
        summary: 'Cancelled the schedule of job "Cancelled"',
      },
    ]);
    t.now = START + 2 * HOUR;
    await t.ctx.app.publishScheduler.tick();
    expect((await publicGet(`/job/${job.id}`)).json().data.title).toBe("Cancelled");
    expect((await api("GET", `/job/${job.id}/draft`)).json().data.hasDraft).toBe(true);
  });
});

describe("preview links", () => {
  it("makes a link once, lists it without its token, counts nothing until opened, and revokes it", async () => {
    t.now = START;
    const job = await insertJob(t.db, { title: "Shared job" });
    const made = await api("POST", `/job/${job.id}/preview-links`, { expiresInHours: 48 });
    expect(made.statusCode, made.body).toBe(201);
    const { _id, url, expiresAt } = made.json().data;
    expect(expiresAt).toBe(new Date(START + 48 * HOUR).toISOString());
    const token = url.split("/preview/")[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.headers["cache-control"]).toBe("no-store");

    const list = await api("GET", `/job/${job.id}/preview-links`);
    expect(list.json().data).toEqual([
      expect.objectContaining({ _id, views: 0, expired: false, createdBy: TEST_ADMIN.username }),
    ]);
    expect(list.body).not.toContain(token);
    const [stored] = await t.db.select().from(contentPreviewLinks).where(eq(contentPreviewLinks.id, _id));
    expect(stored.tokenHash).not.toContain(token);

    expect((await api("DELETE", `/job/${job.id}/preview-links/${_id}`)).statusCode).toBe(200);
    expect((await api("DELETE", `/job/${job.id}/preview-links/${_id}`)).statusCode).toBe(404);
    expect((await api("GET", `/job/${job.id}/preview-links`)).json().data).toEqual([]);
    // Sharing and revoking are audited (never the token); the refused second revoke is not.
    const entries = await entriesOf(job.id, ["previewShare", "revoke"]);
    expect(entries).toEqual([
      {
        action: "previewShare",
        actorUsername: TEST_ADMIN.username,
        summary: 'Shared a preview link of job "Shared job": open until 27 Nov 2026, 11:00 (Asia/Karachi)',
      },
      { action: "revoke", actorUsername: TEST_ADMIN.username, summary: 'Revoked a preview link of job "Shared job"' },
    ]);
    expect(JSON.stringify(entries)).not.toContain(token);
  });

  it("takes 1 to 720 hours", async () => {
    const job = await insertJob(t.db);
    for (const expiresInHours of [0, 721, 1.5, "24", null]) {
      const res = await api("POST", `/job/${job.id}/preview-links`, { expiresInHours });
      expect(res.statusCode, JSON.stringify(expiresInHours)).toBe(400);
    }
    expect((await api("POST", `/job/${job.id}/preview-links`, {})).statusCode).toBe(400);
    expect((await api("POST", `/job/${job.id}/preview-links`, { expiresInHours: 720 })).statusCode).toBe(201);
  });
});
