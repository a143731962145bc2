import { expect, test } from "@playwright/test";
import { adminToken, bearer, categoryIdByName } from "../support/admin-api";

test("a public page is rendered once and served again until an edit, which shows on the next request", async ({
  request,
}) => {
  const id = await categoryIdByName(request, "Cloud and DevOps");
  // A query string of its own gives this test a cache entry no other test has touched.
  const path = `/services/sub-services/${id}?cache-check=${Date.now()}`;
  const first = await request.get(path);
  expect(first.headers()["x-cache"]).toBe("MISS");
  const again = await request.get(path);
  expect(again.headers()["x-cache"]).toBe("HIT");
  expect(await again.text()).toBe(await first.text());

  const token = await adminToken(request);
  const original = (await (await request.get("/api/v1/category")).json()).data.find(
    (category: { _id: string }) => category._id === id,
  ).description as string;
  const edited = `Cloud work, checked at ${Date.now()}`;
  const update = (description: string) =>
    request.patch(`/api/v1/category/update/${id}`, { headers: bearer(token), multipart: { description } });
  expect((await update(edited)).ok()).toBe(true);
  try {
    const after = await request.get(path);
    expect(after.headers()["x-cache"]).toBe("MISS");
    expect(await after.text()).toContain(edited);
  } finally {
    expect((await update(original)).ok()).toBe(true);
  }
});

test("the back office and error pages are never cached", async ({ request }) => {
  expect((await request.get("/admin/login")).headers()["x-cache"]).toBeUndefined();
  const missing = await request.get("/no-such-page");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["x-cache"]).toBeUndefined();
});
