import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createAdmin, createRole, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { insertCategory, insertPortfolioItem, insertService } from "../support/content-fixtures.ts";
import { multipart } from "../support/forms.ts";
import { pngImage, svgImage, textFile, webpImage } from "../support/images.ts";
import { pruneHistory } from "../support/revisions.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { goneOutsideLibrary, hasAnyFileOf, hasFileSet, storedFiles } from "../support/uploads.ts";

let ctx: TestContext;
let admin: Record<string, string>;
let editor: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
  await createRole(ctx, "CategoryEditor", { category: { create: true, update: true } });
  await createAdmin(ctx, "cat-editor", "CategoryEditor");
  editor = bearer((await signIn(ctx, "cat-editor")).token);
});
afterAll(() => ctx.close());

const create = (payload: FormData, headers = admin) =>
  ctx.app.inject({ method: "POST", url: "/api/v1/category/create", headers, payload });
const update = (id: string, payload: FormData, headers = admin) =>
  ctx.app.inject({ method: "PATCH", url: `/api/v1/category/update/${id}`, headers, payload });
const remove = (id: string, headers = admin) =>
  ctx.app.inject({ method: "DELETE", url: `/api/v1/category/delete/${id}`, headers });

describe("POST /category/create", () => {
  it("creates a category with its icon re-encoded as WebP under a content-hashed name", async () => {
    const res = await create(
      multipart({ name: " Cloud Services ", description: "Hosting" }, { logo: await pngImage() }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: "Category created successfully!",
      data: { name: "Cloud Services", description: "Hosting" },
    });
    expect(body.data.icon).toMatch(/^\/uploads\/[0-9a-f]{20}\.webp$/);
    expect(await hasFileSet(ctx, body.data.icon)).toBe(true);

    const served = await ctx.app.inject({ method: "GET", url: body.data.icon });
    expect(served.statusCode).toBe(200);
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const listed = await ctx.app.inject({ method: "GET", url: "/api/v1/category" });
    expect(listed.json().data.map((c: { name: string }) => c.name)).toContain("Cloud Services");
  });

  it("refuses a duplicate name in any letter case with 409 and leaves no file behind", async () => {
    await create(multipart({ name: "Branding", description: "Logos" }, { logo: await pngImage() }));
    const before = await storedFiles(ctx);
    const res = await create(multipart({ name: "BRANDING", description: "Again" }, { logo: await pngImage() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: "Category already exists",
      error: "Category already exists",
    });
    expect(await storedFiles(ctx)).toEqual(before);
  });

  it("lists every invalid field, then the missing icon", async () => {
    const res = await create(multipart({ name: "", description: "x".repeat(81) }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: "Name cannot be empty",
      issues: [
        { path: "name", message: "Name cannot be empty" },
        { path: "description", message: "Description cannot exceed 80 characters" },
        { path: "logo", message: "Category icon is required" },
      ],
    });
    const invalid = await create(multipart({ name: "A<b>", description: "50% off" }, { logo: await pngImage() }));
    expect(invalid.json().issues).toEqual([
      { path: "name", message: "Name contains invalid characters" },
      { path: "description", message: "Description contains invalid characters" },
    ]);
    const long = await create(multipart({ name: "n".repeat(51), description: "ok" }, { logo: await pngImage() }));
    expect(long.json().message).toBe("Name cannot exceed 50 characters");
  });

  it("refuses an SVG or a text file named .png with 415, whatever the declared type", async () => {
    for (const file of [svgImage(), textFile()]) {
      const res = await create(multipart({ name: "Vector", description: "Art" }, { logo: file }));
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe("Only PNG, JPG, and JPEG formats are allowed");
    }
  });

  it("refuses a second logo", async () => {
    const res = await create(
      multipart({ name: "Two", description: "Logos" }, { logo: [await pngImage(), await pngImage()] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Only one image can be uploaded");
  });

  it("documents the form on the OpenAPI page", async () => {
    const spec = (await ctx.app.inject({ method: "GET", url: "/api/v1/docs/json" })).json();
    const form = spec.paths["/api/v1/category/create"].post.requestBody.content["multipart/form-data"].schema;
    expect(Object.keys(form.properties)).toEqual(["name", "slug", "description", "seo", "draft", "logo", "logoIds"]);
    expect(form.properties.logo.format).toBe("binary");
  });

  it("answers 415 for a body that is not multipart", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/category/create",
      headers: admin,
      payload: { name: "Json", description: "Body" },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe("PATCH /category/update/:id", () => {
  it("changes the name and replaces the icon, removing the old icon's files", async () => {
    const created = (
      await create(multipart({ name: "Replace Me", description: "Old" }, { logo: await pngImage() }))
    ).json().data;
    const res = await update(created._id, multipart({ name: "Replaced" }, { icon: await webpImage() }), editor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Category updated successfully!",
      data: { _id: created._id, name: "Replaced", description: "Old" },
    });
    const icon = res.json().data.icon;
    expect(icon).not.toBe(created.icon);
    expect(await hasFileSet(ctx, icon)).toBe(true);
    // The old icon stays while a revision names it, and goes once that revision is pruned.
    expect(await hasFileSet(ctx, created.icon)).toBe(true);
    await pruneHistory(ctx);
    expect(await goneOutsideLibrary(ctx, created.icon)).toBe(true);
  });

  it("keeps files another category still uses: identical pictures share one stored set", async () => {
    const picture = await pngImage();
    const a = (await create(multipart({ name: "Twin A", description: "Same" }, { logo: picture }))).json().data;
    const b = (await create(multipart({ name: "Twin B", description: "Same" }, { logo: picture }))).json().data;
    expect(a.icon).toBe(b.icon);
    expect((await remove(a._id)).statusCode).toBe(200);
    expect(await hasFileSet(ctx, b.icon)).toBe(true);
    expect((await remove(b._id)).statusCode).toBe(200);
    // Both in the trash: the set stays until the last of them is deleted forever.
    const forever = (id: string) =>
      ctx.app.inject({ method: "DELETE", url: `/api/v1/trash/category/${id}`, headers: admin });
    expect((await forever(a._id)).statusCode).toBe(200);
    expect(await hasFileSet(ctx, b.icon)).toBe(true);
    expect((await forever(b._id)).statusCode).toBe(200);
    expect(await goneOutsideLibrary(ctx, b.icon)).toBe(true);
  });

  it("changes what the public read answers at once (a new ETag, no stale 304)", async () => {
    const category = await insertCategory(ctx.database.db, { name: "Before Rename" });
    const url = `/api/v1/category/${category.id}`;
    const before = await ctx.app.inject({ method: "GET", url });
    expect((await update(category.id, multipart({ name: "After Rename" }))).statusCode).toBe(200);
    const after = await ctx.app.inject({
      method: "GET",
      url,
      headers: { "if-none-match": String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.name).toBe("After Rename");
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("uses the edit wording for a wrong file type and keeps the category as it was", async () => {
    const category = await insertCategory(ctx.database.db, { name: "Untouched" });
    const res = await update(category.id, multipart({ name: "Touched" }, { icon: svgImage() }));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe("Invalid file type. Please upload JPEG, PNG, or WebP images");
    const read = await ctx.app.inject({ method: "GET", url: `/api/v1/category/${category.id}` });
    expect(read.json().data.name).toBe("Untouched");
  });

  it("answers 409 for another category's name and 404 for an unknown or malformed id", async () => {
    await insertCategory(ctx.database.db, { name: "Taken Name" });
    const mine = await insertCategory(ctx.database.db, { name: "Mine" });
    const clash = await update(mine.id, multipart({ name: "taken name" }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe("Category already exists");
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      const res = await update(id, multipart({ name: "Ghost" }));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Category not found");
    }
  });

  it("removes a new icon again when the update fails", async () => {
    const before = await storedFiles(ctx);
    const res = await update("00000000-0000-4000-8000-000000000000", multipart({}, { icon: await pngImage() }));
    expect(res.statusCode).toBe(404);
    expect(await storedFiles(ctx)).toEqual(before);
  });
});

describe("DELETE /category/delete/:id", () => {
  it("refuses while services or portfolio items belong to the category", async () => {
    const withService = await insertCategory(ctx.database.db);
    await insertService(ctx.database.db, withService.id);
    const withItem = await insertCategory(ctx.database.db);
    await insertPortfolioItem(ctx.database.db, withItem.id);
    for (const category of [withService, withItem]) {
      const res = await remove(category.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("Category has services or portfolio items");
    }
  });

  it("moves an unused category to the trash, its icon kept until it is deleted forever; only superAdmin may", async () => {
    const created = (
      await create(multipart({ name: "Short Lived", description: "Bye" }, { logo: await pngImage() }))
    ).json().data;
    const refused = await remove(created._id, editor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You do not have permission to delete category");
    const res = await remove(created._id);
    expect(res.json()).toEqual({ success: true, message: "Category deleted successfully" });
    expect(await hasAnyFileOf(ctx, created.icon)).toBe(true);
    expect((await remove(created._id)).statusCode).toBe(404);
    await ctx.app.inject({ method: "DELETE", url: `/api/v1/trash/category/${created._id}`, headers: admin });
    expect(await goneOutsideLibrary(ctx, created.icon)).toBe(true);
  });
});
