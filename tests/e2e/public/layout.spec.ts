import { addressOf } from "../../../domain/addresses";
import { expect, type Page, test } from "../support/test";
import { siteContent } from "./site-routes";

const wide = { width: 1440, height: 900 };
const small = { width: 375, height: 800 };

async function scrollY(page: Page) {
  return page.evaluate(() => window.scrollY);
}

test.describe("wide screens", () => {
  test.use({ viewport: wide });

  test("the Services panel lists the categories in two columns, first 4 left, and a choice closes it", async ({
    page,
    request,
  }) => {
    const { categories } = await siteContent(request);
    await page.goto("/about");
    const toggle = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
    const panel = page.locator("#services-panel");
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const left = panel.locator('[data-column="left"] a');
    const right = panel.locator('[data-column="right"] a');
    await expect(left.locator("[data-name]")).toHaveText(categories.slice(0, 4).map((c) => c.name));
    await expect(right.locator("[data-name]")).toHaveText(categories.slice(4).map((c) => c.name));
    const [leftBox, rightBox] = [await left.first().boundingBox(), await right.first().boundingBox()];
    expect(rightBox?.x).toBeGreaterThan((leftBox?.x ?? 0) + (leftBox?.width ?? 0) - 1);
    expect(rightBox?.y).toBeCloseTo(leftBox?.y ?? 0, 0);

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await toggle.click();
    await left.first().click();
    await expect(page).toHaveURL(addressOf.category(categories[0]));
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("the header offers Career beside the spec's items, and the Services panel is a designed panel", async ({
    page,
  }) => {
    const categories = (
      (await (await page.request.get("/api/v1/category")).json()) as {
        data: { name: string; description: string }[];
      }
    ).data;
    await page.goto("/career");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.locator(":scope > ul > li > :is(a, button)")).toHaveText([
      "Home",
      "About",
      "Services",
      "Projects",
      "Products",
      "Career",
      "Contact",
    ]);
    await expect(nav.getByRole("link", { name: "Career" })).toHaveAttribute("aria-current", "page");

    await nav.getByRole("button", { name: "Services" }).click();
    const panel = page.locator("#services-panel");
    // Each category with its one-line description, a way to all services and a way to start a project.
    for (const category of categories) {
      const link = panel.getByRole("link").filter({ has: page.getByText(category.name, { exact: true }) });
      await expect(link).toContainText(category.description);
    }
    await expect(panel.getByRole("link", { name: "All services" })).toHaveAttribute("href", "/services");
    const start = panel.getByRole("complementary", { name: "Start a project" });
    await expect(start.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  });

  test("the side title shows the first path segment, is absent on home, and the logo differs on home", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByTestId("site-logo")).toHaveAttribute("data-variant", "hero");
    await expect(page.getByTestId("side-title")).toHaveCount(0);
    await page.goto("/about");
    await expect(page.getByTestId("side-title")).toHaveText("ABOUT");
    await expect(page.getByTestId("site-logo")).toHaveAttribute("data-variant", "bar");
    await page.goto("/project-details");
    await expect(page.getByTestId("side-title")).toHaveText("PROJECT");
    await expect(page.getByTestId("site-background")).toHaveCSS("position", "fixed");
  });

  test("the scroll button jumps to the bottom near the top and back to the top further down", async ({ page }) => {
    await page.goto("/about");
    const button = page.getByTestId("scroll-button");
    await expect(button).toHaveAccessibleName("Scroll to bottom");
    await expect(button.locator("svg")).toHaveCSS("width", "20px");
    await button.click();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
    await expect(button).toHaveAccessibleName("Scroll to top");
    await button.click();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test("every route change scrolls back to the top", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "Career" }).click();
    await expect(page).toHaveURL("/career");
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

test.describe("small screens", () => {
  test.use({ viewport: small });

  test("the side menu lists the categories as one list and closes when a link is chosen", async ({ page, request }) => {
    const { categories } = await siteContent(request);
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: "Services" }).click();
    const links = menu.locator("#side-menu-services a");
    await expect(links.locator("[data-name]")).toHaveText(categories.map((c) => c.name));
    const [first, fifth] = [await links.nth(0).boundingBox(), await links.nth(4).boundingBox()];
    expect(fifth?.x).toBeCloseTo(first?.x ?? 0, 0);
    expect(fifth?.y).toBeGreaterThan(first?.y ?? 0);
    await links.nth(1).click();
    await expect(page).toHaveURL(addressOf.category(categories[1]));
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu.getByRole("link", { name: "Career" })).toHaveAttribute("href", "/career");
    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(menu).toBeHidden();
  });

  test("the scroll button's icon is 10 px under 768 px", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByTestId("scroll-button").locator("svg")).toHaveCSS("width", "10px");
  });
});
