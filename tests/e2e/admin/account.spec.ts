import { generate } from "otplib";
import { linkIn, receivedMail, waitForMail } from "../support/mailbox.ts";
import { expect, type Locator, type Page, test } from "../support/test";
import {
  e2eAdmin,
  ensureLimitedAdmin,
  expectNoSeriousA11yIssues,
  LIMITED_PASSWORD,
  screenshotsAtWidths,
  signInByApi,
  signInByForm,
  superAdminToken,
  toast,
} from "./helpers.ts";

const shots = "test-results/admin-screens/accounts";

test.use({ reducedMotion: "reduce" });

const screenshots = (page: Page, name: string, show?: Locator) => screenshotsAtWidths(page, shots, name, show);

async function openProfile(page: Page) {
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Profile" }).click();
  return page.getByRole("dialog", { name: "Profile" });
}

/** A code from the authenticator, `steps` 30-second steps from now. */
const totp = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

test("changing the password from the profile signs out everywhere and back to the sign-in form", async ({
  page,
  request,
}) => {
  const user = "pwchanger";
  const newPassword = "Brand#New-Pass9";
  await ensureLimitedAdmin(request, user, "Member", {});
  await signInByApi(page, user, LIMITED_PASSWORD);
  await page.goto("/admin");
  const profile = await openProfile(page);
  const security = profile.getByRole("heading", { name: "Sign-in and notifications" });
  await expect(security).toBeAttached();
  await screenshots(page, "profile");
  await screenshots(page, "profile-security", profile.getByText("E-mail me about new leads"));
  await profile.getByRole("button", { name: "Change password" }).click();

  const dialog = page.getByRole("dialog", { name: "Change password" });
  const submit = dialog.getByRole("button", { name: "Change password" });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel("Current password", { exact: true }).fill("Wrong#Pass123");
  const fresh = dialog.getByLabel("New password", { exact: true });
  await fresh.fill("weak");
  await expect(fresh).toHaveAccessibleDescription("Password must be at least 8 characters");
  await fresh.fill("nocapitals1!");
  await expect(fresh).toHaveAccessibleDescription(
    "Password must contain an uppercase letter, a special character, and a digit",
  );
  await fresh.fill(newPassword);
  const confirm = dialog.getByLabel("Confirm new password", { exact: true });
  await confirm.fill(`${newPassword}x`);
  await expect(confirm).toHaveAccessibleDescription("Passwords do not match");
  await confirm.fill(newPassword);
  await expect(submit).toBeEnabled();
  await screenshots(page, "change-password");

  await submit.click();
  await expect(dialog.getByLabel("Current password", { exact: true })).toHaveAccessibleDescription(
    "Current password is incorrect",
  );
  await dialog.getByLabel("Current password", { exact: true }).fill(LIMITED_PASSWORD);
  await submit.click();
  await expect(toast(page, "Password changed successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get("/api/v1/admin/me")).status()).toBe(401);
  const old = await request.post("/api/v1/admin/login", { data: { username: user, password: LIMITED_PASSWORD } });
  expect(old.status()).toBe(401);
  await signInByForm(page, user, newPassword);
});

test("a forgotten password is reset through the link e-mailed to the account", async ({ page, request }) => {
  const user = "forgetter";
  const newPassword = "Found#Again-2024";
  await ensureLimitedAdmin(request, user, "Member", {});
  await page.goto("/admin/login");
  await page.getByRole("button", { name: "Forget Password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByRole("button", { name: "SEND RESET LINK" }).click();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Email is required");
  await screenshots(page, "forgot-password");

  const before = await receivedMail();
  await page.getByLabel("Email").fill(`${user}@example.com`);
  await page.getByRole("button", { name: "SEND RESET LINK" }).click();
  const sent = "If that e-mail belongs to a staff account, a reset link has been sent.";
  await expect(page.getByRole("status").filter({ hasText: sent }).first()).toBeVisible();
  await screenshots(page, "forgot-password-sent");

  const mail = await waitForMail(`${user}@example.com`, "Reset your Ravi Digital back-office password", before);
  const link = linkIn(mail, "/admin/reset-password");
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  const save = page.getByRole("button", { name: "SET NEW PASSWORD" });
  await expect(save).toBeDisabled();
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password", { exact: true }).fill("Found#Again-2025");
  await expect(page.getByLabel("Confirm new password", { exact: true })).toHaveAccessibleDescription(
    "Passwords do not match",
  );
  await page.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
  await expectNoSeriousA11yIssues(page);
  await screenshots(page, "reset-password");
  await save.click();
  await expect(toast(page, "Password has been reset. Please sign in.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signInByForm(page, user, newPassword);

  // The link worked once.
  await page.context().clearCookies();
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel("New password", { exact: true }).fill("Third#Pass-2024");
  await page.getByLabel("Confirm new password", { exact: true }).fill("Third#Pass-2024");
  await page.getByRole("button", { name: "SET NEW PASSWORD" }).click();
  await expect(page.getByRole("alert")).toHaveText("This reset link is invalid or has expired.");
  await screenshots(page, "reset-password-used");
});

test("two-factor sign-in: set up from the profile with the QR code, then signing in asks for a code", async ({
  page,
  request,
}) => {
  const user = "twofactor";
  await ensureLimitedAdmin(request, user, "Member", {});
  await signInByApi(page, user, LIMITED_PASSWORD);
  await page.goto("/admin");
  let profile = await openProfile(page);
  await profile.getByRole("button", { name: "Set up" }).click();

  const setup = page.getByRole("dialog", { name: "Set up two-factor sign-in" });
  await expect(setup.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = ((await setup.getByTestId("totp-secret").textContent()) ?? "").replaceAll(" ", "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await screenshots(page, "two-factor-setup");
  const code = setup.getByLabel("Code from the app");
  await code.fill("000000");
  await setup.getByRole("button", { name: "Turn on" }).click();
  await expect(code).toHaveAccessibleDescription("Invalid two-factor code");
  await code.fill(await totp(secret));
  await setup.getByRole("button", { name: "Turn on" }).click();

  const saved = page.getByRole("dialog", { name: "Save your recovery codes" });
  await expect(toast(page, "Two-factor sign-in enabled")).toBeVisible();
  await expect(saved.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await screenshots(page, "two-factor-recovery-codes");
  await saved.getByRole("button", { name: "I have saved them" }).click();
  profile = await openProfile(page);
  await expect(profile.getByText("Signing in asks for a code from your authenticator app.")).toBeVisible();
  await profile.getByRole("button", { name: "Close" }).click();

  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel("Username").fill(user);
  await page.getByLabel("Password", { exact: true }).fill(LIMITED_PASSWORD);
  await page.getByRole("button", { name: "LOGIN" }).click();
  const codeField = page.getByLabel("Two-factor code");
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAccessibleDescription(
    "The 6-digit code from your authenticator app, or one of your recovery codes.",
  );
  await expect(page).toHaveURL(/\/admin\/login$/);
  await screenshots(page, "login-two-factor");
  await codeField.fill("123456");
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid two-factor code");
  // The code that turned it on is spent: the authenticator's next one signs in.
  await codeField.fill(await totp(secret, 1));
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(toast(page, "Login successful")).toBeVisible();

  profile = await openProfile(page);
  await profile.getByRole("button", { name: "Turn off" }).click();
  const off = page.getByRole("dialog", { name: "Turn off two-factor sign-in" });
  await expect(off.getByLabel("Two-factor code")).toBeVisible();
  await screenshots(page, "two-factor-disable");
  await off.getByRole("button", { name: "Cancel" }).click();
});

test("a superAdmin makes a reset link for a colleague and turns off a lost authenticator", async ({
  page,
  request,
}) => {
  const user = "lostphone";
  await ensureLimitedAdmin(request, user, "Member", {});
  // The colleague turned two-factor sign-in on, through the API as their app would.
  const login = await request.post("/api/v1/admin/login", { data: { username: user, password: LIMITED_PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const { secret } = (await (await request.post("/api/v1/admin/2fa/setup", { headers })).json()).data;
  const enabled = await request.post("/api/v1/admin/2fa/enable", { headers, data: { code: await totp(secret) } });
  expect(enabled.status()).toBe(200);

  await signInByApi(page);
  await page.goto("/admin/users");
  const table = page.getByRole("table", { name: "Users" });
  await page.getByRole("searchbox", { name: "Search users" }).fill(user);
  const row = table.getByRole("row").filter({ hasText: `@${user}` });
  await expect(row.getByText("On", { exact: true })).toBeVisible();
  await screenshots(page, "users");

  await row.getByRole("button", { name: "Password reset link for Lostphone Tester" }).click();
  const linkDialog = page.getByRole("dialog", { name: "Password reset link for Lostphone Tester" });
  const linkText = linkDialog.getByRole("textbox", { name: "Link" });
  await expect(linkText).toHaveValue(/\/admin\/reset-password\?token=[\w-]{43}$/);
  await screenshots(page, "users-reset-link");
  await linkDialog.getByRole("button", { name: "Done" }).click();

  await row.getByRole("button", { name: "Turn off two-factor sign-in of Lostphone Tester" }).click();
  const confirm = page.getByRole("dialog", { name: "Turn off two-factor sign-in" });
  await screenshots(page, "users-two-factor-off");
  await confirm.getByRole("button", { name: "Turn off" }).click();
  await expect(toast(page, "Two-factor sign-in disabled")).toBeVisible();
  await expect(row.getByText("Off", { exact: true })).toBeVisible();
  const plain = await request.post("/api/v1/admin/login", { data: { username: user, password: LIMITED_PASSWORD } });
  expect(plain.status()).toBe(200);
});

test("a new enquiry is e-mailed to the superAdmin, and its link opens the enquiry", async ({ page, request }) => {
  const before = await receivedMail();
  const fullname = `Notice Reader ${Date.now()}`;
  const sent = await request.post("/api/v1/contact/create", {
    data: {
      fullname,
      phone: "03001234567",
      email: "notice.reader@example.com",
      address: "Model Town, Lahore",
      message: "Please call me about a new website.",
    },
  });
  expect(sent.status()).toBe(201);
  const mail = await waitForMail(`${e2eAdmin.username}@example.com`, "New enquiry on the website", before);
  expect(mail.text).toContain(fullname);
  const link = linkIn(mail, "/admin/enquiries");
  await superAdminToken(request);
  await signInByApi(page);
  await page.goto(`${link.pathname}${link.search}`);
  const details = page.getByRole("dialog", { name: "Enquiry details" });
  await expect(details.getByText(fullname)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/enquiries$/);
});
