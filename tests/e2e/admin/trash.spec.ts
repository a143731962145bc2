import { mkdir } from "node:fs/promises";
import { addressOf } from "../../../domain/addresses.ts";
import { adminToken, bearer, categoryIdByName, pngImage } from "../support/admin-api";
import { expect, type Page, test } from "../support/test";
import { createJob, expectNoSeriousA11yIssues, signInByApi, toast } from "./helpers.ts";

/** Where the Trash screen's pictures go, to be looked at (375, 768 and 1440 px). */
const SHOTS = "/work/shots/trash";
const widths = [375, 768, 1440] as const;
const NAME = "Trash Round Trip Project";
/** The project's public address, as the sitemap lists it. */
let projectPath = "";

test.beforeAll(async ({ request }) => {
  await mkdir(SHOTS, { recursive: true });
  const token = await adminToken();
  const res = await request.post("/api/v1/project/create", {
    headers: bearer(token),
    multipart: {
      type: "project",
      category: await categoryIdByName(request, "Web Development"),
      name: NAME,
      client: "E2E",
      technology: "React",
      url: "https://www.example.com/trash",
      date: "2026-11-01",
      description: "A project the browser test deletes and brings back.",
      image: { name: "cover.png", mimeType: "image/png", buffer: await pngImage() },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  projectPath = addressOf.portfolio((await res.json()).data);
});

/** Whether the sitemap (cached like the pages) lists the project. */
const inSitemap = async (page: Page) =>
  (await (await page.request.get("/sitemap.xml")).text()).includes(`${projectPath}<`);

const openTrash = async (page: Page) => {
  await page.goto("/admin");
  if ((page.viewportSize()?.width ?? 1440) < 1024) await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("complementary", { name: "Back office" }).getByRole("link", { name: "Trash" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Trash" })).toBeVisible();
};

test("delete a project, find it in the Trash, restore it, and see it on /projects again", async ({ page }) => {
  await page.goto("/projects");
  await expect(page.getByText(NAME).first()).toBeVisible();
  expect(await inSitemap(page)).toBe(true);

  await signInByApi(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/admin/projects");
  await page.getByPlaceholder("Search by Code/Name......").fill(NAME);
  await page.getByRole("button", { name: `Delete ${NAME}` }).click();
  await page.getByRole("dialog", { name: "Confirm delete" }).getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Project deleted successfully")).toBeVisible();

  await page.goto("/projects");
  await expect(page.getByRole("main")).not.toContainText(NAME);
  expect(await inSitemap(page)).toBe(false);

  await openTrash(page);
  const table = page.getByRole("table", { name: "Trash" });
  const row = table.getByRole("row").filter({ hasText: NAME });
  await expect(row).toContainText("Project");
  await expect(row).toContainText("admin");
  await expectNoSeriousA11yIssues(page);

  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await openTrash(page);
    await expect(table.getByText(NAME)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/trash-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await openTrash(page);

  await page.getByRole("button", { name: `Restore project "${NAME}"` }).click();
  await expect(toast(page, "Restored from the trash")).toBeVisible();
  await expect(table.getByText(NAME)).toHaveCount(0);

  await page.goto("/projects");
  await expect(page.getByText(NAME).first()).toBeVisible();
  expect(await inSitemap(page)).toBe(true);
});

test("Delete forever asks first, then the record is gone from the Trash", async ({ page, request }) => {
  const token = await adminToken();
  const { _id: id } = await createJob(request, bearer(token), {
    title: "Trash Forever Job",
    description: "Made to be deleted forever",
  });
  expect((await request.delete(`/api/v1/job/delete/${id}`, { headers: bearer(token) })).status()).toBe(200);

  await signInByApi(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openTrash(page);
  await page.getByRole("button", { name: 'Delete job "Trash Forever Job" forever' }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm delete" });
  await expect(confirm).toContainText('Delete job "Trash Forever Job" forever?');
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Deleted forever")).toBeVisible();
  await expect(page.getByRole("table", { name: "Trash" }).getByText("Trash Forever Job")).toHaveCount(0);
});
