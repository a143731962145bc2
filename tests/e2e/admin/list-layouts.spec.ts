import { type APIRequestContext, expect, type Locator, type Page, test } from "../support/test";
import { listScreens, signInByApi } from "./helpers.ts";

test.use({ reducedMotion: "reduce" });

/** Something in every inbox, so each list screen has a row to look at. */
async function fillTheInboxes(request: APIRequestContext) {
  const stamp = Date.now() % 100000;
  const email = `layout${stamp}@example.com`;
  const enquiry = await request.post("/api/v1/contact/create", {
    data: {
      fullname: "Muhammad Abdullah Rehman Siddiqui",
      phone: "03001234567",
      email,
      address: "House 12, Street 4, Cavalry Ground, Lahore Cantt",
      message: "We need a bilingual catalogue site with a quotation form and WhatsApp ordering.",
    },
  });
  expect(enquiry.status()).toBe(201);
  expect((await request.post("/api/v1/newsletter/create", { data: { subscriberEmail: email } })).ok()).toBe(true);
  const jobs = (await (await request.get("/api/v1/job")).json()).data as { _id: string }[];
  const applied = await request.post("/api/v1/career/create", {
    multipart: {
      firstName: "Ayesha",
      lastName: "Noor-ul-Ain Chaudhry",
      yourEmail: `applicant.with.a.long.address.${stamp}@example.com`,
      phoneNumber: "+923001234567",
      city: "Rawalpindi",
      address: "Bahria Town Phase 7",
      state: "Punjab",
      postalCode: "46000",
      jobId: jobs[0]._id,
      resume: { name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 cv") },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
}

test.beforeAll(async ({ request }) => {
  await fillTheInboxes(request);
});

async function firstRow(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const row = page.getByTestId("table-row").first();
  await expect(row).toBeVisible();
  return row;
}

type Box = { x: number; y: number; width: number; height: number };
async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not rendered");
  return found;
}

test.describe("one responsive table on every list screen", () => {
  test("at 375 px each row is a card: its name and its actions are both in view, side by side", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInByApi(page);
    for (const screen of listScreens) {
      const row = await firstRow(page, screen.path);
      const name = row.locator('[data-column="name"]');
      await expect(name, screen.path).toBeVisible();
      const nameBox = await box(name);
      expect(nameBox.x, `${screen.path}: name starts in view`).toBeGreaterThanOrEqual(0);
      expect(nameBox.x + nameBox.width, `${screen.path}: name ends in view`).toBeLessThanOrEqual(375);
      expect(nameBox.width, `${screen.path}: the name has room`).toBeGreaterThan(90);

      const scroller = page.getByTestId("table-scroll").first();
      const sideways = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(sideways, `${screen.path}: nothing to scroll sideways`).toBeLessThanOrEqual(0);

      if (screen.path === "/admin/logs") continue; // a log entry has no actions
      const actions = row.locator('[data-column="actions"]');
      await expect(actions, screen.path).toBeVisible();
      const actionsBox = await box(actions);
      expect(actionsBox.x, `${screen.path}: actions start in view`).toBeGreaterThanOrEqual(nameBox.x + nameBox.width);
      expect(actionsBox.x + actionsBox.width, `${screen.path}: actions end in view`).toBeLessThanOrEqual(375);
      // Side by side: the two share a line of the card.
      const overlap =
        Math.min(nameBox.y + nameBox.height, actionsBox.y + actionsBox.height) - Math.max(nameBox.y, actionsBox.y);
      expect(overlap, `${screen.path}: name and actions on one line`).toBeGreaterThan(0);
      const buttons = actions.locator("button, a");
      for (const button of await buttons.all()) {
        const b = await box(button);
        expect(b.x + b.width, `${screen.path}: every action button in view`).toBeLessThanOrEqual(375);
      }
    }
  });

  test("at 768 px it is a table whose name and actions columns stay in view when it scrolls sideways", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await signInByApi(page);
    for (const screen of listScreens) {
      const row = await firstRow(page, screen.path);
      await expect(page.getByRole("table", { name: screen.table }).getByRole("columnheader").first()).toBeVisible();
      const scroller = page.getByTestId("table-scroll").first();
      await scroller.evaluate((el) => {
        el.scrollLeft = el.scrollWidth;
      });
      const frame = await box(scroller);
      const name = await box(row.locator('[data-column="name"]'));
      expect(name.x, `${screen.path}: name in view after scrolling right`).toBeGreaterThanOrEqual(frame.x - 1);
      if (screen.path === "/admin/logs") continue;
      const actions = await box(row.locator('[data-column="actions"]'));
      expect(actions.x + actions.width, `${screen.path}: actions in view`).toBeLessThanOrEqual(
        frame.x + frame.width + 1,
      );
      expect(actions.x, `${screen.path}: actions not under the name`).toBeGreaterThanOrEqual(name.x + name.width - 1);
    }
  });

  test("at 1440 px every table shows its whole actions column, applications and users without scrolling", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInByApi(page);
    for (const screen of listScreens) {
      if (screen.path === "/admin/logs") continue;
      await firstRow(page, screen.path);
      const scroller = page.getByTestId("table-scroll").first();
      const header = page.getByRole("table", { name: screen.table }).locator('th[data-column="actions"]');
      const frame = await box(scroller);
      const cell = await box(header);
      expect(cell.x + cell.width, `${screen.path}: actions header not cut`).toBeLessThanOrEqual(
        frame.x + frame.width + 1,
      );
    }
    for (const path of ["/admin/applications", "/admin/users"]) {
      await firstRow(page, path);
      const sideways = await page
        .getByTestId("table-scroll")
        .first()
        .evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(sideways, `${path} fits 1440 px`).toBeLessThanOrEqual(0);
    }
  });

  test("an empty search says so, and clears with one click", async ({ page }) => {
    await signInByApi(page);
    await firstRow(page, "/admin/category");
    const search = page.getByRole("searchbox", { name: "Search categories" });
    await search.fill("no category is called this");
    const empty = page.getByTestId("empty-state");
    await expect(empty.getByText("No categories found")).toBeVisible();
    await expect(empty.getByText("no category is called this")).toBeVisible();
    await empty.getByRole("button", { name: "Clear search" }).click();
    await expect(search).toHaveValue("");
    await expect(page.getByTestId("table-row").first()).toBeVisible();
  });
});
