import { expect, test } from "../support/test";
import { expectNoSeriousA11yIssues, missingAltDialog, pngFile, signInByApi, toast } from "./helpers.ts";

test.describe("projects as superAdmin", () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page);
    await page.goto("/admin/projects");
    await expect(page.getByRole("table", { name: "Projects" }).getByRole("row")).toHaveCount(11);
  });

  test("the list shows the spec's header, columns, pager of 10 and search", async ({ page }) => {
    await expect(page.getByRole("heading", { name: "Project", exact: true })).toBeVisible();
    await expect(page.getByText("Start by stocking your store with products your customers will love")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add Project" })).toBeVisible();
    const headers = page.getByRole("table", { name: "Projects" }).getByRole("columnheader");
    // The spec's columns, and the publication badge of drafts and schedules (ADR 0122) before the actions.
    await expect(headers).toHaveText(["Image", "Name", "Category", "Publication", "Actions"]);
    await expectNoSeriousA11yIssues(page);

    const previous = page.getByRole("button", { name: "Previous page" });
    const next = page.getByRole("button", { name: "Next page" });
    await expect(page.getByText(/Page 1 of 2/)).toBeVisible();
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page.getByText(/Page 2 of 2/)).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    const rowsOnLastPage = (await page.getByRole("table", { name: "Projects" }).getByRole("row").count()) - 1;
    expect(rowsOnLastPage).toBeGreaterThan(0);
    expect(rowsOnLastPage).toBeLessThanOrEqual(10);

    // A new search starts again at page 1; it matches the code or the name, ignoring case.
    const search = page.getByPlaceholder("Search by Code/Name......");
    await search.fill("prj-0001");
    await expect(page.getByText(/Page 1 of 1/)).toBeVisible();
    await expect(page.getByRole("table", { name: "Projects" }).getByRole("row")).toHaveCount(2);
    await expect(page.getByRole("cell", { name: /PRJ-0001/ })).toBeVisible();
    await search.fill("zzz-no-such-project");
    await expect(page.getByText("No projects found")).toBeVisible();
  });

  test("the details modal shows every field but the internal ones, traps focus and closes on Escape", async ({
    page,
  }) => {
    const firstView = page.getByRole("button", { name: /^View / }).first();
    await firstView.click();
    const dialog = page.getByRole("dialog", { name: "Project details" });
    await expect(dialog).toBeVisible();
    for (const label of ["Name", "Project Code", "Client", "Technology", "URL", "Date", "Category", "Images"]) {
      await expect(dialog.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
    }
    for (const hidden of ["Id", "_id", "Is Active", "Is Deleted", "Password", "Sub Category"]) {
      await expect(dialog.getByRole("term").filter({ hasText: new RegExp(`^${hidden}$`) })).toHaveCount(0);
    }
    const date = dialog
      .getByRole("term")
      .filter({ hasText: /^Date$/ })
      .locator("xpath=following-sibling::dd[1]");
    await expect(date).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

    // Enlarging an image opens a second modal; Escape closes only that one.
    await dialog.getByRole("button", { name: "Enlarge image 1" }).click();
    await expect(page.getByRole("dialog", { name: "Image" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Image" })).toHaveCount(0);
    await expect(dialog).toBeVisible();

    // Tab never leaves the modal.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(firstView).toBeFocused();

    await firstView.click();
    await page.getByRole("dialog", { name: "Project details" }).getByRole("button", { name: "Close" }).last().click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("create, edit (adding and removing an image) and delete a project, with the spec's toasts", async ({ page }) => {
    const name = `E2E Project ${Date.now()}`;

    // --- Add ---
    await page.getByRole("button", { name: "Add Project" }).click();
    const add = page.getByRole("dialog", { name: "Add Project" });
    const submit = add.getByRole("button", { name: "Add Project" });
    await expect(submit).toBeDisabled();
    await expect(add.getByLabel("Category")).toHaveValue("");
    await expect(add.getByLabel("Category").locator("option").first()).toHaveText("Select a category");
    await expect(add.getByText("Format: JPG, JPEG or PNG")).toBeVisible();
    await expect(add.getByText("Dimensions: 1000 x 1500 px")).toBeVisible();
    await expect(add.getByText("At least one image is required")).toBeVisible();

    const nameField = add.getByLabel("Project Name");
    await nameField.fill("x");
    await nameField.fill("");
    await expect(nameField).toHaveAccessibleDescription("Required");

    const description = add.getByRole("textbox", { name: "Description", exact: true });
    await expect(add.getByText("0/500 characters")).toBeVisible();
    await description.fill("a".repeat(501));
    await expect(add.getByText("501/500 characters")).toHaveClass(/text-red-600/);
    await expect(description).toHaveAccessibleDescription(/Description cannot exceed 500 characters/);
    await description.fill("");
    await expect(description).toHaveAccessibleDescription(/Description is required/);

    const images = add.getByLabel("Add images");
    await images.setInputFiles({ name: "anim.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
    await expect(add.getByRole("alert")).toHaveText("Only PNG, JPG, and JPEG formats are allowed");
    await images.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(3 * 1024 * 1024 + 1) });
    await expect(add.getByRole("alert")).toHaveText("Image size cannot be more than 3MB");
    const five = await Promise.all([1, 2, 3, 4, 5].map((n) => pngFile(`p${n}.png`)));
    await images.setInputFiles(five);
    await expect(add.getByRole("alert")).toHaveText("Maximum image limit reached");
    await images.setInputFiles(await pngFile("cover.png"));
    await expect(add.getByRole("img", { name: /cover\.png/ })).toBeVisible();

    await add.getByLabel("Category").selectOption({ index: 1 });
    await nameField.fill(name);
    await add.getByLabel("Client").fill("Lahore Traders");
    await add.getByLabel("Technology").fill("React, Node.js");
    await add.getByLabel("URL").fill("not a url");
    await expect(add.getByLabel("URL")).toHaveAccessibleDescription("URL must be an http(s) URL");
    await expect(submit).toBeDisabled();
    await add.getByLabel("URL").fill("https://example.com/e2e");
    await add.getByLabel("Date").fill("2024-03-15");
    await description.fill("A project made by the browser tests.");
    await expect(add.getByText("36/500 characters")).toBeVisible();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(toast(page, "Project added successfully!")).toBeVisible();
    await expect(add).toHaveCount(0);

    const search = page.getByPlaceholder("Search by Code/Name......");
    await search.fill(name);
    await expect(page.getByText(name, { exact: true })).toBeVisible();

    // --- Edit: pictures go into the item's draft (ADR 0125); Publish puts them live with the fields ---
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Project" });
    await expect(edit.getByLabel("Project Name")).toHaveValue(name);
    await expect(edit.getByText("36/1000 characters")).toBeVisible();
    // No draft yet: the spec's Update Project, enabled only by a change.
    await expect(edit.getByRole("button", { name: "Update Project" })).toBeDisabled();
    const update = edit.getByRole("button", { name: "Publish", exact: true });
    await expect(edit.getByRole("button", { name: "Remove image 1" })).toBeDisabled();

    const addImage = edit.getByLabel("Add image");
    await addImage.setInputFiles({ name: "anim.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
    await expect(edit.getByRole("alert")).toHaveText("Invalid file type. Please upload JPEG, PNG, or WebP images");

    await addImage.setInputFiles(await pngFile("second.png", "#16a34a"));
    await expect(edit.getByText("(2/4)")).toBeVisible();
    await expect(
      edit.getByText("Pictures changed in the draft: the site shows them once it is published."),
    ).toBeVisible();

    await edit.getByRole("button", { name: "Remove image 1" }).click();
    await expect(edit.getByText("(1/4)")).toBeVisible();
    await expect(edit.getByRole("button", { name: "Remove image 1" })).toBeDisabled();

    await edit.getByLabel("Client").fill("Karachi Traders");
    await expect(update).toBeEnabled();
    // The list is read again once the draft is published: its details show the new row only after that.
    const listed = page.waitForResponse(
      (res) => /\/api\/v1\/project\?/.test(res.url()) && res.request().method() === "GET",
    );
    await update.click();
    await missingAltDialog(page).getByRole("button", { name: "Publish anyway" }).click();
    await expect(toast(page, "Draft published")).toBeVisible();
    await expect(edit).toHaveCount(0);
    await listed;

    await page.getByRole("button", { name: `View ${name}` }).click();
    const view = page.getByRole("dialog", { name: "Project details" });
    await expect(view.getByText("Karachi Traders")).toBeVisible();
    await expect(view.getByRole("button", { name: /^Enlarge image/ })).toHaveCount(1);
    await page.keyboard.press("Escape");

    // --- Delete ---
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm delete" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Project deleted successfully")).toBeVisible();
    await expect(page.getByText("No projects found")).toBeVisible();
    const answer = await page.request.get(`/api/v1/project?type=project&q=${encodeURIComponent(name)}`);
    expect((await answer.json()).portfolios).toEqual([]);
  });
});
