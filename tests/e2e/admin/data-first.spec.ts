import type { Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { signInByApi } from "./helpers.ts";

/**
 * A screen's data starts with its code, not after it (issue 71, ADR 0287): the mechanism, by the order
 * of the browser's requests, never by a time.
 */

/** The Projects screen's first page, as the screen asks for it with no query in its address. */
const PROJECTS_READ = "/api/v1/project?page=1&limit=10&type=project";

/** What the page asked for and what finished, in the order the browser reported it. */
function networkLog(page: Page) {
  const events: { kind: "request" | "finished"; path: string }[] = [];
  const pathOf = (url: string) => {
    const { pathname, search } = new URL(url);
    return pathname + search;
  };
  page.on("request", (request) => events.push({ kind: "request", path: pathOf(request.url()) }));
  page.on("requestfinished", (request) => events.push({ kind: "finished", path: pathOf(request.url()) }));
  return events;
}

/** The built module of a route, as React Router's manifest in the page names it. */
async function routeModule(page: Page, routeId: string): Promise<string> {
  const module = await page.evaluate(
    (id) =>
      (window as { __reactRouterManifest?: { routes: Record<string, { module: string }> } }).__reactRouterManifest
        ?.routes[id]?.module,
    routeId,
  );
  if (!module) throw new Error(`no module for ${routeId}`);
  return module;
}

test("a cold load of Projects asks for its rows before its route module has loaded, and once", async ({ page }) => {
  await signInByApi(page);
  const events = networkLog(page);
  await page.goto("/admin/projects");
  await expect(page.getByRole("heading", { level: 1, name: "Projects" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);

  const module = await routeModule(page, "routes/admin/projects");
  const asked = events.findIndex((event) => event.kind === "request" && event.path === PROJECTS_READ);
  const moduleLoaded = events.findIndex((event) => event.kind === "finished" && event.path === module);
  expect(asked, "the screen's read was made").toBeGreaterThanOrEqual(0);
  expect(moduleLoaded, "the route module was loaded").toBeGreaterThanOrEqual(0);
  expect(asked).toBeLessThan(moduleLoaded);
  // The preload's answer is the screen's own: the server was asked once.
  expect(events.filter((event) => event.kind === "request" && event.path === PROJECTS_READ)).toHaveLength(1);
});

test("hovering a sidebar link reads the screen's data before any click", async ({ page }) => {
  await signInByApi(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const events = networkLog(page);
  const prefetched = page.waitForRequest((request) => request.url().endsWith(PROJECTS_READ), { timeout: 15_000 });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Projects", exact: true }).hover();
  await prefetched;
  expect(page.url()).toMatch(/\/admin$/);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Projects", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Projects" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);
  expect(events.some((event) => event.path === PROJECTS_READ)).toBe(true);
});

test("a signed-out visit preloads nothing", async ({ page }) => {
  const events = networkLog(page);
  const response = await page.goto("/admin/projects");
  expect(response?.headers().link).toBeUndefined();
  await expect(page.getByRole("button", { name: "LOGIN" })).toBeVisible();
  expect(events.filter((event) => event.kind === "request" && event.path.startsWith("/api/"))).toEqual([
    { kind: "request", path: "/api/v1/admin/me" },
  ]);
});
