import { newsletterConsentMessages } from "../../../domain/newsletter-consent.ts";
import { expect, test } from "../support/test";

test.describe("the footer's newsletter signup", () => {
  test("an empty address does nothing and sends nothing: only the valid signup after it is sent", async ({ page }) => {
    await page.goto("/about");
    const calls: string[] = [];
    page.on("request", (req) => req.url().includes("/newsletter/create") && calls.push(req.url()));
    const form = page.getByRole("form", { name: "Newsletter signup" });
    await form.getByRole("button", { name: "Subscribe" }).click();
    await form.getByLabel("Email address").fill("   ");
    await form.getByLabel("Email address").press("Enter");
    // Then a valid signup: a call or a message from the empty ones would have come before its own.
    await form.getByLabel("Email address").fill(`after-empty-${Date.now()}@example.com`);
    const answer = page.waitForResponse((res) => res.url().endsWith("/api/v1/newsletter/create"));
    await form.getByRole("button", { name: "Subscribe" }).click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByRole("status").filter({ hasText: "Thank you for subscribing!" })).toBeVisible();
    expect(calls).toHaveLength(1);
    await expect(page.getByRole("status")).toHaveCount(1);
  });

  test("a valid address shows the server's message as a success toast and clears the input", async ({ page }) => {
    await page.goto("/privacy");
    const form = page.getByRole("form", { name: "Newsletter signup" });
    const input = form.getByLabel("Email address");
    const address = `reader-${Date.now()}@example.com`;
    await input.fill(address);
    const answer = page.waitForResponse((res) => res.url().endsWith("/api/v1/newsletter/create"));
    await form.getByRole("button", { name: "Subscribe" }).click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByRole("status").filter({ hasText: "Thank you for subscribing!" })).toBeVisible();
    await expect(input).toHaveValue("");

    // Double opt-in (ADR 0261): the same address, not yet confirmed, is asked to confirm again — the
    // spec's "You are already subscribed." is for a confirmed one (tests/api/newsletter.test.ts).
    await input.fill(address.toUpperCase());
    const again = page.waitForResponse((res) => res.url().endsWith("/api/v1/newsletter/create"));
    await form.getByRole("button", { name: "Subscribe" }).click();
    expect((await again).status()).toBe(201);
    await expect(page.getByRole("status").filter({ hasText: newsletterConsentMessages.confirmNote })).toBeVisible();
    await expect(input).toHaveValue("");
  });

  test("a malformed address gets the schema's message as an error toast, without a call", async ({ page }) => {
    await page.goto("/privacy");
    const calls: string[] = [];
    page.on("request", (req) => req.url().includes("/newsletter/create") && calls.push(req.url()));
    const form = page.getByRole("form", { name: "Newsletter signup" });
    await form.getByLabel("Email address").fill("not-an-address");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Please enter a valid email address" })).toBeVisible();
    expect(calls).toEqual([]);
    await expect(form.getByLabel("Email address")).toHaveValue("not-an-address");
  });

  test("its toast appears right under its field, and quick repeated submits show it once", async ({ page }) => {
    await page.goto("/privacy");
    const form = page.getByRole("form", { name: "Newsletter signup" });
    const input = form.getByLabel("Email address");
    await input.fill("not-an-address");
    const submit = form.getByRole("button", { name: "Subscribe" });
    for (let i = 0; i < 3; i++) await submit.click();
    const toast = page.getByRole("status").filter({ hasText: "Please enter a valid email address" });
    await expect(toast).toHaveCount(1);
    await expect(toast).toBeVisible();
    const [field, shown] = [await input.boundingBox(), await toast.boundingBox()];
    if (!field || !shown) throw new Error("the field or its toast has no box");
    // Just under the field's pill, lined up with it.
    expect(shown.y).toBeGreaterThan(field.y + field.height);
    expect(shown.y - (field.y + field.height)).toBeLessThan(40);
    expect(Math.abs(shown.x - field.x)).toBeLessThan(24);
  });
});

test("an unknown path answers 404 with the 404 image inside the site's frame", async ({ page }) => {
  const res = await page.goto("/no/such/page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("img", { name: /404/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("contentinfo")).toContainText("© 2019");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the 404 page's side title says what the page is, never the mistyped address", async ({ page }) => {
    await page.goto("/this-page-does-not-exist");
    await expect(page.getByTestId("side-title")).toHaveText("NOT FOUND");
    await page.goto("/about");
    await expect(page.getByTestId("side-title")).toHaveText("ABOUT");
  });
});

test("the about page rotates Our Values every 5 seconds through all seven", async ({ page }) => {
  await page.clock.install();
  await page.goto("/about");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(/Home\s*\/\s*About/);
  const current = page.getByTestId("current-value").locator("h3");
  await expect(current).toHaveText("Innovation");
  // The rotation starts once the page has hydrated, which the fake clock does not wait for.
  await expect(async () => {
    await page.clock.fastForward(5000);
    await expect(current).toHaveText("Integrity", { timeout: 250 });
  }).toPass({ timeout: 60_000 });
  const order = ["Quality", "Collaboration", "User-Centric Focus", "Accountability", "Continuous Improvement"];
  for (const value of order) {
    await page.clock.fastForward(5000);
    await expect(current).toHaveText(value);
  }
  await page.clock.fastForward(5000);
  await expect(current).toHaveText("Innovation");
});

test("every page carries its SEO tags and the Organization with the Lahore address", async ({ page }) => {
  await page.goto("/about");
  await expect(page).toHaveTitle(/^About Us \| /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/about$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /^About Us/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
  const organization = data.find((d) => d["@type"] === "Organization");
  expect(organization.address).toMatchObject({ addressLocality: "Lahore", addressCountry: "PK" });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the newsletter form still subscribes, through the /newsletter page action", async ({ page }) => {
    await page.goto("/privacy");
    const form = page.getByRole("form", { name: "Newsletter signup" });
    await form.getByLabel("Email address").fill(`plain-${Date.now()}@example.com`);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL("/newsletter");
    await expect(page.getByRole("status")).toHaveText(
      `Thank you for subscribing! ${newsletterConsentMessages.confirmNote}`,
    );

    // The /newsletter page has its own form besides the footer's: use the footer's again.
    const footerForm = page.getByRole("contentinfo").getByRole("form", { name: "Newsletter signup" });
    await footerForm.getByLabel("Email address").fill("nope");
    await footerForm.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status")).toHaveText("Please enter a valid email address");
  });
});
