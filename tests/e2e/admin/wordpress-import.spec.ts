import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pictureFor, smallExport, startPictureServer, uploadsZip } from "../../support/wordpress-exports.ts";
import { expect, type Page, test } from "../support/test";
import { expectNoSeriousA11yIssues, screenshotsAtWidths, signInByApi, superAdminToken, toast } from "./helpers.ts";

/**
 * Settings › Import (issue 68, ADR 0244): a superAdmin checks a WordPress export first (the dry run's
 * report), imports it — its pictures fetched from the old site's server, which answers the second
 * one only when the test says so, so the import is seen running and is cancelled there — imports it
 * again with a zip of wp-content/uploads to go on, and the imported article is on the blog with its
 * author's name and, once the owner gave them one, photo.
 */
const SHOTS = "test-results/admin-screens";
const PHOTO = "/wp-content/uploads/2020/01/photo.jpg";
const SECOND = "/wp-content/uploads/2020/02/second.png";

let oldSite: Awaited<ReturnType<typeof startPictureServer>>;
let exportFile: string;
let uploads: string;
test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  oldSite = await startPictureServer(
    new Map([
      [PHOTO, await pictureFor("photo.jpg", 1)],
      [SECOND, await pictureFor("second.png", 2)],
    ]),
  );
  const dir = await mkdtemp(path.join(os.tmpdir(), "wp-import-e2e-"));
  // The files are where the export says (the old site's pictures served from another host, as an
  // offloaded media library is); its posts and pages stay at http://old.example.com.
  exportFile = path.join(dir, "small-site.xml");
  await writeFile(
    exportFile,
    smallExport().replaceAll(
      "<wp:attachment_url><![CDATA[http://old.example.com",
      `<wp:attachment_url><![CDATA[${oldSite.base}`,
    ),
  );
  uploads = path.join(dir, "uploads.zip");
  await writeFile(uploads, await uploadsZip([`${oldSite.base}${PHOTO}`, `${oldSite.base}${SECOND}`]));
});
test.afterAll(async () => {
  oldSite?.release();
  await oldSite?.close();
});

const openImport = async (page: Page) => {
  await page.goto("/admin");
  if ((page.viewportSize()?.width ?? 1440) < 1024) await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("complementary", { name: "Back office" }).getByRole("link", { name: "Import" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import" })).toBeVisible();
};

test("a superAdmin checks a WordPress export, imports it with its pictures, and finds the article on the blog", async ({
  page,
}) => {
  await signInByApi(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openImport(page);
  // Which files it takes is said before one is chosen.
  await expect(page.getByText("The .xml file of Tools › Export (WXR), at most 200 MB.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Check first" })).toBeDisabled();
  await page.getByTestId("export-input").setInputFiles(exportFile);
  await page.getByTestId("archive-input").setInputFiles(uploads);
  await expect(page.getByTestId("export-chosen")).toContainText("small-site.xml");
  await expect(page.getByTestId("archive-chosen")).toContainText("uploads.zip");
  await screenshotsAtWidths(page, SHOTS, "wordpress-import-start");

  // The dry run: what would be made, what cannot be and why; nothing changed.
  await page.getByRole("button", { name: "Check first" }).click();
  await expect(toast(page, "Dry run started")).toBeVisible();
  const report = page.getByTestId("import-report");
  await expect(report.getByRole("heading", { name: "Dry run of small-site.xml" })).toBeVisible();
  await expect(report.getByText("Done", { exact: true })).toBeVisible();
  await expect(report.getByText("What the import would make. Nothing has been changed.")).toBeVisible();
  const counts = report.getByTestId("import-counts");
  /** The figure the report gives for a kind ("Articles"). */
  const countOf = (kind: string) =>
    counts
      .locator("div")
      .filter({ has: page.getByText(kind, { exact: true }) })
      .locator("dd");
  await expect(countOf("Articles")).toHaveText("5");
  await expect(countOf("Pictures")).toHaveText("2");
  await expect(countOf("Authors")).toHaveText("2");
  await expect(countOf("Search settings")).toHaveText("2");
  await expect(report.getByTestId("import-problems")).toContainText(
    "Not a picture (prices.pdf): the media library holds pictures only",
  );
  await expect(report.getByTestId("import-problems")).toContainText("Shortcode [contact-form-7] is not known here");
  // A dry run fetches nothing.
  expect(oldSite.paths).toEqual([]);
  await expectNoSeriousA11yIssues(page);
  await screenshotsAtWidths(page, SHOTS, "wordpress-import-dry-run", report);

  // The import without the zip: each picture fetched from the old site, the second held there, so
  // the import is seen running whatever the machine's speed; cancelled, it stops after that picture.
  await page.getByRole("button", { name: "Remove pictures" }).click();
  await expect(page.getByTestId("archive-chosen")).toBeHidden();
  const held = oldSite.hold(SECOND);
  await page.getByRole("button", { name: "Import now" }).click();
  await expect(toast(page, "Import started")).toBeVisible();
  await held;
  await expect(report.getByRole("heading", { name: "Import of small-site.xml" })).toBeVisible();
  await expect(report.getByText("Running", { exact: true })).toBeVisible();
  await expect(report.getByRole("progressbar", { name: "Pictures…" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Check first" })).toBeDisabled();
  await report.getByRole("button", { name: "Cancel" }).click();
  await expect(toast(page, "Cancelling: the item being imported finishes first")).toBeVisible();
  await expect(report.getByRole("button", { name: "Cancelling…" })).toBeDisabled();
  await screenshotsAtWidths(page, SHOTS, "wordpress-import-running", report);
  oldSite.release();
  await expect(report.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(
    report.getByText("Cancelled. What it had made before stays; import the file again to go on."),
  ).toBeVisible();
  await expect(countOf("Articles")).toHaveText("0");
  await expect(report.getByRole("progressbar")).toBeHidden();
  expect(oldSite.paths).toEqual([PHOTO, SECOND]);

  // Again, with the zip: what the cancelled import made is found, the rest is made; nothing is fetched.
  await page.getByTestId("archive-input").setInputFiles(uploads);
  await page.getByRole("button", { name: "Import", exact: true }).click();
  // The first import's toast may still show: the newest is this one's.
  await expect(toast(page, "Import started").last()).toBeVisible();
  await expect(report.getByRole("heading", { name: "Import of small-site.xml" })).toBeVisible();
  await expect(report.getByText("Done", { exact: true })).toBeVisible();
  await expect(report.getByRole("progressbar")).toBeHidden();
  await expect(countOf("Articles")).toHaveText("5");
  await expect(countOf("Pages")).toHaveText("2");
  await expect(report.getByText(/Menu links are a draft of Site › Navigation/)).toBeVisible();
  await expect(report.getByTestId("import-outcomes")).toContainText("made");
  expect(oldSite.paths).toEqual([PHOTO, SECOND]);
  // The latest imports: the dry run, the cancelled import and this one.
  const history = page.getByRole("table", { name: "Latest imports" });
  await expect(history.getByText("Import of small-site.xml by admin")).toHaveCount(2);
  await expect(history.getByText("Dry run of small-site.xml by admin")).toHaveCount(1);
  await screenshotsAtWidths(page, SHOTS, "wordpress-import-done", report);

  // The owner gives the imported author the photo the export could not carry, from the library.
  const headers = { authorization: `Bearer ${await superAdminToken(page.request)}` };
  const authors = await (await page.request.get("/api/v1/authors?q=Alice", { headers })).json();
  const alice = authors.data.find((author: { name: string }) => author.name === "Alice Author");
  const pictures = await (await page.request.get("/api/v1/media?q=photo", { headers })).json();
  const photo = pictures.data.find((item: { name: string }) => item.name === "photo.jpg");
  const given = await page.request.patch(`/api/v1/authors/${alice._id}`, { headers, data: { photoId: photo._id } });
  expect(given.status(), await given.text()).toBe(200);

  // On the blog: the imported article with its author's name and photo.
  await page.goto("/blog");
  const card = page.getByRole("article").filter({ hasText: "Hello world & welcome" });
  await expect(card).toBeVisible();
  await expect(card.getByRole("link", { name: "Alice Author" })).toBeVisible();
  const byline = card.locator("img.rounded-full");
  await expect(byline).toBeVisible();
  // Loaded, not only named (it loads lazily once in view).
  await byline.scrollIntoViewIfNeeded();
  await expect
    .poll(() => byline.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  await screenshotsAtWidths(page, SHOTS, "wordpress-import-blog", card);
  // A category's page: its name and description as WordPress had them.
  await expect(card.getByRole("link", { name: "#news" })).toHaveAttribute("href", "/blog/tag/news");
  await page.goto("/blog/tag/news");
  await expect(page.getByRole("heading", { level: 1, name: "Articles tagged “News”" })).toBeVisible();
  await expect(page.getByText("What happened")).toBeVisible();
  await page.goto("/blog");

  // Its page: the picture and its caption, the video, the old address answering with a redirect.
  await card.getByRole("link", { name: "Hello world & welcome" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Hello world & welcome" })).toBeVisible();
  await expect(page.locator("figure figcaption").filter({ hasText: "The harbour, early" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Play video" })).toBeVisible();
  const old = await page.request.get("/2020/01/hello-world/", { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe("/blog/hello-world");
});
