import { expect, test } from "../support/test";
import { siteContent } from "./site-routes";

test.use({ viewport: { width: 1440, height: 900 } });

test("the home page shows the spec's sections in order, with a muted looping hero video", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Be the market Leader in your industry");
  await expect(
    page.getByText(
      "Stay ahead of the competition with cutting-edge technology and innovative solutions to lead your industry!",
    ),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "What We Do" }).first()).toHaveAttribute("href", "/services");
  await expect(page.getByRole("link", { name: "View Works" })).toHaveAttribute("href", "/projects");

  const video = page.getByTestId("hero-video");
  await expect(video).toHaveJSProperty("muted", true);
  await expect(video).toHaveJSProperty("loop", true);
  await expect(video).toHaveJSProperty("autoplay", true);
  await expect(video.locator("source")).toHaveCount(2);
  for (const src of await video.locator("source").evaluateAll((s) => s.map((e) => e.getAttribute("src") as string))) {
    const file = await request.get(src);
    expect(file.ok()).toBe(true);
    expect((await file.body()).length).toBeLessThan(1.5 * 1024 * 1024);
  }

  const headings = await page.locator("main h2").allTextContents();
  const order = [
    "Our Services",
    "A Lahore team",
    "Unique Ideas For Your Business",
    "Our Projects",
    "Ready to make a real impact",
  ];
  const positions = order.map((title) => headings.findIndex((h) => h.startsWith(title)));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  for (const blurb of [
    "Custom Software Development",
    "Smart E-Commerce & Digital Presence",
    "Digital Transformation & Innovation",
    "Cloud-Based Business Solutions",
  ]) {
    await expect(page.getByRole("heading", { name: blurb })).toBeVisible();
  }
  const { categories } = await siteContent(request);
  await expect(page.locator("main").getByRole("link", { name: /^Learn More/ })).toHaveCount(categories.length);
});

test("the partner strip shows 5 partners twice, linking out in a new tab, moving once the page has loaded", async ({
  page,
}) => {
  await page.goto("/");
  const track = page.getByTestId("partner-track");
  await expect(track).toHaveCSS("animation-name", "partner-marquee");
  const items = track.locator("li");
  await expect(items).toHaveCount(10);
  const hrefs = await items.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(new Set(hrefs).size).toBe(5);
  expect(hrefs.slice(0, 5)).toEqual(hrefs.slice(5));
  for (const target of await items.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("target")))) {
    expect(target).toBe("_blank");
  }
});

test("the What We Do button of the ideas block opens /services asking it to scroll to the form", async ({ page }) => {
  await page.goto("/");
  await page.locator("#ideas-title").scrollIntoViewIfNeeded();
  await page.locator("section[aria-labelledby=ideas-title]").getByRole("link", { name: "What We Do" }).click();
  await expect(page).toHaveURL("/services");
  expect(await page.evaluate(() => (window.history.state as { usr?: unknown })?.usr)).toEqual({ scrollToForm: true });
});

test("the portfolio filter offers All, Web Development and Mobile App Development and filters by name", async ({
  page,
  request,
}) => {
  const { projects } = await siteContent(request);
  await page.goto("/");
  const chips = page.getByRole("group", { name: "Filter projects by category" }).getByRole("button");
  await expect(chips).toHaveText(["All", "Web Development", "Mobile App Development"]);
  const cards = page.getByTestId("portfolio-row").locator("li");
  await expect(cards).toHaveCount(projects.length);
  for (const name of ["Web Development", "Mobile App Development"]) {
    await chips.filter({ hasText: name }).click();
    await expect(chips.filter({ hasText: name })).toHaveAttribute("aria-pressed", "true");
    const expected = projects.filter((p) => p.category.name === name).map((p) => p.name);
    await expect(cards.locator("h3")).toHaveText(expected);
  }
  await chips.filter({ hasText: "All" }).click();
  await expect(cards).toHaveCount(projects.length);
});

test("dragging the project row scrolls it without opening a card; a click opens /projects", async ({ page }) => {
  await page.goto("/");
  const row = page.getByTestId("portfolio-row");
  await row.scrollIntoViewIfNeeded();
  await expect(page.getByTestId("portfolio-left")).toBeHidden();
  await expect(page.getByTestId("portfolio-right")).toBeVisible();

  const box = (await row.boundingBox()) as { x: number; y: number; width: number };
  // The row listens for drags from an effect, which runs a moment after hydration on a busy machine:
  // a visitor who dragged too soon drags again.
  await expect(async () => {
    await page.mouse.move(box.x + box.width / 2, box.y + 60);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 150, box.y + 60, { steps: 8 });
    await page.mouse.up();
    await expect(page).toHaveURL("/");
    await expect.poll(() => row.evaluate((el) => el.scrollLeft), { timeout: 2000 }).toBeGreaterThan(100);
  }).toPass();
  await expect(page.getByTestId("portfolio-left")).toBeVisible();

  // Within 20 px of the start the left indicator goes away again.
  await row.evaluate((el) => {
    el.style.scrollBehavior = "auto";
    el.scrollLeft = 15;
  });
  await expect(page.getByTestId("portfolio-left")).toBeHidden();
  await row.evaluate((el) => {
    el.scrollLeft = 25;
  });
  await expect(page.getByTestId("portfolio-left")).toBeVisible();

  await row.locator("li").nth(1).click();
  await expect(page).toHaveURL("/projects");
});
