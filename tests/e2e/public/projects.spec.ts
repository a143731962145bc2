import { watchPageErrors } from "../support/admin-api";
import { expect, type Page, test } from "../support/test";

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const cardNames = (page: Page) => cards(page).getByRole("heading", { level: 3 }).allInnerTexts();

test("projects are paged six at a time and a category starts again at page 1", async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto("/projects");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Projects");
  await expect(page.getByRole("heading", { name: "Our Projects" })).toBeVisible();
  await expect(cards(page)).toHaveCount(6);
  const pages = page.getByRole("navigation", { name: "Project pages" });
  await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  const firstPage = await cardNames(page);

  await pages.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/projects\?page=2$/);
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  const secondPage = await cardNames(page);
  expect(secondPage).toHaveLength(6);
  expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);

  const filters = page.getByRole("navigation", { name: "Project categories" });
  await filters.getByRole("link", { name: "Web Development" }).click();
  await expect(page).toHaveURL(/\/projects\?category=Web\+Development$/);
  await expect(filters.getByRole("link", { name: "Web Development" })).toHaveAttribute("aria-current", "true");
  await expect(cards(page)).not.toHaveCount(0);
  for (const article of await cards(page).all()) {
    await expect(article).toContainText(/web development/i);
  }
  // The category starts again at page 1: no pager when its projects fit on one page (the demo's),
  // else its first page (specs sharing this worker's server may have added web projects).
  if ((await pages.count()) === 0) expect(await cards(page).count()).toBeLessThanOrEqual(6);
  else await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

  await filters.getByRole("link", { name: "All" }).click();
  await expect(page).toHaveURL(/\/projects$/);
  // The URL changes before React has rendered the new list, so wait for the cards themselves.
  await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(firstPage);
  expect(errors).toEqual([]);
});

test("each page of projects is shown in reverse order", async ({ page, request }) => {
  const res = await request.get("/api/v1/project?type=project");
  const { portfolios } = (await res.json()) as { portfolios: { name: string }[] };
  await page.goto("/projects");
  expect(await cardNames(page)).toEqual(
    portfolios
      .slice(0, 6)
      .map((p) => p.name)
      .reverse(),
  );
});

test("View More opens the project's details, which survive a reload", async ({ page }) => {
  await page.goto("/projects?category=Mobile+App+Development");
  const first = cards(page).first();
  const name = String(await first.getByRole("heading", { level: 3 }).textContent());
  await first.getByRole("link", { name: `View More about ${name}` }).click();
  await expect(page).toHaveURL(/\/projects\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs).toContainText("Projects");
  await expect(crumbs).toContainText("Mobile App Development-Details");
  await expect(page.getByRole("link", { name: "Live Demo" })).toHaveAttribute("href", /^https:\/\//);
  for (const label of ["Client", "Date", "Category", "Technology"]) {
    await expect(page.getByRole("complementary").getByText(label, { exact: true })).toBeVisible();
  }
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});
