import { type APIRequestContext, expect, type Page, test } from "../support/test";
import { signInByApi } from "./helpers.ts";

const SEEDED = 300;
/** A word only this run's rows carry, so rows other specs leave behind do not change the counts. */
const run = `r${Date.now() % 1_000_000}`;

/** Sends `count` public posts, twenty at a time. */
async function postMany(count: number, post: (i: number) => Promise<number>) {
  for (let start = 0; start < count; start += 20) {
    const statuses = await Promise.all(Array.from({ length: Math.min(20, count - start) }, (_, k) => post(start + k)));
    expect(statuses.every((status) => status === 200 || status === 201)).toBe(true);
  }
}

async function seed(request: APIRequestContext) {
  await postMany(SEEDED, async (i) => {
    const res = await request.post("/api/v1/contact/create", {
      data: {
        // Every 30th sender is a "Nadia", the rest "Omar": a search finds 10 of them.
        fullname: `${i % 30 === 0 ? "Nadia" : "Omar"} ${run} ${String(i).padStart(3, "0")}`,
        message: "Please call me about a website",
        phone: `0300${String(1_000_000 + i).slice(1)}1`,
        email: `lead-${run}-${i}@example.com`,
        address: "Lahore",
      },
    });
    return res.status();
  });
  await postMany(SEEDED, async (i) => {
    const domain = i % 25 === 0 ? "letters.example" : "example.com";
    const res = await request.post("/api/v1/newsletter/create", {
      data: { subscriberEmail: `reader-${run}-${i}@${domain}` },
    });
    return res.status();
  });
}

const pager = (page: Page) => page.getByRole("navigation", { name: "Pagination" });

test.describe("server-paged inboxes", () => {
  test.beforeAll(async ({ request }) => {
    await seed(request);
  });

  test("Enquiries page and search on the server; the address keeps the page and the search", async ({ page }) => {
    await signInByApi(page);
    const asked: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/api/v1/contact?")) asked.push(req.url());
    });
    await page.goto("/admin/enquiries");
    const table = page.getByRole("table", { name: "Enquiries" });
    await expect(table.getByRole("row")).toHaveCount(11);
    await expect(pager(page)).toContainText("of");
    await pager(page).getByRole("button", { name: "Next page" }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(pager(page)).toContainText("Page 2 of");
    // Only a page was asked for, never the whole list.
    expect(asked.every((url) => /[?&]limit=10\b/.test(url))).toBe(true);

    await page.getByRole("searchbox", { name: "Search enquiries" }).fill(`nadia ${run}`);
    await expect(page).toHaveURL(/[?&]q=nadia/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(pager(page)).toContainText("10 total");
    await expect(table.getByRole("row")).toHaveCount(11);
    await expect(table.getByRole("row").nth(1)).toContainText("Nadia");
    expect(asked.some((url) => url.includes("q=nadia"))).toBe(true);

    // A reload shows the same search.
    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search enquiries" })).toHaveValue(`nadia ${run}`);
    await expect(pager(page)).toContainText("10 total");
    await expect(page.getByRole("link", { name: /Export CSV/ })).toHaveAttribute("href", /q=nadia/);
  });

  test("Subscribers page and search on the server; the address keeps the page and the search", async ({ page }) => {
    await signInByApi(page);
    await page.goto(`/admin/subscribers?q=${run}&page=3`);
    const table = page.getByRole("table", { name: "Subscribers" });
    await expect(pager(page)).toContainText(`Page 3 of 30`);
    await expect(pager(page)).toContainText("300 total");
    await expect(table.getByRole("row")).toHaveCount(11);
    await expect(page.getByRole("searchbox", { name: "Search subscribers" })).toHaveValue(run);

    await pager(page).getByRole("button", { name: "Previous page" }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${run}`));
    await expect(pager(page)).toContainText("Page 2 of 30");

    await page.getByRole("searchbox", { name: "Search subscribers" }).fill(`${run}-1`);
    // reader-<run>-1, -10…-19, -100…-199: 111 addresses; a new search starts at page 1.
    await expect(pager(page)).toContainText("111 total");
    await expect(page).not.toHaveURL(/[?&]page=/);
    await page.goBack();
    await expect(pager(page)).toContainText("300 total");
    await expect(page.getByRole("searchbox", { name: "Search subscribers" })).toHaveValue(run);
  });

  test("Potential customers page and search on the server; the address keeps the page and the search", async ({
    page,
  }) => {
    await signInByApi(page);
    const asked: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/api/v1/potentialCustomer?")) asked.push(req.url());
    });
    // Every enquiry and every subscription above made one potential customer.
    await page.goto(`/admin/potential-customers?q=${run}&page=2`);
    await expect(pager(page)).toContainText("Page 2 of 60");
    await expect(pager(page)).toContainText("600 total");
    await expect(page.getByRole("searchbox", { name: "Search potential customers" })).toHaveValue(run);
    await page.getByRole("searchbox", { name: "Search potential customers" }).fill(`lead-${run}-1`);
    // lead-<run>-1, -10…-19, -100…-199: 111 addresses; a new search starts at page 1.
    await expect(pager(page)).toContainText("111 total");
    await expect(page).not.toHaveURL(/[?&]page=/);
    expect(asked.every((url) => /[?&]limit=10\b/.test(url))).toBe(true);
    await expect(page.getByRole("link", { name: /Export CSV/ })).toHaveAttribute("href", /q=lead-/);

    // The source filter: only the subscribers' addresses, from page 1, kept in the address.
    await page.getByRole("searchbox", { name: "Search potential customers" }).fill(run);
    await expect(pager(page)).toContainText("600 total");
    await page.getByLabel("Source").selectOption("newsletter");
    await expect(page).toHaveURL(/[?&]source=newsletter\b/);
    await expect(pager(page)).toContainText("300 total");
    expect(asked.some((url) => url.includes("source=newsletter"))).toBe(true);
  });

  test("Applications ask the server for a page, searched, with the address's filters", async ({ page }) => {
    await signInByApi(page);
    const asked: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/api/v1/career?")) asked.push(req.url());
    });
    await page.goto(`/admin/applications?q=${run}&stage=new`);
    await expect(page.getByRole("searchbox", { name: "Search applications" })).toHaveValue(run);
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    expect(asked.every((url) => /[?&]limit=10\b/.test(url) && url.includes(`q=${run}`) && /stage=new/.test(url))).toBe(
      true,
    );
  });

  for (const width of [375, 768, 1440]) {
    test(`screenshots at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInByApi(page);
      await page.goto(`/admin/enquiries?q=${run}&page=2`);
      await expect(pager(page)).toContainText("300 total");
      await page.screenshot({ path: `/tmp/shots-38/enquiries-${width}.png`, fullPage: true });
      await page.goto(`/admin/subscribers?q=letters.example`);
      await expect(pager(page)).toContainText("total");
      await page.screenshot({ path: `/tmp/shots-38/subscribers-${width}.png`, fullPage: true });
      await page.goto(`/admin/potential-customers?q=${run}&page=2`);
      await expect(pager(page)).toContainText("600 total");
      await page.screenshot({ path: `/tmp/shots-38/potential-customers-${width}.png`, fullPage: true });
    });
  }
});
