import { mkdir } from "node:fs/promises";
import sharp from "sharp";
import { imageMessages } from "../../../domain/images.ts";
import { mediaMessages } from "../../../domain/media.ts";
import { adminToken, bearer } from "../support/admin-api.ts";
import { type APIRequestContext, expect, type Page, test } from "../support/test";
import {
  chooseFromLibrary,
  ensureLimitedAdmin,
  expectNoSeriousA11yIssues,
  LIMITED_PASSWORD,
  screenshotsAtWidths,
  signInByApi,
  toast,
} from "./helpers.ts";

/** Where the screenshots go for a person to look at (HELPERS.md). */
const SHOTS = "test-results/admin-screens/media";

test.use({ reducedMotion: "reduce" });

const run = Date.now() % 1_000_000;
/** A picture no earlier run stored: the library answers a file it holds with the item it has. */
async function picture(name: string, seed: number, width = 320, height = 200) {
  const channel = (shift: number) => (run * 7 + seed * 53 + shift) % 256;
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: channel(0), g: channel(85), b: channel(170) } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

type Media = { _id: string; url: string; name: string; alt: string; focalX: number; focalY: number };

async function libraryItem(request: APIRequestContext, name: string): Promise<Media> {
  const res = await request.get(`/api/v1/media?q=${encodeURIComponent(name)}&limit=10`, {
    headers: bearer(await adminToken()),
  });
  expect(res.status(), await res.text()).toBe(200);
  const found = (await res.json()).data.find((item: Media) => item.name === name);
  expect(found, name).toBeDefined();
  return found;
}

async function openPicture(page: Page, name: string) {
  await page.getByRole("searchbox", { name: "Search pictures" }).fill(name);
  await page.getByRole("button", { name: `Open ${name}` }).click();
  return page.getByRole("dialog", { name });
}

test("the media library: bulk upload with progress, alt text and focal point, uses, refused delete, replace, and the picker for a fixed page's share picture", async ({
  page,
  request,
}) => {
  await mkdir(SHOTS, { recursive: true });
  const names = [`harbour-${run}.png`, `workshop-${run}.png`, `team-${run}.png`];
  await signInByApi(page);
  await page.goto("/admin/media");
  await expect(page.getByRole("heading", { name: "Media library" })).toBeVisible();

  // Several files at once, one of them not a picture: each its own progress and the server's words.
  await page
    .getByTestId("upload-input")
    .setInputFiles([
      await picture(names[0], 1, 640, 400),
      await picture(names[1], 2),
      await picture(names[2], 3, 200, 300),
      { name: `notes-${run}.txt`, mimeType: "text/plain", buffer: Buffer.from("not a picture") },
    ]);
  const uploads = page.getByRole("region", { name: "Uploads" });
  for (const name of names) {
    await expect(uploads.getByRole("progressbar", { name })).toHaveAttribute("aria-valuenow", "100");
  }
  await expect(uploads.getByText(mediaMessages.uploaded)).toHaveCount(3);
  await expect(uploads.getByRole("alert")).toHaveText(imageMessages.wrongTypeOnEdit);
  await expect(uploads.getByRole("progressbar", { name: `notes-${run}.txt` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Open ${names[0]}` })).toBeVisible();
  await screenshotsAtWidths(page, SHOTS, "media-screen", page.getByRole("heading", { name: "Media library" }));

  await page.getByRole("button", { name: "List", exact: true }).click();
  await expect(page.getByRole("table", { name: "Media library" })).toContainText(names[0]);
  await screenshotsAtWidths(page, SHOTS, "media-list", page.getByRole("table", { name: "Media library" }));
  await page.getByRole("button", { name: "Grid", exact: true }).click();

  // Alt text and a focal point: a click on the picture, then an arrow key.
  const details = await openPicture(page, names[0]);
  const alt = "Boats moored in the harbour at dawn";
  await details.getByRole("textbox", { name: "Alt text" }).fill(alt);
  const picker = details.getByTestId("focal-picker");
  const box = await picker.boundingBox();
  if (!box) throw new Error("the focal point picker is not drawn");
  await picker.click({ position: { x: box.width * 0.2, y: box.height * 0.7 } });
  await expect(details.getByTestId("focal-value")).toContainText(/Now (19|20|21)% from the left, (69|70|71)% from/);
  await picker.press("ArrowRight");
  await expect(details.getByTestId("focal-value")).toContainText(/Now (24|25|26)% from the left/);
  const crop = details.getByTestId("crop-16:9").locator("img");
  await expect(crop).toHaveAttribute("style", /object-position: 2\d(\.\d)?% [67]\d(\.\d)?%/);
  await screenshotsAtWidths(page, SHOTS, "media-details", details.getByTestId("focal-picker"));
  const saved = page.waitForResponse(
    (res) => res.url().includes("/api/v1/media/") && res.request().method() === "PATCH",
  );
  await details.getByRole("button", { name: "Save" }).click();
  expect((await saved).status()).toBe(200);
  await expect(toast(page, mediaMessages.updated)).toBeVisible();
  const described = await libraryItem(request, names[0]);
  expect(described.alt).toBe(alt);
  expect(described.focalX).toBeCloseTo(0.25, 1);
  expect(described.focalY).toBeCloseTo(0.7, 1);
  await details.getByRole("button", { name: "Close" }).click();

  // A picture a category shows: its use listed and linked, its delete refused with the uses.
  const categoryName = `Media Category ${run}`;
  const logoName = `category-logo-${run}.png`;
  const created = await request.post("/api/v1/category/create", {
    headers: bearer(await adminToken()),
    multipart: { name: categoryName, description: "Shows a library picture", logo: await picture(logoName, 4) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const logo = await libraryItem(request, logoName);
  const used = await openPicture(page, logoName);
  const uses = used.getByRole("region", { name: "Where it is used" });
  await expect(uses.getByText("Published")).toBeVisible();
  // The use opens the category's own form over its list (issue 67).
  const categoryId = (await created.json()).data._id;
  await expect(uses.getByRole("link", { name: categoryName })).toHaveAttribute(
    "href",
    `/admin/category?edit=${categoryId}`,
  );
  // Said before any confirmation (issue 67): no "Delete picture?" question for a picture in use.
  await used.getByRole("button", { name: "Delete" }).click();
  const refusal = used.getByRole("alert").filter({ hasText: mediaMessages.inUse });
  await expect(refusal).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Delete picture" })).toHaveCount(0);
  await expect(refusal.getByRole("link", { name: categoryName })).toBeVisible();

  // Replace: the same item shows the new file, and the category follows it.
  const replaced = page.waitForResponse((res) => res.url().endsWith(`/api/v1/media/${logo._id}/replace`));
  await used.getByTestId("replace-input").setInputFiles(await picture(`new-logo-${run}.png`, 5, 400, 400));
  const newUrl: string = (await (await replaced).json()).data.url;
  expect(newUrl).not.toBe(logo.url);
  await expect(toast(page, mediaMessages.replaced)).toBeVisible();
  // The item keeps its id and words; its name and picture are the new file's.
  const renamed = page.getByRole("dialog", { name: `new-logo-${run}.png` });
  await expect(renamed.getByTestId("focal-picker").locator("img")).toHaveAttribute("src", newUrl);
  const category = await request.get(`/api/v1/category/${(await created.json()).data._id}`);
  expect((await category.json()).data.icon).toBe(newUrl);
  await renamed.getByRole("button", { name: "Close" }).click();

  // The picker: the About page's share picture chosen from the library, published, served as og:image.
  await page.goto("/admin/site?part=seo");
  const form = page.getByRole("form", { name: "Search and sharing" });
  await form.getByRole("combobox", { name: "Page" }).selectOption("about");
  await form.getByText("About Us: search and sharing").click();
  const field = form.getByRole("group", { name: "Share picture" });
  await chooseFromLibrary(page, field.getByRole("button", { name: "Choose from library" }), "Share picture", names[0], {
    dir: SHOTS,
    name: "media-picker",
  });
  await expect(field.getByRole("img")).toHaveAttribute("src", described.url);
  await screenshotsAtWidths(page, SHOTS, "share-picture-field", field);
  await form.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(page, "Draft published")).toBeVisible();

  await page.goto("/about");
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(new URL(ogImage ?? "", "http://localhost").pathname).toBe(described.url);
});

test("a colleague's change meanwhile is shown, not overwritten; an unused picture goes to the trash and back; a projects editor opens the library", async ({
  page,
  request,
}) => {
  const name = `stale-${run}.png`;
  const headers = bearer(await adminToken());
  const uploaded = await request.post("/api/v1/media", { headers, multipart: { file: await picture(name, 6) } });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const item: Media & { version: number } = (await uploaded.json()).data;

  await signInByApi(page);
  await page.goto("/admin/media");

  // Files dropped on the zone go up as chosen ones do.
  const dropped = [`dropped-a-${run}.png`, `dropped-b-${run}.png`];
  const files = await Promise.all(
    dropped.map(async (file, index) => ({ file, bytes: [...(await picture(file, 7 + index)).buffer] })),
  );
  const dataTransfer = await page.evaluateHandle((all) => {
    const transfer = new DataTransfer();
    for (const { file, bytes } of all)
      transfer.items.add(new File([new Uint8Array(bytes)], file, { type: "image/png" }));
    return transfer;
  }, files);
  await page.getByTestId("upload-zone").dispatchEvent("drop", { dataTransfer });
  const uploads = page.getByRole("region", { name: "Uploads" });
  for (const file of dropped) {
    await expect(uploads.getByRole("progressbar", { name: file })).toHaveAttribute("aria-valuenow", "100");
  }
  await expect(uploads.getByText(mediaMessages.uploaded)).toHaveCount(2);
  await expectNoSeriousA11yIssues(page);

  const details = await openPicture(page, name);
  await expectNoSeriousA11yIssues(page);
  await details.getByRole("textbox", { name: "Credit" }).fill("Mine");
  const theirs = await request.patch(`/api/v1/media/${item._id}`, {
    headers,
    data: { credit: "Theirs", version: item.version },
  });
  expect(theirs.status()).toBe(200);
  await details.getByRole("button", { name: "Save" }).click();
  await expect(details.getByRole("alert")).toContainText(/while you were editing/);
  await details.getByRole("button", { name: "Load the saved version" }).click();
  await expect(details.getByRole("textbox", { name: "Credit" })).toHaveValue("Theirs");

  // Unused: deleted to the library's trash, found there, restored.
  await details.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete picture" }).getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, mediaMessages.deleted)).toBeVisible();
  await expect(page.getByRole("button", { name: `Open ${name}` })).toHaveCount(0);
  await page.getByRole("checkbox", { name: "Trash" }).check();
  const trashed = page.getByRole("dialog", { name });
  await page.getByRole("button", { name: `Open ${name}` }).click();
  await trashed.getByRole("button", { name: "Restore" }).click();
  await expect(toast(page, mediaMessages.restored)).toBeVisible();
  await expect(trashed.getByRole("button", { name: "Replace file" })).toBeVisible();
  await trashed.getByRole("button", { name: "Close" }).click();
  await page.getByRole("checkbox", { name: "Trash" }).uncheck();
  await expect(page.getByRole("button", { name: `Open ${name}` })).toBeVisible();

  // The update right of one area that shows pictures is enough for the library.
  await ensureLimitedAdmin(request, "mediaeditor", "MediaProjects", { projects: { update: true } });
  await page.context().clearCookies();
  await signInByApi(page, "mediaeditor", LIMITED_PASSWORD);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Media" }).click();
  await expect(page.getByRole("heading", { name: "Media library" })).toBeVisible();
});
