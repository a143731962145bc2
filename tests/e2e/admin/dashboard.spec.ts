import { holdRoute } from "../support/held-route.ts";
import { expect, test } from "../support/test";
import { expectNoSeriousA11yIssues, signInByApi, superAdminToken, toast } from "./helpers.ts";

test.describe("the dashboard", () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page);
  });

  test("shows the four count cards with their links and the potential customers", async ({ page, request }) => {
    // Someone writes in, so a potential customer exists.
    const sent = await request.post("/api/v1/newsletter/create", { data: { subscriberEmail: "dash-e2e@example.com" } });
    expect([200, 201]).toContain(sent.status());

    await page.goto("/admin");
    const counts = (await (await page.request.get("/api/v1/count/get-all-counts")).json()).data;
    const cards = page.getByRole("region", { name: "Counts" });
    await expect(cards.getByRole("link", { name: `Total Categories ${counts.categoryCount}` })).toHaveAttribute(
      "href",
      "/admin/category",
    );
    await expect(cards.getByRole("link", { name: `Services ${counts.totalServiceCount}` })).toHaveAttribute(
      "href",
      "/admin/service",
    );
    await expect(cards.getByRole("link", { name: `Projects ${counts.totalProjectCount}` })).toHaveAttribute(
      "href",
      "/admin/projects",
    );
    const products = counts.activeProductCount + counts.inActiveProductCount;
    await expect(cards.getByRole("link", { name: `Total Products ${products}` })).toHaveAttribute(
      "href",
      "/admin/products",
    );

    const customers = page.getByRole("table", { name: "Potential Customers" });
    await expect(customers.getByRole("cell", { name: "dash-e2e@example.com", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: /Export CSV/ })).toHaveAttribute(
      "href",
      "/api/v1/potentialCustomer?format=csv",
    );
    await expectNoSeriousA11yIssues(page);

    await cards.getByRole("link", { name: /Total Categories/ }).click();
    await expect(page).toHaveURL(/\/admin\/category$/);
  });

  test("the ALERT bar shows the heading, or its empty and failure states", async ({ page }) => {
    const heading = (await (await page.request.get("/api/v1/alertHeader")).json()).data.textField;
    await page.goto("/admin");
    await expect(page.getByTestId("alert-text")).toHaveText(heading);

    await page.route("**/api/v1/alertHeader", (route) =>
      route.fulfill({ json: { success: true, data: { textField: "" } } }),
    );
    await page.reload();
    await expect(page.getByTestId("alert-text")).toHaveText("No data available");

    await page.route("**/api/v1/alertHeader", (route) => route.abort("failed"));
    await page.reload();
    await expect(page.getByTestId("alert-text")).toHaveText("Network issue / error 505");
  });

  test("superAdmin edits the heading; submit waits for a valid change", async ({ page, request }) => {
    const original = (await (await page.request.get("/api/v1/alertHeader")).json()).data.textField as string;
    await page.goto("/admin");
    await page.getByRole("button", { name: "Edit alert heading" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit alert heading" });
    const field = dialog.getByLabel("Heading");
    const submit = dialog.getByRole("button", { name: "Update" });
    await expect(field).toHaveValue(original);
    await expect(submit).toBeDisabled();

    await field.fill("");
    await expect(field).toHaveAccessibleDescription(/This field cannot be empty\./);
    await expect(submit).toBeDisabled();
    await field.fill("Sale <b>now</b>");
    await expect(field).toHaveAccessibleDescription(
      /Special characters like <, >, =, `, &, %, \$, etc\., are not allowed\./,
    );
    await expect(submit).toBeDisabled();
    await field.fill("a".repeat(256));
    await expect(field).toHaveAccessibleDescription(/Please don't enter more than 255 characters\./);
    await expect(dialog.getByText("256/255 characters")).toBeVisible();
    await expect(submit).toBeDisabled();
    await field.fill(original);
    await expect(submit).toBeDisabled();

    const update = await holdRoute(page, "**/api/v1/alertHeader/update");
    const changed = "Browser test heading: new office hours 9 to 6";
    await field.fill(changed);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(toast(page, "Updating Heading...")).toBeVisible();
    update.release();
    await expect(toast(page, "Heading updated successfully!")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId("alert-text")).toHaveText(changed);

    // The public site reads the same heading; put the original back.
    const token = await superAdminToken(request);
    const restored = await request.put("/api/v1/alertHeader/update", {
      headers: { authorization: `Bearer ${token}` },
      data: { textField: original },
    });
    expect(restored.status()).toBe(200);
  });
});
