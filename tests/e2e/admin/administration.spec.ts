import { expect, test } from "../support/test";
import { ensureLimitedAdmin, signInByApi, toast } from "./helpers.ts";

function yearsAgo(years: number) {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10);
}

test.describe("administration as superAdmin", () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page);
  });

  test("privileges: protected rows, the role-name rule, create, 'No changes detected', update, delete", async ({
    page,
  }) => {
    await page.goto("/admin/permission");
    const table = page.getByRole("table", { name: "Privileges" });
    for (const role of ["superAdmin", "Member"]) {
      const row = table.getByRole("row").filter({ hasText: role }).first();
      await expect(row.getByText("Protected")).toBeVisible();
      await expect(row.getByText("Cannot be changed")).toBeVisible();
      await expect(row.getByRole("button")).toHaveCount(0);
    }

    await page.getByRole("button", { name: "Add Privilege" }).click();
    const add = page.getByRole("dialog", { name: "Add Privilege" });
    const role = add.getByRole("textbox", { name: "Role name" });
    await role.fill("x");
    await role.fill("");
    await expect(role).toHaveAccessibleDescription("Role name is required");
    await expect(add.getByRole("button", { name: "Add Privilege" })).toBeDisabled();
    const roleName = `E2E Writer ${Date.now() % 100000}`;
    await role.fill(roleName);
    await add.getByRole("checkbox", { name: "Projects: Create" }).check();
    await add.getByRole("checkbox", { name: "Career: Status change" }).check();
    await add.getByRole("button", { name: "Add Privilege" }).click();
    await expect(toast(page, "Privilege created successfully!")).toBeVisible();

    await page.getByRole("button", { name: `Edit ${roleName}` }).click();
    const edit = page.getByRole("dialog", { name: `Edit ${roleName}` });
    await expect(edit.getByRole("checkbox", { name: "Projects: Create" })).toBeChecked();
    await edit.getByRole("button", { name: "Update Privilege" }).click();
    await expect(toast(page, "No changes detected")).toBeVisible();
    await edit.getByRole("checkbox", { name: "Product: Update" }).check();
    await edit.getByRole("button", { name: "Update Privilege" }).click();
    await expect(toast(page, "Privileges updated successfully!")).toBeVisible();

    await page.getByRole("button", { name: `Delete ${roleName}` }).click();
    await page.getByRole("dialog", { name: "Confirm delete" }).getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Privilege deleted successfully")).toBeVisible();
  });

  test("users: the add form's rules, add, role change (never a superAdmin's), delete", async ({ page }) => {
    await page.goto("/admin/users");
    const table = page.getByRole("table", { name: "Users" });
    const superAdminRow = table.getByRole("row").filter({ hasText: "@admin" });
    await expect(superAdminRow).toBeVisible();
    await expect(superAdminRow.getByRole("button", { name: /^Change role of/ })).toHaveCount(0);
    await expect(superAdminRow.getByRole("button", { name: /^Delete/ })).toHaveCount(0);

    await page.getByRole("button", { name: "Add User" }).click();
    const add = page.getByRole("dialog", { name: "Add User" });
    const submit = add.getByRole("button", { name: "Add User" });
    const field = (name: string) => add.getByRole("textbox", { name, exact: true });
    await expect(submit).toBeDisabled();

    await field("Username").fill("NewEditor");
    await expect(field("Username")).toHaveAccessibleDescription("Username must be lowercase");
    const password = add.getByLabel(/^Password/);
    await password.fill("short");
    await expect(password).toHaveAccessibleDescription("Password must be at least 8 characters");
    await password.fill("longenoughpassword");
    await expect(password).toHaveAccessibleDescription(
      "Password must contain an uppercase letter, a special character, and a digit",
    );
    await field("Contact Number").fill("0300-123");
    await expect(field("Contact Number")).toHaveAccessibleDescription("Phone number must be between 11 and 15 digits");
    await add.getByLabel("Date of Birth").fill(yearsAgo(17));
    await expect(add.getByLabel("Date of Birth")).toHaveAccessibleDescription("You must be at least 18 years old");

    const username = `editor${Date.now() % 100000}`;
    await field("Username").fill(username);
    await field("Full Name").fill("Ayesha Khan");
    await field("Email").fill(`${username}@example.com`);
    await password.fill("Strong#Pass1");
    await field("Contact Number").fill("03211234567");
    await field("Address").fill("DHA, Lahore");
    await add.getByLabel("Gender").selectOption("Female");
    await add.getByLabel("Date of Birth").fill(yearsAgo(30));
    await add.getByLabel("Role").selectOption("Member");
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(toast(page, "Admin added successfully!")).toBeVisible();
    // The superAdmin is still signed in as themself.
    expect((await (await page.request.get("/api/v1/admin/me")).json()).data.username).toBe("admin");

    await page.getByPlaceholder("Search by name, username or email...").fill(username);
    await page.getByRole("button", { name: "Change role of Ayesha Khan" }).click();
    const roleDialog = page.getByRole("dialog", { name: "Change role of Ayesha Khan" });
    await expect(roleDialog.getByRole("button", { name: "Update Role" })).toBeDisabled();
    await roleDialog.getByLabel("Role").selectOption("superAdmin");
    await roleDialog.getByLabel("Role").selectOption("");
    await expect(roleDialog.getByText("Role is required")).toBeVisible();
    await roleDialog.getByLabel("Role").selectOption("Member");
    await expect(roleDialog.getByRole("button", { name: "Update Role" })).toBeDisabled();
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: `Delete Ayesha Khan` }).click();
    await page.getByRole("dialog", { name: "Confirm delete" }).getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Admin deleted successfully")).toBeVisible();
    await expect(page.getByText("No users found")).toBeVisible();
  });

  test("users: the disabled Add User button says which fields are still missing or invalid", async ({ page }) => {
    await page.goto("/admin/users");
    await page.getByRole("button", { name: "Add User" }).click();
    const add = page.getByRole("dialog", { name: "Add User" });
    const submit = add.getByRole("button", { name: "Add User" });
    const missing = add.getByTestId("missing-fields");
    await expect(submit).toBeDisabled();
    await expect(missing).toHaveText(
      "Still to fill in or correct: Username, Full Name, Email, Password, Contact Number, Address, Gender, Date of Birth, Role",
    );
    await expect(submit).toHaveAccessibleDescription(/Still to fill in or correct: Username/);

    await add.getByRole("textbox", { name: "Username", exact: true }).fill("Shouting");
    await add.getByRole("textbox", { name: "Full Name", exact: true }).fill("Bilal Ahmed");
    await add.getByRole("textbox", { name: "Email", exact: true }).fill("bilal@example.com");
    await add.getByLabel(/^Password/).fill("Strong#Pass1");
    await add.getByRole("textbox", { name: "Contact Number", exact: true }).fill("03211234567");
    await add.getByRole("textbox", { name: "Address", exact: true }).fill("Gulberg, Lahore");
    await add.getByLabel("Gender").selectOption("Male");
    await add.getByLabel("Date of Birth").fill("1990-01-01");
    // An invalid value is named too, beside its own message under the field.
    await expect(missing).toHaveText("Still to fill in or correct: Username, Role");
    await expect(add.getByRole("textbox", { name: "Username", exact: true })).toHaveAccessibleDescription(
      "Username must be lowercase",
    );
    await add.getByRole("textbox", { name: "Username", exact: true }).fill("shouting");
    await add.getByLabel("Role").selectOption("Member");
    await expect(missing).toHaveCount(0);
    await expect(submit).toBeEnabled();
  });

  test("users: changing a role to another defined role", async ({ page, request }) => {
    const roleName = `E2E Reviewer ${Date.now() % 100000}`;
    await ensureLimitedAdmin(request, "rolechangee", "Member", {});
    const created = await page.request.post("/api/v1/permission/create", { data: { role: roleName } });
    expect(created.status()).toBe(201);
    await page.goto("/admin/users?q=rolechangee");
    const changeRole = page.getByRole("button", { name: "Change role of Rolechangee Tester" });
    await expect(changeRole).toBeVisible();

    // A search asked before the change answers after it, with the old role (a slow network): the
    // screen must ask again rather than show the stale rows.
    const search = /\/api\/v1\/admin\?.*q=rolechang(&|$)/;
    let release = () => {};
    const changed = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = false;
    await page.route(search, async (route) => {
      if (held) return route.continue();
      held = true;
      const stale = await route.fetch();
      await changed;
      await route.fulfill({ response: stale });
    });
    const asked = page.waitForRequest(search);
    await page.getByPlaceholder("Search by name, username or email...").fill("rolechang");
    await asked;

    await changeRole.click();
    const dialog = page.getByRole("dialog", { name: "Change role of Rolechangee Tester" });
    await dialog.getByLabel("Role").selectOption(roleName);
    const askedAgain = page.waitForRequest(search);
    await dialog.getByRole("button", { name: "Update Role" }).click();
    await expect(toast(page, "Role updated successfully!")).toBeVisible();
    release();
    await askedAgain;
    await expect(page.getByRole("table", { name: "Users" }).getByText(roleName).first()).toBeVisible();
  });

  test("inbox: an enquiry won and deleted; a subscriber deleted; an application with its resume", async ({ page }) => {
    const email = `inbox${Date.now() % 100000}@example.com`;
    const enquiry = await page.request.post("/api/v1/contact/create", {
      data: {
        fullname: "Hamza Tariq",
        phone: "03001234567",
        email,
        address: "Model Town, Lahore",
        message: "Please send a quotation for a shop website.",
      },
    });
    expect(enquiry.status()).toBe(201);

    await page.goto("/admin/enquiries");
    await page.getByPlaceholder("Search by name, email or phone...").fill(email);
    const row = page.getByRole("table", { name: "Enquiries" }).getByRole("row").filter({ hasText: email });
    await expect(row.getByText("New")).toBeVisible();
    await row.getByRole("button", { name: "View Hamza Tariq" }).click();
    const details = page.getByRole("dialog", { name: "Enquiry details" });
    await expect(details.getByText("Please send a quotation")).toBeVisible();
    await details.getByLabel("Stage").selectOption("won");
    await details.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Enquiry updated successfully!")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(row.getByText("Won")).toBeVisible();
    await page.getByLabel("Status").selectOption("pending");
    await expect(page.getByText("No enquiries found")).toBeVisible();
    await page.getByLabel("Status").selectOption("completed");
    await row.getByRole("button", { name: "Delete Hamza Tariq" }).click();
    await page.getByRole("dialog", { name: "Confirm delete" }).getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Enquiry deleted successfully")).toBeVisible();
    const csv = await page.request.get("/api/v1/contact?format=csv");
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");

    await page.goto("/admin/subscribers");
    await page.getByPlaceholder("Search by email...").fill("dash-e2e@example.com");
    const subscriber = page
      .getByRole("table", { name: "Subscribers" })
      .getByRole("row")
      .filter({ hasText: "dash-e2e" });
    if ((await subscriber.count()) === 0) {
      await page.request.post("/api/v1/newsletter/create", { data: { subscriberEmail: "dash-e2e@example.com" } });
      await page.reload();
      await page.getByPlaceholder("Search by email...").fill("dash-e2e@example.com");
    }
    await page.getByRole("button", { name: "Delete dash-e2e@example.com" }).click();
    await page.getByRole("dialog", { name: "Confirm delete" }).getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Subscriber deleted successfully")).toBeVisible();

    const jobs = (await (await page.request.get("/api/v1/job")).json()).data as { _id: string; title: string }[];
    const job = jobs[0];
    const applied = await page.request.post("/api/v1/career/create", {
      multipart: {
        firstName: "Sana",
        lastName: "Iqbal",
        yourEmail: "sana.iqbal@example.com",
        phoneNumber: "03001234567",
        city: "Lahore",
        address: "Johar Town",
        state: "Punjab",
        postalCode: "54000",
        jobId: job._id,
        resume: { name: "sana-cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 resume") },
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);

    await page.goto("/admin/applications");
    await page.getByLabel("Job").selectOption({ label: job.title });
    const application = page
      .getByRole("table", { name: "Applications" })
      .getByRole("row")
      .filter({ hasText: "Sana Iqbal" });
    await expect(application).toBeVisible();
    await expect(page.getByRole("link", { name: /Export CSV/ })).toHaveAttribute(
      "href",
      `/api/v1/career?jobId=${job._id}&format=csv`,
    );
    const download = page.waitForEvent("download");
    await application.getByRole("link", { name: "Download resume of Sana Iqbal" }).click();
    expect((await download).suggestedFilename()).toBe("sana-cv.pdf");
    await application.getByRole("button", { name: "Delete Sana Iqbal" }).click();
    await page.getByRole("dialog", { name: "Confirm delete" }).getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Application deleted successfully")).toBeVisible();
  });
});
