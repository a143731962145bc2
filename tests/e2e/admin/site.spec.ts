import { mkdirSync } from "node:fs";
import { SITE_DEFAULTS } from "../../../domain/site-defaults.ts";
import { expect, test } from "../support/test";
import { ensureLimitedAdmin, LIMITED_PASSWORD, signInByApi, superAdminToken, toast } from "./helpers.ts";

const MEMBER = "sitemember";
const SHOTS = "/tmp/shots-35";
const PHONE = "+92 42 1234 5678";
const HEADLINE = "Software that moves your business first";

test.use({ reducedMotion: "reduce" });

test.beforeAll(async ({ request }) => {
  await ensureLimitedAdmin(request, MEMBER, "Member", {});
});

// Other specs read the site's default texts: put them back whatever happened here.
test.afterAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${await superAdminToken(request)}` };
  for (const part of ["contact", "home"] as const) {
    const res = await request.patch(`/api/v1/site/${part}`, { headers, data: SITE_DEFAULTS[part] });
    expect(res.status()).toBe(200);
  }
});

test("the owner changes the phone number and the home headline; the public footer and home show them", async ({
  page,
  browser,
}, testInfo) => {
  const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const visitorPage = await visitor.newPage();
  // A visitor's page first, so the cached copy of it is what the change must replace.
  await visitorPage.goto("/");
  await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText(SITE_DEFAULTS.home.headline);
  await expect(visitorPage.getByRole("contentinfo")).toContainText(SITE_DEFAULTS.contact.phones[0]);

  await signInByApi(page);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Site" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Contact details" })).toBeVisible();
  const phone = page.getByRole("textbox", { name: "Phone number", exact: true });
  await expect(phone).toHaveValue(SITE_DEFAULTS.contact.phones[0]);
  await phone.fill("call us");
  await expect(page.getByText("Please enter a valid phone number, e.g. +92 42 3589 0000")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save changes" })).toBeDisabled();
  await phone.fill(PHONE);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Site updated successfully")).toBeVisible();

  await page.getByRole("navigation", { name: "Site parts" }).getByRole("button", { name: "Home" }).click();
  const headline = page.getByRole("textbox", { name: "Headline", exact: true });
  await expect(headline).toHaveValue(SITE_DEFAULTS.home.headline);
  await headline.fill(HEADLINE);
  const saved = page.waitForResponse(
    (res) => res.url().endsWith("/api/v1/site/home") && res.request().method() === "PATCH",
  );
  await page.getByRole("button", { name: "Save changes" }).click();
  expect((await saved).status()).toBe(200);

  await visitorPage.goto("/");
  await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText(HEADLINE);
  const footer = visitorPage.getByRole("contentinfo");
  await expect(footer).toContainText(PHONE);
  await expect(footer.getByRole("link", { name: PHONE })).toHaveAttribute("href", "tel:+924212345678");
  await expect(visitorPage).toHaveTitle(`${HEADLINE} | Ravi Digital`);
  await visitor.close();
});

test("a Member without the site right sees no Site entry and is refused by the API", async ({ page }) => {
  await signInByApi(page, MEMBER, LIMITED_PASSWORD);
  await page.goto("/admin");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Site" })).toHaveCount(0);
  const refused = await page.request.patch("/api/v1/site/home", { data: { headline: "Not allowed" } });
  expect(refused.status()).toBe(403);
  await page.goto("/admin/site");
  await expect(page.getByRole("heading", { name: "Not available for your role" })).toBeVisible();
});

const screens = [
  ["contact", "Contact details", "Save changes"],
  ["home", "Home", "Save changes"],
  ["about", "About", "Save changes"],
  ["partners", "Partners", "Add partner"],
  ["portfolio", "Portfolio", "Save changes"],
  ["careers", "Careers", "Save changes"],
  ["privacy", "Privacy", "Save changes"],
  ["seo", "Search and sharing", "Save changes"],
] as const;

for (const width of [375, 768, 1440]) {
  test(`every Site screen fits ${width} px (screenshots saved)`, async ({ page }) => {
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width, height: 900 });
    await signInByApi(page);
    for (const [index, [part, label, button]] of screens.entries()) {
      await page.goto(`/admin/site?part=${part}`);
      await expect(page.getByRole("heading", { level: 2, name: label })).toBeVisible();
      await expect(page.getByRole("button", { name: button })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${label} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/site-${index + 1}-${part}-${width}.png`, fullPage: true });
    }
  });
}
