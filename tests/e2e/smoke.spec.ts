import { expect, test } from "./support/test";

test("the home page is rendered on the server and hydrates", async ({ page, request }) => {
  const html = await request.get("/");
  expect(html.status()).toBe(200);
  const body = await html.text();
  expect(body).toContain("Be the market Leader in your industry");

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Be the market Leader in your industry");
  await expect(page).toHaveTitle(/^Be the market Leader in your industry \| /);
});

test("an unknown page answers 404", async ({ request }) => {
  const res = await request.get("/this/page/does-not-exist");
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain("Page not found");
});

test("the API is reachable beside the pages", async ({ request }) => {
  const res = await request.get("/api/v1/health");
  expect(await res.json()).toEqual({ success: true, status: "ok", db: "ok" });
  const missing = await request.get("/api/v1/nope");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ success: false, message: "Route not found" });
});

test("built assets are served with immutable cache headers", async ({ request }) => {
  // Read from the server's HTML: once hydrated, React Router removes its module script from the DOM.
  const html = await (await request.get("/")).text();
  const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const res = await request.get(asset as string);
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});
