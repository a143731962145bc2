import { mkdir } from "node:fs/promises";
import { expect, type Page, test } from "../support/test";
import { expectNoSeriousA11yIssues, signInByApi } from "./helpers.ts";

/** Where the screen's pictures go, to be looked at (375 and 1440 px). */
const SHOTS = "/tmp/shots-49-keys";

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

const openIntegrations = async (page: Page) => {
  await page.goto("/admin");
  if ((page.viewportSize()?.width ?? 1440) < 1024) await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("complementary", { name: "Back office" }).getByRole("link", { name: "Integrations" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Integrations" })).toBeVisible();
};

test("superAdmin creates an API key, sees it once, uses it, and revokes it", async ({ page }) => {
  await signInByApi(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openIntegrations(page);

  const create = page.getByRole("button", { name: "Create key" });
  await expect(create).toBeDisabled();
  await page.getByRole("textbox", { name: "Name" }).fill("Spreadsheet");
  await page.getByRole("checkbox", { name: /leads:read/ }).check();
  // A scope that reaches personal data says so before the key is made.
  await expect(page.getByRole("note")).toContainText("personal data");
  await create.click();
  const shown = page.getByTestId("api-key");
  await expect(shown).toHaveText(/^agk_[A-Za-z0-9_-]{43}$/);
  const key = (await shown.textContent()) ?? "";
  const row = page.getByRole("row", { name: /Spreadsheet/ });
  await expect(row).toContainText(key.slice(0, 10));
  await expect(row).toContainText("Active");
  await page.screenshot({ path: `${SHOTS}/integrations-key-1440.png`, fullPage: true, animations: "disabled" });
  await expectNoSeriousA11yIssues(page);

  // Shown once: after Done, and after a reload, only its first characters are on the screen.
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByTestId("api-key")).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("row", { name: /Spreadsheet/ })).toBeVisible();
  await expect(page.locator("body")).not.toContainText(key);

  // The key works as a bearer token, within its scope.
  const leads = await page.request.get("/api/v1/contact", { headers: { authorization: `Bearer ${key}` } });
  expect(leads.status()).toBe(200);

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Revoke Spreadsheet" }).click();
  await expect(page.getByRole("row", { name: /Spreadsheet/ })).toContainText("Revoked");
  const refused = await page.request.get("/api/v1/contact", { headers: { authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);
});

test("the Integrations screen at 375 and 1440 px", async ({ page }) => {
  await signInByApi(page);
  for (const width of [375, 1440] as const) {
    await page.setViewportSize({ width, height: 900 });
    await openIntegrations(page);
    await page.getByRole("checkbox", { name: /applications:read/ }).check();
    await expect(page.getByRole("note")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/integrations-${width}.png`, fullPage: true, animations: "disabled" });
  }
});
