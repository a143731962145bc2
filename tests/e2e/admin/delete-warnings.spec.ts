import { mkdirSync } from "node:fs";
import sharp from "sharp";
import { mediaMessages } from "../../../domain/media.ts";
import { NAVIGATION_LIMITS, navigationMessages } from "../../../domain/navigation.ts";
import { pageMessages } from "../../../domain/pages.ts";
import { adminToken, bearer } from "../support/admin-api.ts";
import { type APIRequestContext, expect, test } from "../support/test";
import { screenshotsAtWidths, signInByApi } from "./helpers.ts";

/** Where the screenshots go for a person to look at (HELPERS.md). */
const SHOTS = "test-results/admin-screens/delete-warnings";

test.use({ reducedMotion: "reduce" });

const run = Date.now() % 1_000_000;

/** A picture no earlier run stored, uploaded to the library: its id and url. */
async function libraryPicture(request: APIRequestContext, name: string, seed: number) {
  const channel = (shift: number) => (run * 11 + seed * 37 + shift) % 256;
  const buffer = await sharp({
    create: { width: 240, height: 160, channels: 3, background: { r: channel(0), g: channel(90), b: channel(180) } },
  })
    .png()
    .toBuffer();
  const made = await request.post("/api/v1/media", {
    headers: bearer(await adminToken()),
    multipart: { file: { name, mimeType: "image/png", buffer }, alt: `Picture ${name}` },
  });
  expect(made.status(), await made.text()).toBe(201);
  return (await made.json()).data as { _id: string; url: string; name: string };
}

/*
 * Warnings before side effects (issue 67): deleting a page says it is in the menu and the target of
 * redirects; the menu's full Add says its limit beside it.
 */
test("deleting a page says it is in the menu and the target of redirects; a full menu says its limit", async ({
  page,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const headers = bearer(await adminToken());
  const title = `Warned Page ${run}`;
  const made = await request.post("/api/v1/pages", { headers, data: { title, isActive: true } });
  expect(made.status(), await made.text()).toBe(201);
  const target = (await made.json()).data as { _id: string; slug: string };
  const before = (await (await request.get("/api/v1/site")).json()).data.navigation;
  const menu = [
    { kind: "link", label: "Home", to: "/" },
    { kind: "link", label: "Warned", to: `/${target.slug}`, ref: { kind: "page", id: target._id } },
  ];
  const saved = await request.patch("/api/v1/site/navigation", { headers, data: { header: menu } });
  expect(saved.status(), await saved.text()).toBe(200);
  const redirectIds: string[] = [];
  for (const from of [`/old-warned-${run}`, `/older-warned-${run}`]) {
    const redirect = await request.post("/api/v1/redirects", {
      headers,
      data: { from, toRecord: { kind: "page", id: target._id }, status: 301 },
    });
    expect(redirect.status(), await redirect.text()).toBe(201);
    redirectIds.push((await redirect.json()).data._id);
  }

  try {
    await signInByApi(page);
    await page.goto("/admin/pages");
    await page.getByRole("searchbox", { name: "Search pages" }).fill(title);
    await page.getByRole("button", { name: `Delete ${title}` }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm delete" });
    const warnings = confirm.getByRole("list", { name: "Before you delete" });
    await expect(warnings.getByRole("listitem")).toHaveText([pageMessages.inMenu(1), pageMessages.redirectTarget(2)]);
    await screenshotsAtWidths(page, SHOTS, "page-delete", confirm);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toHaveCount(0);

    // The menu at its limit: the disabled Add says why, beside it.
    const full = Array.from({ length: NAVIGATION_LIMITS.header }, (_, at) => ({
      kind: "link",
      label: `Item ${at + 1}`,
      to: "/",
    }));
    const filled = await request.patch("/api/v1/site/navigation", { headers, data: { header: full } });
    expect(filled.status(), await filled.text()).toBe(200);
    await page.goto("/admin/site?part=navigation");
    const add = page.getByRole("button", { name: "Add a menu link" });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(navigationMessages.headerTooMany);
    await expect(page.getByText(navigationMessages.headerTooMany)).toBeVisible();
    await screenshotsAtWidths(page, SHOTS, "menu-full", add);
  } finally {
    await request.patch("/api/v1/site/navigation", { headers, data: { header: before.header } });
    for (const id of redirectIds) await request.delete(`/api/v1/redirects/${id}`, { headers });
    await request.delete(`/api/v1/pages/${target._id}`, { headers });
  }
});

test("a picture in use says so before any question, and where it is used opens the record itself", async ({
  page,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const headers = bearer(await adminToken());
  const cover = await libraryPicture(request, `warned-cover-${run}.png`, 1);
  const articleTitle = `Warned Article ${run}`;
  const article = await request.post("/api/v1/articles", {
    headers,
    data: { title: articleTitle, coverId: cover._id, isActive: true },
  });
  expect(article.status(), await article.text()).toBe(201);
  const articleId = (await article.json()).data._id as string;
  const icon = await libraryPicture(request, `warned-icon-${run}.png`, 2);
  const categoryName = `Warned Category ${run}`;
  const category = await request.post("/api/v1/category/create", {
    headers,
    multipart: { name: categoryName, description: "Shows a library picture", logoId: icon._id },
  });
  expect(category.status(), await category.text()).toBe(201);
  const categoryId = (await category.json()).data._id as string;

  try {
    await signInByApi(page);
    await page.goto("/admin/media");
    await page.getByRole("searchbox", { name: "Search pictures" }).fill(cover.name);
    await page.getByRole("button", { name: `Open ${cover.name}` }).click();
    const details = page.getByRole("dialog", { name: cover.name });
    // Delete says "in use" at once, with what uses it: no question first.
    await details.getByRole("button", { name: "Delete" }).click();
    const refusal = details.getByRole("alert").filter({ hasText: mediaMessages.inUse });
    await expect(refusal).toBeVisible();
    await expect(refusal.getByRole("link", { name: articleTitle })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Delete picture" })).toHaveCount(0);
    await screenshotsAtWidths(page, SHOTS, "picture-in-use", refusal);
    // The article's use opens the article's own editor.
    const uses = details.getByRole("region", { name: "Where it is used" });
    await uses.getByRole("link", { name: articleTitle }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/articles/${articleId}$`));
    await expect(page.getByRole("main").getByRole("textbox", { name: "Title" })).toHaveValue(articleTitle);

    // A category's use opens the category's own edit form over its list.
    await page.goto("/admin/media");
    await page.getByRole("searchbox", { name: "Search pictures" }).fill(icon.name);
    await page.getByRole("button", { name: `Open ${icon.name}` }).click();
    const iconUses = page.getByRole("dialog", { name: icon.name }).getByRole("region", { name: "Where it is used" });
    await iconUses.getByRole("link", { name: categoryName }).click();
    const edit = page.getByRole("dialog", { name: "Edit Category" });
    await expect(edit).toBeVisible();
    await expect(edit.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(categoryName);
    await expect(page).toHaveURL(/\/admin\/category$/);
  } finally {
    await request.delete(`/api/v1/articles/${articleId}`, { headers });
    await request.delete(`/api/v1/category/delete/${categoryId}`, { headers });
  }
});
