import { expect, type Page, test } from "../support/test";
import { createJob, signInByApi, superAdminToken } from "./helpers.ts";

const SEEDED = 25;
/** A word only this run's jobs carry, so jobs other specs leave behind do not change the counts. */
const run = `r${Date.now() % 1_000_000}`;
const title = (i: number) => `Opening ${run} ${String(i).padStart(2, "0")}`;

const pager = (page: Page) => page.getByRole("navigation", { name: "Pagination" });

test.describe("server-paged content lists", () => {
  test.beforeAll(async ({ request }) => {
    const headers = { authorization: `Bearer ${await superAdminToken(request)}` };
    for (let i = 0; i < SEEDED; i++) {
      // Every tenth job is inactive: 00, 10 and 20.
      await createJob(request, headers, { title: title(i), description: "Paged", isActive: i % 10 !== 0 });
    }
  });

  test("Jobs page, search, filter and sort on the server; the address keeps them", async ({ page }) => {
    await signInByApi(page);
    const asked: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/api/v1/job?")) asked.push(req.url());
    });
    await page.goto(`/admin/jobs?q=${run}`);
    const table = page.getByRole("table", { name: "Jobs" });
    // The first load of the built screen can take a while on a busy machine.
    await expect(pager(page)).toContainText(`${SEEDED} total`, { timeout: 20_000 });
    await expect(pager(page)).toContainText("Page 1 of 3");
    await expect(table.getByRole("row")).toHaveCount(11);
    await expect(page.getByRole("searchbox", { name: "Search jobs" })).toHaveValue(run);

    await pager(page).getByRole("button", { name: "Next page" }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(pager(page)).toContainText("Page 2 of 3");

    // Another order is another list: from page 1, oldest title first.
    await page.getByLabel("Sort").selectOption("title");
    await expect(page).toHaveURL(/[?&]sort=title\b/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(table.getByRole("row").nth(1)).toContainText(title(0));

    await page.getByLabel("Status").selectOption("false");
    await expect(page).toHaveURL(/[?&]isActive=false\b/);
    await expect(pager(page)).toContainText("3 total");
    await expect(table.getByRole("row")).toHaveCount(4);

    // A reload shows the same list.
    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search jobs" })).toHaveValue(run);
    await expect(pager(page)).toContainText("3 total");
    await expect(table.getByRole("row").nth(1)).toContainText(title(0));
    await expect(table.getByRole("row").nth(3)).toContainText(title(20));

    // Only pages were asked for, each with the address's search, never the whole list.
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((url) => /[?&]limit=10\b/.test(url) && url.includes(`q=${run}`))).toBe(true);
    expect(asked.some((url) => /sort=title/.test(url) && /isActive=false/.test(url))).toBe(true);
  });

  const screens = [
    ["jobs", `/admin/jobs?q=${run}&page=2`],
    ["categories", "/admin/category?sort=-createdAt"],
    ["services", "/admin/service"],
    ["projects", "/admin/projects"],
    ["products", "/admin/products"],
    ["users", "/admin/users"],
    ["privileges", "/admin/permission"],
  ] as const;
  for (const width of [375, 768, 1440]) {
    test(`screenshots at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInByApi(page);
      for (const [name, path] of screens) {
        await page.goto(path, { waitUntil: "load" });
        // Loaded: its first row, or for an empty list (no products yet) its empty state.
        await expect(page.getByTestId("table-row").first().or(page.getByTestId("empty-state"))).toBeVisible();
        await page.screenshot({ path: `/work/shots/lists/${name}-${width}.png`, fullPage: true });
      }
    });
  }
});
