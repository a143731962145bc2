import { expect, test } from "../support/test";
import { adminScreens, expectNoSeriousA11yIssues, signInByApi } from "./helpers.ts";

test.describe("every screen as superAdmin", () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page);
  });

  for (const screen of adminScreens) {
    test(`${screen.path} loads its data without a serious accessibility issue`, async ({ page }) => {
      const failures: string[] = [];
      page.on("response", (response) => {
        if (response.url().includes("/api/v1/") && response.status() >= 400) failures.push(response.url());
      });
      await page.goto(screen.path);
      await expect(page.getByRole("heading", { level: 1, name: screen.heading, exact: true })).toBeVisible();
      if ("card" in screen) {
        await expect(page.getByRole("heading", { level: 2, name: screen.card, exact: true })).toBeVisible();
      }
      await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);
      await expect(page.getByText(/^Failed to fetch/)).toHaveCount(0);
      expect(failures).toEqual([]);
      await expectNoSeriousA11yIssues(page);
    });
  }

  test("an unknown admin path shows the back office's own not-found card", async ({ page }) => {
    await page.goto("/admin/no-such-screen");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to the dashboard" }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("the products list filters on isActive: all, true, false", async ({ page }) => {
    await page.goto("/admin/products");
    const table = page.getByRole("table", { name: "Products" });
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    const status = page.getByLabel("Status");
    await expect(status.locator("option")).toHaveText(["All", "Active", "Inactive"]);
    const all = await table.getByRole("row").count();

    await status.selectOption("false");
    await expect(table.getByText("Active", { exact: true })).toHaveCount(0);
    const inactive = await table.getByText("Inactive", { exact: true }).count();
    expect(inactive).toBeGreaterThan(0);

    await status.selectOption("true");
    await expect(table.getByText("Inactive", { exact: true })).toHaveCount(0);
    await expect(table.getByText("Active", { exact: true }).first()).toBeVisible();

    await status.selectOption("all");
    await expect(table.getByRole("row")).toHaveCount(all);
  });

  test("the logs are paged by 10 with a total count", async ({ page }) => {
    await page.goto("/admin/logs?reads=shown");
    const table = page.getByRole("table", { name: "Request log" });
    await expect(table.getByRole("columnheader")).toHaveText([
      "#",
      "Time",
      "Method",
      "Route",
      "Status",
      "Username",
      "IP",
      "Duration",
      "User agent",
    ]);
    await expect(page.getByText(/\d+ requests recorded, newest first/)).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(11);
    await expect(page.getByRole("button", { name: "Previous page" })).toBeDisabled();
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
    await expect(table.getByRole("cell", { name: "11", exact: true })).toBeVisible();
  });
});
