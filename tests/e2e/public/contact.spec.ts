import { adminToken, bearer, watchPageErrors } from "../support/admin-api";
import { holdRoute } from "../support/held-route.ts";
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

const fieldsOnScreen = ["Full name", "Email", "Phone number", "Address", "Message"];
const reasons: Record<string, string> = {
  "Full name": "Name field cannot be shorter then 3 characters",
  Email: "Please enter a valid email address",
  "Phone number": "Please enter a valid Pakistani phone number.",
  Address: "Address is required",
  Message: "Please write proper query message",
};

test("an empty submit shows every field's error at once and focuses the first field", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Submit" }).click();
  for (const label of fieldsOnScreen) {
    const field = page.getByRole("textbox", { name: label, exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(reasons[label]);
  }
  await expect(page.getByRole("textbox", { name: "Full name", exact: true })).toBeFocused();
  // The reasons read in the order of the fields on the screen.
  const shown = await page.locator("[id^=field-][id$=-error]").allTextContents();
  expect(shown).toEqual(fieldsOnScreen.map((label) => reasons[label]));
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page
      .locator("form")
      .first()
      .screenshot({ path: `test-results/visitor-forms/contact-errors-${width}.png` });
  }
});

test("the query form sends a number in any spelling, then a panel that stays takes focus", async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  await page.clock.install();
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in touch!");
  const email = `visitor-${Date.now()}@example.com`;
  await fill(page, {
    "Full name": "Ayesha Khan",
    Email: email,
    "Phone number": "0300-1234567",
    Address: "12 Mall Road, Lahore",
    Message: "We would like a website for our clinic in Lahore.",
  });
  await page.getByRole("button", { name: "Submit" }).click();

  const panel = page.getByRole("status").filter({ hasText: "Form submitted successfully!" });
  await expect(panel).toBeVisible();
  await expect(panel).toBeFocused();
  // Well past a success toast's 2 s on the page's own clock: the panel is no toast, it stays.
  await page.clock.runFor(10_000);
  await expect(panel).toBeVisible();
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await panel.screenshot({ path: `test-results/visitor-forms/contact-sent-${width}.png` });
  }
  await page.getByRole("button", { name: "Send another message" }).click();
  for (const label of fieldsOnScreen)
    await expect(page.getByRole("textbox", { name: label, exact: true })).toHaveValue("");

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

test("a number the server refuses is marked on its field with the server's words", async ({ page }) => {
  await page.goto("/contact");
  await fill(page, {
    "Full name": "Ayesha Khan",
    Email: "server-check@example.com",
    "Phone number": "0300 12345",
    Address: "12 Mall Road, Lahore",
    Message: "We would like a website for our clinic.",
  });
  await page.getByRole("button", { name: "Submit" }).click();
  const phone = page.getByRole("textbox", { name: "Phone number", exact: true });
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription("Please enter a valid Pakistani phone number.");
  await expect(phone).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Full name", exact: true })).not.toHaveAttribute("aria-invalid");
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

  // The browser lets "12345" through (it may be a number somewhere); the server's refusal is marked.
  const reason = "Please enter a valid Pakistani phone number.";
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription(reason);
  await expect(phone).toBeFocused();
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  const border = await phone.evaluate((field) => getComputedStyle(field).borderTopColor);
  expect(border).not.toBe(validBorder);
  // Red: the red channel well above the green and blue ones, once the border's transition has ended.
  const borderChannels = () =>
    phone.evaluate((field) => {
      const probe = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
      probe.fillStyle = getComputedStyle(field).borderTopColor;
      probe.fillRect(0, 0, 1, 1);
      const [red, green, blue] = probe.getImageData(0, 0, 1, 1).data;
      return { redOverGreen: red - green, redOverBlue: red - blue };
    });
  await expect.poll(async () => (await borderChannels()).redOverGreen).toBeGreaterThan(80);
  expect((await borderChannels()).redOverBlue).toBeGreaterThan(40);
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
  const post = await holdRoute(page, "**/api/v1/contact/create", (route) =>
    route.fulfill({ status: 500, json: { success: false, message: "Something went wrong" } }),
  );
  await fill(page, {
    "Full name": "Ayesha Khan",
    Email: "slow@example.com",
    "Phone number": "03001234567",
    Address: "12 Mall Road, Lahore",
    Message: "We would like a website for our clinic.",
  });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  post.release();
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
    await expect(page.getByRole("textbox", { name: "Full name", exact: true })).not.toHaveAttribute("aria-invalid");
  });
});
