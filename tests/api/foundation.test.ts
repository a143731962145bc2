import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { access } from "../../domain/access.ts";
import { contentRecordKinds, inWords, pluralOf } from "../../domain/content-kinds.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, (app) => {
    app.post(
      "/api/v1/__probe",
      {
        config: { access: access.public },
        schema: {
          body: z.object({
            name: z.string().min(3, "Name is too short"),
            age: z.number({ message: "Age must be a number" }),
          }),
        },
      },
      async () => ({ success: true }),
    );
    app.get("/api/v1/__boom", { config: { access: access.public } }, async () => {
      throw new Error("relation secret_table does not exist at /srv/app/server.ts:12");
    });
  });
});
afterAll(() => ctx.close());

describe("API error shape", () => {
  it("answers an unknown API route with 404 in the contract's shape", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/v1/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: "Route not found", error: "Route not found" });
  });

  it("lists every failing field on a validation error, first message on top", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/v1/__probe", payload: { name: "ab", age: "x" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: "Name is too short",
      error: "Name is too short",
      issues: [
        { path: "name", message: "Name is too short" },
        { path: "age", message: "Age must be a number" },
      ],
    });
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/__probe",
      headers: { "content-type": "application/json" },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: "Request body is not valid JSON" });
  });

  it("refuses a JSON body over 100 KB with 413", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/__probe",
      payload: { name: "x".repeat(120 * 1024), age: 1 },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: "Request body is too large" });
  });

  it("hides the cause of an unexpected failure", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/v1/__boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: "Something went wrong", error: "Something went wrong" });
    expect(res.body).not.toContain("secret_table");
  });
});

describe("operations", () => {
  it("documents the API as OpenAPI 3 with a browsable page", async () => {
    const spec = await ctx.app.inject({ method: "GET", url: "/api/v1/docs/json" });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().openapi).toMatch(/^3\./);
    expect(Object.keys(spec.json().paths)).toContain("/api/v1/health");
    const page = await ctx.app.inject({ method: "GET", url: "/api/v1/docs" });
    expect([200, 302]).toContain(page.statusCode);
  });

  it("names every kind of content where the OpenAPI description lists them (issue 70)", async () => {
    const spec = (await ctx.app.inject({ method: "GET", url: "/api/v1/docs/json" })).json();
    const tag = (name: string): string => spec.tags.find((t: { name: string }) => t.name === name).description;
    const plurals = contentRecordKinds.map(pluralOf);
    for (const name of ["history", "drafts"]) {
      for (const plural of [...plurals, "the site's parts"]) expect(tag(name)).toContain(plural);
    }
    for (const word of contentRecordKinds) expect(tag("trash")).toMatch(new RegExp(`\\b${word}\\b`));
    const restore = spec.paths["/api/v1/trash/{kind}/{id}/restore"].post.description;
    expect(restore).toContain(`\`kind\` is ${inWords(contentRecordKinds, "or")}.`);
    expect(restore).toContain("category, service, project, product, job, page, article or testimonial");
  });

  it("reports health ok, then 503 once the database is gone", async () => {
    const ok = await ctx.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, status: "ok", db: "ok" });

    await ctx.database.close();
    const down = await ctx.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ success: false, db: "down", message: "Database unavailable" });
  });
});
