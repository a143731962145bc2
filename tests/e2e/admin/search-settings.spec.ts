import { mkdir } from "node:fs/promises";
import { addressOf } from "../../../domain/addresses.ts";
import { adminToken, bearer, categoryIdByName, pngImage } from "../support/admin-api.ts";
import { expect, test } from "../support/test";
import { openEditDialog, screenshotsAtWidths, signInByApi, toast } from "./helpers.ts";

/** Where the screenshots go for a person to look at (HELPERS.md). */
const SHOTS = process.env.SEARCH_SHOTS ?? "test-results/admin-screens/search-settings";

test.use({ reducedMotion: "reduce" });

test("a project's search title: typed with guidance, previewed as a result and a shared card, served as the page's <title>", async ({
  page,
  request,
}) => {
  await mkdir(SHOTS, { recursive: true });
  const run = Date.now() % 100000;
  const name = `Search Settings Project ${run}`;
  const created = await request.post("/api/v1/project/create", {
    headers: bearer(await adminToken()),
    multipart: {
      type: "project",
      category: await categoryIdByName(request, "Web Development"),
      name,
      client: "E2E",
      technology: "React",
      url: "https://www.example.com/search",
      date: "2026-11-01",
      description: "A project whose search title the browser test sets.",
      image: { name: "cover.png", mimeType: "image/png", buffer: await pngImage() },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const path = addressOf.portfolio((await created.json()).data);

  await signInByApi(page);
  const edit = await openEditDialog(page, "project", name);
  await edit.getByText("Search and sharing").click();
  const title = edit.getByRole("textbox", { name: "Search title" });
  // Empty, the field offers the page's own title and the previews show it.
  await expect(title).toHaveAttribute("placeholder", new RegExp(name));
  const result = edit.getByTestId("search-result-preview");
  await expect(result).toContainText(name);

  const searchTitle = `Harbour booking, built in React ${run}`;
  await title.fill(searchTitle);
  await expect(title).toHaveAccessibleDescription(/characters: within the 30–60 search engines show/);
  await expect(result).toContainText(searchTitle);
  await expect(edit.getByTestId("share-card-preview")).toContainText(searchTitle);
  await expect(result).toContainText(path);
  await edit.getByRole("textbox", { name: "Search description" }).fill("Short");
  await expect(edit.getByRole("textbox", { name: "Search description" })).toHaveAccessibleDescription(
    /5 characters: shorter than the 70–160 search engines show/,
  );
  await screenshotsAtWidths(page, SHOTS, "project-search-settings", result);

  await edit.getByRole("button", { name: "Update Project" }).click();
  await expect(toast(page, "Project updated successfully!")).toBeVisible();

  // The public page: its <title> is the search title as typed, and the description follows.
  await page.goto(path);
  await expect(page).toHaveTitle(searchTitle);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "Short");
});

test("a fixed page's search title: chosen in Site › Search and sharing, previewed, published and served as its <title>", async ({
  page,
}) => {
  await mkdir(SHOTS, { recursive: true });
  const searchTitle = `How we handle your details ${Date.now() % 100000}`;
  await signInByApi(page);
  await page.goto("/admin/site?part=seo");
  const form = page.getByRole("form", { name: "Search and sharing" });
  await form.getByRole("combobox", { name: "Page" }).selectOption("privacy");
  await form.getByText("Privacy Policy: search and sharing").click();
  const title = form.getByRole("textbox", { name: "Search title" });
  await expect(title).toHaveAttribute("placeholder", /^Privacy Policy \| /);
  await title.fill(searchTitle);
  const result = form
    .getByRole("region", { name: "Preview of this page in search and sharing" })
    .getByTestId("search-result-preview");
  await expect(result).toContainText(searchTitle);
  await expect(result).toContainText("/privacy");
  await screenshotsAtWidths(page, SHOTS, "fixed-page-search-fields", form.getByRole("combobox", { name: "Page" }));
  await screenshotsAtWidths(page, SHOTS, "fixed-page-search-settings", result);

  await form.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(page, "Draft published")).toBeVisible();
  await page.goto("/privacy");
  await expect(page).toHaveTitle(searchTitle);
});
