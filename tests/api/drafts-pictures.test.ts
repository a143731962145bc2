import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { draftMessages } from "../../domain/drafts.ts";
import { imageMessages } from "../../domain/images.ts";
import { loneSurrogateMessage } from "../../domain/text-patterns.ts";
import { contentDrafts } from "../../server/db/schema/content.ts";
import { breakAuditInserts, entriesOf } from "../support/audit.ts";
import { draftsTestApp, START } from "../support/drafts-app.ts";
import { multipart } from "../support/forms.ts";
import { pngImage, textFile } from "../support/images.ts";
import { goneOutsideLibrary, hasFileSet, storedFiles } from "../support/uploads.ts";

/** A published record's draft holds pictures too (ADR 0125): stored now, public only once published. */
const t = draftsTestApp({ ssr: "development", category: "Pictured" });
const { api, followed, saveDraft, schedule, shareLink } = t;
const get = (url: string) => t.get(url);

/** A published project with two pictures, through the create (so its files are really stored). */
async function publishedProject(name: string) {
  const res = await api(
    "POST",
    "/project/create",
    multipart(
      {
        type: "project",
        category: t.categoryId,
        name,
        client: "Client",
        technology: "React",
        url: "https://example.com/p",
        date: "2026-10-01",
        description: "Shown on the site.",
      },
      { image: [await pngImage(400, 300), await pngImage(401, 300)] },
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; image: string[] };
}

/** Every public place a project shows: API reads, pages, the sitemap, and their cached copies. */
async function publicProjectTexts(id: string) {
  const urls = [`/api/v1/project/${id}`, "/api/v1/project", `/project-details?id=${id}`, "/projects", "/sitemap.xml"];
  const texts: string[] = [];
  // Twice: the second read is the cached answer.
  for (let round = 0; round < 2; round++) for (const url of urls) texts.push((await followed(url)).body);
  return texts.join("\n");
}

/** A picture's address without its extension: in its own URL, its widths' and its crops' (ADR 0193). */
const stem = (url: string) => url.replace(/\.webp$/, "");

const draftRow = async (kind: string, id: string) =>
  (
    await t.db
      .select()
      .from(contentDrafts)
      .where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.recordId, id)))
  )[0];

describe("pictures in a published record's draft", () => {
  it("keeps a project's new picture off every public read, page and cache until publish; preview shows it", async () => {
    const item = await publishedProject("Pictured project");
    await publicProjectTexts(item._id); // cached now, with the published pictures
    const saved = await api(
      "POST",
      `/project/${item._id}/draft`,
      multipart({ version: "0", name: "Renamed in draft" }, { image: await pngImage(402, 300) }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const drafted: string[] = saved.json().data.fields.image;
    expect(drafted).toHaveLength(3);
    expect(drafted.slice(0, 2)).toEqual(item.image);
    const fresh = drafted[2];
    expect(await hasFileSet(t.ctx, fresh)).toBe(true);
    expect((await draftRow("portfolio", item._id)).images).toEqual(drafted);

    const before = await publicProjectTexts(item._id);
    expect(before).not.toContain(stem(fresh));
    expect(before).not.toContain("Renamed in draft");
    expect(before).toContain(stem(item.image[0]));

    // The preview shows the draft's pictures.
    const preview = await get((await shareLink("project", item._id, 1)).path);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain(stem(fresh));

    // Kept, removed and reordered by a JSON save naming pictures the record or its draft has.
    const reordered = await api("POST", `/project/${item._id}/draft`, { image: [fresh, item.image[1]], version: 1 });
    expect(reordered.statusCode, reordered.body).toBe(200);

    const published = await api("POST", `/project/${item._id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.image).toEqual([fresh, item.image[1]]);
    const after = await publicProjectTexts(item._id);
    expect(after).toContain(stem(fresh));
    expect(after).toContain("Renamed in draft");
    // The row is gone with the draft; the removed picture is still named by the revision before.
    expect(await draftRow("portfolio", item._id)).toBeUndefined();
    expect(await hasFileSet(t.ctx, fresh)).toBe(true);
    expect(await hasFileSet(t.ctx, item.image[0])).toBe(true);
    // The first page rendered through Vite compiles the public routes: slow on a loaded machine.
  }, 120_000);

  it("releases a draft's picture replaced by another; a discarded draft's pictures once the next discard replaces it", async () => {
    const created = await api(
      "POST",
      "/category/create",
      multipart({ name: "Iconic", description: "Has an icon" }, { logo: await pngImage(64, 64) }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const category = created.json().data as { _id: string; icon: string };
    const first = await api("POST", `/category/${category._id}/draft`, multipart({}, { icon: await pngImage(65, 64) }));
    expect(first.statusCode, first.body).toBe(200);
    const firstIcon: string = first.json().data.fields.icon;
    expect(firstIcon).not.toBe(category.icon);
    expect(await hasFileSet(t.ctx, firstIcon)).toBe(true);
    const publicBody = async () =>
      [(await get(`/api/v1/category/${category._id}`)).body, (await get("/api/v1/category")).body].join();
    expect(await publicBody()).not.toContain(stem(firstIcon));

    // A second draft picture replaces the first, whose files go (nothing else names it).
    const second = await api(
      "POST",
      `/category/${category._id}/draft`,
      multipart({}, { icon: await pngImage(66, 64) }),
    );
    expect(second.statusCode, second.body).toBe(200);
    const secondIcon: string = second.json().data.fields.icon;
    expect(await goneOutsideLibrary(t.ctx, firstIcon)).toBe(true);
    expect(await hasFileSet(t.ctx, secondIcon)).toBe(true);
    expect(await hasFileSet(t.ctx, category.icon)).toBe(true);

    // Discard keeps the draft's picture while the discarded draft can be brought back (ADR 0151).
    const discarded = await api("DELETE", `/category/${category._id}/draft`);
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(await hasFileSet(t.ctx, secondIcon)).toBe(true);
    expect(await hasFileSet(t.ctx, category.icon)).toBe(true);
    expect((await get(`/api/v1/category/${category._id}`)).json().data.icon).toBe(category.icon);
    expect(await publicBody()).not.toContain(stem(secondIcon));

    // Brought back, it publishes with its picture.
    const back = await api("POST", `/category/${category._id}/draft/restore`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.draft.fields.icon).toBe(secondIcon);

    // Discarded again, then replaced by the next discarded draft: only then do its files go.
    await api("DELETE", `/category/${category._id}/draft`);
    const third = await api("POST", `/category/${category._id}/draft`, multipart({}, { icon: await pngImage(67, 64) }));
    const thirdIcon: string = third.json().data.fields.icon;
    await api("DELETE", `/category/${category._id}/draft`);
    expect(await goneOutsideLibrary(t.ctx, secondIcon)).toBe(true);
    expect(await hasFileSet(t.ctx, thirdIcon)).toBe(true);
    expect(await hasFileSet(t.ctx, category.icon)).toBe(true);
  });

  it("publishes a category's draft icon (now and at its scheduled time), its old icon kept by the revision", async () => {
    const created = await api(
      "POST",
      "/category/create",
      multipart({ name: "Scheduled icon", description: "d" }, { logo: await pngImage(70, 64) }),
    );
    const category = created.json().data as { _id: string; icon: string };
    const saved = await saveDraft("category", category._id, multipart({}, { icon: await pngImage(71, 64) }));
    const icon: string = saved.fields.icon;
    t.now = START;
    const at = new Date(START + 60_000).toISOString();
    await schedule("category", category._id, { publishAt: at });
    expect((await get(`/api/v1/category/${category._id}`)).json().data.icon).toBe(category.icon);
    t.now = START + 61_000;
    expect(await t.ctx.app.publishScheduler.tick()).toBeGreaterThanOrEqual(1);
    expect((await get(`/api/v1/category/${category._id}`)).json().data.icon).toBe(icon);
    expect(await draftRow("category", category._id)).toBeUndefined();
    // The icon it replaced is named by the revision of the version before: its files stay.
    expect(await hasFileSet(t.ctx, category.icon)).toBe(true);
    t.now = START;
  });

  it("refuses pictures it does not know, too many, and files that are no pictures; stores nothing then", async () => {
    const item = await publishedProject("Guarded project");
    const foreign = await publishedProject("Another project");
    const refusals: [object | FormData, number, string][] = [
      [{ image: [foreign.image[0]] }, 400, draftMessages.unknownPicture],
      [{ image: ["javascript:alert(1)"] }, 400, draftMessages.unknownPicture],
      [{ image: [] }, 400, imageMessages.atLeastOne],
      [{ image: [item.image[0], item.image[0]] }, 400, imageMessages.alreadyShown],
      [{ image: "not a list" }, 400, draftMessages.unknownPicture],
      [{ image: [item.image[0], 7] }, 400, draftMessages.unknownPicture],
      [{ image: ["\udfffabc"] }, 400, loneSurrogateMessage],
      [
        multipart({}, { image: [await pngImage(10, 10), await pngImage(11, 10), await pngImage(12, 10)] }),
        400,
        imageMessages.slotsLeft(2),
      ],
      [multipart({}, { image: textFile() }), 415, imageMessages.wrongTypeOnEdit],
    ];
    for (const [payload, status, message] of refusals) {
      const res = await api("POST", `/project/${item._id}/draft`, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await draftRow("portfolio", item._id)).toBeUndefined();
    // A job has no pictures: a multipart draft save is not its body.
    const job = (await api("POST", "/job/create", { draft: true, title: "Pictureless" })).json().data.recordId;
    const multipartJob = await api("POST", `/job/${job}/draft`, multipart({ title: "x" }, { image: await pngImage() }));
    expect(multipartJob.statusCode).toBe(415);
  });

  it("gives a draft-only category its icon through the draft save (multipart icon), then publishes it", async () => {
    const drafted = await api(
      "POST",
      "/category/create",
      multipart({ draft: "true", name: "Iconless draft", description: "Saved before its icon was ready" }, {}),
    );
    expect(drafted.statusCode, drafted.body).toBe(201);
    const id: string = drafted.json().data.recordId;
    // Without its icon, publish is the create's 400 naming it.
    expect((await api("POST", `/category/${id}/publish`, {})).json().issues).toEqual([
      expect.objectContaining({ path: "logo" }),
    ]);

    // The update's checks: a file that is no picture is refused, and nothing is kept.
    const notPicture = await api("POST", `/category/${id}/draft`, multipart({}, { icon: textFile() }));
    expect(notPicture.statusCode).toBe(415);
    expect((await draftRow("category", id)).images).toEqual([]);
    // Naming a picture (JSON) is still refused: a file must be sent.
    const named = await api("POST", `/category/${id}/draft`, { icon: "/uploads/someone-elses.png" });
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toBe(draftMessages.picturesOfDraftOnly);

    const first = await api("POST", `/category/${id}/draft`, multipart({}, { icon: await pngImage(82, 64) }));
    expect(first.statusCode, first.body).toBe(200);
    const firstIcon: string = first.json().data.fields.icon;
    expect(first.json().data.fields).toMatchObject({ name: "Iconless draft" });
    expect((await draftRow("category", id)).images).toEqual([firstIcon]);
    expect(await hasFileSet(t.ctx, firstIcon)).toBe(true);
    // A second icon replaces the first, whose files go.
    const second = await api(
      "POST",
      `/category/${id}/draft`,
      multipart({ version: "2", name: "Iconic draft" }, { icon: await pngImage(83, 64) }),
    );
    expect(second.statusCode, second.body).toBe(200);
    const icon: string = second.json().data.fields.icon;
    expect(await goneOutsideLibrary(t.ctx, firstIcon)).toBe(true);
    expect((await draftRow("category", id)).images).toEqual([icon]);
    expect((await get(`/api/v1/category/${id}`)).statusCode).toBe(404);

    const published = await api("POST", `/category/${id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ _id: id, name: "Iconic draft", icon });
    expect((await get(`/api/v1/category/${id}`)).json().data.icon).toBe(icon);
    expect(await hasFileSet(t.ctx, icon)).toBe(true);
  });

  it("gives a draft-only service its icon the same way; a draft-only item's images stay the create's", async () => {
    const fields = {
      draft: "true",
      categoryId: t.categoryId,
      name: "Iconless service",
      description: "d",
      approach: "a",
      color: "#123456",
      workUrl: "https://example.com/s",
      benefits: "b",
      feature: JSON.stringify([{ name: "F", description: "G" }]),
    };
    const drafted = await api("POST", "/services/create", multipart(fields, {}));
    const id: string = drafted.json().data.recordId;
    const saved = await api("POST", `/services/${id}/draft`, multipart({}, { icon: await pngImage(84, 84) }));
    expect(saved.statusCode, saved.body).toBe(200);
    const icon: string = saved.json().data.fields.icon;
    const published = await api("POST", `/services/${id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ _id: id, icon });

    // A service saved as a draft with its icon names it in the draft, as a draft save does.
    const kept = await api("POST", "/services/create", multipart(fields, { icon: await pngImage(85, 84) }));
    const keptRow = await draftRow("service", kept.json().data.recordId);
    expect(kept.json().data.draft.fields.icon).toBe(keptRow.images[0]);

    const item = await api(
      "POST",
      "/project/create",
      multipart({ draft: "true", type: "project", name: "Only a draft" }, { image: await pngImage(80, 64) }),
    );
    const itemId = item.json().data.recordId;
    const res = await api("POST", `/project/${itemId}/draft`, multipart({}, { image: await pngImage(81, 64) }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(draftMessages.picturesOfDraftOnly);
  });

  it("publishes a draft naming pictures only over the record's version sent (recordVersion); a stale one is a 409", async () => {
    const created = await api(
      "POST",
      "/category/create",
      multipart({ name: "Guarded icon", description: "As published" }, { logo: await pngImage(90, 64) }),
    );
    const category = created.json().data as { _id: string; icon: string; version: number };
    const saved = await api(
      "POST",
      `/category/${category._id}/draft`,
      multipart({ name: "Guarded icon, drafted" }, { icon: await pngImage(91, 64) }),
    );
    const draftIcon: string = saved.json().data.fields.icon;
    // A colleague updates the category meanwhile.
    const theirs = await api(
      "PATCH",
      `/category/update/${category._id}`,
      multipart({ description: "Changed by a colleague", version: String(category.version) }, {}),
    );
    expect(theirs.statusCode, theirs.body).toBe(200);

    const stale = await api("POST", `/category/${category._id}/publish`, { recordVersion: category.version });
    expect(stale.statusCode, stale.body).toBe(409);
    // The update's conflict: its message, and the record as it now is.
    expect(stale.json()).toMatchObject({
      success: false,
      current: { _id: category._id, description: "Changed by a colleague", version: category.version + 1 },
    });
    const now = (await get(`/api/v1/category/${category._id}`)).json().data;
    expect(now).toMatchObject({ name: "Guarded icon", icon: category.icon, description: "Changed by a colleague" });
    expect((await draftRow("category", category._id)).fields).toMatchObject({ icon: draftIcon });

    const broken = await api("POST", `/category/${category._id}/publish`, { recordVersion: "x" });
    expect(broken.statusCode).toBe(400);

    const fresh = await api("POST", `/category/${category._id}/publish`, { recordVersion: category.version + 1 });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().data).toMatchObject({ name: "Guarded icon, drafted", icon: draftIcon });
  });

  it("keeps none of a refused save's new pictures and records nothing: a stale version, a failed audit entry", async () => {
    const created = await api(
      "POST",
      "/category/create",
      multipart({ name: "Refused icon", description: "As published" }, { logo: await pngImage(95, 64) }),
    );
    const id: string = created.json().data._id;
    await saveDraft("category", id, { name: "Refused icon, drafted", version: 0 });
    const stored = await storedFiles(t.ctx);
    const icon = await pngImage(96, 64);
    const stale = await entriesOf(t.ctx, () =>
      api("POST", `/category/${id}/draft`, multipart({ version: "0" }, { icon })),
    );
    expect(stale.result.statusCode, stale.result.body).toBe(409);
    expect(stale.entries).toEqual([]);
    expect(await storedFiles(t.ctx)).toEqual(stored);

    // An hour on, a save starts a new session: its entry cannot be written, so nothing is stored.
    t.now = START + 3_600_000;
    const restore = await breakAuditInserts(t.ctx);
    try {
      const failed = await api("POST", `/category/${id}/draft`, multipart({}, { icon: await pngImage(97, 64) }));
      expect(failed.statusCode).toBe(500);
    } finally {
      await restore();
      t.now = START;
    }
    expect(await storedFiles(t.ctx)).toEqual(stored);
    expect((await draftRow("category", id)).fields).toEqual({ name: "Refused icon, drafted" });
  });
});
