import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { webhookDeliveries, webhookEndpoints } from "../../server/db/schema/webhooks.ts";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { recordContentEvent } from "../../server/engines/audit-trail/webhook-outbox.ts";
import { bearer, createAdmin, createRole, signIn } from "../support/admins.ts";
import { entriesOf } from "../support/audit.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { insertCategory, insertJob, insertPortfolioItem, insertService } from "../support/content-fixtures.ts";
import { draftsTestApp, START } from "../support/drafts-app.ts";

/**
 * A draft's save, discard and bring-back are audited (ADR 0152), a save once per editing session:
 * the app's clock (`t.now`) decides whether a save continues one.
 */
const t = draftsTestApp();
const { api, publicGet, saveDraft } = t;
const MINUTE = 60_000;

/** The record's entries, oldest first. */
const entriesFor = (entityId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.at, auditLog.id);

describe("draft saves in the audit log", () => {
  it("records a save as the record's word and name, and keeps the public caches", async () => {
    t.now = START;
    const category = await insertCategory(t.db);
    const service = await insertService(t.db, category.id, { name: "Web design" });
    await publicGet(`/services/${service.id}`);
    expect((await publicGet(`/services/${service.id}`)).headers["x-cache"]).toBe("HIT");

    const { entries } = await entriesOf(t.ctx, () => saveDraft("services", service.id, { name: "Web design 2" }));
    expect(entries).toMatchObject([
      {
        action: "draftSave",
        entity: "service",
        entityId: service.id,
        summary: 'Saved a draft of service "Web design"',
        actorUsername: TEST_ADMIN.username,
        before: null,
        after: null,
      },
    ]);
    // By the app's clock, as the draft's own time.
    expect(entries[0].at.getTime()).toBe(START);
    // Nothing public changed: the cached answer stands.
    expect((await publicGet(`/services/${service.id}`)).headers["x-cache"]).toBe("HIT");

    const product = await insertPortfolioItem(t.db, category.id, { type: "product", name: "Kettle" });
    const job = await insertJob(t.db, { title: "Designer" });
    const named = async (path: string, id: string, fields: object) =>
      (await entriesOf(t.ctx, () => saveDraft(path, id, fields))).entries.map((e) => [e.entity, e.summary]);
    expect(await named("project", product.id, { name: "Kettle 2" })).toEqual([
      ["product", 'Saved a draft of product "Kettle"'],
    ]);
    expect(await named("job", job.id, { title: "Senior designer" })).toEqual([
      ["job", 'Saved a draft of job "Designer"'],
    ]);
    expect(await named("site", "about", { mission: "Draft mission" })).toEqual([
      ["site", "Saved a draft of the site's about settings"],
    ]);
  });

  it("keeps one entry per editing session: a save within 10 minutes of the last moves it on", async () => {
    t.now = START;
    const job = await insertJob(t.db, { title: "Session job" });
    await saveDraft("job", job.id, { title: "One" });
    t.now = START + 4 * MINUTE;
    await saveDraft("job", job.id, { title: "Two" });
    t.now = START + 13 * MINUTE;
    await saveDraft("job", job.id, { title: "Three" });
    let entries = await entriesFor(job.id);
    expect(entries.map((e) => [e.action, e.at.getTime()])).toEqual([["draftSave", START + 13 * MINUTE]]);

    // A pause longer than 10 minutes starts a new session, a new entry.
    t.now = START + 23 * MINUTE + 1;
    await saveDraft("job", job.id, { title: "Four" });
    entries = await entriesFor(job.id);
    expect(entries.map((e) => [e.action, e.at.getTime()])).toEqual([
      ["draftSave", START + 13 * MINUTE],
      ["draftSave", START + 23 * MINUTE + 1],
    ]);
    t.now = START;
  });

  it("starts a new entry after a colleague's save, or another entry of the record", async () => {
    t.now = START;
    await createRole(t.ctx, "drafts-auditor", { career: { update: true } });
    await createAdmin(t.ctx, "drafts-auditor", "drafts-auditor");
    const colleague = bearer((await signIn(t.ctx, "drafts-auditor")).token);
    const job = await insertJob(t.db, { title: "Shared job" });
    await saveDraft("job", job.id, { title: "Mine" });
    t.now = START + MINUTE;
    const theirs = await api("POST", `/job/${job.id}/draft`, { title: "Theirs" }, colleague);
    expect(theirs.statusCode, theirs.body).toBe(200);
    t.now = START + 2 * MINUTE;
    await saveDraft("job", job.id, { title: "Mine again" });
    t.now = START + 3 * MINUTE;
    expect((await api("DELETE", `/job/${job.id}/draft`)).statusCode).toBe(200);
    t.now = START + 4 * MINUTE;
    await saveDraft("job", job.id, { title: "After the discard" });
    const entries = await entriesFor(job.id);
    expect(entries.map((e) => [e.action, e.actorUsername])).toEqual([
      ["draftSave", TEST_ADMIN.username],
      ["draftSave", "drafts-auditor"],
      ["draftSave", TEST_ADMIN.username],
      ["draftDiscard", TEST_ADMIN.username],
      ["draftSave", TEST_ADMIN.username],
    ]);
    t.now = START;
  });

  it("records a discard and a bring-back, and a draft-only record's discard", async () => {
    t.now = START;
    const category = await insertCategory(t.db, { name: "Cloud" });
    await saveDraft("category", category.id, { name: "Cloud 2" });
    const discarded = await entriesOf(t.ctx, () => api("DELETE", `/category/${category.id}/draft`));
    expect(discarded.result.statusCode).toBe(200);
    expect(discarded.entries).toMatchObject([
      { action: "draftDiscard", entity: "category", summary: 'Discarded the draft of category "Cloud"' },
    ]);
    const restored = await entriesOf(t.ctx, () => api("POST", `/category/${category.id}/draft/restore`));
    expect(restored.result.statusCode).toBe(200);
    expect(restored.entries).toMatchObject([
      {
        action: "draftRestore",
        entity: "category",
        entityId: category.id,
        summary: 'Brought back the discarded draft of category "Cloud"',
      },
    ]);

    const drafted = await api("POST", "/job/create", { draft: true, title: "Never opened" });
    const id: string = drafted.json().data.recordId;
    const gone = await entriesOf(t.ctx, () => api("DELETE", `/job/${id}/draft`));
    expect(gone.result.statusCode).toBe(200);
    expect(gone.entries).toMatchObject([
      { action: "draftDiscard", entity: "job", entityId: id, summary: 'Discarded the draft of new job "Never opened"' },
    ]);
  });

  it("records nothing for a refused call: a stale version, nothing to discard or bring back", async () => {
    t.now = START;
    const job = await insertJob(t.db, { title: "Refusals" });
    await saveDraft("job", job.id, { title: "First", version: 0 });
    const { entries } = await entriesOf(t.ctx, async () => {
      expect((await api("POST", `/job/${job.id}/draft`, { title: "Stale", version: 0 })).statusCode).toBe(409);
      expect((await api("POST", `/job/${job.id}/draft`, { title: "" })).statusCode).toBe(400);
      expect((await api("POST", `/job/${job.id}/draft/restore`)).statusCode).toBe(404);
      await api("DELETE", `/job/${job.id}/draft`);
      expect((await api("DELETE", `/job/${job.id}/draft`)).statusCode).toBe(404);
      t.now = START + MINUTE;
      await saveDraft("job", job.id, { title: "In the way" });
      expect((await api("POST", `/job/${job.id}/draft/restore`)).statusCode).toBe(409);
    });
    expect(entries.map((e) => e.action)).toEqual(["draftDiscard", "draftSave"]);
    t.now = START;
  });
});

describe("draft calls and webhooks", () => {
  it("queue no content event, even for a draft that switches a job off", async () => {
    t.now = START;
    await t.db.insert(webhookEndpoints).values({
      url: "http://127.0.0.1:9/never",
      events: ["content.published", "content.unpublished", "content.deleted"],
      secret: "whsec_drafts",
    });
    try {
      const job = await insertJob(t.db, { title: "Quiet job" });
      await saveDraft("job", job.id, { isActive: false });
      await api("DELETE", `/job/${job.id}/draft`);
      expect((await api("POST", `/job/${job.id}/draft/restore`)).statusCode).toBe(200);
      expect(await t.db.select().from(webhookDeliveries)).toEqual([]);

      // The mapping itself: a draft's entry is no event, whatever it holds; a status change is one.
      const entry = { entity: "job" as const, entityId: job.id, after: { isActive: false } };
      for (const action of ["draftSave", "draftDiscard", "draftRestore"] as const)
        await recordContentEvent(t.db, { ...entry, action });
      expect(await t.db.select().from(webhookDeliveries)).toEqual([]);
      await recordContentEvent(t.db, { ...entry, action: "statusChange" });
      expect(await t.db.select({ event: webhookDeliveries.event }).from(webhookDeliveries)).toEqual([
        { event: "content.unpublished" },
      ]);
    } finally {
      await t.db.delete(webhookDeliveries);
      await t.db.delete(webhookEndpoints).where(eq(webhookEndpoints.secret, "whsec_drafts"));
    }
  });
});
