import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeTableMarkdown } from "../../scripts/route-table/render.ts";
import { projectRoot } from "../../server/paths.ts";
import { serverPathOf } from "../../server/plugins/route-modules.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe("the route table (docs/routes.md)", () => {
  it("is what `npm run docs:routes` would write now", async () => {
    const written = await readFile(path.join(projectRoot, "docs", "routes.md"), "utf8");
    expect(written, "docs/routes.md is out of date: run npm run docs:routes").toBe(
      routeTableMarkdown(ctx.app.routeModules),
    );
  });

  it("names the module of every API route", () => {
    const attributed = new Set(ctx.app.routeModules.map((route) => `${route.method} ${route.url}`));
    const missing = ctx.app.accessTable.filter((route) => !attributed.has(`${route.method} ${route.url}`));
    expect(missing, "register these modules with fromModule in server/app.ts").toEqual([]);
  });

  it("points at module files that exist", async () => {
    const files = new Set(ctx.app.routeModules.map((route) => route.file));
    for (const file of files) {
      // A module registers its routes on the app it is given: itself (`app.get(`), or by handing the
      // app to a declared kind of route (`oneIconRoutes(app, {`, `superAdminDeleteRoute(app, {`).
      await expect(readFile(path.join(projectRoot, "server", serverPathOf(file)), "utf8")).resolves.toMatch(
        /\bapp\.(get|post|put|patch|delete|route)\(|\b\w+\(\s*app\s*,\s*\{/,
      );
    }
  });
});
