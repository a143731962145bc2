import { addressOf } from "../../../domain/addresses";
import { expect, type Locator, test } from "../support/test";
import { siteContent } from "./site-routes";

/** Tabs until the element has focus (at most `limit` presses), as a keyboard user would reach it. */
async function tabTo(target: Locator, limit = 40) {
  const page = target.page();
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${target} was not reached with ${limit} tabs`);
}

test.describe("wide screens", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the Services panel opens, is walked and closes from the keyboard, with a visible focus ring", async ({
    page,
    request,
  }) => {
    const { categories } = await siteContent(request);
    await page.goto("/about");
    const toggle = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
    await tabTo(toggle);
    await expect(toggle).toHaveCSS("outline-style", "solid");
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const first = page.locator("#services-panel").getByRole("link", { name: categories[0]?.name });
    await tabTo(first, 5);
    await page.keyboard.press("Escape");
    await expect(page.locator("#services-panel")).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("the product carousel's arrows work from the keyboard", async ({ page, request }) => {
    const { products } = await siteContent(request);
    const product = products[0];
    if (!product) throw new Error("the demo content has no product");
    await page.goto(addressOf.portfolio(product));
    const next = page.getByRole("button", { name: "Next products" });
    const row = page.locator("section[aria-labelledby=our-products] ul").first();
    const before = await row.evaluate((element) => element.scrollLeft);
    await tabTo(next, 80);
    await page.keyboard.press("Enter");
    await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(before);
  });
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the side menu opens from the keyboard and Escape closes it, giving focus back", async ({ page }) => {
    await page.goto("/about");
    const open = page.getByRole("button", { name: "Open menu" });
    await tabTo(open);
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
  });
});
