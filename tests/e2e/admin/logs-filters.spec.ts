import { ANONYMOUS_LOG_ROWS_PER_MINUTE } from "../../../domain/request-logs.ts";
import { setServerClockAhead, startNextServerMinute } from "../support/clock.ts";
import { expect, type Page, test } from "../support/test";
import { signInByApi } from "./helpers.ts";

const logTable = (page: Page) => page.getByRole("table", { name: "Request log" });
const rows = (page: Page) => page.getByTestId("table-row");

/** The texts of one column over the rows shown. */
async function column(page: Page, header: string): Promise<string[]> {
  const headers = await logTable(page).getByRole("columnheader").allTextContents();
  const index = headers.findIndex((text) => text.trim() === header);
  // innerText: what is shown (a phone's card labels are hidden on a desktop).
  return rows(page)
    .locator(`td:nth-child(${index + 1})`)
    .allInnerTexts()
    .then((cells) => cells.map((cell) => cell.trim()));
}

test.describe("the Logs screen's filters", () => {
  test.beforeAll(async ({ request }) => {
    // Anonymous calls are logged at most ANONYMOUS_LOG_ROWS_PER_MINUTE a minute of the server's clock
    // (ADR 0087): these start in a minute of their own, so the specs before this one can't have spent
    // its budget. The server's clock is moved on to that minute (the test clock of schedules, ADR 0122).
    startNextServerMinute();
    // Things worth finding: a visitor's unknown call, a failed sign-in, a dozen anonymous reads.
    expect((await request.get("/api/v1/no-such-route-e2e")).status()).toBe(404);
    const refused = await request.post("/api/v1/admin/login", {
      data: { username: "filter-probe", password: "Nope#1234" },
    });
    expect(refused.status()).toBe(401);
    for (let i = 0; i < 12; i++) await request.get("/api/v1/alertHeader");
  });

  test.afterAll(() => setServerClockAhead(0));

  test.beforeEach(async ({ page }) => {
    await signInByApi(page);
  });

  test("hide the back office's own reads by default, and filter by status, route, method and user", async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/api/v1/logger/get-all")) calls.push(new URL(req.url()).search);
    });
    await page.request.get("/api/v1/category"); // a back-office read
    await page.goto("/admin/logs");
    await expect(rows(page).first()).toBeVisible();
    expect(calls[0]).toContain("level=info");
    // Changing the filters changes the address, not who is signed in: no session call.
    const sessionChecks: string[] = [];
    page.on("request", (req) => {
      if (/\/api\/v1\/(admin\/me|permission\/by-admin)/.test(req.url())) sessionChecks.push(req.url());
    });
    await expect(logTable(page).getByText("Back-office read")).toHaveCount(0);
    await expect(page.getByText(/requests recorded, newest first \(back-office reads hidden\)/)).toBeVisible();

    const filters = page.getByRole("form", { name: "Log filters" });
    await filters.getByLabel("Status").fill("4xx");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\/admin\/logs\?status=4xx$/);
    await expect(page.getByText(/requests match the filters, newest first/)).toBeVisible();
    // The rows of the previous filters stay on screen until the new ones arrive: wait for those.
    await expect
      .poll(async () => {
        const statuses = await column(page, "Status");
        return statuses.length > 0 && statuses.every((status) => /^4\d\d$/.test(status));
      })
      .toBe(true);

    await filters.getByLabel("Route contains").fill("no-such-route-e2e");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(rows(page)).toHaveCount(1);
    expect(await column(page, "Route")).toEqual(["/api/v1/no-such-route-e2e"]);

    // The form keeps what is applied; a reload keeps it too (it lives in the address).
    await page.reload();
    await expect(filters.getByLabel("Route contains")).toHaveValue("no-such-route-e2e");
    await expect(rows(page)).toHaveCount(1);
    sessionChecks.length = 0; // a reload is a new visit, which does ask

    await filters.getByLabel("Route contains").fill("admin/login");
    await filters.getByLabel("Status").fill("401");
    await filters.getByLabel("Method").selectOption("POST");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/method=POST/);
    const shown = async () => ({ methods: await column(page, "Method"), statuses: await column(page, "Status") });
    await expect
      .poll(async () => {
        const { methods, statuses } = await shown();
        return methods.length > 0 && methods.every((m) => m === "POST") && statuses.every((s) => s === "401");
      })
      .toBe(true);

    await filters.getByRole("button", { name: "Clear" }).click();
    await expect(page).toHaveURL(/\/admin\/logs$/);
    await filters.getByLabel("User").fill("ADMIN");
    await filters.getByRole("checkbox", { name: /Hide back-office reads/ }).uncheck();
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/username=ADMIN/);
    await expect(page).toHaveURL(/reads=shown/);
    await expect(logTable(page).getByText("Back-office read").first()).toBeVisible();
    for (const username of await column(page, "Username")) expect(username).toBe("admin");
    expect(sessionChecks).toEqual([]);
  });

  test("dates: a day in the future matches nothing; a range the wrong way round is refused before sending", async ({
    page,
  }) => {
    await page.goto("/admin/logs");
    await expect(rows(page).first()).toBeVisible();
    const filters = page.getByRole("form", { name: "Log filters" });
    const day = (offset: number) => {
      const date = new Date();
      date.setDate(date.getDate() + offset);
      const pad = (n: number) => String(n).padStart(2, "0");
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    };
    await filters.getByLabel("From").fill(day(0));
    await filters.getByLabel("To").fill(day(0));
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(rows(page).first()).toBeVisible();

    await filters.getByLabel("From").fill(day(1));
    await filters.getByLabel("To").fill("");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByTestId("empty-state").getByText("No requests match these filters")).toBeVisible();

    await filters.getByLabel("From").fill(day(2));
    await filters.getByLabel("To").fill(day(1));
    await expect(filters.getByText("From must not be later than To")).toBeVisible();
    await expect(filters.getByRole("button", { name: "Apply filters" })).toBeDisabled();
    await filters.getByLabel("To").fill(day(3));
    await filters.getByLabel("Status").fill("abc");
    await expect(filters.getByLabel("Status")).toHaveAccessibleDescription(
      "Status must be a status code such as 404 or a class such as 4xx",
    );
    await expect(filters.getByRole("button", { name: "Apply filters" })).toBeDisabled();
  });

  test("jump straight to a page", async ({ page, request }) => {
    // 25 calls of a route nothing else calls: three pages, however much else the other specs log meanwhile.
    const route = `pager-probe-${Date.now().toString(36)}`;
    // Anonymous calls are logged at most ANONYMOUS_LOG_ROWS_PER_MINUTE a minute (ADR 0087), and the
    // specs before this one spend that minute's budget: the probe starts in a minute of its own.
    expect(25).toBeLessThanOrEqual(ANONYMOUS_LOG_ROWS_PER_MINUTE);
    startNextServerMinute();
    for (let i = 0; i < 25; i++) expect((await request.get(`/api/v1/${route}`)).status()).toBe(404);
    const pager = page.getByRole("navigation", { name: "Pagination" });
    // The log is written in batches: look again until all of them are there.
    await expect(async () => {
      await page.goto(`/admin/logs?route=${route}`);
      await expect(pager.getByText(/Page 1 of 3/)).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(rows(page)).toHaveCount(10);
    await pager.getByLabel("Go to page").fill("2");
    await pager.getByRole("button", { name: "Go" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pager.getByText(/Page 2 of 3/)).toBeVisible();
    await expect(logTable(page).getByRole("cell", { name: "11", exact: true })).toBeAttached();
    await pager.getByLabel("Go to page").fill("99999");
    await pager.getByRole("button", { name: "Go" }).click();
    await expect(pager.getByText(/Page 3 of 3/)).toBeVisible();
    await expect(rows(page)).toHaveCount(5);
    await expect(pager.getByRole("button", { name: "Next page" })).toBeDisabled();
  });
});
