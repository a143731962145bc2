import { mkdirSync } from "node:fs";
import { draftMessages } from "../../../domain/drafts.ts";
import { expect, type Page, test } from "../support/test";
import { chooseFromLibrary, pngFile, screenshotsAtWidths, signInByApi, superAdminToken, toast } from "./helpers.ts";

/** Where the screenshots go for a person to look at (HELPERS.md). */
const SHOTS = "test-results/admin-screens/authors";

test.use({ reducedMotion: "reduce" });

async function openProfile(page: Page) {
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Profile" }).click();
  return page.getByRole("dialog", { name: "Profile" });
}

/*
 * Authors (issue 68, ADR 0245): a staff member gives their author profile a bio and a library photo
 * from their profile; a superAdmin adds a writer who cannot sign in, and an article chosen for them
 * shows their name and photo in its byline, on their page and in the blog's list. The article goes
 * at the end, as other specs of this worker read the blog.
 */
test("Authors: a bio and photo on the profile, a writer without a sign-in, and their byline", async ({
  page,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const run = Date.now() % 100000;
  const photoName = `author-photo-${run}.png`;
  const guestName = `Sana Mir ${run}`;
  const token = await superAdminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  // A colour of its own: the library keeps one item per file.
  const upload = await request.post("/api/v1/media", {
    headers,
    multipart: { file: await pngFile(photoName, `#${(run + 0x300000).toString(16).padStart(6, "0")}`) },
  });
  expect(upload.status(), await upload.text()).toBe(201);

  // The profile: its author part, edited in a dialog of its own, saved without signing out.
  await signInByApi(page);
  await page.goto("/admin");
  let profile = await openProfile(page);
  await expect(profile.getByRole("textbox", { name: "Full Name" })).toHaveAttribute("readonly", "");
  await expect(profile.getByRole("button", { name: "Edit full name" })).toBeVisible();
  await profile.getByRole("button", { name: "Edit author profile" }).click();
  const own = page.getByRole("dialog", { name: "Author profile" });
  await own.getByRole("textbox", { name: "Short bio" }).fill("Runs the studio. Writes about shipping small.");
  await chooseFromLibrary(page, own.getByRole("button", { name: "Choose from library" }), "Photo", photoName);
  await expect(own.getByRole("img", { name: "Photo: chosen" })).toBeVisible();
  await own.getByRole("button", { name: "Save author profile" }).click();
  await expect(toast(page, "Author profile updated")).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  profile = await openProfile(page);
  const section = profile.getByRole("region", { name: "Author profile" });
  await expect(section.getByText("Runs the studio. Writes about shipping small.")).toBeVisible();
  await expect(section.getByRole("img")).toBeVisible();
  await screenshotsAtWidths(page, SHOTS, "profile-author", section);
  await profile.getByRole("button", { name: "Close" }).click();

  // Users › Authors: a writer who does not sign in, with a bio.
  await page.goto("/admin/users");
  await page.getByRole("tab", { name: "Authors" }).click();
  await expect(page).toHaveURL(/tab=authors/);
  await page.getByRole("button", { name: "Add Author" }).click();
  const add = page.getByRole("dialog", { name: "Add author" });
  await add.getByRole("textbox", { name: "Name" }).fill(guestName);
  await add.getByRole("textbox", { name: "Short bio" }).fill("Guest writer on type and colour.");
  await chooseFromLibrary(page, add.getByRole("button", { name: "Choose from library" }), "Photo", photoName);
  await add.getByRole("button", { name: "Add author" }).click();
  await expect(toast(page, "Author added")).toBeVisible();
  const table = page.getByRole("table", { name: "Authors" });
  const row = table.getByRole("row").filter({ hasText: guestName });
  await expect(row.getByText("No sign-in")).toBeVisible();
  await expect(row.getByText("0 articles")).toBeVisible();
  await screenshotsAtWidths(page, SHOTS, "users-authors");

  // An article chosen for them in the article form.
  const guest = (await (await request.get(`/api/v1/authors?q=${encodeURIComponent(guestName)}`, { headers })).json())
    .data[0];
  await page.goto("/admin/articles/new");
  const form = page.getByRole("main");
  const title = `Type that reads ${run}`;
  await form.getByRole("textbox", { name: "Title" }).fill(title);
  await form.getByRole("textbox", { name: "Article" }).click();
  await page.keyboard.type("Good type disappears; bad type shouts.");
  await form.getByRole("combobox", { name: "Author" }).selectOption({ label: `${guestName} (no sign-in)` });
  // Kept as a draft by its first autosave, then published: its own step.
  await expect(page).toHaveURL(/\/admin\/articles\/[0-9a-f-]{36}$/);
  const bar = form.getByRole("region", { name: "Publishing" });
  await bar.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(page, draftMessages.published)).toBeVisible();
  const articles = (await (await request.get(`/api/v1/articles?q=${encodeURIComponent(title)}`, { headers })).json())
    .data;
  const article = articles[0];
  expect(article.author).toMatchObject({ _id: guest._id, name: guestName });

  try {
    // Its byline on the article page: the photo, then "By <name>" linking to their page.
    await page.goto(`/blog/${article.slug}`);
    const byline = page.locator("main p").filter({ hasText: `By ${guestName}` });
    await expect(byline.getByRole("link", { name: guestName })).toHaveAttribute("href", `/blog/author/${guest.slug}`);
    await expect(byline.locator("img")).toHaveAttribute("src", guest.photo.url);
    await expect(page.getByRole("complementary", { name: "About the author" })).toContainText(
      "Guest writer on type and colour.",
    );
    await screenshotsAtWidths(page, SHOTS, "byline", byline);

    await page.goto(`/blog/author/${guest.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: `Articles by ${guestName}` })).toBeVisible();
    await expect(page.getByRole("region", { name: `About ${guestName}` })).toContainText("Guest writer");
    await screenshotsAtWidths(page, SHOTS, "author-page");

    await page.goto("/blog");
    // The feeds' head tags, rendered by the server alone, are still there once React has hydrated.
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="alternate"][type="application/feed+json"]')).toHaveCount(1);
    const card = page.locator("article").filter({ hasText: title });
    await expect(card.getByRole("link", { name: guestName })).toBeVisible();
    await expect(card.locator(`img[src="${guest.photo.url}"]`)).toBeVisible();
  } finally {
    await request.delete(`/api/v1/articles/${article._id}`, { headers });
  }
});
