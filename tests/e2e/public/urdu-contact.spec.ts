import { messagesOf } from "../../../domain/messages.ts";
import { expect, test } from "../support/test";

const ur = messagesOf("ur").contact;

/** No tile service is reachable from the tests, and the page must not need one. */
test.beforeEach(async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

test("the Urdu contact page reads right to left and refuses an empty form in Urdu, in Nastaliq", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("nastaliq")) fonts.push(request.url());
  });
  await page.goto("/ur/contact");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("button", { name: ur.submit, exact: true }).click();
  const name = page.getByRole("textbox", { name: ur.labels.fullname, exact: true });
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription(ur.fullnameTooShort);
  await expect(page.getByRole("textbox", { name: ur.labels.email, exact: true })).toHaveAttribute("dir", "ltr");
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Nastaliq Urdu"', "پیغام"))).toBe(true);
  expect(fonts.length).toBeGreaterThan(0);
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator("#field-fullname").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/urdu-contact-${width}.png`, fullPage: false });
  }
});

test("an English page never downloads the Urdu font", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("nastaliq")) fonts.push(request.url());
  });
  await page.goto("/contact");
  await page.evaluate(() => document.fonts.ready);
  expect(fonts).toEqual([]);
});
