import { adminToken, bearer } from "../support/admin-api.ts";
import { expect, type Page, test } from "../support/test";
import { openEditDialog, screenshotsAtWidths, serviceCreateBody, signInByApi, toast } from "./helpers.ts";

/** Where the screenshots go for a person to look at (HELPERS.md). */
const shots = process.env.SLUG_SHOTS ?? "test-results/admin-screens/slugs";

test.use({ reducedMotion: "reduce" });

const screenshots = (page: Page, name: string) => screenshotsAtWidths(page, shots, name);

test("a service renamed in the back office: its old link leads to the new address", async ({
  page,
  browser,
  request,
}) => {
  const headers = bearer(await adminToken());
  const run = Date.now() % 100000;
  const name = `E2E Slug Service ${run}`;
  const created = await request.post("/api/v1/services/create", {
    headers,
    multipart: await serviceCreateBody(request, name, "Audits that find what slows a site"),
  });
  expect(created.status(), await created.text()).toBe(201);
  const service = (await created.json()).data;
  const oldPath = `/services/${service.category.slug}/${service.slug}`;
  expect(service.slug).toBe(`e2e-slug-service-${run}`);

  // The address before: a visitor's page, as a link elsewhere would name it.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(oldPath);
  await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText(name);

  await signInByApi(page);
  const edit = await openEditDialog(page, "service", name);
  const slug = edit.getByRole("textbox", { name: "Slug" });
  await expect(slug).toHaveValue(service.slug);
  await expect(edit.getByText(`Address: ${oldPath}`)).toBeVisible();

  // The domain's rule, as the field is typed.
  await slug.fill("Not A Slug");
  await expect(slug).toHaveAccessibleDescription(
    "Slug may only hold lowercase letters a-z, digits and single hyphens between them",
  );
  const newSlug = `site-speed-audits-${run}`;
  const newPath = `/services/${service.category.slug}/${newSlug}`;
  await slug.fill(newSlug);
  await expect(edit.getByText(`Address: ${newPath} (${oldPath} will redirect here)`)).toBeVisible();
  await screenshots(page, "service-form-slug");

  await edit.getByRole("button", { name: "Update Service" }).click();
  await expect(toast(page, "Service updated successfully!")).toBeVisible();

  // The old link: one redirect to the new address, which shows the service.
  const moved = await request.get(oldPath, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(newPath);
  await visitorPage.goto(oldPath);
  await expect(visitorPage).toHaveURL(newPath);
  await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText(name);
  // So does the specs' address by id.
  await visitorPage.goto(`/services/service-detail/${service._id}`);
  await expect(visitorPage).toHaveURL(newPath);
  await visitor.close();

  await request.delete(`/api/v1/services/delete/${service._id}`, { headers });
});

test("a new service's slug follows its name until it is typed", async ({ page }) => {
  await signInByApi(page);
  await page.goto("/admin/service");
  await page.getByRole("button", { name: "Add Service" }).click();
  const add = page.getByRole("dialog", { name: "Add Service" });
  await add.getByLabel("Category").selectOption({ label: "Web Development" });
  const name = add.getByRole("textbox", { name: "Name", exact: true });
  const slug = add.getByRole("textbox", { name: "Slug" });
  await name.fill("Café Websites & Shops");
  await expect(slug).toHaveValue("cafe-websites-and-shops");
  await expect(add.getByText("Address: /services/web-development/cafe-websites-and-shops")).toBeVisible();
  await slug.fill("cafe-sites");
  await name.fill("Café Websites");
  await expect(slug).toHaveValue("cafe-sites");
  await screenshots(page, "service-add-slug");
});
