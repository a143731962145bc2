import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categoryMessages } from "../../domain/categories.ts";
import { imageMessages } from "../../domain/images.ts";
import { bearer, createAdmin, createRole, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { insertCategory } from "../support/content-fixtures.ts";
import { multipart } from "../support/forms.ts";
import { pngImage, textFile } from "../support/images.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { storedFiles } from "../support/uploads.ts";

/** readImageForm: the checking order every image form shares, and no file kept for a refused form. */
let ctx: TestContext;
let admin: Record<string, string>;
let projectsOnly: Record<string, string>;
let categoryId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
  await createRole(ctx, "ProjectsOnly", { projects: { create: true } });
  await createAdmin(ctx, "projects-only", "ProjectsOnly");
  projectsOnly = bearer((await signIn(ctx, "projects-only")).token);
  categoryId = (await insertCategory(ctx.database.db, { name: "Image form" })).id;
});
afterAll(() => ctx.close());

const post = (url: string, payload: FormData, headers = admin) =>
  ctx.app.inject({ method: "POST", url, headers, payload });

describe("readImageForm", () => {
  it("refuses a file of the wrong type before reading the text fields", async () => {
    const res = await post("/api/v1/category/create", multipart({}, { logo: textFile() }));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(imageMessages.wrongTypeOnCreate);
  });

  it("lists a missing required file with the field issues, in one 400", async () => {
    const res = await post("/api/v1/category/create", multipart({ description: "No name, no icon" }));
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((issue: { path: string }) => issue.path);
    expect(paths).toContain("name");
    expect(res.json().issues).toContainEqual({ path: "logo", message: categoryMessages.iconRequired });
  });

  it("stores nothing when the valid input is not the caller's to write", async () => {
    const before = await storedFiles(ctx);
    const fields = {
      type: "product",
      category: categoryId,
      name: "Not mine",
      client: "Client",
      technology: "TS",
      url: "https://example.com",
      date: "2026-01-01",
      description: "A product this role may not create",
    };
    const res = await post("/api/v1/project/create", multipart(fields, { image: await pngImage() }), projectsOnly);
    expect(res.statusCode).toBe(403);
    expect(await storedFiles(ctx)).toEqual(before);
  });
});

describe("a text-only edit", () => {
  it("writes without files and shows on the very next read", async () => {
    const id = categoryId;
    // Read first, so a stale cached answer would show.
    expect((await ctx.app.inject({ method: "GET", url: `/api/v1/category/${id}` })).statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/category/update/${id}`,
      headers: admin,
      payload: multipart({ description: "Changed without a new icon" }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = await ctx.app.inject({ method: "GET", url: `/api/v1/category/${id}` });
    expect(read.json().data.description).toBe("Changed without a new icon");
  });
});
