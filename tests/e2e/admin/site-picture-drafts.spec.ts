import type { APIRequestContext, Page } from "@playwright/test";
import { draftMessages } from "../../../domain/drafts.ts";
import { responsiveImage } from "../../../domain/images.ts";
import { siteMessages } from "../../../domain/site.ts";
import { expect, test } from "../support/test";
import { pngFile, publishAnyway, screenshotsAtWidths, signInByApi, superAdminToken, toast } from "./helpers.ts";

/** Where the screenshots go for a person to look at (HELPERS.md); test-results when that is not set. */
const shots = process.env.SITE_SHOTS ?? "test-results/admin-screens/site-picture-drafts";

test.use({ reducedMotion: "reduce" });

type Images = { heroPoster?: string; shareImage?: string; organisationLogo?: string };
const publishedImages = async (request: APIRequestContext): Promise<Images> =>
  (await (await request.get("/api/v1/site")).json()).data.images;
let before: Images;

test.beforeAll(async ({ request }) => {
  before = await publishedImages(request);
});

// Other specs read the hero's video and the default share picture: any draft left behind goes, and
// pictures this spec published go back to their defaults.
test.afterAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${await superAdminToken(request)}` };
  await request.delete("/api/v1/site/images/draft", { headers });
  const after = await publishedImages(request);
  for (const name of ["heroPoster", "shareImage"] as const)
    if (!before[name] && after[name]) await request.delete(`/api/v1/site/images/${name}`, { headers });
});

/** The picture a draft call stored: the URL its answer's draft names for `name`. */
const draftedPicture = (page: Page, name: string) =>
  page
    .waitForResponse(
      (res) => res.url().endsWith(`/api/v1/site/images/${name}?draft=true`) && res.request().method() === "PATCH",
    )
    .then(async (res) => (await res.json()).data.draft.fields[name] as string);

/** The home page's hero picture. */
const heroPicture = (page: Page) => page.locator('section[aria-labelledby="hero-title"] img').first();

test("a hero picture changed as a draft stays off the home page until the draft is published", async ({
  page,
  request,
}) => {
  await signInByApi(page);
  await page.goto("/admin/site?part=home", { waitUntil: "load" });
  const pictures = page.getByRole("region", { name: "Pictures" });
  await pictures.getByRole("checkbox", { name: /Change as a draft/ }).check();
  const bar = pictures.getByRole("region", { name: "Draft" });
  await expect(bar).toBeVisible();

  const drafted = draftedPicture(page, "heroPoster");
  await pictures.getByLabel("Hero picture: choose a picture").setInputFiles(await pngFile("poster.png", "#0891b2"));
  const poster = await drafted;
  expect(poster).toMatch(/^\/uploads\//);
  await expect(toast(page, draftMessages.saved)).toBeVisible();
  await expect(bar.getByText("Changed", { exact: true })).toBeVisible();
  // The form shows the draft's picture, marked as changed in the draft.
  await expect(pictures.getByRole("img", { name: "Hero picture now" })).toHaveAttribute("src", poster);
  await expect(pictures.getByText("Changed in the draft")).toBeVisible();

  // Visitors do not see it yet: the API and the home page.
  expect((await publishedImages(request)).heroPoster).toBe(before.heroPoster);
  expect(await (await request.get("/")).text()).not.toContain(poster);

  await screenshotsAtWidths(page, shots, "home-pictures-draft", pictures);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Staff's Preview: the home page with the draft's hero picture, under the preview banner.
  const [previewTab] = await Promise.all([
    page.context().waitForEvent("page"),
    bar.getByRole("button", { name: "Preview", exact: true }).click(),
  ]);
  await expect(previewTab.getByText("Preview — this is a draft, not yet published")).toBeVisible();
  await expect(heroPicture(previewTab)).toHaveAttribute("src", responsiveImage(poster).src);
  await previewTab.close();

  // The new picture has no alt text yet: Publish asks first (ADR 0189).
  await publishAnyway(page, bar);
  await expect(toast(page, draftMessages.published)).toBeVisible();
  await expect.poll(async () => (await publishedImages(request)).heroPoster).toBe(poster);
  // The choice is off again, and the form shows the published picture.
  await expect(pictures.getByRole("checkbox", { name: /Change as a draft/ })).not.toBeChecked();
  await expect(pictures.getByRole("img", { name: "Hero picture now" })).toHaveAttribute("src", poster);
  await page.goto("/", { waitUntil: "load" });
  await expect(heroPicture(page)).toHaveAttribute("src", responsiveImage(poster).src);
});

test("a share picture's draft is discarded, leaving the published one", async ({ page, request }) => {
  const published = await publishedImages(request);
  await signInByApi(page);
  await page.goto("/admin/site?part=seo", { waitUntil: "load" });
  const pictures = page.getByRole("region", { name: "Pictures" });
  const shown = pictures.getByRole("img", { name: "Share picture now" });
  const publishedSrc = await shown.getAttribute("src");
  await pictures.getByRole("checkbox", { name: /Change as a draft/ }).check();
  const bar = pictures.getByRole("region", { name: "Draft" });

  const drafted = draftedPicture(page, "shareImage");
  await pictures.getByLabel("Share picture: choose a picture").setInputFiles(await pngFile("share.png", "#ca8a04"));
  const share = await drafted;
  await expect(shown).toHaveAttribute("src", share);
  // While a draft exists the choice stays on: reopening the screen shows the draft's picture.
  await page.reload({ waitUntil: "load" });
  await expect(pictures.getByRole("checkbox", { name: /Change as a draft/ })).toBeChecked();
  await expect(pictures.getByRole("checkbox", { name: /Change as a draft/ })).toBeDisabled();
  await expect(shown).toHaveAttribute("src", share);
  await screenshotsAtWidths(page, shots, "search-pictures-draft", pictures);
  await page.setViewportSize({ width: 1280, height: 900 });

  await bar.getByRole("button", { name: "Discard draft" }).click();
  // Discard asks first (the save model, ADR 0130).
  await page
    .getByRole("dialog", { name: "Discard this draft?" })
    .getByRole("button", { name: "Discard draft" })
    .click();
  await expect(toast(page, draftMessages.discarded)).toBeVisible();
  await expect(pictures.getByRole("checkbox", { name: /Change as a draft/ })).not.toBeChecked();
  await expect(bar).toHaveCount(0);
  await expect(shown).toHaveAttribute("src", publishedSrc ?? "");
  expect(await publishedImages(request)).toEqual(published);
  const home = await (await request.get("/")).text();
  expect(home).not.toContain(share);
});

test("without the draft choice a picture is live at once, as before", async ({ page, request }) => {
  await signInByApi(page);
  await page.goto("/admin/site?part=home", { waitUntil: "load" });
  const pictures = page.getByRole("region", { name: "Pictures" });
  await expect(pictures.getByRole("checkbox", { name: /Change as a draft/ })).not.toBeChecked();
  await expect(pictures.getByRole("region", { name: "Draft" })).toHaveCount(0);
  const saved = page.waitForResponse(
    (res) => res.url().endsWith("/api/v1/site/images/heroPoster") && res.request().method() === "PATCH",
  );
  await pictures.getByLabel("Hero picture: choose a picture").setInputFiles(await pngFile("live.png", "#16a34a"));
  const poster: string = (await (await saved).json()).data.images.heroPoster;
  await expect(toast(page, siteMessages.updated)).toBeVisible();
  expect((await publishedImages(request)).heroPoster).toBe(poster);
  await expect(pictures.getByRole("img", { name: "Hero picture now" })).toHaveAttribute("src", poster);
});
