import { expect, test } from "../support/test";
import { adminScreens, signInByApi } from "./helpers.ts";

const widths = [375, 768, 1440];

test.use({ reducedMotion: "reduce" });

test.describe("layouts at 375, 768 and 1440 px", () => {
  for (const width of widths) {
    test(`every screen fits ${width} px without the page scrolling sideways (screenshots saved)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin/login");
      await expect(page.getByRole("button", { name: "LOGIN" })).toBeVisible();
      await page.screenshot({ path: `test-results/admin-screens/login-${width}.png` });
      await signInByApi(page);
      for (const screen of adminScreens) {
        await page.goto(screen.path);
        await expect(page.getByRole("heading", { level: 1, name: screen.heading, exact: true })).toBeAttached();
        await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${screen.path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `test-results/admin-screens/${screen.name}-${width}.png`, fullPage: true });
      }
    });
  }

  test("at 375 px the sidebar toggles open, a link closes it, and tables become cards that never scroll sideways", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInByApi(page);
    await page.goto("/admin/projects");
    const sidebar = page.getByRole("complementary", { name: "Back office" });
    await expect(sidebar).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(sidebar).toBeVisible();
    expect(await sidebar.evaluate((el) => el.getBoundingClientRect().width)).toBe(288);
    await page.screenshot({ path: "test-results/admin-screens/sidebar-open-375.png" });
    await sidebar.getByRole("link", { name: "Logs" }).click();
    await expect(page).toHaveURL(/\/admin\/logs$/);
    await expect(sidebar).toBeHidden();

    const scroller = page.getByRole("region", { name: "Request log" });
    await expect(scroller.getByRole("row").nth(1)).toBeVisible();
    const sizes = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
    // Nothing to scroll, so no extra tab stop.
    await expect(scroller).not.toHaveAttribute("tabindex", "0");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // From 768 px up it is a table again; one wider than its box scrolls inside itself by keyboard.
    await page.setViewportSize({ width: 768, height: 800 });
    await expect.poll(() => scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(scroller).toHaveAttribute("tabindex", "0");
    await scroller.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 375, height: 800 });

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(sidebar).toBeHidden();
  });

  test("at 1440 px the sidebar is 72 units wide and the top bar 16 units high", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInByApi(page);
    await page.goto("/admin");
    const sidebar = page.getByRole("complementary", { name: "Back office" });
    await expect(sidebar).toBeVisible();
    expect(await sidebar.evaluate((el) => el.getBoundingClientRect().width)).toBe(288);
    const topBar = page.getByRole("banner");
    expect(await topBar.evaluate((el) => el.getBoundingClientRect().height)).toBe(64);
    await expect(topBar.getByText("Dashboard", { exact: true })).toBeVisible();
    await expect(topBar.getByText("Welcome!")).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });
});
