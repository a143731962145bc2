import { watchPageErrors } from "../support/admin-api";
import { expect, test } from "../support/test";

type Project = { _id: string; name: string; category: { name: string } };

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

test("an id that names no project answers 404 with the same message", async ({ page }) => {
  const res = await page.goto("/project-details?id=00000000-0000-4000-8000-000000000000");
  expect(res?.status()).toBe(404);
  await expect(page.getByText("No project data found.")).toBeVisible();
});

test("with ?id= the project is in the server's HTML", async ({ request }) => {
  const project = await someProject(request);
  const html = await (await request.get(`/project-details?id=${project._id}`)).text();
  expect(html).toContain(project.name);
  expect(html).toContain(`${project.category.name}-Details`);
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
