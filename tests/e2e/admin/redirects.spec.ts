import { mkdir } from "node:fs/promises";
import { redirectImportFormats } from "../../../domain/redirect-import.ts";
import { expect, type Page, test } from "../support/test";
import { createJob, expectNoSeriousA11yIssues, signInByApi, superAdminToken, toast } from "./helpers.ts";

/** Where the Redirects screen's pictures go, to be looked at (375, 768 and 1440 px). */
const SHOTS = "/work/shots/redirects";
const widths = [375, 768, 1440] as const;
/** A different address each run: the 404 log and the redirects outlive a run on a kept database. */
const missing = `/old-site/offer-${Date.now().toString(36)}`;

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

const openRedirects = async (page: Page) => {
  await page.goto("/admin");
  if ((page.viewportSize()?.width ?? 1440) < 1024) await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("complementary", { name: "Back office" }).getByRole("link", { name: "Redirects" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Redirects" })).toBeVisible();
};

test("create a redirect from a 404 log row and follow it", async ({ page }) => {
  const missed = await page.goto(missing);
  expect(missed?.status()).toBe(404);

  await signInByApi(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openRedirects(page);
  await page.getByRole("tab", { name: "404 log" }).click();
  const log = page.getByRole("table", { name: "404 log" });
  // The log is written from memory every two seconds: look again until the row is there.
  await expect(async () => {
    await page.getByRole("tab", { name: "Redirects" }).click();
    await page.getByRole("tab", { name: "404 log" }).click();
    await expect(log.getByText(missing)).toBeVisible({ timeout: 1000 });
  }).toPass();
  // Asked for once: "1 hit", in words.
  await expect(log.getByRole("row").filter({ hasText: missing }).getByText("1 hit", { exact: true })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await openRedirects(page);
    await page.getByRole("tab", { name: "404 log" }).click();
    await expect(log.getByText(missing)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/not-found-log-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 812 });

  await page.getByRole("button", { name: `Create redirect from ${missing}` }).click();
  const dialog = page.getByRole("dialog", { name: "Add redirect" });
  await expect(dialog.getByLabel("From")).toHaveValue(missing);
  await dialog.getByLabel("To").fill("/contact");
  await page.screenshot({ path: `${SHOTS}/redirect-form-375.png`, fullPage: true });
  await dialog.getByRole("button", { name: "Add redirect" }).click();
  await expect(toast(page, "Redirect created")).toBeVisible();
  // The address leaves the 404 log once a redirect answers it.
  await expect(log.getByText(missing)).toHaveCount(0);

  await page.getByRole("tab", { name: "Redirects" }).click();
  await expect(page.getByRole("table", { name: "Redirects" }).getByText(missing)).toBeVisible();
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await openRedirects(page);
    await expect(page.getByRole("table", { name: "Redirects" }).getByText(missing)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/redirects-${width}.png`, fullPage: true });
  }

  // Followed: the old address lands on the contact page.
  await page.goto(missing);
  await expect(page).toHaveURL(/\/contact$/);
});

test("a rename's redirect is listed as automatic with its record, and a chain left is flagged", async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  const headers = { Authorization: `Bearer ${await superAdminToken(request)}` };
  const job = await createJob(request, headers, { title: `Chain role ${run}`, description: "A role", isActive: true });
  const renamed = await request.patch(`/api/v1/job/update/${job._id}`, {
    headers,
    data: { slug: `moved-role-${run}` },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  const former = `/career/chain-role-${run}`;
  // A redirect to the job, then the job closed and its page redirected: two hops, which the manager flags.
  const promo = `/promo-${run}`;
  const toJob = await request.post("/api/v1/redirects", {
    headers,
    data: { from: promo, toRecord: { kind: "job", id: job._id } },
  });
  expect(toJob.status(), await toJob.text()).toBe(201);
  const closed = await request.patch(`/api/v1/job/update/${job._id}`, { headers, data: { isActive: false } });
  expect(closed.status(), await closed.text()).toBe(200);
  const onward = await request.post("/api/v1/redirects", {
    headers,
    data: { from: `/career/moved-role-${run}`, to: "/career" },
  });
  expect(onward.status(), await onward.text()).toBe(201);

  await signInByApi(page);
  const table = page.getByRole("table", { name: "Redirects" });
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await openRedirects(page);
    await page.getByRole("searchbox", { name: "Search redirects" }).fill(run);
    const automatic = table.getByRole("row").filter({ hasText: former });
    await expect(automatic.getByText("Automatic")).toBeVisible();
    // The record itself opens, its form through ?edit= (a delete's warnings link records the same way, ADR 0282).
    await expect(automatic.getByRole("link", { name: "the job" })).toHaveAttribute(
      "href",
      `/admin/jobs?edit=${job._id}`,
    );
    await expect(table.getByRole("row").filter({ hasText: promo }).getByText("Chain")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/automatic-and-chain-${width}.png`, fullPage: true });
  }
  await expectNoSeriousA11yIssues(page);

  // Pointed at where visitors end up, the chain is one hop.
  await page.getByRole("button", { name: `Edit redirect from ${promo}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit redirect" });
  await dialog.getByLabel("To").fill("/career");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Redirect updated")).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: promo }).getByText("Chain")).toHaveCount(0);
});

test("the import dialog names the files it takes before one is picked, and an import that took nothing is no success", async ({
  page,
}) => {
  await signInByApi(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openRedirects(page);
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import redirects" });
  for (const format of Object.values(redirectImportFormats)) {
    await expect(dialog.getByText(format.name)).toBeVisible();
    await expect(dialog.getByText(format.header, { exact: true })).toBeVisible();
  }
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await page.screenshot({ path: `${SHOTS}/import-dialog-${width}.png`, fullPage: true });
  }
  // The Redirection plugin's export, every line a regular expression: read, and nothing taken.
  const run = Date.now().toString(36);
  await dialog.getByLabel("CSV file of redirects to import").setInputFiles({
    name: "redirection.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      `source,target,regex,code,type,hits,title,status\n/old-${run}/(.*),/new/$1,1,301,url,0,,enabled\n`,
    ),
  });
  const outcome = dialog.getByRole("status");
  await expect(outcome).toContainText("Nothing was imported.");
  await expect(outcome).toContainText("Read as: Redirection plugin");
  await expect(dialog.getByText("Regular expressions are not imported")).toBeVisible();
  await expect(toast(page, "Nothing was imported:")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/import-nothing-taken-1440.png`, fullPage: true });
});
