import { expect, type Page, test } from "../support/test";

/*
 * What a page asks for before its first paint (docs/decisions/0045): lazy images only once it has
 * been presented, and no request at all for the tab's icon or the site's backdrop.
 */

/**
 * Notes when the page is told of its first contentful paint. Registered before the page's own
 * scripts, so this observer hears of it first: a request the page makes on hearing it comes later.
 */
function notePaintDelivery(page: Page) {
  return page.addInitScript(() => {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      document.documentElement.dataset.paintDelivered = String(performance.now());
    }).observe({ type: "paint", buffered: true });
  });
}

/** When the page heard of its first paint, and when each of its images that loaded was requested. */
function paintAndImages(page: Page) {
  return page.evaluate(() => {
    const requested = new Map(
      performance.getEntriesByType("resource").map((entry) => [entry.name, entry.startTime] as const),
    );
    const images = [...document.querySelectorAll("img")].map((img) => ({
      lazy: img.loading === "lazy",
      src: img.getAttribute("src"),
      loaded: img.complete && img.naturalWidth > 0,
      requestedAt: requested.get(img.currentSrc),
    }));
    return { firstPaint: Number(document.documentElement.dataset.paintDelivered), images };
  });
}

const loadedLazyImages = async (page: Page) =>
  (await paintAndImages(page)).images.filter((image) => image.lazy && image.loaded).length;

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const path of ["/", "/services", "/projects"]) {
    test(`${path}: lazy images are requested only after the first paint, then load`, async ({ page }) => {
      await notePaintDelivery(page);
      await page.goto(path);
      await expect.poll(() => loadedLazyImages(page)).toBeGreaterThan(0);
      const { firstPaint, images } = await paintAndImages(page);
      for (const image of images.filter((each) => each.lazy)) expect(image.src, "source given back").toBeTruthy();
      const early = images.filter(
        (image) => image.lazy && image.requestedAt !== undefined && image.requestedAt < firstPaint,
      );
      expect(firstPaint).toBeGreaterThan(0);
      expect(early).toEqual([]);
      // The hero's poster is not lazy: it is what the first paint shows.
      if (path === "/")
        expect(images.some((image) => !image.lazy && (image.requestedAt ?? firstPaint) < firstPaint)).toBe(true);
    });
  }

  test("the tab's icon and the backdrop travel inside the page", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/about");
    expect(await page.locator('link[rel="icon"]').getAttribute("href")).toMatch(/^data:image\/svg\+xml,/);
    const backdrop = await page
      .getByTestId("site-background")
      .evaluate((element) => getComputedStyle(element).backgroundImage);
    expect(backdrop).toMatch(/^url\("data:image\/svg\+xml,/);
    expect(requested.filter((path) => /favicon|backdrop/.test(path))).toEqual([]);
  });
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the first row's lazy covers arrive after the first paint without moving anything", async ({ page }) => {
    await page.goto("/projects");
    await expect.poll(() => loadedLazyImages(page)).toBeGreaterThan(1);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            let sum = 0;
            for (const entry of list.getEntries())
              if ("value" in entry && typeof entry.value === "number") sum += entry.value;
            resolve(sum);
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(0), 1000);
        }),
    );
    expect(shift).toBeLessThan(0.01);
  });
});
