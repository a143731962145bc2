import { watchPageErrors } from "../support/admin-api";
import { expect, test } from "../support/test";

type Project = { _id: string; slug: string; name: string; category: { name: string } };

async function someProject(request: import("@playwright/test").APIRequestContext): Promise<Project> {
  const res = await request.get("/api/v1/project?type=project");
  return ((await res.json()) as { portfolios: Project[] }).portfolios[0];
}

test("without navigation state or an id the page says there is no project", async ({ page }) => {
  const errors = watchPageErrors(page);
  const res = await page.goto("/project-details");
  expect(res?.status()).toBe(200);
  await expect(page.getByText("No project data found.")).toBeVisible();
  expect(errors).toEqual([]);
});

test("an id that names no project answers the 404 page", async ({ page }) => {
  const res = await page.goto("/project-details?id=00000000-0000-4000-8000-000000000000");
  expect(res?.status()).toBe(404);
  await expect(page.getByText("Page not found")).toBeVisible();
});

test("?id= moves to the project's own address (one 301), whose page is in the server's HTML", async ({
  page,
  request,
}) => {
  const project = await someProject(request);
  const moved = await request.get(`/project-details?id=${project._id}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/projects/${project.slug}`);
  const html = await (await request.get(`/projects/${project.slug}`)).text();
  expect(html).toContain(project.name);
  expect(html).toContain(`${project.category.name}-Details`);
  await page.goto(`/project-details?id=${project._id}`);
  await expect(page).toHaveURL(`/projects/${project.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.name);
});

test("with navigation state and no id the page shows the project it was given", async ({ page, request }) => {
  const project = await someProject(request);
  const full = await (await request.get(`/api/v1/project/${project._id}`)).json();
  await page.goto("/project-details");
  await expect(page.getByText("No project data found.")).toBeVisible();
  // React Router keeps navigation state in history.state.usr; a reload keeps it, the URL has no id.
  await page.evaluate((item) => {
    window.history.replaceState({ usr: { project: item }, key: "e2e", idx: 0 }, "", "/project-details");
  }, full.data);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.name);
  await expect(page.getByText("No project data found.")).toHaveCount(0);
});
