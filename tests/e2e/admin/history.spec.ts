import { draftMessages } from "../../../domain/drafts.ts";
import { jobMessages } from "../../../domain/jobs.ts";
import { portfolioTypeMessages } from "../../../domain/portfolio.ts";
import { serviceMessages } from "../../../domain/services.ts";
import { expect, type Locator, type Page, test } from "../support/test";
import {
  comparedText,
  createJob,
  openEditDialog,
  screenshotsAtWidths,
  serviceCreateBody,
  signInByApi,
  superAdminToken,
  toast,
} from "./helpers.ts";

/** Where the screenshots go for a person to look at (HELPERS.md); test-results when that is not set. */
const shots = process.env.HISTORY_SHOTS ?? "test-results/admin-screens/history";

test.use({ reducedMotion: "reduce" });

const screenshots = (page: Page, name: string, show?: Locator) => screenshotsAtWidths(page, shots, name, show);

const ORIGINAL = "Audits that find what slows a site down, written for people.";
const REWRITTEN = "A careless rewrite that loses the good text.";

test("a service's description, overwritten, is found in its History, compared and restored", async ({ page }) => {
  const headers = { authorization: `Bearer ${await superAdminToken(page.request)}` };
  const created = await page.request.post("/api/v1/services/create", {
    headers,
    multipart: await serviceCreateBody(page.request, "History Audits", ORIGINAL),
  });
  expect(created.status(), await created.text()).toBe(201);
  const serviceId = (await created.json()).data._id;

  await signInByApi(page);
  await page.goto("/admin/service", { waitUntil: "load" });
  await page.getByPlaceholder("Search by name or category...").fill("History Audits");

  // A colleague's careless edit, through the form.
  await page.getByRole("button", { name: "Edit History Audits" }).click();
  const form = page.getByRole("dialog", { name: "Edit Service" });
  await form.getByRole("textbox", { name: "Description", exact: true }).fill(REWRITTEN);
  await form.getByRole("button", { name: "Update Service" }).click();
  await expect(toast(page, serviceMessages.updated)).toBeVisible();

  // History: who, when and what, newest first.
  await page.getByRole("button", { name: "View History Audits" }).click();
  const details = page.getByRole("dialog", { name: "Service details" });
  await details.getByRole("tab", { name: "History" }).click();
  const versions = details.getByRole("list", { name: "Versions" }).getByRole("button");
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText("Version 2");
  await expect(versions.nth(0)).toContainText("(current)");
  await expect(versions.nth(0)).toContainText('Updated service "History Audits"');
  await expect(versions.nth(1)).toContainText('Created service "History Audits"');
  await screenshots(page, "history", details);

  // The comparison in words: the changed field under its label, the words taken out and put in marked.
  await versions.nth(1).click();
  const diff = details.getByRole("list", { name: "Version 1 compared with Current" });
  const changed = diff.locator("li[data-changed]");
  await expect(changed).toHaveCount(1);
  await expect(changed.getByRole("heading")).toHaveText("Description");
  expect(await comparedText(changed, "before")).toBe(ORIGINAL);
  expect(await comparedText(changed, "after")).toBe(REWRITTEN);
  await expect(details.getByText("1 field differs: Description")).toBeVisible();
  // The publication's bookkeeping is the badge's, never a field of the record (the save model, ADR 0130).
  await expect(diff.getByRole("heading").filter({ hasText: /^(Has Draft|Status)$/ })).toHaveCount(0);
  await expect(details.getByRole("term").filter({ hasText: /^(Has Draft|Status)$/ })).toHaveCount(0);
  await screenshots(page, "diff", diff);

  // Restore asks first, then saves the old text as a new version.
  await details.getByRole("button", { name: "Restore version 1" }).click();
  const confirm = page.getByRole("dialog", { name: "Restore this version?" });
  await confirm.getByRole("button", { name: "Restore" }).click();
  await expect(toast(page, "Revision restored successfully")).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText("Version 3");
  await expect(versions.nth(0)).toContainText('Restored service "History Audits" to version 1');
  await details.getByRole("tab", { name: "Details" }).click();
  await expect(details.getByText(ORIGINAL)).toBeVisible();

  const stored = await (await page.request.get("/api/v1/services")).json();
  const service = stored.services.find((s: { _id: string }) => s._id === serviceId);
  expect(service).toMatchObject({ description: ORIGINAL, version: 3 });
});

test("two people editing one project: the second save shows the conflict, then re-applies knowingly", async ({
  browser,
  request,
}) => {
  const list = await (await request.get("/api/v1/project", { params: { type: "project" } })).json();
  const project = list.portfolios[0] as { _id: string; name: string; projectCode: string; client: string };

  const open = async () => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await signInByApi(page);
    return { context, page, form: await openEditDialog(page, "project", project.name, project.projectCode) };
  };
  const first = await open();
  const second = await open();

  await first.form.getByLabel("Client").fill("Client saved first");
  await first.form.getByRole("button", { name: "Update Project" }).click();
  await expect(toast(first.page, portfolioTypeMessages.project.updated)).toBeVisible();

  await second.form.getByLabel("Client").fill("Client saved second");
  // Update keeps what is typed in a draft first: refused, it stays there.
  await second.form.getByRole("button", { name: "Update Project" }).click();
  const conflict = second.form.getByRole("alert").filter({ hasText: "while you were editing" });
  await expect(conflict).toBeVisible();
  // The moment in the editor's own time, as people read it, not ISO.
  await expect(conflict.getByRole("heading", { level: 3 })).toHaveText(
    /^Changed by admin at [A-Z][a-z]+ \d{1,2}, \d{4}.* \d{1,2}:\d\d:\d\d [AP]M while you were editing$/,
  );
  await expect(conflict).toContainText("Your changes are kept in your draft; visitors see their version.");
  const row = conflict.locator("li[data-changed]");
  await expect(row.getByRole("heading")).toHaveText("Client");
  expect(await comparedText(row, "before")).toBe("Client saved first");
  expect(await comparedText(row, "after")).toBe("Client saved second");
  await expect(conflict.getByRole("button", { name: "Reload their version" })).toBeVisible();
  await screenshots(second.page, "conflict", conflict);

  // Nothing was overwritten until the admin chose to.
  const before = await (await request.get(`/api/v1/project/${project._id}`)).json();
  expect(before.data.client).toBe("Client saved first");

  await conflict.getByRole("button", { name: "Publish my changes" }).click();
  await expect(toast(second.page, draftMessages.published)).toBeVisible();
  const after = await (await request.get(`/api/v1/project/${project._id}`)).json();
  expect(after.data.client).toBe("Client saved second");

  await first.context.close();
  await second.context.close();
});

test("a conflict's Reload their version reopens the form on the record as it is now", async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await superAdminToken(request)}` };
  const title = `E2E Reloaded Job ${Date.now() % 100000}`;
  const job = await createJob(request, headers, { title, description: "The description as it was opened" });

  await signInByApi(page);
  const form = await openEditDialog(page, "job", title);
  const description = form.getByRole("textbox", { name: "Description", exact: true });
  await expect(description).toHaveValue("The description as it was opened");
  // A colleague saves meanwhile.
  const theirs = await request.patch(`/api/v1/job/update/${job._id}`, {
    headers,
    data: { description: "A colleague's description", version: job.version },
  });
  expect(theirs.status(), await theirs.text()).toBe(200);

  await description.fill("My description");
  await form.getByRole("button", { name: "Update Job" }).click();
  const conflict = form.getByRole("alert").filter({ hasText: "while you were editing" });
  await conflict.getByRole("button", { name: "Reload their version" }).click();

  // The form opens again on their version (the draft dropped), with no conflict left; Update now goes over it.
  await expect(conflict).toHaveCount(0);
  await expect(description).toHaveValue("A colleague's description");
  await description.fill("My description over theirs");
  await form.getByRole("button", { name: "Update Job" }).click();
  await expect(toast(page, jobMessages.updated)).toBeVisible();
  const after = await (await request.get(`/api/v1/job/${job._id}`)).json();
  expect(after.data.description).toBe("My description over theirs");
});
