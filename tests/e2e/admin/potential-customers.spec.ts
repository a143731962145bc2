import { expect, test } from "../support/test";
import { ensureLimitedAdmin, expectNoSeriousA11yIssues, LIMITED_PASSWORD, signInByApi, toast } from "./helpers.ts";

async function someoneWritesIn(request: import("../support/test").APIRequestContext, email: string) {
  const res = await request.post("/api/v1/newsletter/create", { data: { subscriberEmail: email } });
  expect([200, 201]).toContain(res.status());
}

async function listedEmails(request: import("../support/test").APIRequestContext): Promise<string[]> {
  const res = await request.get("/api/v1/potentialCustomer");
  return ((await res.json()).data as { email: string }[]).map((row) => row.email);
}

test.describe("potential customers", () => {
  test("superAdmin forgets a person from their screen, after confirming; the export stays offered", async ({
    page,
    request,
  }) => {
    const email = `forget-me-${Date.now() % 100000}@example.com`;
    await someoneWritesIn(request, email);
    await signInByApi(page);
    await page.goto("/admin/potential-customers");
    await expect(page.getByRole("heading", { level: 1, name: "Potential customers" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Export CSV/ })).toHaveAttribute(
      "href",
      "/api/v1/potentialCustomer?format=csv",
    );
    await page.getByRole("searchbox", { name: "Search potential customers" }).fill(email);
    const row = page.getByRole("table", { name: "Potential Customers" }).getByRole("row").filter({ hasText: email });
    await expect(row).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    // Cancel changes nothing.
    await row.getByRole("button", { name: `Delete ${email}` }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm delete" });
    await expect(confirm).toContainText(`Delete potential customer ${email}? This cannot be undone.`);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toHaveCount(0);
    expect(await listedEmails(page.request)).toContain(email);

    await row.getByRole("button", { name: `Delete ${email}` }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Potential customer deleted successfully")).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByTestId("empty-state").getByText("No potential customers yet")).toBeVisible();
    expect(await listedEmails(page.request)).not.toContain(email);
  });

  test("the dashboard's table deletes too", async ({ page, request }) => {
    const email = `dash-forget-${Date.now() % 100000}@example.com`;
    await someoneWritesIn(request, email);
    await signInByApi(page);
    await page.goto("/admin");
    await page.getByRole("searchbox", { name: "Search potential customers" }).fill(email);
    await page.getByRole("button", { name: `Delete ${email}` }).click();
    await page.getByRole("dialog", { name: "Confirm delete" }).getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Potential customer deleted successfully")).toBeVisible();
    expect(await listedEmails(page.request)).not.toContain(email);
  });

  test("another role reads the list and the details but is offered no delete", async ({ page, request }) => {
    await someoneWritesIn(request, "member-sees-me@example.com");
    await ensureLimitedAdmin(request, "leadreader", "Member", {});
    await signInByApi(page, "leadreader", LIMITED_PASSWORD);
    await page.goto("/admin/potential-customers");
    await expect(page.getByRole("cell", { name: "member-sees-me@example.com", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Delete / })).toHaveCount(0);
    await page.getByRole("button", { name: "View member-sees-me@example.com" }).click();
    await expect(page.getByRole("dialog", { name: "Potential customer details" })).toContainText(
      "member-sees-me@example.com",
    );
  });
});
