import { expect, type Locator, test } from "../support/test";

const opacityOf = (locator: Locator) => locator.evaluate((element) => Number(getComputedStyle(element).opacity));

test.describe("animate-on-scroll before the scripts arrive", () => {
  test.use({ viewport: { width: 375, height: 800 }, waitForHydration: false });

  test("the first screen's blocks are painted at once, the others fade in when scrolled to", async ({ page }) => {
    // A phone on a slow network: the module scripts have not arrived (here: never arrive).
    await page.route("**/assets/*.js", () => {});
    await page.goto("/about");
    const blocks = page.locator(".reveal");
    const first = blocks.first();
    const last = blocks.last();
    await expect(first).toHaveAttribute("data-seen", "load");
    expect(await opacityOf(first)).toBe(1);
    // Found below the first screen without reading any position (ui/early-reveal.ts): hidden.
    await expect(last).toHaveAttribute("data-seen", "below");
    expect(await opacityOf(last)).toBe(0);

    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute("data-seen", "scroll");
    await expect.poll(() => opacityOf(last)).toBe(1);
  });
});

test.describe("animate-on-scroll under prefers-reduced-motion", () => {
  test.use({ viewport: { width: 375, height: 800 }, reducedMotion: "reduce" });

  test("every block is shown in place before it is scrolled to, without a transition", async ({ page }) => {
    await page.goto("/about");
    const last = page.locator(".reveal").last();
    // Not yet seen: the hidden state's rule matches it, and reduced motion must still win.
    await expect(last).toHaveAttribute("data-seen", "below");
    await expect(last).toHaveAttribute("data-reveal", "waiting");
    const style = await last.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { opacity: computed.opacity, translate: computed.translate, transition: computed.transitionProperty };
    });
    expect(style).toEqual({ opacity: "1", translate: "none", transition: "none" });
  });
});
