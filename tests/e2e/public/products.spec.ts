import { adminToken, bearer, categoryIdByName, pngImage, watchPageErrors } from "../support/admin-api";
import { expect, test } from "../support/test";

const PER_PAGE = 6;
let token = "";
const created: string[] = [];

/** Enough active products for two pages: the demo seed has fewer than seven. */
test.beforeAll(async ({ request }) => {
  // Counted as a visitor sees them, before signing in (an admin's list includes inactive products).
  const listed = await request.get("/api/v1/project?type=product");
  const active = ((await listed.json()) as { portfolios: unknown[] }).portfolios.length;
  token = await adminToken();
  const category = await categoryIdByName(request, "Web Development");
  for (let i = active; i <= PER_PAGE; i++) {
    const res = await request.post("/api/v1/project/create", {
      headers: bearer(token),
      multipart: {
        type: "product",
        category,
        name: `Paging Test Product ${i}`,
        client: "E2E",
        technology: "React",
        url: "https://www.example.com/paging",
        date: "2025-05-01",
        description: "A product made by the browser tests to fill a second page.",
        image: { name: "cover.png", mimeType: "image/png", buffer: await pngImage() },
      },
    });
    expect(res.status()).toBe(201);
    created.push(((await res.json()) as { data: { _id: string } }).data._id);
  }
});

test.afterAll(async ({ request }) => {
  for (const id of created) await request.delete(`/api/v1/project/delete/${id}`, { headers: bearer(token) });
});

test("products are paged six at a time with a 'page / total' indicator", async ({ page, request }) => {
  const errors = watchPageErrors(page);
  const { portfolios } = (await (await request.get("/api/v1/project?type=product")).json()) as {
    portfolios: { name: string }[];
  };
  const total = Math.ceil(portfolios.length / PER_PAGE);
  expect(total).toBeGreaterThanOrEqual(2);

  await page.goto("/products");
  const pager = page.getByRole("navigation", { name: "Product pages" });
  const cards = page.getByRole("main").getByRole("article");
  await expect(pager).toContainText(`1 / ${total}`);
  await expect(cards).toHaveCount(PER_PAGE);
  await expect(cards.first()).toContainText(portfolios[0].name);
  await expect(pager.locator('[aria-disabled="true"]')).toHaveText("Previous");
  await expect(pager.getByRole("link", { name: "Previous page" })).toHaveCount(0);

  await pager.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(pager).toContainText(`2 / ${total}`);
  await expect(cards.first()).toContainText(portfolios[PER_PAGE].name);

  await pager.getByRole("link", { name: "Previous page" }).click();
  await expect(pager).toContainText(`1 / ${total}`);
  expect(errors).toEqual([]);
});

test("View More opens the product, with Contact Us leading to the contact form", async ({ page }) => {
  await page.goto("/products");
  const first = page.getByRole("main").getByRole("article").first();
  const name = String(await first.getByRole("heading", { level: 3 }).textContent());
  await first.getByRole("link", { name: `View More about ${name}` }).click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("heading", { name: "Our Products" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Our Products" }).getByRole("link", { name })).toHaveCount(0);

  await page.getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByLabel("Full name")).toBeInViewport();
});

test("without state or id the product page says there is no product", async ({ page }) => {
  await page.goto("/product-details");
  await expect(page.getByText("No project data available.")).toBeVisible();
});
