import { expect, type Locator, type Page, test } from "../support/test";
import { signInByApi } from "./helpers.ts";

/** A change made the way a browser event makes it: a new value in a field, or a form's submit. */
type Change = { field: Locator; value: string } | { submit: Locator };

/**
 * Makes `first`, lets the router push the new address (promise jobs only: no task runs, so React
 * has not rendered it yet), then makes `second` in the same task, as a quick second click would on
 * a busy machine. Resolves to the address the router pushed between the two.
 */
async function beforeTheRender(page: Page, first: Change, second: Change) {
  const handle = async (change: Change) =>
    "submit" in change
      ? { submit: await change.submit.elementHandle() }
      : { field: await change.field.elementHandle(), value: change.value };
  return page.evaluate(
    async ([first, second]) => {
      const make = (change: typeof first) => {
        if ("submit" in change) {
          if (change.submit instanceof HTMLFormElement) change.submit.requestSubmit();
          return;
        }
        const { field, value } = change;
        // React tracks a field's value itself: set it as typing would, past React's own setter.
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
        field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
      };
      const before = location.search;
      make(first);
      for (let job = 0; job < 1000 && location.search === before; job++) await Promise.resolve();
      const pushed = location.search;
      make(second);
      return pushed;
    },
    [await handle(first), await handle(second)],
  );
}

test.beforeEach(async ({ page }) => {
  await signInByApi(page);
});

test("two filters changed before the list renders the first both stay in the address", async ({ page }) => {
  await page.goto("/admin/enquiries?stage=won");
  await expect(page.getByLabel("Stage")).toHaveValue("won");
  const pushed = await beforeTheRender(
    page,
    { field: page.getByLabel("Stage"), value: "" },
    { field: page.getByLabel("Owner"), value: "none" },
  );
  expect(pushed).toBe("");
  await expect(page).toHaveURL(/\/admin\/enquiries\?owner=none$/);
  await expect(page.getByLabel("Stage")).toHaveValue("");
  await expect(page.getByLabel("Owner")).toHaveValue("none");
});

test("what is typed in the Logs filters right after Apply stays in the form", async ({ page }) => {
  await page.goto("/admin/logs");
  const filters = page.getByRole("form", { name: "Log filters" });
  await filters.getByLabel("Status").fill("4xx");
  const pushed = await beforeTheRender(
    page,
    { submit: filters },
    { field: filters.getByLabel("Route contains"), value: "/contact" },
  );
  expect(pushed).toBe("?status=4xx");
  await expect(filters.getByText("1 set")).toBeVisible();
  await expect(filters.getByLabel("Route contains")).toHaveValue("/contact");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/\/admin\/logs\?status=4xx&route=%2Fcontact$/);
});

test("a new-lead e-mail's link opens that enquiry once, and leaves the list's filters in the address", async ({
  page,
}) => {
  const sent = await page.request.post("/api/v1/contact/create", {
    data: {
      fullname: "Linked Lead",
      phone: "03001234567",
      email: `linked${Date.now() % 1_000_000}@example.com`,
      address: "Gulberg, Lahore",
      message: "We would like a quotation for a booking app.",
    },
  });
  expect(sent.status()).toBe(201);
  const { data } = await sent.json();
  await page.goto(`/admin/enquiries?stage=new&id=${data._id}`);
  await expect(page.getByRole("dialog", { name: "Enquiry details" })).toContainText("Linked Lead");
  await expect(page).toHaveURL(/\/admin\/enquiries\?stage=new$/);
});
