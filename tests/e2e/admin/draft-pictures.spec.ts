import { categoryMessages } from "../../../domain/categories.ts";
import { draftMessages } from "../../../domain/drafts.ts";
import { adminToken, bearer } from "../support/admin-api.ts";
import { expect, type Locator, type Page, test } from "../support/test";
import {
  missingAltDialog,
  openEditDialog,
  pngFile,
  publishAnyway,
  screenshotsAtWidths,
  signInByApi,
  toast,
} from "./helpers.ts";

/** Where the screenshots go for a person to look at (HELPERS.md). */
const shots = process.env.DRAFT_PICTURES_SHOTS ?? "test-results/admin-screens/draft-pictures";

test.use({ reducedMotion: "reduce" });

const screenshots = (page: Page, name: string, show?: Locator) => screenshotsAtWidths(page, shots, name, show);

test("a project's picture changed in its draft stays off the site until Publish, guarded as the update is (the save model, ADR 0125, 0130)", async ({
  page,
  request,
}) => {
  const headers = bearer(await adminToken());
  const categories = await (await request.get("/api/v1/category")).json();
  const name = `E2E Pictured ${Date.now() % 100000}`;
  const created = await request.post("/api/v1/project/create", {
    headers,
    multipart: {
      type: "project",
      category: categories.data[0]._id,
      name,
      client: "Client",
      technology: "React",
      url: "https://example.com",
      date: "2024-03-15",
      description: "A project whose picture changes in its draft.",
      image: await pngFile("published.png", "#2563eb"),
    },
  });
  expect(created.status()).toBe(201);
  const item = (await created.json()).data as { _id: string; image: string[]; version: number };
  const publicImages = async () =>
    ((await (await request.get(`/api/v1/project/${item._id}`)).json()).data.image as string[]) ?? [];

  await signInByApi(page);
  const edit = await openEditDialog(page, "project", name);
  await edit.getByLabel("Add image").setInputFiles(await pngFile("draft.png", "#f97316"));
  await expect(edit.getByText("(2/4)")).toBeVisible();
  await expect(
    edit.getByText("Pictures changed in the draft: the site shows them once it is published."),
  ).toBeVisible();
  await expect(edit.getByText("Saved a few seconds ago")).toBeVisible();

  // Saved into the draft, not the project: the public read still shows the one picture.
  const draft = (await (await request.get(`/api/v1/project/${item._id}/draft`, { headers })).json()).data;
  const drafted: string[] = draft.draft.fields.image;
  expect(drafted).toHaveLength(2);
  expect(await publicImages()).toEqual(item.image);
  await screenshots(page, "project-draft-picture");

  // Reopened, the form shows the draft's pictures.
  await page.keyboard.press("Escape");
  await page.reload();
  await page.getByPlaceholder("Search by Code/Name......").fill(name);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  await expect(edit.getByText("(2/4)")).toBeVisible();

  // A colleague changes the project meanwhile: Publish meets the update's conflict, and nothing goes
  // live; published over theirs knowingly, the draft goes live.
  const theirs = await request.patch(`/api/v1/project/update/${item._id}`, {
    headers,
    data: { client: "A colleague's client", version: item.version },
  });
  expect(theirs.status()).toBe(200);
  await expect(edit.getByRole("button", { name: "Update Project" })).toHaveCount(0);
  await publishAnyway(page, edit);
  await expect(edit.getByRole("alert").getByText("Your changes are kept in your draft")).toBeVisible();
  expect(await publicImages()).toEqual(item.image);
  await screenshots(page, "project-draft-picture-conflict");
  await edit.getByRole("button", { name: "Publish my changes" }).click();
  await expect(toast(page, draftMessages.published)).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect.poll(publicImages).toEqual(drafted);
});

test("a category's icon chosen in the edit form goes into its draft; Publish puts it live (ADR 0125, 0130)", async ({
  page,
  request,
}) => {
  const headers = bearer(await adminToken());
  const name = `E2E Icon ${Date.now() % 100000}`;
  const created = await request.post("/api/v1/category/create", {
    headers,
    multipart: { name, description: "Its icon changes in a draft", logo: await pngFile("logo.png", "#2563eb") },
  });
  expect(created.status()).toBe(201);
  const category = (await created.json()).data as { _id: string; icon: string; version: number };
  const publicIcon = async () => (await (await request.get(`/api/v1/category/${category._id}`)).json()).data.icon;

  await signInByApi(page);
  const edit = await openEditDialog(page, "category", name);
  await edit.getByLabel("Change image").setInputFiles(await pngFile("new-icon.png", "#f97316"));
  await expect(edit.getByText("Saved a few seconds ago")).toBeVisible();
  const draft = (await (await request.get(`/api/v1/category/${category._id}/draft`, { headers })).json()).data;
  const drafted: string = draft.draft.fields.icon;
  expect(drafted).not.toBe(category.icon);
  await expect(edit.getByRole("img", { name: "Icon preview" })).toHaveAttribute("src", drafted);
  expect(await publicIcon()).toBe(category.icon);
  await screenshots(page, "category-draft-icon");

  // A colleague changes the category meanwhile: Publish is refused as the update is, with the
  // conflict shown, and nothing goes live.
  const theirs = await request.patch(`/api/v1/category/update/${category._id}`, {
    headers,
    multipart: { description: "Changed by a colleague", version: String(category.version) },
  });
  expect(theirs.status()).toBe(200);
  await publishAnyway(page, edit);
  await expect(edit.getByRole("alert").getByText("Your changes are kept in your draft")).toBeVisible();
  expect(await publicIcon()).toBe(category.icon);
  await screenshots(page, "category-draft-icon-conflict");

  // Published over their version, knowingly.
  await edit.getByRole("button", { name: "Publish my changes" }).click();
  await expect(toast(page, draftMessages.published)).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect.poll(publicIcon).toBe(drafted);
});

test("an icon chosen before the form has read its record's draft goes into the draft, and the form shows it", async ({
  page,
  request,
}) => {
  const headers = bearer(await adminToken());
  const name = `E2E Early icon ${Date.now() % 100000}`;
  const created = await request.post("/api/v1/category/create", {
    headers,
    multipart: { name, description: "Its icon is chosen at once", logo: await pngFile("logo.png", "#0f766e") },
  });
  expect(created.status()).toBe(201);
  const category = (await created.json()).data as { _id: string; icon: string };
  const draftCalls = `**/api/v1/category/${category._id}/draft`;
  // The edit form reads the draft of a record the list had none for. Its answer, as the server gave
  // it before the icon, is held back until the icon's save has been answered, if the form sends that
  // save first: an answer read before a save must not undo what the save did.
  const saveSent = page
    .waitForRequest((asked) => asked.method() === "POST" && asked.url().endsWith("/draft"), { timeout: 0 })
    .catch(() => null);
  let iconChosen: () => void = () => {};
  const chosen = new Promise<void>((resolve) => {
    iconChosen = resolve;
  });
  await page.route(draftCalls, async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    const before = await route.fetch();
    await chosen;
    const sent = await Promise.race([saveSent, page.waitForTimeout(1000).then(() => null)]);
    if (sent) await sent.response();
    await route.fulfill({ response: before });
  });

  await signInByApi(page);
  const edit = await openEditDialog(page, "category", name);
  await edit.getByLabel("Change image").setInputFiles(await pngFile("early-icon.png", "#be123c"));
  iconChosen();
  await expect(edit.getByText("Saved a few seconds ago")).toBeVisible();
  const drafted: string = (await (await request.get(`/api/v1/category/${category._id}/draft`, { headers })).json()).data
    .draft.fields.icon;
  expect(drafted).not.toBe(category.icon);
  await expect(edit.getByRole("img", { name: "Icon preview" })).toHaveAttribute("src", drafted);
  await page.unroute(draftCalls);
  expect((await request.delete(`/api/v1/category/delete/${category._id}`, { headers })).ok()).toBe(true);
});

test("a category saved as a draft without an icon is given one in the form on its draft, then added", async ({
  page,
  request,
}) => {
  const headers = bearer(await adminToken());
  const name = `E2E Iconless ${Date.now() % 100000}`;
  const drafted = await request.post("/api/v1/category/create", {
    headers,
    multipart: { draft: "true", name, description: "Saved before its icon was ready" },
  });
  expect(drafted.status()).toBe(201);
  const id = (await drafted.json()).data.recordId as string;

  await signInByApi(page);
  await page.goto("/admin/category");
  const drafts = page.getByRole("region", { name: "Drafts not yet published" });
  await drafts.getByRole("button", { name: `Edit draft ${name}` }).click();
  const add = page.getByRole("dialog", { name: "Add Category" });
  await expect(add.getByText(categoryMessages.iconRequired)).toBeVisible();
  // On its draft, Publish is the one way to the site: no second "Add Category".
  await expect(add.getByRole("button", { name: "Add Category" })).toHaveCount(0);
  // A colour of its own: an identical file is the library's item already, perhaps described.
  const colour = `#${(Date.now() % 0xffffff).toString(16).padStart(6, "0")}`;
  await add.getByLabel("Choose image").setInputFiles(await pngFile("late-icon.png", colour));
  const draftIcon = async () =>
    (await (await request.get(`/api/v1/category/${id}/draft`, { headers })).json()).data.draft.fields.icon;
  await expect.poll(draftIcon).toEqual(expect.any(String));
  const icon: string = await draftIcon();
  await expect(add.getByRole("img", { name: "Icon preview" })).toHaveAttribute("src", icon);
  await screenshots(page, "category-draft-only-icon");

  // The new icon says nothing to someone who cannot see it: Publish asks first, and the words given
  // here go to the library.
  await add.getByRole("button", { name: "Publish", exact: true }).click();
  const ask = missingAltDialog(page);
  await expect(ask.getByRole("listitem")).toHaveCount(1);
  await expect(ask.getByRole("button", { name: "Save and publish" })).toBeDisabled();
  // Words of this run's own: a repeat of this spec on the same server describes its icon too.
  const described = `A crimson square ${colour}`;
  await ask.getByRole("textbox", { name: /^Alt text for/ }).fill(described);
  await screenshots(page, "publish-missing-alt", ask);
  await ask.getByRole("button", { name: "Save and publish" }).click();
  await expect(add).toHaveCount(0);
  const found = await request.get(`/api/v1/media?q=${encodeURIComponent(described)}`, { headers });
  expect((await found.json()).data.map((item: { url: string }) => item.url)).toEqual([icon]);
  const published = await request.get(`/api/v1/category/${id}`);
  expect(published.status()).toBe(200);
  expect((await published.json()).data).toMatchObject({ name, icon });
  // Other specs on this server take every category's artwork for decoration (page-geometry.spec.ts).
  expect((await request.delete(`/api/v1/category/delete/${id}`, { headers })).ok()).toBe(true);
});
