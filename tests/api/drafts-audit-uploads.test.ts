import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { contentDrafts } from "../../server/db/schema/content.ts";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { breakAuditInserts, entriesOf } from "../support/audit.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { draftsTestApp, START } from "../support/drafts-app.ts";
import { multipart } from "../support/forms.ts";
import { pngImage, textFile } from "../support/images.ts";
import { goneOutsideLibrary, hasFileSet, storedFiles } from "../support/uploads.ts";

/**
 * The draft writes that take files — a record saved as a draft on create (ADR 0122), the partners'
 * and the pictures' drafts (ADR 0123) — are audited draft saves, one unit of work each (ADR 0152):
 * a refused or failed one records nothing and keeps none of its files.
 */
const t = draftsTestApp();
const { api, saveDraft } = t;
const MINUTE = 60_000;

type Partner = { _id: string; name: string; logo: string; url: string };

/** The record's entries, oldest first. */
const entriesFor = (entityId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.at, auditLog.id);
const draftRowOf = async (kind: "category" | "site", recordId: string) =>
  (await t.db.select().from(contentDrafts).where(eq(contentDrafts.recordId, recordId))).find((r) => r.kind === kind);
const publicPartners = async (): Promise<Partner[]> => (await t.publicGet("/site")).json().data.partners;
const draftPartners = (response: LightMyRequestResponse): Partner[] => response.json().data.draft.fields.partners;

/** Runs `act` with every audit insert failing; the clock an hour on, so no editing session continues. */
async function withAuditBroken(act: () => Promise<void>) {
  t.now = START + 60 * MINUTE;
  const restore = await breakAuditInserts(t.ctx);
  try {
    await act();
  } finally {
    await restore();
    t.now = START;
  }
}

describe("a record saved as a draft on create", () => {
  it("is a draft save of the new record, its later saves the same editing session, its discard one more", async () => {
    t.now = START;
    const { result, entries } = await entriesOf(t.ctx, async () =>
      api("POST", "/category/create", multipart({ draft: "true", name: "Launch" }, { logo: await pngImage(71, 64) })),
    );
    expect(result.statusCode, result.body).toBe(201);
    // The answer is as before: the draft-only record's publication.
    const id: string = result.json().data.recordId;
    expect(result.json().data).toMatchObject({ status: "draft", draftOnly: true, hasDraft: true });
    expect(entries).toMatchObject([
      {
        action: "draftSave",
        entity: "category",
        entityId: id,
        summary: 'Saved a draft of new category "Launch"',
        actorUsername: TEST_ADMIN.username,
        before: null,
        after: null,
      },
    ]);
    expect(entries[0].at.getTime()).toBe(START);
    const [icon] = (await draftRowOf("category", id))?.images ?? [];
    expect(await hasFileSet(t.ctx, icon)).toBe(true);

    t.now = START + 5 * MINUTE;
    await saveDraft("category", id, { description: "Soon." });
    expect((await entriesFor(id)).map((e) => [e.action, e.at.getTime()])).toEqual([["draftSave", START + 5 * MINUTE]]);

    t.now = START + 6 * MINUTE;
    expect((await api("DELETE", `/category/${id}/draft`)).statusCode).toBe(200);
    expect((await entriesFor(id)).map((e) => [e.action, e.summary])).toEqual([
      ["draftSave", 'Saved a draft of new category "Launch"'],
      ["draftDiscard", 'Discarded the draft of new category "Launch"'],
    ]);
    // Never created: its kept icon goes with it.
    expect(await goneOutsideLibrary(t.ctx, icon)).toBe(true);
    t.now = START;
  });

  it("names a portfolio item by its type, and a JSON create's record too", async () => {
    t.now = START;
    const product = await entriesOf(t.ctx, () =>
      api("POST", "/project/create", multipart({ draft: "true", type: "product", name: "Kettle" })),
    );
    expect(product.result.statusCode, product.result.body).toBe(201);
    const job = await entriesOf(t.ctx, () => api("POST", "/job/create", { draft: true, title: "Welder" }));
    expect(job.result.statusCode, job.result.body).toBe(201);
    expect([...product.entries, ...job.entries].map((e) => [e.entity, e.entityId, e.summary])).toEqual([
      ["product", product.result.json().data.recordId, 'Saved a draft of new product "Kettle"'],
      ["job", job.result.json().data.recordId, 'Saved a draft of new job "Welder"'],
    ]);
  });

  it("records nothing and keeps no file when refused or when its entry cannot be written", async () => {
    t.now = START;
    const stored = await storedFiles(t.ctx);
    const drafts = (await t.db.select().from(contentDrafts)).length;
    const { entries } = await entriesOf(t.ctx, async () => {
      const notAPicture = await api(
        "POST",
        "/category/create",
        multipart({ draft: "true", name: "Not a picture" }, { logo: textFile() }),
      );
      expect(notAPicture.statusCode).toBe(415);
      const tooLong = await api(
        "POST",
        "/category/create",
        multipart({ draft: "true", name: "x".repeat(51) }, { logo: await pngImage(72, 64) }),
      );
      expect(tooLong.statusCode).toBe(400);
      await withAuditBroken(async () => {
        const failed = await api(
          "POST",
          "/category/create",
          multipart({ draft: "true", name: "Unrecorded" }, { logo: await pngImage(73, 64) }),
        );
        expect(failed.statusCode).toBe(500);
      });
    });
    expect(entries).toEqual([]);
    expect(await storedFiles(t.ctx)).toEqual(stored);
    expect((await t.db.select().from(contentDrafts)).length).toBe(drafts);
  });
});

describe("the partners' and the pictures' drafts", () => {
  it("records the partners' draft saves as one editing session, and its discard", async () => {
    t.now = START;
    const published = await publicPartners();
    const added = await entriesOf(t.ctx, async () =>
      api(
        "POST",
        "/site/partners?draft=true",
        multipart({ name: "Audited Looms", url: "https://looms.example.com/" }, { logo: await pngImage(331, 200) }),
      ),
    );
    expect(added.result.statusCode, added.result.body).toBe(201);
    expect(added.entries).toMatchObject([
      {
        action: "draftSave",
        entity: "site",
        entityId: "partners",
        summary: "Saved a draft of the site's partners",
        actorUsername: TEST_ADMIN.username,
        before: null,
        after: null,
      },
    ]);
    const ids = draftPartners(added.result).map((partner) => partner._id);

    t.now = START + 2 * MINUTE;
    expect((await api("PATCH", "/site/partners/order?draft=true", { ids: ids.toReversed() })).statusCode).toBe(200);
    t.now = START + 3 * MINUTE;
    expect((await api("DELETE", `/site/partners/${ids[0]}?draft=true`)).statusCode).toBe(200);
    expect((await entriesFor("partners")).map((e) => [e.action, e.at.getTime()])).toEqual([
      ["draftSave", START + 3 * MINUTE],
    ]);

    t.now = START + 4 * MINUTE;
    const discarded = await entriesOf(t.ctx, () => api("DELETE", "/site/partners/draft"));
    expect(discarded.result.statusCode).toBe(200);
    expect(discarded.entries.map((e) => [e.action, e.entityId, e.summary])).toEqual([
      ["draftDiscard", "partners", "Discarded the draft of the site's partners"],
    ]);
    // Nothing public changed, and no update of the site was recorded.
    expect(await publicPartners()).toEqual(published);
    expect((await entriesFor("partners")).map((e) => e.action)).toEqual(["draftSave", "draftDiscard"]);
    t.now = START;
  });

  it("records the pictures' draft saves, a picture's default put back in it too, and its discard", async () => {
    t.now = START;
    const poster = await entriesOf(t.ctx, async () =>
      api("PATCH", "/site/images/heroPoster?draft=true", multipart({}, { image: await pngImage(901, 500) })),
    );
    expect(poster.result.statusCode, poster.result.body).toBe(200);
    expect(poster.entries).toMatchObject([
      { action: "draftSave", entity: "site", entityId: "images", summary: "Saved a draft of the site's pictures" },
    ]);
    t.now = START + MINUTE;
    const reset = await entriesOf(t.ctx, () => api("DELETE", "/site/images/shareImage?draft=true"));
    expect(reset.result.statusCode, reset.result.body).toBe(200);
    expect(reset.entries).toEqual([]);
    t.now = START + 2 * MINUTE;
    const discarded = await entriesOf(t.ctx, () => api("DELETE", "/site/images/draft"));
    expect(discarded.entries.map((e) => [e.action, e.summary])).toEqual([
      ["draftDiscard", "Discarded the draft of the site's pictures"],
    ]);
    expect((await entriesFor("images")).map((e) => [e.action, e.at.getTime()])).toEqual([
      ["draftSave", START + MINUTE],
      ["draftDiscard", START + 2 * MINUTE],
    ]);
    t.now = START;
  });

  it("records nothing and keeps no new file when refused or when its entry cannot be written", async () => {
    t.now = START;
    const added = await api(
      "POST",
      "/site/partners?draft=true",
      multipart({ name: "Kept Looms", url: "https://kept.example.com/" }, { logo: await pngImage(332, 200) }),
    );
    expect(added.statusCode, added.body).toBe(201);
    const draft = await draftRowOf("site", "partners");
    const stored = await storedFiles(t.ctx);
    const { entries } = await entriesOf(t.ctx, async () => {
      const notAPicture = await api(
        "PATCH",
        "/site/images/heroPoster?draft=true",
        multipart({}, { image: textFile() }),
      );
      expect(notAPicture.statusCode).toBe(415);
      // Refused in the transaction, after the logo was stored.
      const unknown = await api(
        "PATCH",
        "/site/partners/no-such-partner?draft=true",
        multipart({ name: "Nobody" }, { logo: await pngImage(333, 200) }),
      );
      expect(unknown.statusCode).toBe(404);
      await withAuditBroken(async () => {
        const partner = await api(
          "POST",
          "/site/partners?draft=true",
          multipart({ name: "Lost Looms", url: "https://lost.example.com/" }, { logo: await pngImage(334, 200) }),
        );
        expect(partner.statusCode).toBe(500);
        const picture = await api(
          "PATCH",
          "/site/images/organisationLogo?draft=true",
          multipart({}, { image: await pngImage(335, 200) }),
        );
        expect(picture.statusCode).toBe(500);
      });
    });
    expect(entries).toEqual([]);
    expect(await storedFiles(t.ctx)).toEqual(stored);
    expect(await draftRowOf("site", "partners")).toEqual(draft);
    expect((await draftRowOf("site", "images"))?.fields ?? null).toBeNull();
    expect((await api("DELETE", "/site/partners/draft")).statusCode).toBe(200);
  });
});
