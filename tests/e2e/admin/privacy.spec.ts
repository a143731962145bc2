import { mkdir } from "node:fs/promises";
import { expect, type Page, test } from "../support/test";
import { ensureLimitedAdmin, expectNoSeriousA11yIssues, LIMITED_PASSWORD, signInByApi, toast } from "./helpers.ts";

/** Where the screen's pictures go, to be looked at (the brief's widths: 375, 768, 1440). */
const SHOTS = "test-results/privacy-shots";
const widths = [375, 768, 1440] as const;

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

const openPrivacy = async (page: Page) => {
  await page.goto("/admin");
  const sidebar = page.getByRole("complementary", { name: "Back office" });
  // Below 1024 px the sidebar opens from the top bar's menu button.
  if ((page.viewportSize()?.width ?? 1440) < 1024) await page.getByRole("button", { name: "Open menu" }).click();
  await sidebar.getByRole("link", { name: "Privacy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy" })).toBeVisible();
};

const emailField = (page: Page) => page.getByRole("textbox", { name: "Email address" });
const confirmDialog = (page: Page) => page.getByRole("dialog", { name: "Confirm erasure" });
const removed = (page: Page, kind: string) => page.getByTestId(`erased-${kind}`);

test("a visitor's enquiry and newsletter signup are erased from the Privacy screen, and the enquiry leaves the list", async ({
  page,
}) => {
  const address = `erase-me-${Date.now()}@example.com`;

  // As a visitor: the contact form, then the footer's newsletter signup with the address in capitals.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.goto("/contact");
  const values: Record<string, string> = {
    "Full name": "Erasable Visitor",
    Email: address,
    "Phone number": "+923001234567",
    Address: "12 Mall Road, Lahore",
    Message: "Please call me back about a website for my shop.",
  };
  for (const [label, value] of Object.entries(values)) {
    await page.getByRole("textbox", { name: label, exact: true }).fill(value);
  }
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Form submitted successfully!" })).toBeVisible();
  const footer = page.getByRole("form", { name: "Newsletter signup" });
  await footer.getByLabel("Email address").fill(address.toUpperCase());
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you for subscribing!" })).toBeVisible();

  // The enquiry is in the back office's list.
  await signInByApi(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/admin/enquiries");
  await page.getByRole("searchbox", { name: "Search enquiries" }).fill(address);
  const enquiryRow = page.getByRole("table", { name: "Enquiries" }).getByRole("row").filter({ hasText: address });
  await expect(enquiryRow).toHaveCount(1);

  await openPrivacy(page);
  await expectNoSeriousA11yIssues(page);
  const submit = page.getByRole("button", { name: "Erase data…" });
  await expect(submit).toBeDisabled();
  await emailField(page).fill("not an address");
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(submit).toBeDisabled();

  await emailField(page).fill(`  ${address.replace("erase-me", "Erase-Me")} `);
  await submit.click();
  const dialog = confirmDialog(page);
  await expect(dialog).toContainText(address.replace("erase-me", "Erase-Me"));
  for (const kind of [
    "every enquiry sent from this address",
    "every job application, and its resume file",
    "the newsletter subscription",
    "the potential-customer record",
  ]) {
    await expect(dialog.getByRole("listitem").filter({ hasText: kind })).toHaveCount(1);
  }
  await expectNoSeriousA11yIssues(page);

  // Cancel changes nothing; then erase for real.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await submit.click();
  await confirmDialog(page).getByRole("button", { name: "Erase", exact: true }).click();
  await expect(toast(page, "The personal data of this address was erased")).toBeVisible();
  await expect(confirmDialog(page)).toHaveCount(0);

  const result = page.getByRole("region", { name: "Erasure done" });
  await expect(result).toContainText("3 records of");
  await expect(removed(page, "enquiries")).toHaveText("1");
  await expect(removed(page, "applications")).toHaveText("0");
  await expect(removed(page, "subscriptions")).toHaveText("1");
  await expect(removed(page, "potentialCustomers")).toHaveText("1");
  await expect(emailField(page)).toHaveValue("");
  await expect(submit).toBeDisabled();
  await expectNoSeriousA11yIssues(page);

  // Gone from the enquiries list, the subscribers and the potential customers.
  await page.goto("/admin/enquiries");
  await page.getByRole("searchbox", { name: "Search enquiries" }).fill(address);
  await expect(
    page.getByRole("table", { name: "Enquiries" }).getByRole("row").filter({ hasText: address }),
  ).toHaveCount(0);
  const subscribers = (await (await page.request.get("/api/v1/newsletter")).json()).data as {
    subscriberEmail: string;
  }[];
  expect(subscribers.filter((row) => row.subscriberEmail.toLowerCase() === address)).toEqual([]);
  const customers = (await (await page.request.get("/api/v1/potentialCustomer")).json()).data as { email: string }[];
  expect(customers.filter((row) => row.email.toLowerCase() === address)).toEqual([]);

  // The audit log has the erasure, without the address.
  await page.goto("/admin/audit");
  const entry = page
    .getByRole("table", { name: "Audit log" })
    .getByRole("row")
    .filter({ hasText: "Erased the personal data of one e-mail address" })
    .first();
  await expect(entry).toContainText(
    "1 enquiry, 0 job applications, 1 newsletter subscription, 1 potential-customer record",
  );
  await expect(entry).not.toContainText(address);
});

test("an address with nothing stored says so", async ({ page }) => {
  await signInByApi(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPrivacy(page);
  await emailField(page).fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Erase data…" }).click();
  await confirmDialog(page).getByRole("button", { name: "Erase", exact: true }).click();
  await expect(page.getByText("Nothing was stored for this address")).toBeVisible();
  await expect(page.getByRole("region", { name: "Erasure done" })).toContainText("0 records of");
});

test("other roles see the screen is not theirs, and the call refuses them", async ({ page, request }) => {
  await ensureLimitedAdmin(request, "privacyviewer", "Member", {});
  await signInByApi(page, "privacyviewer", LIMITED_PASSWORD);
  await page.goto("/admin/privacy");
  await expect(page.getByText("Not available for your role")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Privacy" })).toHaveCount(0);
  const refused = await page.request.post("/api/v1/privacy/erase", { data: { email: "someone@example.com" } });
  expect(refused.status()).toBe(403);
});

test("the screen before, at the confirmation and with the result, at 375, 768 and 1440 px", async ({ page }) => {
  await signInByApi(page);
  for (const width of widths) {
    const address = `shot-${width}-${Date.now()}@example.com`;
    const made = await page.request.post("/api/v1/contact/create", {
      data: {
        fullname: "Screenshot Visitor",
        phone: "03001234567",
        email: address,
        address: "Model Town, Lahore",
        message: "A lead to erase for the pictures.",
      },
    });
    expect(made.status()).toBe(201);
    expect(
      (await page.request.post("/api/v1/newsletter/create", { data: { subscriberEmail: address } })).status(),
    ).toBe(201);

    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await openPrivacy(page);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/privacy-before-${width}.png`, fullPage: true, animations: "disabled" });

    await emailField(page).fill(address);
    await page.getByRole("button", { name: "Erase data…" }).click();
    await expect(confirmDialog(page)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/privacy-confirm-${width}.png`, animations: "disabled" });

    await confirmDialog(page).getByRole("button", { name: "Erase", exact: true }).click();
    await expect(removed(page, "subscriptions")).toHaveText("1");
    await expect(toast(page, "The personal data of this address was erased")).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/privacy-result-${width}.png`, fullPage: true, animations: "disabled" });
  }
});
