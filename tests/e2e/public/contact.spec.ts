import { adminToken, bearer, watchPageErrors } from "../support/admin-api";
import { expect, type Page, test } from "../support/test";

/** No tile service is reachable from the tests, and the page must not need one. */
test.beforeEach(async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await page.getByRole("textbox", { name: label, exact: true }).fill(value);
}

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("the query form shows the spec's errors in order, then sends and clears", async ({ page, request }) => {
  const errors = watchPageErrors(page);
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in touch!");
  const email = `visitor-${Date.now()}@example.com`;
  await fill(page, {
    "Full name": "Al",
    Email: email,
    "Phone number": "12345",
    Address: "12 Mall Road, Lahore",
    Message: "Hi",
  });
  const submit = page.getByRole("button", { name: "Submit" });

  await submit.click();
  await expect(toast(page, "Name field cannot be shorter then 3 characters")).toBeVisible();
  await fill(page, { "Full name": "Ayesha Khan" });
  await submit.click();
  await expect(toast(page, "Please write proper query message")).toBeVisible();
  await fill(page, { Message: "We would like a website for our clinic in Lahore." });
  await submit.click();
  await expect(toast(page, "Please enter a valid Pakistani phone number.")).toBeVisible();
  await fill(page, { "Phone number": "+923001234567" });

  await submit.click();
  await expect(toast(page, "Form submitted successfully!")).toBeVisible();
  for (const label of ["Full name", "Email", "Phone number", "Address", "Message"]) {
    await expect(page.getByRole("textbox", { name: label, exact: true })).toHaveValue("");
  }

  const token = await adminToken();
  const stored = (await (await request.get("/api/v1/contact", { headers: bearer(token) })).json()) as {
    data: { email: string; fullname: string; phone: string; source: string }[];
  };
  expect(stored.data.find((enquiry) => enquiry.email === email)).toMatchObject({
    fullname: "Ayesha Khan",
    phone: "+923001234567",
    source: "contact",
  });
  expect(errors).toEqual([]);
});

test("a refused field is marked: aria-invalid, a red border, the reason under it, and focus", async ({ page }) => {
  await page.goto("/contact");
  await fill(page, {
    "Full name": "Ayesha Khan",
    Email: "marked@example.com",
    "Phone number": "12345",
    Address: "12 Mall Road, Lahore",
    Message: "We would like a website for our clinic.",
  });
  const phone = page.getByRole("textbox", { name: "Phone number", exact: true });
  const name = page.getByRole("textbox", { name: "Full name", exact: true });
  const validBorder = await name.evaluate((field) => getComputedStyle(field).borderTopColor);
  await page.getByRole("button", { name: "Submit" }).click();

  const reason = "Please enter a valid Pakistani phone number.";
  await expect(toast(page, reason)).toBeVisible();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription(reason);
  await expect(phone).toBeFocused();
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  const border = await phone.evaluate((field) => getComputedStyle(field).borderTopColor);
  expect(border).not.toBe(validBorder);
  // Red: the red channel well above the green and blue ones.
  const [red, green, blue] = await phone.evaluate((field) => {
    const probe = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
    probe.fillStyle = getComputedStyle(field).borderTopColor;
    probe.fillRect(0, 0, 1, 1);
    return [...probe.getImageData(0, 0, 1, 1).data];
  });
  expect(red).toBeGreaterThan(green + 80);
  expect(red).toBeGreaterThan(blue + 40);
  const under = page.locator("#field-phone-error");
  await expect(under).toHaveText(reason);
  const [field, message] = [await phone.boundingBox(), await under.boundingBox()];
  expect(message?.y).toBeGreaterThanOrEqual((field?.y ?? 0) + (field?.height ?? 0));

  // Editing the field takes the mark away; the next refusal marks the field it is about.
  await phone.fill("03001234567");
  await expect(phone).not.toHaveAttribute("aria-invalid", "true");
  await name.fill("Al");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Name field cannot be shorter then 3 characters");
});

test("the button reads 'Submitting...' while the enquiry is on its way", async ({ page }) => {
  await page.goto("/contact");
  await page.route("**/api/v1/contact/create", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.fulfill({ status: 500, json: { success: false, message: "Something went wrong" } });
  });
  await fill(page, {
    "Full name": "Ayesha Khan",
    Email: "slow@example.com",
    "Phone number": "03001234567",
    Address: "12 Mall Road, Lahore",
    Message: "We would like a website for our clinic.",
  });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await expect(toast(page, "Failed to submit the form.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Full name" })).toHaveValue("Ayesha Khan");
});

test("the office map shows its marker and popup even when no tile loads", async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto("/contact");
  const map = page.getByRole("region", { name: "Map of our office in Lahore" });
  await map.scrollIntoViewIfNeeded();
  const marker = map.locator(".leaflet-marker-icon");
  await expect(marker).toBeVisible();
  await marker.click();
  await expect(map.getByText("Our Office Location")).toBeVisible();
  const icon = await map.locator(".leaflet-marker-icon").getAttribute("src");
  expect(icon).toMatch(/^\/assets\/|^data:image\/png/);
  expect(errors).toEqual([]);
});

test("'Send message' scrolls to the form", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("link", { name: "Send message" }).click();
  await expect(page.getByRole("textbox", { name: "Full name" })).toBeInViewport();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page that answers a refused form marks the field it is about", async ({ page }) => {
    await page.goto("/contact");
    await fill(page, {
      "Full name": "Ayesha Khan",
      Email: "plain@example.com",
      "Phone number": "03001234567",
      Address: "12 Mall Road, Lahore",
      Message: "Hi",
    });
    await page.getByRole("button", { name: "Submit" }).click();
    const message = page.getByRole("textbox", { name: "Message", exact: true });
    await expect(message).toHaveAttribute("aria-invalid", "true");
    await expect(message).toHaveAccessibleDescription("Please write proper query message");
    await expect(page.getByRole("textbox", { name: "Full name", exact: true })).toHaveValue("Ayesha Khan");
  });
});
