import { expect, type Page, test } from "../support/test";
import { ensureLimitedAdmin, LIMITED_PASSWORD, pngFile, signInByApi, superAdminToken, toast } from "./helpers.ts";

const EDITOR = "projecteditor";
const MEMBER = "readonlymember";

test.beforeAll(async ({ request }) => {
  await ensureLimitedAdmin(request, EDITOR, "E2E Project Editor", {
    projects: { create: true, update: true },
    career: { statusChange: true },
  });
  await ensureLimitedAdmin(request, MEMBER, "Member", {});
});

async function openList(page: Page, path: string, table: string) {
  await page.goto(path);
  await expect(page.getByRole("table", { name: table }).getByRole("row").nth(1)).toBeVisible();
}

test.describe("a role that may create and update projects only", () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page, EDITOR, LIMITED_PASSWORD);
  });

  test("the sidebar and dashboard offer only what the role may use", async ({ page }) => {
    await page.goto("/admin");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Projects" })).toBeVisible();
    for (const hidden of ["Users", "Permissions", "Logs", "Audit log"])
      await expect(nav.getByRole("link", { name: hidden })).toHaveCount(0);
    await expect(page.getByTestId("alert-text")).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit alert heading" })).toHaveCount(0);

    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { name: "Not available for your role" })).toBeVisible();
  });

  test("projects: add and edit are offered, delete is not", async ({ page }) => {
    await openList(page, "/admin/projects", "Projects");
    await expect(page.getByRole("button", { name: "Add Project" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^View / })).toHaveCount(10);
    await expect(page.getByRole("button", { name: /^Edit / })).toHaveCount(10);
    await expect(page.getByRole("button", { name: /^Delete / })).toHaveCount(0);
  });

  test("the server accepts what the screen offers: the role adds a project", async ({ page, request }) => {
    await openList(page, "/admin/projects", "Projects");
    await page.getByRole("button", { name: "Add Project" }).click();
    const add = page.getByRole("dialog", { name: "Add Project" });
    const name = `E2E Editor Project ${Date.now() % 100000}`;
    await add.getByLabel("Add images").setInputFiles(await pngFile("cover.png"));
    await add.getByLabel("Category").selectOption({ index: 1 });
    await add.getByLabel("Project Name").fill(name);
    await add.getByLabel("Client").fill("Editor Client");
    await add.getByLabel("Technology").fill("Astro");
    await add.getByLabel("URL").fill("https://example.com/editor");
    await add.getByLabel("Date").fill("2024-01-10");
    await add
      .getByRole("textbox", { name: "Description", exact: true })
      .fill("Made by a role that may only create and update projects.");
    await add.getByRole("button", { name: "Add Project" }).click();
    await expect(toast(page, "Project added successfully!")).toBeVisible();

    const found = await (await page.request.get(`/api/v1/project?type=project&q=${encodeURIComponent(name)}`)).json();
    expect(found.portfolios).toHaveLength(1);
    const headers = { authorization: `Bearer ${await superAdminToken(request)}` };
    const removed = await request.delete(`/api/v1/project/delete/${found.portfolios[0]._id}`, { headers });
    expect(removed.status()).toBe(200);
  });

  test("products, categories and services are read-only for this role", async ({ page }) => {
    for (const [path, table, add] of [
      ["/admin/products", "Products", "Add Product"],
      ["/admin/category", "Categories", "Add Category"],
      ["/admin/service", "Services", "Add Service"],
    ]) {
      await openList(page, path, table);
      await expect(page.getByRole("button", { name: add })).toHaveCount(0);
      await expect(page.getByRole("button", { name: /^View / }).first()).toBeVisible();
      await expect(page.getByRole("button", { name: /^Edit / })).toHaveCount(0);
      await expect(page.getByRole("button", { name: /^Delete / })).toHaveCount(0);
    }
  });

  test("jobs: status change is offered, editing and deleting are not", async ({ page }) => {
    await openList(page, "/admin/jobs", "Jobs");
    await expect(page.getByRole("button", { name: "Add Job" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^(Deactivate|Activate) / }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Delete / })).toHaveCount(0);
  });
});

test.describe("the Member role (read-only)", () => {
  test("sees every content list without any add, edit or delete", async ({ page }) => {
    await signInByApi(page, MEMBER, LIMITED_PASSWORD);
    for (const [path, table] of [
      ["/admin/projects", "Projects"],
      ["/admin/products", "Products"],
      ["/admin/category", "Categories"],
      ["/admin/service", "Services"],
      ["/admin/jobs", "Jobs"],
    ]) {
      await openList(page, path, table);
      await expect(page.getByRole("button", { name: /^Add / })).toHaveCount(0);
      await expect(page.getByRole("button", { name: /^(Edit|Delete|Activate|Deactivate) / })).toHaveCount(0);
    }
  });
});
