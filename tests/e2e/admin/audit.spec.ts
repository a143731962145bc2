import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "../support/test";
import { createJob, ensureLimitedAdmin, LIMITED_PASSWORD, signInByApi, superAdminToken } from "./helpers.ts";

const AUDIT_MEMBER = "auditreader";
const jobTitle = `E2E Audit Job ${Date.now() % 100000}`;

/** Some history to look at: a job created then deactivated, and a failed sign-in. */
test.beforeAll(async ({ request }) => {
  await ensureLimitedAdmin(request, AUDIT_MEMBER, "Member", {});
  const headers = { authorization: `Bearer ${await superAdminToken(request)}` };
  const { _id: id } = await createJob(request, headers, { title: jobTitle, description: "Audited" });
  expect((await request.patch(`/api/v1/job/update/${id}`, { headers, data: { isActive: false } })).status()).toBe(200);
  expect(
    (await request.post("/api/v1/admin/login", { data: { username: "nobody-e2e", password: "Wrong#Pass1" } })).status(),
  ).toBe(401);
});

const table = (page: Page) => page.getByRole("table", { name: "Audit log" });
const rowsWith = (page: Page, text: string) => table(page).getByRole("row").filter({ hasText: text });

test.describe("the audit log screen", () => {
  test.use({ acceptDownloads: true });

  test("filters by action, entity, who and date, shows one entry's changes side by side, exports CSV", async ({
    page,
  }) => {
    await signInByApi(page);
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Audit log" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
    await expect(rowsWith(page, `Created job "${jobTitle}"`)).toHaveCount(1);
    await expect(rowsWith(page, "Failed sign-in with an unknown username").first()).toBeVisible();

    await page.getByLabel("Action", { exact: true }).selectOption({ label: "Status change" });
    await page.getByLabel("What", { exact: true }).selectOption({ label: "Job" });
    await expect(rowsWith(page, `Deactivated job "${jobTitle}"`)).toHaveCount(1);
    await expect(rowsWith(page, `Created job "${jobTitle}"`)).toHaveCount(0);
    await expect(rowsWith(page, "Failed sign-in")).toHaveCount(0);

    await page.getByRole("button", { name: `View changes: Deactivated job "${jobTitle}"` }).click();
    const dialog = page.getByRole("dialog", { name: "Audit entry" });
    const change = dialog.getByRole("list", { name: "Changed fields" }).getByRole("listitem");
    await expect(change).toHaveCount(1);
    await expect(change).toContainText("Is Active");
    await expect(change).toContainText(/Before\s*Yes/);
    await expect(change).toContainText(/After\s*No/);
    await page.screenshot({ path: "test-results/admin-screens/audit-entry-1440.png" });
    await dialog.getByRole("button", { name: "Close" }).last().click();

    await page.getByLabel("Who", { exact: true }).fill("nobody-at-all");
    await expect(page.getByText("No entries match these filters")).toBeVisible();
    await page.getByLabel("Who", { exact: true }).fill("admin");
    await expect(rowsWith(page, `Deactivated job "${jobTitle}"`)).toHaveCount(1);

    const today = await page.evaluate(() => {
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, "0");
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    });
    await page.getByLabel("From", { exact: true }).fill("2020-01-01");
    await page.getByLabel("To", { exact: true }).fill("2020-12-31");
    await expect(page.getByText("No entries match these filters")).toBeVisible();
    await page.getByLabel("To", { exact: true }).fill(today);
    await expect(rowsWith(page, `Deactivated job "${jobTitle}"`)).toHaveCount(1);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: /Export CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await download.path())).toString("utf8");
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("At,Actor,Actor id,IP,Action,Entity,Entity id,Summary,Before,After");
    expect(lines.slice(1).every((line) => line.includes(",statusChange,job,"))).toBe(true);
    expect(csv).toContain(`Deactivated job ""${jobTitle}""`);

    // The download is itself an entry.
    await page.getByRole("button", { name: "Clear" }).click();
    await page.getByLabel("Action", { exact: true }).selectOption({ label: "Export" });
    await expect(rowsWith(page, "Exported the audit log")).not.toHaveCount(0);
  });

  test("screenshots at 375, 768 and 1440 px, and the page never scrolls sideways", async ({ page }) => {
    await signInByApi(page);
    for (const width of [375, 768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin/audit");
      await expect(rowsWith(page, `Created job "${jobTitle}"`)).toHaveCount(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/admin-screens/audit-${width}.png`, fullPage: true });
      if (width === 375) {
        await page.getByRole("button", { name: `View changes: Created job "${jobTitle}"` }).click();
        await expect(page.getByRole("dialog", { name: "Audit entry" })).toBeVisible();
        await page.screenshot({ path: "test-results/admin-screens/audit-entry-375.png" });
        await page.keyboard.press("Escape");
      }
    }
  });

  test("is superAdmin's only: a Member has no sidebar entry and no screen", async ({ page }) => {
    await signInByApi(page, AUDIT_MEMBER, LIMITED_PASSWORD);
    await page.goto("/admin");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Audit log" })).toHaveCount(
      0,
    );
    await page.goto("/admin/audit");
    await expect(page.getByRole("heading", { name: "Not available for your role" })).toBeVisible();
  });
});
