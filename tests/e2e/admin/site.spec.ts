import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { responsiveImage } from "../../../domain/images.ts";
import { SITE_DEFAULTS } from "../../../domain/site-defaults.ts";
import { expect, test } from "../support/test";
import { ensureLimitedAdmin, LIMITED_PASSWORD, pngFile, signInByApi, superAdminToken, toast } from "./helpers.ts";

const MEMBER = "sitemember";
const SHOTS = process.env.SHOTS_DIR ?? "/tmp/shots-35";
const PHONE = "+92 42 1234 5678";
const HEADLINE = "Software that moves your business first";
const VALUE_DESCRIPTION = "We say what we will do, then do exactly that, on time.";

test.use({ reducedMotion: "reduce" });

test.beforeAll(async ({ request }) => {
  await ensureLimitedAdmin(request, MEMBER, "Member", {});
});

// Other specs read the site's default texts: put them back whatever happened here.
test.afterAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${await superAdminToken(request)}` };
  for (const part of ["contact", "home", "about"] as const) {
    const res = await request.patch(`/api/v1/site/${part}`, { headers, data: SITE_DEFAULTS[part] });
    expect(res.status()).toBe(200);
  }
  expect((await request.delete("/api/v1/site/images/shareImage", { headers })).status()).toBe(200);
});

/** The JSON-LD blocks of the page as it is now. */
const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n");

test("the owner changes the phone number and the home headline; the public footer and home show them", async ({
  page,
  browser,
  baseURL,
}) => {
  const visitor = await browser.newContext({ baseURL });
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
  // One save model (ADR 0130): the draft bar's Publish is the one way to the site.
  const contact = page.getByRole("form", { name: "Contact details" });
  await expect(contact.getByRole("button", { name: "Save changes" })).toHaveCount(0);
  await expect(contact.getByRole("button", { name: "Publish", exact: true })).toBeDisabled();
  await phone.fill(PHONE);
  await contact.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(page, "Draft published")).toBeVisible();

  await page.getByRole("navigation", { name: "Site parts" }).getByRole("button", { name: "Home" }).click();
  const headline = page.getByRole("textbox", { name: "Headline", exact: true });
  await expect(headline).toHaveValue(SITE_DEFAULTS.home.headline);
  await headline.fill(HEADLINE);
  // The preview renders the public hero with the text not saved yet.
  const preview = page.frameLocator('iframe[title^="Preview of The home page"]');
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(HEADLINE);
  // The contact part's toast may still be up on a slow machine: once it has gone, the next one is this publish's.
  await expect(toast(page, "Draft published")).toHaveCount(0);
  await page.getByRole("form", { name: "Home" }).getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(page, "Draft published")).toBeVisible();

  await visitorPage.goto("/");
  await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText(HEADLINE);
  const footer = visitorPage.getByRole("contentinfo");
  await expect(footer).toContainText(PHONE);
  await expect(footer.getByRole("link", { name: PHONE })).toHaveAttribute("href", "tel:+924212345678");
  await expect(visitorPage).toHaveTitle(`${HEADLINE} | Ravi Digital`);
  expect(await jsonLd(visitorPage)).toContain(`"telephone":"${PHONE}"`);
  await visitor.close();
});

test("the owner changes a value's description, a partner's logo and the share picture; About, the strip and og:image show them", async ({
  page,
  browser,
  baseURL,
}) => {
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/about");
  await visitorPage.goto("/");
  const firstValue = SITE_DEFAULTS.about.values[0];

  await signInByApi(page);
  await page.goto("/admin/site?part=about");
  const description = page.getByRole("textbox", { name: "Value 1 description", exact: true });
  await expect(description).toHaveValue(firstValue.description);
  await description.fill(VALUE_DESCRIPTION);
  await expect(
    page.frameLocator('iframe[title^="Preview of The About page"]').getByTestId("current-value"),
  ).toContainText(VALUE_DESCRIPTION);
  await page.getByRole("form", { name: "About" }).getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(page, "Draft published")).toBeVisible();

  await page.getByRole("navigation", { name: "Site parts" }).getByRole("button", { name: "Partners" }).click();
  const firstPartner = page.getByRole("list", { name: "Partners, in the order shown" }).getByRole("listitem").first();
  await firstPartner.getByLabel("Replace logo").setInputFiles(await pngFile("new-logo.png", "#dc2626"));
  const partnerSaved = page.waitForResponse(
    (res) => res.url().includes("/api/v1/site/partners/") && res.request().method() === "PATCH",
  );
  await firstPartner.getByRole("button", { name: "Save partner" }).click();
  const partner = (await (await partnerSaved).json()).data.partners[0];

  await page
    .getByRole("navigation", { name: "Site parts" })
    .getByRole("button", { name: "Search and sharing" })
    .click();
  const pictureSaved = page.waitForResponse(
    (res) => res.url().endsWith("/api/v1/site/images/shareImage") && res.request().method() === "PATCH",
  );
  await page.getByLabel("Share picture: choose a picture").setInputFiles(await pngFile("share.png", "#16a34a"));
  const shareImage: string = (await (await pictureSaved).json()).data.seo.shareImage;
  expect(shareImage).toMatch(/^\/uploads\//);

  await visitorPage.goto("/about");
  await visitorPage
    .getByRole("list", { name: "Choose a value" })
    .getByRole("button", { name: firstValue.title })
    .click();
  await expect(visitorPage.getByTestId("current-value")).toContainText(VALUE_DESCRIPTION);

  await visitorPage.goto("/");
  const logo = visitorPage.getByRole("img", { name: partner.name, exact: true });
  await expect(logo).toHaveAttribute("src", responsiveImage(partner.logo).src);
  const ogImage = await visitorPage.locator('meta[property="og:image"]').getAttribute("content");
  expect(new URL(ogImage ?? "").pathname).toBe(shareImage);
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
  ["contact", "Contact details", "Publish"],
  ["home", "Home", "Publish"],
  ["about", "About", "Publish"],
  ["partners", "Partners", "Add partner"],
  ["portfolio", "Portfolio", "Publish"],
  ["careers", "Careers", "Publish"],
  ["privacy", "Privacy", "Publish"],
  ["seo", "Search and sharing", "Publish"],
  ["navigation", "Navigation", "Publish"],
] as const;

for (const width of [375, 768, 1440]) {
  test(`every Site screen fits ${width} px (screenshots saved)`, async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width, height: 900 });
    await signInByApi(page);
    for (const [index, [part, label, button]] of screens.entries()) {
      await page.goto(`/admin/site?part=${part}`);
      await expect(page.getByRole("heading", { level: 2, name: label })).toBeVisible();
      await expect(page.getByRole("button", { name: button, exact: true }).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${label} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/site-${index + 1}-${part}-${width}.png`, fullPage: true });
    }
  });
}
