import { expect, test } from "../support/test";
import { pngFile, signInByApi, toast } from "./helpers.ts";

test.describe("content forms as superAdmin", () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page);
  });

  test("categories: the add form's rules, edit only when changed, delete (refused while in use)", async ({ page }) => {
    await page.goto("/admin/category");
    await expect(page.getByRole("table", { name: "Categories" }).getByRole("row").nth(1)).toBeVisible();
    await page.getByRole("button", { name: "Add Category" }).click();
    const add = page.getByRole("dialog", { name: "Add Category" });
    const submit = add.getByRole("button", { name: "Add Category" });
    const name = add.getByRole("textbox", { name: "Name", exact: true });
    const description = add.getByRole("textbox", { name: "Description", exact: true });
    await expect(submit).toBeDisabled();
    await expect(add.getByText("Category icon is required")).toBeVisible();

    await name.fill("x");
    await name.fill("");
    await expect(name).toHaveAccessibleDescription("Name cannot be empty");
    await name.fill("Data {Science}");
    await expect(name).toHaveAccessibleDescription("Name contains invalid characters");
    await description.fill("d".repeat(81));
    await expect(add.getByText("81/80 characters")).toBeVisible();
    await expect(description).toHaveAccessibleDescription(/Description cannot exceed 80 characters/);
    await description.fill("Models & dashboards; 100% tested");
    await expect(description).toHaveAccessibleDescription(/Description contains invalid characters/);

    const categoryName = `E2E Data Science ${Date.now() % 100000}`;
    await name.fill(categoryName);
    await description.fill("Models and dashboards for Lahore businesses");
    await expect(submit).toBeDisabled();
    await add.getByLabel("Choose image").setInputFiles(await pngFile("logo.png"));
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(toast(page, "Category created successfully!")).toBeVisible();

    await page.getByPlaceholder("Search by name...").fill(categoryName);
    await page.getByRole("button", { name: `Edit ${categoryName}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Category" });
    // A category without a draft is edited as the spec's modal does (ADR 0130): Update, enabled by a change.
    await expect(edit.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
    const save = edit.getByRole("button", { name: "Update Category" });
    await expect(save).toBeDisabled();
    await edit.getByRole("textbox", { name: "Description", exact: true }).fill("Models, dashboards and forecasts");
    await expect(save).toBeEnabled();
    await save.click();
    await expect(toast(page, "Category updated successfully!")).toBeVisible();
    await expect(page.getByText("Models, dashboards and forecasts")).toBeVisible();

    await page.getByRole("button", { name: `Delete ${categoryName}` }).click();
    await page.getByRole("dialog", { name: "Confirm delete" }).getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Category deleted successfully")).toBeVisible();
    await expect(page.getByText("No categories found")).toBeVisible();

    // A category that services use cannot go: the server says why.
    await page.getByPlaceholder("Search by name...").fill("Web Development");
    await page.getByRole("button", { name: "Delete Web Development" }).click();
    await page.getByRole("dialog", { name: "Confirm delete" }).getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Category has services or portfolio items")).toBeVisible();
  });

  test("services: features, colour and icon rules; add then delete", async ({ page }) => {
    await page.goto("/admin/service");
    await expect(page.getByRole("table", { name: "Services" }).getByRole("row").nth(1)).toBeVisible();
    await page.getByRole("button", { name: "Add Service" }).click();
    const add = page.getByRole("dialog", { name: "Add Service" });
    const submit = add.getByRole("button", { name: "Add Service" });
    await expect(submit).toBeDisabled();
    await expect(add.getByText("Icon is required")).toBeVisible();

    const serviceName = `E2E Chatbots ${Date.now() % 100000}`;
    await add.getByLabel("Category").selectOption({ index: 1 });
    await add.getByRole("textbox", { name: "Name", exact: true }).fill(serviceName);
    await add.getByRole("textbox", { name: "Description", exact: true }).fill("Assistants that answer customers");
    await add.getByRole("textbox", { name: "Approach", exact: true }).fill("Discovery, prototype, launch");
    await add.getByRole("textbox", { name: "Benefits", exact: true }).fill("Faster answers, lower costs");
    await add.getByRole("textbox", { name: "Work URL" }).fill("https://example.com/chatbots");
    const color = add.getByRole("textbox", { name: "Color" });
    await color.fill("blue");
    await expect(color).toHaveAccessibleDescription("Color must be a hex colour such as #1a2b3c");
    await color.fill("#0ea5e9");

    await add.getByRole("textbox", { name: "Feature 1 name" }).fill("Urdu support");
    await expect(add.getByText("All feature fields are required")).toBeVisible();
    await add.getByRole("button", { name: "Remove feature 1" }).click();
    await expect(add.getByText("At least one feature is required")).toBeVisible();
    await add.getByRole("button", { name: "Add feature" }).click();
    await add.getByRole("textbox", { name: "Feature 1 name" }).fill("Urdu support");
    await add.getByRole("textbox", { name: "Feature 1 description" }).fill("Answers in Urdu and English");
    await expect(submit).toBeDisabled();
    await add.getByLabel("Choose image").setInputFiles(await pngFile("icon.png"));
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(toast(page, "Service added successfully!")).toBeVisible();

    await page.getByPlaceholder("Search by name or category...").fill(serviceName);
    await page.getByRole("button", { name: `View ${serviceName}` }).click();
    const view = page.getByRole("dialog", { name: "Service details" });
    await expect(view.getByText("Answers in Urdu and English")).toBeVisible();
    await expect(view.getByText("#0ea5e9")).toBeVisible();
    await view.getByRole("button", { name: "Close" }).last().click();

    await page.getByRole("button", { name: `Delete ${serviceName}` }).click();
    await page.getByRole("dialog", { name: "Confirm delete" }).getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Service deleted successfully")).toBeVisible();
  });

  test("jobs: the form's rules, deactivate and activate, delete; the CSV export", async ({ page }) => {
    await page.goto("/admin/jobs");
    await page.getByRole("button", { name: "Add Job" }).click();
    const add = page.getByRole("dialog", { name: "Add Job" });
    const submit = add.getByRole("button", { name: "Add Job" });
    const title = add.getByRole("textbox", { name: "Title", exact: true });
    await title.fill("x");
    await title.fill("");
    await expect(title).toHaveAccessibleDescription("Title is required");
    const roles = add.getByRole("textbox", { name: "Job role", exact: true });
    await roles.fill("a");
    await roles.fill("   ");
    await expect(roles).toHaveAccessibleDescription("At least one job role is required");

    const jobTitle = `E2E QA Engineer ${Date.now() % 100000}`;
    await title.fill(jobTitle);
    await add.getByRole("textbox", { name: "Description", exact: true }).fill("Test our web and mobile apps");
    await add.getByRole("textbox", { name: "Company overview", exact: true }).fill("A software agency in Lahore");
    await roles.fill("Write test plans\nAutomate browser tests");
    await add.getByRole("textbox", { name: "Requirements", exact: true }).fill("Two years of QA");
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(toast(page, "Job created successfully!")).toBeVisible();

    await page.getByPlaceholder("Search by title...").fill(jobTitle);
    // The job's own row: the server's search may still be on its way, with other jobs listed.
    const row = page.getByRole("table", { name: "Jobs" }).getByRole("row").filter({ hasText: jobTitle });
    await page.getByRole("button", { name: `Deactivate ${jobTitle}` }).click();
    await expect(toast(page, "Job updated successfully!")).toBeVisible();
    await expect(row.getByText("Inactive", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: `Activate ${jobTitle}` }).click();
    await expect(row.getByText("Active", { exact: true })).toBeVisible();

    const csvLink = page.getByRole("link", { name: /Export CSV/ });
    await expect(csvLink).toHaveAttribute("href", "/api/v1/job?all=true&format=csv");
    const download = page.waitForEvent("download");
    await csvLink.click();
    expect((await download).suggestedFilename()).toMatch(/^jobs-\d{4}-\d{2}-\d{2}\.csv$/);

    await page.getByRole("button", { name: `Delete ${jobTitle}` }).click();
    await page.getByRole("dialog", { name: "Confirm delete" }).getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Job deleted successfully")).toBeVisible();
  });
});
