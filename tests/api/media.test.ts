import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaMessages } from "../../domain/media.ts";
import { searchSettingMessages } from "../../domain/search-settings.ts";
import { categories, media } from "../../server/db/schema/content.ts";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { bearer, createAdmin, createRole, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { multipart } from "../support/forms.ts";
import { pngImage, svgImage, webpImage } from "../support/images.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { hasAnyFileOf, hasFileSet } from "../support/uploads.ts";

let ctx: TestContext;
let owner: Record<string, string>;
let editor: Record<string, string>;
let outsider: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = bearer((await signInAsSuperAdmin(ctx)).token);
  await createRole(ctx, "PictureEditor", { projects: { update: true } });
  await createAdmin(ctx, "picture-editor", "PictureEditor");
  editor = bearer((await signIn(ctx, "picture-editor")).token);
  await createRole(ctx, "LeadsOnly", { leads: { read: true } });
  await createAdmin(ctx, "leads-only", "LeadsOnly");
  outsider = bearer((await signIn(ctx, "leads-only")).token);
});
afterAll(() => ctx.close());

type Media = { _id: string; url: string; alt: string; uses: number; version: number; name: string };
type Use = { kind: string; id: string; name: string; field: string; state: string };

const api = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: FormData | object, headers = owner) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers, payload });

async function upload(fields: Record<string, string> = {}, file?: Buffer, name = "upload.png"): Promise<Media> {
  const res = await api("POST", "/media", multipart(fields, { file: file ?? (await pngImage()) }, name));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const detail = async (id: string): Promise<Media & { usedBy: Use[] }> => (await api("GET", `/media/${id}`)).json().data;

async function categoryWithIcon(name: string, icon?: Buffer) {
  const res = await api(
    "POST",
    "/category/create",
    multipart({ name, description: "With an icon" }, { logo: icon ?? (await pngImage()) }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; icon: string };
}

const itemAt = async (url: string) => (await ctx.database.db.select().from(media).where(eq(media.url, url)))[0];

describe("the library", () => {
  it("takes an upload with its words, size and uploader, audited, and finds it by name, alt text or caption", async () => {
    const item = await upload(
      { alt: "Our team at the harbour", caption: "Summer party" },
      await pngImage(640, 400),
      "team.png",
    );
    expect(item).toMatchObject({
      alt: "Our team at the harbour",
      caption: "Summer party",
      name: "team.png",
      width: 640,
      height: 400,
      type: "image/webp",
      uses: 0,
      focalX: 0.5,
      focalY: 0.5,
      createdBy: "admin",
    });
    expect(await hasFileSet(ctx, item.url)).toBe(true);
    for (const q of ["harbour", "summer", "TEAM.png"]) {
      const found = (await api("GET", `/media?q=${encodeURIComponent(q)}&limit=50`)).json();
      expect(
        found.data.map((m: Media) => m._id),
        q,
      ).toContain(item._id);
      expect(found.pagination.total).toBeGreaterThan(0);
    }
  });

  it("enters every picture a record's own form uploads, whoever sent it", async () => {
    const category = await categoryWithIcon("Library Category");
    const item = await itemAt(category.icon);
    expect(item).toMatchObject({ createdBy: "admin", width: 320, height: 200 });
    expect((await detail(item.id)).usedBy).toEqual([
      { kind: "category", id: category._id, name: "Library Category", field: "logo", state: "published" },
    ]);
  });

  it("lists the pictures nothing uses and those missing alt text", async () => {
    const unused = await upload({ alt: "" });
    const described = await upload({ alt: "A described picture" });
    const category = await categoryWithIcon("Used Category");
    const used = await itemAt(category.icon);
    const ids = async (query: string) =>
      (await api("GET", `/media?${query}&limit=100`)).json().data.map((m: Media) => m._id);
    expect(await ids("unused=true")).toEqual(expect.arrayContaining([unused._id, described._id]));
    expect(await ids("unused=true")).not.toContain(used.id);
    expect(await ids("missingAlt=true")).toContain(unused._id);
    expect(await ids("missingAlt=true")).not.toContain(described._id);
    await api("PATCH", `/media/${unused._id}`, { decorative: true });
    expect(await ids("missingAlt=true")).not.toContain(unused._id);
  });

  it("describes a picture, guarded by its version, audited", async () => {
    const item = await upload();
    const res = await api("PATCH", `/media/${item._id}`, {
      alt: "A red square",
      credit: "Studio",
      focalX: 0.25,
      focalY: 0.75,
      version: item.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: mediaMessages.updated,
      data: { alt: "A red square", credit: "Studio", focalX: 0.25, focalY: 0.75, version: item.version + 1 },
    });
    const stale = await api("PATCH", `/media/${item._id}`, { alt: "Overwritten", version: item.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ alt: "A red square" });
    expect((await detail(item._id)).alt).toBe("A red square");
  });

  it("refuses bad input with the contract's 400 and changes nothing", async () => {
    const item = await upload({ alt: "Kept" });
    const cases: [object, string][] = [
      [{ alt: "x".repeat(251) }, mediaMessages.altTooLong],
      [{ focalX: 1.5 }, mediaMessages.focalInvalid],
      [{ decorative: "yes" }, mediaMessages.decorativeInvalid],
      [{}, mediaMessages.nothingToChange],
    ];
    for (const [body, message] of cases) {
      const res = await api("PATCH", `/media/${item._id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await api("POST", "/media", multipart({}, { file: svgImage() }))).statusCode).toBe(415);
    expect((await api("POST", "/media", multipart({ alt: "no file" }))).json()).toMatchObject({
      message: mediaMessages.fileRequired,
    });
    expect((await api("GET", "/media?unused=maybe")).statusCode).toBe(400);
    expect(await detail(item._id)).toMatchObject({ alt: "Kept", version: item.version });
  });

  it("answers 404 for an unknown picture and keeps it from those without a right to pictures", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const id of [unknown, "not-an-id"]) {
      expect((await api("GET", `/media/${id}`)).statusCode, id).toBe(404);
      expect((await api("DELETE", `/media/${id}`)).statusCode, id).toBe(404);
      expect((await api("POST", `/media/${id}/restore`)).statusCode, id).toBe(404);
      expect((await api("PATCH", `/media/${id}`, { alt: "x" })).statusCode, id).toBe(404);
    }
    expect((await api("POST", "/media/not-an-id/replace", multipart({}, { file: await pngImage() }))).statusCode).toBe(
      404,
    );
    expect((await api("GET", "/media", undefined, {})).statusCode).toBe(401);
    expect((await api("GET", "/media", undefined, outsider)).statusCode).toBe(403);
    expect((await api("GET", "/media?limit=1", undefined, editor)).statusCode).toBe(200);
  });
});

describe("uses, delete and replace", () => {
  it("gives a fixed page a library picture as its share picture, refusing one the library does not hold", async () => {
    const item = await upload({ alt: "About us card" });
    const outside = "/uploads/0123456789abcdef0123.webp";
    const refused = await api("PATCH", "/site/seo", { pages: { about: { image: outside } } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { path: "pages.about.image", message: searchSettingMessages.pageImageInvalid },
    ]);
    const res = await api("PATCH", "/site/seo", { pages: { about: { image: item.url } } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(item._id)).usedBy).toContainEqual({
      kind: "site",
      id: "seo",
      name: "seo",
      field: "settings",
      state: "site",
    });
    const about = await ctx.app.inject({ method: "GET", url: "/api/v1/site" });
    expect(about.json().data.seo.pages.about.image).toBe(item.url);
  });

  it("refuses to delete a picture in use, listing its uses, and moves an unused one to the trash and back", async () => {
    const category = await categoryWithIcon("Guarded Category");
    const used = await itemAt(category.icon);
    const refused = await api("DELETE", `/media/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      message: mediaMessages.inUse,
      usedBy: [{ kind: "category", id: category._id, name: "Guarded Category", field: "logo", state: "published" }],
    });

    const unused = await upload({ alt: "Going" });
    expect((await api("DELETE", `/media/${unused._id}`)).json()).toMatchObject({ message: mediaMessages.deleted });
    const listed = async (query: string) =>
      (await api("GET", `/media?${query}limit=100`)).json().data.map((m: Media) => m._id);
    expect(await listed("")).not.toContain(unused._id);
    expect(await listed("deleted=true&")).toContain(unused._id);
    // In the trash, its file stays: it can come back whole.
    expect(await hasFileSet(ctx, unused.url)).toBe(true);
    const back = await api("POST", `/media/${unused._id}/restore`);
    expect(back.json()).toMatchObject({ message: mediaMessages.restored, data: { deletedAt: null, alt: "Going" } });
    expect(await listed("")).toContain(unused._id);
  });

  it("keeps a picture in the library when its record stops showing it", async () => {
    const category = await categoryWithIcon("Changing Category");
    const res = await api(
      "PATCH",
      `/category/update/${category._id}`,
      multipart({ name: "Changing Category" }, { icon: await webpImage() }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const old = await itemAt(category.icon);
    expect(old).toBeDefined();
    expect(await hasFileSet(ctx, category.icon)).toBe(true);
    expect((await detail(old.id)).uses).toBe(1); // the revision of the category that showed it
  });

  it("replaces a picture everywhere it is shown: id and words kept, records versioned, the old file kept by earlier versions", async () => {
    const category = await categoryWithIcon("Replaced Category");
    const item = await itemAt(category.icon);
    await api("PATCH", `/media/${item.id}`, { alt: "The category's icon" });
    await api("PATCH", "/site/seo", { pages: { services: { image: category.icon } } });
    const [before] = await ctx.database.db.select().from(categories).where(eq(categories.id, category._id));

    const res = await api(
      "POST",
      `/media/${item.id}/replace`,
      multipart({}, { file: await pngImage(500, 500) }, "new.png"),
    );
    expect(res.statusCode, res.body).toBe(200);
    const replaced = res.json().data;
    expect(replaced).toMatchObject({
      _id: item.id,
      alt: "The category's icon",
      width: 500,
      height: 500,
      name: "new.png",
    });
    expect(replaced.url).not.toBe(category.icon);

    const [after] = await ctx.database.db.select().from(categories).where(eq(categories.id, category._id));
    expect(after.icon).toBe(replaced.url);
    expect(after.version).toBe(before.version + 1);
    const site = (await ctx.app.inject({ method: "GET", url: "/api/v1/site" })).json().data;
    expect(site.seo.pages.services.image).toBe(replaced.url);
    expect((await api("GET", `/category/${category._id}`)).json().data.icon).toBe(replaced.url);
    // The category's first version named the old file: it stays stored for it.
    expect(await hasAnyFileOf(ctx, category.icon)).toBe(true);
    expect((await detail(item.id)).usedBy.map((use) => use.state)).toEqual(["published", "site"]);
  });

  it("refuses a replace with a file the library holds as another picture", async () => {
    const file = await pngImage();
    const first = await upload({}, file);
    const second = await upload();
    const res = await api("POST", `/media/${second._id}/replace`, multipart({}, { file }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(mediaMessages.alreadyInLibrary);
    expect((await detail(second._id)).url).toBe(second.url);
    expect((await detail(first._id)).url).toBe(first.url);
  });
});

describe("reuse", () => {
  it("shows one library picture in a project, a category, a partner logo and a page: one stored file, every use listed, replaced everywhere", async () => {
    const item = await upload({ alt: "Shared mark" }, await pngImage(400, 400), "mark.png");
    const category = await api(
      "POST",
      "/category/create",
      multipart({ name: "Reused Category", description: "d", logoId: item._id }),
    );
    expect(category.statusCode, category.body).toBe(201);
    expect(category.json().data.icon).toBe(item.url);
    const project = await api(
      "POST",
      "/project/create",
      multipart({
        type: "project",
        category: category.json().data._id,
        name: "Reused Project",
        client: "A client",
        technology: "React",
        url: "https://example.com/reused",
        date: "2024-03-15",
        description: "A project showing a library picture.",
        imageIds: item._id,
      }),
    );
    expect(project.statusCode, project.body).toBe(201);
    expect(project.json().data.image).toEqual([item.url]);
    const partner = await api(
      "POST",
      "/site/partners",
      multipart({ name: "Reused Partner", url: "https://partner.example", logoId: item._id }),
    );
    expect(partner.statusCode, partner.body).toBe(201);
    expect((await api("GET", `/media?q=mark.png&limit=10`)).json().data).toHaveLength(1);

    const uses = (await detail(item._id)).usedBy.filter((use) => use.state !== "revision");
    expect(uses.map((use) => `${use.kind}:${use.field}`).sort()).toEqual([
      "category:logo",
      "project:images",
      "site:settings",
    ]);

    const replaced = (
      await api("POST", `/media/${item._id}/replace`, multipart({}, { file: await pngImage(300, 300) }))
    ).json().data;
    expect((await api("GET", `/category/${category.json().data._id}`)).json().data.icon).toBe(replaced.url);
    expect((await api("GET", `/project/${project.json().data._id}`)).json().data.image).toEqual([replaced.url]);
    const site = (await ctx.app.inject({ method: "GET", url: "/api/v1/site" })).json().data;
    expect(site.partners.find((p: { name: string }) => p.name === "Reused Partner").logo).toBe(replaced.url);
  });

  it("refuses an id the library does not hold, or holds in its trash, and stores nothing", async () => {
    const trashed = await upload();
    await api("DELETE", `/media/${trashed._id}`);
    for (const id of ["not-an-id", "00000000-0000-4000-8000-000000000000", trashed._id]) {
      const res = await api(
        "POST",
        "/category/create",
        multipart({ name: `Refused ${id}`, description: "d", logoId: id }),
      );
      expect(res.statusCode, id).toBe(400);
      expect(res.json().issues).toContainEqual({ path: "logoId", message: mediaMessages.notInLibrary });
    }
    const many = await upload();
    const tooMany = await api(
      "POST",
      "/category/create",
      multipart({ name: "Two logos", description: "d", logoId: `${many._id},${many._id}` }),
    );
    expect(tooMany.statusCode).toBe(400);
  });
});

describe("the library's trash", () => {
  it("is purged after the trash's retention: the item and its files go, audited as the system", async () => {
    const item = await upload({ alt: "Short-lived" });
    await api("DELETE", `/media/${item._id}`);
    await ctx.app.trashPurge.purge(new Date());
    expect(await hasFileSet(ctx, item.url)).toBe(true);
    const later = new Date(Date.now() + (ctx.config.trashRetentionDays + 1) * 24 * 60 * 60 * 1000);
    await ctx.app.trashPurge.purge(later);
    expect(await itemAt(item.url)).toBeUndefined();
    expect(await hasAnyFileOf(ctx, item.url)).toBe(false);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, item._id), eq(auditLog.action, "purge")));
    expect(entry).toMatchObject({ entity: "media", actorId: null });
  });
});

describe("pictures stored before the library", () => {
  it("are entered at start with their size read from the file", async () => {
    const category = await categoryWithIcon("Older Category");
    await ctx.database.db.delete(media).where(eq(media.url, category.icon));
    await ctx.app.mediaLibrary.registerNamed();
    expect(await itemAt(category.icon)).toMatchObject({ width: 320, height: 200, alt: "", name: "Older Category" });
  });
});
