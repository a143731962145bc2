import { watchPageErrors } from "../support/admin-api";
import { expect, test } from "../support/test";

const topics = [
  "Front-end Development",
  "Back-end Development",
  "Content Management System (CMS) Integration",
  "E-commerce Features",
  "Responsive Design",
];
const benefits = [
  "Tailored to Specific Needs",
  "Enhanced Efficiency",
  "Scalability",
  "Cost Savings",
  "Competitive Advantage",
  "Data Security",
  "Integration",
  "Maintenance and Support",
];

test("from the services page to a category's services and one service's detail", async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Services");
  await expect(page.getByRole("main").getByText("Our Services", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What We Do" })).toBeVisible();

  await page.getByRole("link", { name: "Learn More about Web Development" }).click();
  await expect(page).toHaveURL("/services/web-development");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Web Development");
  await expect(page.getByRole("heading", { name: "What We Do" })).toBeVisible();
  const service = page.getByRole("main").getByRole("article").first();
  const name = String(await service.getByRole("heading").textContent());
  await service.getByRole("link", { name: /Learn More/ }).click();

  await expect(page).toHaveURL(/^[^?#]*\/services\/web-development\/[a-z0-9-]+$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(name);
  await expect(heading.locator("span").first()).toHaveText(name.split(" ")[0]);
  for (const topic of topics) await expect(page.getByText(topic, { exact: true })).toBeVisible();
  for (const benefit of benefits) await expect(page.getByRole("heading", { name: benefit, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "About Services" })).toHaveAttribute("href", "/services");
  await expect(page.getByRole("link", { name: "View Works" })).toHaveAttribute("href", "/projects");
  expect(errors).toEqual([]);
});

test("the topics open from the keyboard, one at a time", async ({ page, request }) => {
  const { services } = (await (await request.get("/api/v1/services")).json()) as { services: { _id: string }[] };
  // The specs' address of a service: one redirect to its readable one.
  await page.goto(`/services/service-detail/${services[0]._id}`);
  await expect(page).toHaveURL(/\/services\/[a-z0-9-]+\/[a-z0-9-]+$/);
  const summary = page.locator("summary", { hasText: "E-commerce Features" });
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("details[open] summary")).toHaveText(["E-commerce Features"]);
  await page.keyboard.press("Enter");
  await expect(page.locator("details[open]")).toHaveCount(0);
});

test("unknown categories and services are 404 pages", async ({ request }) => {
  for (const path of [
    "/services/sub-services/nope",
    "/services/service-detail/00000000-0000-4000-8000-000000000000",
    "/services/no-such-category",
    "/services/web-development/no-such-service",
  ]) {
    expect((await request.get(path)).status()).toBe(404);
  }
});
