import { expect, test } from "../support/test";

test("the API's browsable description works under its own policy", async ({ page }) => {
  const answer = await page.goto("/api/v1/docs/");
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()["content-security-policy"]).toContain("script-src 'self'");
  // Swagger UI renders the tags it read from the description with fetch; a tag opens to its operations.
  await page.getByRole("heading", { level: 3, name: /^operations/ }).click();
  await expect(page.getByText("/api/v1/health").first()).toBeVisible();
  await page.getByText("/api/v1/health").first().click();
  await expect(page.getByRole("button", { name: "Try it out" })).toBeVisible();
});
