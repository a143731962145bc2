import { mkdirSync } from "node:fs";
import { slugMessages } from "../../../domain/slugs.ts";
import { adminToken, bearer } from "../support/admin-api.ts";
import { expect, type Page, test } from "../support/test";
import { createJob, screenshotsAtWidths, signInByApi } from "./helpers.ts";

/** Where the screenshots go for a person to look at (HELPERS.md). */
const SHOTS = "test-results/admin-screens/slug-check";

test.use({ reducedMotion: "reduce" });

/** The next draft save (a draft-only create or a draft of a record) the server refuses. */
const refusedDraftSave = (page: Page, path: RegExp) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      path.test(new URL(response.url()).pathname) &&
      response.status() === 400,
  );

/*
 * Slugs checked where they are typed (issue 67): another record's slug is refused on Save draft —
 * the server's 400 names `slug` — and marked under the field with a free slug to take instead, in
 * the full-page editor (a page) and in a modal (a job), before anything is published.
 */
test("a taken slug is marked on Save draft, with a free one to take, in the page editor", async ({ page, request }) => {
  mkdirSync(SHOTS, { recursive: true });
  const headers = bearer(await adminToken());
  const run = Date.now() % 100000;
  const taken = `taken-page-${run}`;
  const made = await request.post("/api/v1/pages", { headers, data: { title: `Taken ${run}`, slug: taken } });
  expect(made.status(), await made.text()).toBe(201);

  await signInByApi(page);
  await page.goto("/admin/pages/new");
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "Title" }).fill(`Our offer ${run}`);
  const slug = main.getByRole("textbox", { name: "Slug" });
  await expect(slug).toHaveValue(`our-offer-${run}`);
  await slug.fill(taken);
  const refused = refusedDraftSave(page, /^\/api\/v1\/pages(\/[^/]+\/draft)?$/);
  await page.getByRole("region", { name: "Publishing" }).getByRole("button", { name: "Save draft" }).click();
  const answer = await refused;
  expect((await answer.json()).issues).toContainEqual({ path: "slug", message: slugMessages.taken("page") });

  await expect(slug).toHaveAccessibleDescription(slugMessages.taken("page"));
  await expect(main.getByText(slugMessages.suggestion(`${taken}-2`))).toBeVisible();
  // At each width, the settings as an owner sees them: a drawer opened from the bar on narrow screens.
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const settings = page.getByRole("region", { name: "Publishing" }).getByRole("button", { name: "Settings" });
    if (await settings.isVisible()) {
      if ((await settings.getAttribute("aria-expanded")) !== "true") await settings.click();
    }
    await slug.scrollIntoViewIfNeeded();
    await expect(slug).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/page-slug-taken-${width}.png` });
  }
  await main.getByRole("button", { name: slugMessages.takeSuggestion(`${taken}-2`) }).click();
  await expect(slug).toHaveValue(`${taken}-2`);
  await expect(slug).not.toHaveAccessibleDescription(slugMessages.taken("page"));
  // Nothing of it was published: the taken page keeps its address, the new one is no page yet.
  expect((await request.get(`/api/v1/pages/${taken}-2`)).status()).toBe(404);
});

test("a name's slug another job has is numbered; a taken slug typed is marked, and refused on Save as draft (a modal)", async ({
  page,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const headers = bearer(await adminToken());
  const run = Date.now() % 100000;
  const title = `Slug Checked Role ${run}`;
  await createJob(request, headers, { title, description: "Builds things" });
  const taken = `slug-checked-role-${run}`;

  await signInByApi(page);
  await page.goto("/admin/jobs");
  await page.getByRole("button", { name: "Add Job" }).click();
  const add = page.getByRole("dialog", { name: "Add Job" });
  // The slug made from the title is another job's: numbered as the server would make it, no error.
  await add.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  const slug = add.getByRole("textbox", { name: "Slug" });
  await expect(slug).toHaveValue(`${taken}-2`);
  await expect(slug).not.toHaveAccessibleDescription(slugMessages.taken("job"));

  // Typed by hand, the taken slug is marked while it is typed, before any save.
  await slug.fill(taken);
  await expect(slug).toHaveAccessibleDescription(slugMessages.taken("job"));
  await expect(add.getByText(slugMessages.suggestion(`${taken}-2`))).toBeVisible();
  // Save as draft sends it all the same: the server refuses it on `slug`, and it stays marked.
  const refused = refusedDraftSave(page, /^\/api\/v1\/job\/create$/);
  await add.getByRole("button", { name: "Save as draft" }).click();
  expect((await (await refused).json()).issues).toContainEqual({ path: "slug", message: slugMessages.taken("job") });
  await expect(slug).toHaveAccessibleDescription(slugMessages.taken("job"));
  await screenshotsAtWidths(page, SHOTS, "job-slug-taken", slug);

  // A free slug clears the mark.
  await add.getByRole("button", { name: slugMessages.takeSuggestion(`${taken}-2`) }).click();
  await expect(slug).toHaveValue(`${taken}-2`);
  await expect(slug).not.toHaveAccessibleDescription(slugMessages.taken("job"));
});
