import { mkdir } from "node:fs/promises";
import { expect, type Page, test } from "../support/test";
import { ensureLimitedAdmin, expectNoSeriousA11yIssues, LIMITED_PASSWORD, signInByApi, toast } from "./helpers.ts";

/** Where the screen's pictures go, to be looked at (375, 768 and 1440 px). */
const SHOTS = "/tmp/shots-39";
const widths = [375, 768, 1440] as const;

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

const openBackups = async (page: Page) => {
  await page.goto("/admin");
  const sidebar = page.getByRole("complementary", { name: "Back office" });
  if ((page.viewportSize()?.width ?? 1440) < 1024) await page.getByRole("button", { name: "Open menu" }).click();
  await sidebar.getByRole("link", { name: "Backups" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Backups" })).toBeVisible();
};

test("a superAdmin backs the site up from the Backups screen and downloads the archive", async ({ page }) => {
  await signInByApi(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openBackups(page);
  await expect(page.getByText("New backups are not encrypted")).toBeVisible();

  await page.getByRole("button", { name: "Back up now" }).click();
  await expect(toast(page, "Backup started")).toBeVisible();
  const table = page.getByRole("table", { name: "Backups" });
  await expect(table.getByText("Completed").first()).toBeVisible({ timeout: 60_000 });
  await expect(table.getByText(/^\d+ rows$/).first()).toBeVisible();
  await expect(table.getByText(/^\d+ files$/).first()).toBeVisible();

  const download = page.waitForEvent("download");
  await table
    .getByRole("link", { name: /Download the backup of/ })
    .first()
    .click();
  expect((await download).suggestedFilename()).toMatch(/^agency-backup-.+\.tar\.gz$/);
  await expectNoSeriousA11yIssues(page);

  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await openBackups(page);
    await expect(table.getByText("Completed").first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/backups-${width}.png`, fullPage: true });
  }
});

test("the Backups screen follows a running backup until it ends, without a reload", async ({ page }) => {
  await signInByApi(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openBackups(page);
  // The first two reads after the start say every backup still runs, as a long backup's would: the
  // screen must keep asking by itself (it used to ask once and stay on "Running…").
  let runningAnswers = 2;
  await page.route("**/api/v1/backups", async (route) => {
    if (route.request().method() !== "GET" || runningAnswers === 0) return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { data: { status: string }[] };
    if (body.data.length === 0) return route.fulfill({ response, json: body });
    runningAnswers--;
    for (const backup of body.data) backup.status = "running";
    await route.fulfill({ response, json: body });
  });
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => navigations.push(frame.url()));
  await page.getByRole("button", { name: "Back up now" }).click();
  const table = page.getByRole("table", { name: "Backups" });
  await expect(table.getByText("Running…").first()).toBeVisible();
  await expect(table.getByText("Running…")).toHaveCount(0, { timeout: 60_000 });
  await expect(table.getByText("Completed").first()).toBeVisible();
  expect(runningAnswers).toBe(0);
  expect(navigations).toEqual([]);
});

test("the Backups screen is not in the sidebar of other roles, and the server refuses them", async ({
  page,
  request,
}) => {
  await ensureLimitedAdmin(request, "backup-member", "Member", {});
  await signInByApi(page, "backup-member", LIMITED_PASSWORD);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/admin");
  await expect(
    page.getByRole("complementary", { name: "Back office" }).getByRole("link", { name: "Backups" }),
  ).toHaveCount(0);
  await page.goto("/admin/backups");
  await expect(page.getByRole("heading", { name: "Not available for your role" })).toBeVisible();
  const answer = await page.request.get("/api/v1/backups");
  expect(answer.status()).toBe(403);
});
