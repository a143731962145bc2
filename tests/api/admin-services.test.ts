import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createAdmin, createRole, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { insertCategory } from "../support/content-fixtures.ts";
import { multipart } from "../support/forms.ts";
import { oversizedPng, pngImage, svgImage } from "../support/images.ts";
import { pruneHistory } from "../support/revisions.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { goneOutsideLibrary, hasAnyFileOf, hasFileSet, storedFiles } from "../support/uploads.ts";

let ctx: TestContext;
let admin: Record<string, string>;
let updater: Record<string, string>;
let categoryId: string;

const features = JSON.stringify([
  { name: "Audits", description: "We check everything" },
  { name: "Reports", description: "Monthly, in plain words" },
]);
const fields = (overrides: Record<string, string | undefined> = {}) => ({
  categoryId,
  name: "Search Optimisation",
  description: "Rank higher",
  approach: "Audit, fix, publish",
  color: "#16a34a",
  workUrl: "https://example.com/seo",
  benefits: "More visitors",
  feature: features,
  ...overrides,
});

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
  await createRole(ctx, "ServiceUpdater", { services: { update: true } });
  await createAdmin(ctx, "svc-updater", "ServiceUpdater");
  updater = bearer((await signIn(ctx, "svc-updater")).token);
  categoryId = (await insertCategory(ctx.database.db, { name: "Marketing" })).id;
});
afterAll(() => ctx.close());

const create = (payload: FormData, headers = admin) =>
  ctx.app.inject({ method: "POST", url: "/api/v1/services/create", headers, payload });
const update = (id: string, payload: FormData, headers = admin) =>
  ctx.app.inject({ method: "PATCH", url: `/api/v1/services/update/${id}`, headers, payload });

describe("POST /services/create", () => {
  it("creates a service with its features, category and icon; the public read shows it at once", async () => {
    const res = await create(multipart(fields(), { icon: await pngImage(256, 256) }));
    expect(res.statusCode, res.body).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe("Service added successfully!");
    expect(data).toMatchObject({
      name: "Search Optimisation",
      color: "#16a34a",
      categoryId,
      category: { _id: categoryId, name: "Marketing" },
      features: [
        { name: "Audits", description: "We check everything" },
        { name: "Reports", description: "Monthly, in plain words" },
      ],
    });
    expect(await hasFileSet(ctx, data.icon)).toBe(true);
    const read = await ctx.app.inject({ method: "GET", url: `/api/v1/services/${data._id}` });
    expect(read.json().data).toEqual(data);
  });

  it("accepts the list as `features` too", async () => {
    const res = await create(
      multipart(fields({ feature: undefined, features, name: "Via features" }), { icon: await pngImage() }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.features).toHaveLength(2);
  });

  it("lists every rule broken, in the form's order, with the contract's messages", async () => {
    const res = await create(
      multipart(
        fields({
          name: "",
          description: "d".repeat(501),
          approach: "a".repeat(501),
          color: "green",
          workUrl: "javascript:alert(1)",
          benefits: "b".repeat(501),
          feature: "[]",
        }),
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: "name", message: "Name is required" },
      { path: "description", message: "Description cannot exceed 500 characters" },
      { path: "approach", message: "Approach cannot exceed 500 characters" },
      { path: "color", message: "Color must be a hex colour such as #1a2b3c" },
      { path: "workUrl", message: "Work URL must be an http(s) URL" },
      { path: "benefits", message: "Benefits cannot exceed 500 characters" },
      { path: "icon", message: "Icon is required" },
      { path: "features", message: "At least one feature is required" },
    ]);
  });

  it("requires a name and a description on every feature", async () => {
    const res = await create(
      multipart(fields({ feature: JSON.stringify([{ name: "Only a name", description: " " }]) }), {
        icon: await pngImage(),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("All feature fields are required");
    const missing = await create(multipart(fields({ feature: undefined }), { icon: await pngImage() }));
    expect(missing.json().message).toBe("At least one feature is required");
    const garbled = await create(multipart(fields({ feature: "[{name" }), { icon: await pngImage() }));
    expect(garbled.json().message).toBe("Features must be a JSON list of { name, description }");
  });

  it("answers 400 for an unknown category and removes the stored icon", async () => {
    const before = await storedFiles(ctx);
    for (const id of ["00000000-0000-4000-8000-000000000000", "garbage"]) {
      const res = await create(multipart(fields({ categoryId: id }), { icon: await pngImage() }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Category not found");
    }
    expect(await storedFiles(ctx)).toEqual(before);
  });

  it("refuses an icon over 3 MB with 413 while it streams in, and an SVG with 415", async () => {
    const big = await create(multipart(fields(), { icon: oversizedPng() }));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe("Image size cannot be more than 3MB");
    const svg = await create(multipart(fields(), { icon: svgImage() }));
    expect(svg.statusCode).toBe(415);
  });

  it("needs the services create right", async () => {
    const res = await create(multipart(fields(), { icon: await pngImage() }), updater);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("You do not have permission to create service");
    // Kept as a draft instead: the same right, and nothing is kept without it (ADR 0122).
    const drafted = await create(multipart({ ...fields(), draft: "true" }, { icon: await pngImage() }), updater);
    expect(drafted.statusCode).toBe(403);
    const drafts = await ctx.app.inject({ method: "GET", url: "/api/v1/services/drafts", headers: admin });
    expect(drafts.json().data).toEqual([]);
    // A service kept as a draft by someone who may create: its draft calls need the create right too.
    const kept = await create(multipart({ ...fields(), draft: "true" }, { icon: await pngImage() }));
    expect(kept.statusCode, kept.body).toBe(201);
    const id = kept.json().data.recordId;
    const read = (headers: Record<string, string>) =>
      ctx.app.inject({ method: "GET", url: `/api/v1/services/${id}/draft`, headers });
    expect((await read(admin)).statusCode).toBe(200);
    expect((await read(updater)).statusCode).toBe(403);
    await ctx.app.inject({ method: "DELETE", url: `/api/v1/services/${id}/draft`, headers: admin });
  });

  it("documents the create's form with its draft switch on the OpenAPI page; the update's has none", async () => {
    const spec = (await ctx.app.inject({ method: "GET", url: "/api/v1/docs/json" })).json();
    const form = (path: string, method: string) =>
      Object.keys(spec.paths[path][method].requestBody.content["multipart/form-data"].schema.properties);
    expect(form("/api/v1/services/create", "post")).toContain("draft");
    expect(form("/api/v1/services/create", "post")).toContain("icon");
    expect(form("/api/v1/services/update/{id}", "patch")).not.toContain("draft");
  });
});

describe("PATCH /services/update/:id and DELETE /services/delete/:id", () => {
  it("changes fields, replaces the features and the icon, then deletes everything", async () => {
    const created = (await create(multipart(fields({ name: "To change" }), { icon: await pngImage() }))).json().data;
    const res = await update(
      created._id,
      multipart(
        { description: "Now shorter", features: JSON.stringify([{ name: "One", description: "Only one" }]) },
        { icon: await pngImage(128, 128) },
      ),
      updater,
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(res.json().message).toBe("Service updated successfully!");
    expect(data).toMatchObject({ name: "To change", description: "Now shorter", features: [{ name: "One" }] });
    // The old icon stays while a revision names it, and goes once that revision is pruned.
    expect(await hasFileSet(ctx, created.icon)).toBe(true);
    await pruneHistory(ctx);
    expect(await goneOutsideLibrary(ctx, created.icon)).toBe(true);
    expect(await hasFileSet(ctx, data.icon)).toBe(true);

    const tooLong = await update(created._id, multipart({ benefits: "x".repeat(501) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe("Benefits cannot exceed 500 characters");

    const refused = await ctx.app.inject({
      method: "DELETE",
      url: `/api/v1/services/delete/${created._id}`,
      headers: updater,
    });
    expect(refused.statusCode).toBe(403);
    const deleted = await ctx.app.inject({
      method: "DELETE",
      url: `/api/v1/services/delete/${created._id}`,
      headers: admin,
    });
    expect(deleted.json()).toEqual({ success: true, message: "Service deleted successfully" });
    const gone = await ctx.app.inject({ method: "GET", url: `/api/v1/services/${created._id}` });
    expect(gone.statusCode).toBe(404);
    // In the trash its icon stays; deleted forever, it goes.
    expect(await hasAnyFileOf(ctx, data.icon)).toBe(true);
    await ctx.app.inject({ method: "DELETE", url: `/api/v1/trash/service/${created._id}`, headers: admin });
    expect(await goneOutsideLibrary(ctx, data.icon)).toBe(true);
  });

  it("answers 404 for an unknown service", async () => {
    const res = await update("00000000-0000-4000-8000-000000000000", multipart({ name: "Ghost" }));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Service not found");
  });
});
