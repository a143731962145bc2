import { expect, type Page, test } from "../support/test";
import { ensureLimitedAdmin, LIMITED_PASSWORD, signInByApi, toast } from "./helpers.ts";

const USER = "profileowner";

test.beforeAll(async ({ request }) => {
  await ensureLimitedAdmin(request, USER, "Member", {});
});

async function openProfile(page: Page) {
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Profile" }).click();
  return page.getByRole("dialog", { name: "Profile" });
}

test("the profile: one field at a time, coloured borders, the shared rules, then sign-out", async ({ page }) => {
  await signInByApi(page, USER, LIMITED_PASSWORD);
  await page.goto("/admin");
  let dialog = await openProfile(page);

  await expect(dialog.getByText("Member", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Contact Number", exact: true })).toHaveValue("0300-1234567");
  const update = dialog.getByRole("button", { name: "Update" });
  await expect(update).toBeDisabled();

  const email = dialog.getByRole("textbox", { name: "Email", exact: true });
  await expect(email).toHaveAttribute("readonly", "");
  await dialog.getByRole("button", { name: "Edit email" }).click();
  await expect(email).not.toHaveAttribute("readonly", "");
  await email.fill("not-an-email");
  await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
  await expect(email).toHaveClass(/border-red-500/);
  await email.fill("owner@example.org");
  await expect(email).toHaveAccessibleDescription("Email must be in the format {email}");
  await email.fill("owner<x>@example.com");
  await expect(email).toHaveAccessibleDescription(
    "Special characters like !, <, >, =, `, &, %, $, etc., are not allowed.",
  );
  await email.fill("   ");
  await expect(email).toHaveAccessibleDescription("This field cannot be empty.");
  await expect(update).toBeDisabled();
  await email.fill("owner.new@example.com");
  await expect(email).toHaveClass(/border-emerald-500/);
  await expect(update).toBeEnabled();

  // Editing another field makes the previous one read-only again.
  await dialog.getByRole("button", { name: "Edit contact number" }).click();
  await expect(email).toHaveAttribute("readonly", "");
  const phone = dialog.getByRole("textbox", { name: "Contact Number", exact: true });
  await expect(phone).toHaveValue("03001234567");
  await phone.fill("");
  await phone.pressSequentially("03a00-12");
  await expect(phone).toHaveValue("030012");
  await expect(phone).toHaveAccessibleDescription("Phone number must be between 11 and 15 digits");
  await phone.pressSequentially("3456789012345");
  await expect(phone).toHaveValue("030012345678901");
  await phone.fill("03001234567");

  await dialog.getByRole("button", { name: "Edit address" }).click();
  const address = dialog.getByRole("textbox", { name: "Address", exact: true });
  await address.fill("a".repeat(51));
  await expect(address).toHaveAccessibleDescription("Field cannot be more than 50 characters");
  await expect(update).toBeDisabled();
  await address.fill("Gulberg, Lahore");

  // Closing drops the edits: opening again starts from the saved values.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  dialog = await openProfile(page);
  await expect(dialog.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(`${USER}@example.com`);
  await expect(dialog.getByRole("button", { name: "Update" })).toBeDisabled();

  await dialog.getByRole("button", { name: "Edit email" }).click();
  await dialog.getByRole("textbox", { name: "Email", exact: true }).fill("owner.new@example.com");
  // The update is held until the test has seen the sending state, then let through.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/v1/admin/update/**", async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(dialog.getByRole("button", { name: "Updating..." })).toBeDisabled();
  release();
  await expect(toast(page, "🔔 Re-login for changes to take effect!")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get("/api/v1/admin/me")).status()).toBe(401);

  await signInByApi(page, USER, LIMITED_PASSWORD);
  const me = await (await page.request.get("/api/v1/admin/me")).json();
  expect(me.data.email).toBe("owner.new@example.com");
});
