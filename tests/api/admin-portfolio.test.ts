import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portfolioItems } from "../../server/db/schema/content.ts";
import { bearer, createAdmin, createRole, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { insertCategory } from "../support/content-fixtures.ts";
import { multipart } from "../support/forms.ts";
import {
  jpegWithExif,
  oversizedPng,
  pngImage,
  svgImage,
  textFile,
  truncatedPng,
  webpImage,
} from "../support/images.ts";
import { pruneHistory } from "../support/revisions.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { goneOutsideLibrary, hasAnyFileOf, hasFileSet, readStored, storedFiles } from "../support/uploads.ts";

let ctx: TestContext;
let admin: Record<string, string>;
let projectEditor: Record<string, string>;
let statusKeeper: Record<string, string>;
let categoryId: string;

const fields = (overrides: Record<string, string | undefined> = {}) => ({
  type: "project",
  category: categoryId,
  name: "Shop Front",
  client: "Fictional Traders",
  technology: "React, Node.js",
  url: "https://example.com/shop",
  date: "2024-03-15",
  description: "An online shop for a fictional trader.",
  ...overrides,
});

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
  await createRole(ctx, "ProjectEditor", { projects: { create: true, update: true } });
  await createAdmin(ctx, "project-editor", "ProjectEditor");
  projectEditor = bearer((await signIn(ctx, "project-editor")).token);
  await createRole(ctx, "StatusKeeper", { product: { statusChange: true } });
  await createAdmin(ctx, "status-keeper", "StatusKeeper");
  statusKeeper = bearer((await signIn(ctx, "status-keeper")).token);
  categoryId = (await insertCategory(ctx.database.db, { name: "Web" })).id;
});
afterAll(() => ctx.close());

const create = (payload: FormData, headers = admin) =>
  ctx.app.inject({ method: "POST", url: "/api/v1/project/create", headers, payload });
const update = (id: string, payload: FormData | Record<string, unknown>, headers = admin) =>
  ctx.app.inject({ method: "PATCH", url: `/api/v1/project/update/${id}`, headers, payload });
const addImage = (id: string, files: Buffer | Buffer[], headers = admin) =>
  ctx.app.inject({
    method: "PATCH",
    url: `/api/v1/project/change-image/${id}`,
    headers,
    payload: multipart({}, { image: files }),
  });
const removeImage = (id: string, imagePath: string, headers = admin) =>
  ctx.app.inject({ method: "DELETE", url: `/api/v1/project/image/${id}`, headers, payload: { imagePath } });
const remove = (id: string, headers = admin) =>
  ctx.app.inject({ method: "DELETE", url: `/api/v1/project/delete/${id}`, headers });

async function newItem(overrides: Record<string, string | undefined> = {}, images = 1) {
  const files = await Promise.all(Array.from({ length: images }, () => pngImage(64, 48)));
  const res = await create(multipart(fields(overrides), { image: files }));
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data;
}

describe("POST /project/create", () => {
  it("creates a project with a generated code and stored responsive images", async () => {
    const res = await create(multipart(fields(), { image: [await pngImage(2000, 1000), await webpImage()] }));
    expect(res.statusCode, res.body).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe("Project added successfully!");
    expect(data).toMatchObject({
      type: "project",
      name: "Shop Front",
      date: "2024-03-15T00:00:00.000Z",
      year: 2024,
      category: { _id: categoryId, name: "Web" },
      isActive: true,
    });
    expect(data.projectCode).toMatch(/^PRJ-\d{4,}$/);
    expect(data).not.toHaveProperty("productCode");
    expect(data.image).toHaveLength(2);
    for (const url of data.image) expect(await hasFileSet(ctx, url)).toBe(true);
    const variant = await readStored(ctx, data.image[0].replace(".webp", "-960w.webp"));
    expect((await sharp(variant).metadata()).width).toBe(960);
  });

  it("gives a product its PRD code and the product wording", async () => {
    const res = await create(multipart(fields({ type: "product", isActive: "false" }), { image: await pngImage() }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe("Product added successfully!");
    const { data } = res.json();
    expect(data.productCode).toMatch(/^PRD-\d{4,}$/);
    expect(data.projectCode).toBe(data.productCode);
    expect(data.isActive).toBe(false);

    const anonymous = await ctx.app.inject({ method: "GET", url: "/api/v1/project?type=product&isActive=false" });
    expect(anonymous.json().portfolios.map((p: { _id: string }) => p._id)).not.toContain(data._id);
    const signedIn = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/project?type=product&isActive=false",
      headers: admin,
    });
    expect(signedIn.json().portfolios.map((p: { _id: string }) => p._id)).toEqual([data._id]);
  });

  it("stores a JPEG upright, without its EXIF, GPS or copyright", async () => {
    const res = await create(multipart(fields({ name: "Photo" }), { image: await jpegWithExif() }, "photo.jpg"));
    expect(res.statusCode, res.body).toBe(201);
    const stored = await readStored(ctx, res.json().data.image[0]);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("webp");
    expect([meta.width, meta.height]).toEqual([600, 1200]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.toString("latin1")).not.toContain("Secret Studio");
  });

  it("hands concurrent creates distinct codes", async () => {
    const files = await Promise.all(Array.from({ length: 8 }, () => pngImage(40, 30)));
    const answers = await Promise.all(
      files.map((file, i) => create(multipart(fields({ name: `Parallel ${i}` }), { image: file }))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    const codes = answers.map((a) => a.json().data.projectCode);
    expect(new Set(codes).size).toBe(8);
  });

  it("needs 1 to 4 images", async () => {
    const none = await create(multipart(fields()));
    expect(none.statusCode).toBe(400);
    expect(none.json().issues).toEqual([{ path: "image", message: "At least one image is required" }]);
    const before = await storedFiles(ctx);
    const five = await Promise.all(Array.from({ length: 5 }, () => pngImage(30, 30)));
    const tooMany = await create(multipart(fields(), { image: five }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe("Maximum image limit reached");
    expect(await storedFiles(ctx)).toEqual(before);
  });

  it("refuses a file over 3 MB (413), a text file named .png or an SVG (415), a truncated PNG (400)", async () => {
    const before = await storedFiles(ctx);
    const big = await create(multipart(fields(), { image: oversizedPng() }));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false, message: "Image size cannot be more than 3MB" });
    for (const file of [textFile(), svgImage()]) {
      const res = await create(multipart(fields(), { image: [await pngImage(), file] }, "picture.png"));
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe("Only PNG, JPG, and JPEG formats are allowed");
    }
    const broken = await create(multipart(fields(), { image: [await pngImage(), await truncatedPng()] }));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe("The image could not be read; it may be damaged or incomplete");
    expect(await storedFiles(ctx)).toEqual(before);
  });

  it("lists every missing field as Required, then the description rule", async () => {
    const res = await create(multipart({ type: "project", description: "d".repeat(501) }, { image: await pngImage() }));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: "category", message: "Required" },
      { path: "name", message: "Required" },
      { path: "client", message: "Required" },
      { path: "technology", message: "Required" },
      { path: "url", message: "Required" },
      { path: "date", message: "Required" },
      { path: "description", message: "Description cannot exceed 500 characters" },
    ]);
    const bad = await create(
      multipart(fields({ url: "ftp://example.com", date: "2024-02-30", type: "gadget" }), { image: await pngImage() }),
    );
    expect(bad.json().issues).toEqual([
      { path: "type", message: "Type must be project or product" },
      { path: "url", message: "URL must be an http(s) URL" },
      { path: "date", message: "Please enter a valid date" },
    ]);
    const unknown = await create(
      multipart(fields({ category: "00000000-0000-4000-8000-000000000000" }), { image: await pngImage() }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Category not found");
  });

  it("checks the right of the type's own area", async () => {
    const product = await create(multipart(fields({ type: "product" }), { image: await pngImage() }), projectEditor);
    expect(product.statusCode).toBe(403);
    expect(product.json().message).toBe("You do not have permission to create product");
    const project = await create(multipart(fields({ name: "By editor" }), { image: await pngImage() }), projectEditor);
    expect(project.statusCode).toBe(201);
    const hidden = await create(multipart(fields({ isActive: "false" }), { image: await pngImage() }), projectEditor);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().message).toBe("You do not have permission to change project status");
  });
});

describe("PATCH /project/update/:id", () => {
  it("takes JSON or multipart, ignores projectId and codes, allows 1000 characters of description", async () => {
    const item = await newItem();
    const json = await update(item._id, {
      name: "Renamed",
      projectId: "x",
      projectCode: "PRJ-9999",
      description: "d".repeat(1000),
    });
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json()).toMatchObject({
      message: "Project updated successfully!",
      data: { name: "Renamed", projectCode: item.projectCode },
    });
    expect(json.json().data.description).toHaveLength(1000);
    const form = await update(item._id, multipart({ client: "New Client", date: "2023-01-02T10:00:00.000Z" }));
    expect(form.json().data).toMatchObject({ client: "New Client", name: "Renamed", year: 2023 });
    const tooLong = await update(item._id, { description: "d".repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe("Description cannot exceed 1000 characters");
    const empty = await update(item._id, { description: "  " });
    expect(empty.json().message).toBe("Description is required");
    const retype = await update(item._id, { type: "product" });
    expect(retype.json().message).toBe("The type of a project or product cannot be changed");
  });

  it("words a product's update as the spec does and lets statusChange alone switch isActive", async () => {
    const product = await newItem({ type: "product" });
    const sameForm = { ...fields({ type: "product" }), productId: product._id, isActive: false };
    const switched = await update(product._id, sameForm, statusKeeper);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toMatchObject({ message: "product updated successfully!", data: { isActive: false } });
    const renamed = await update(product._id, { name: "Other" }, statusKeeper);
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json().message).toBe("You do not have permission to update product");
    const byEditor = await update(product._id, { name: "Other" }, projectEditor);
    expect(byEditor.statusCode).toBe(403);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "abc"]) {
      const res = await update(id, { name: "Ghost" });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Portfolio item not found");
    }
  });
});

describe("images of an item", () => {
  it("adds images up to four, then answers how many more fit", async () => {
    const item = await newItem({}, 2);
    const one = await addImage(item._id, await pngImage());
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ success: true, message: "Image uploaded successfully!" });
    expect(one.json().data.image).toHaveLength(3);
    const two = await addImage(item._id, [await pngImage(), await pngImage()]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe("You can only upload 1 more image(s)");
    expect((await addImage(item._id, await pngImage())).json().data.image).toHaveLength(4);
    const full = await addImage(item._id, await pngImage());
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toBe("You can only upload 0 more image(s)");
  });

  it("uses the edit wording for a wrong type and asks for a file when none came", async () => {
    const item = await newItem();
    const svg = await addImage(item._id, svgImage());
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toBe("Invalid file type. Please upload JPEG, PNG, or WebP images");
    const none = await addImage(item._id, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Please select an image");
  });

  it("removes an image with its files, but never the last one", async () => {
    const item = await newItem({}, 2);
    const [first, second] = item.image;
    const res = await removeImage(item._id, `http://localhost:3000${first}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Image removed successfully!", data: { image: [second] } });
    // The removed picture stays while a revision names it, and goes once that revision is pruned.
    expect(await hasFileSet(ctx, first)).toBe(true);
    await pruneHistory(ctx);
    expect(await goneOutsideLibrary(ctx, first)).toBe(true);
    const last = await removeImage(item._id, second);
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe("At least one image is required");
    expect(await hasFileSet(ctx, second)).toBe(true);
    const unknown = await removeImage(item._id, "/uploads/0123456789abcdef0123.webp");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Image not found");
  });

  it("keeps a picture added twice as one entry, and refuses adding it again", async () => {
    const picture = await pngImage(50, 40);
    const created = await create(multipart(fields({ name: "Twice Shown" }), { image: [picture, picture] }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.image).toHaveLength(1);
    const item = created.json().data;
    const other = await pngImage(52, 40);
    const both = await addImage(item._id, [other, other, picture]);
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().data.image).toEqual([item.image[0], expect.any(String)]);
    const again = await addImage(item._id, picture);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, message: "This image is already added" });
    const [row] = await ctx.database.db.select().from(portfolioItems).where(eq(portfolioItems.id, item._id));
    expect(row.images).toEqual(both.json().data.image);
    expect(await hasFileSet(ctx, item.image[0])).toBe(true);
  });

  it("removes every copy of a picture stored twice before, and refuses with the spec's message when none would be left", async () => {
    const item = await newItem({ name: "Stored Thrice" }, 2);
    const [first, second] = item.image;
    // As rows were stored before pictures were kept once (issue 33).
    await ctx.database.db
      .update(portfolioItems)
      .set({ images: [first, first, first] })
      .where(eq(portfolioItems.id, item._id));
    const refused = await removeImage(item._id, first);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, message: "At least one image is required" });
    await ctx.database.db
      .update(portfolioItems)
      .set({ images: [first, second, first] })
      .where(eq(portfolioItems.id, item._id));
    const removed = await removeImage(item._id, first);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.image).toEqual([second]);
    // The removed picture stays while a revision names it, and goes once that revision is pruned.
    expect(await hasFileSet(ctx, first)).toBe(true);
    await pruneHistory(ctx);
    expect(await goneOutsideLibrary(ctx, first)).toBe(true);
  });

  it("checks the item's own area", async () => {
    const product = await newItem({ type: "product" });
    const res = await addImage(product._id, await pngImage(), projectEditor);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("You do not have permission to update product");
  });
});

describe("DELETE /project/delete/:id", () => {
  it("moves an item to the trash, superAdmin only; its image files go when it is deleted forever", async () => {
    const item = await newItem({ type: "product" }, 3);
    const refused = await remove(item._id, projectEditor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You do not have permission to delete project or product");
    const res = await remove(item._id);
    expect(res.json()).toEqual({ success: true, message: "Product deleted successfully" });
    for (const url of item.image) expect(await hasAnyFileOf(ctx, url)).toBe(true);
    expect((await remove(item._id)).statusCode).toBe(404);
    const forever = await ctx.app.inject({
      method: "DELETE",
      url: `/api/v1/trash/product/${item._id}`,
      headers: admin,
    });
    expect(forever.statusCode, forever.body).toBe(200);
    for (const url of item.image) expect(await goneOutsideLibrary(ctx, url)).toBe(true);
    const project = await newItem();
    expect((await remove(project._id)).json().message).toBe("Project deleted successfully");
  });
});
