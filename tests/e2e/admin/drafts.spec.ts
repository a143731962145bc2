import { adminToken, bearer } from "../support/admin-api.ts";
import { expect, type Locator, type Page, test } from "../support/test";
import {
  createJob,
  openEditDialog,
  publishAnyway,
  screenshotsAtWidths,
  serviceCreateBody,
  signInByApi,
  toast,
} from "./helpers.ts";

/** Where the screenshots go for a person to look at (HELPERS.md). */
const shots = process.env.DRAFTS_SHOTS ?? "test-results/admin-screens/drafts";

test.use({ reducedMotion: "reduce" });

const screenshots = (page: Page, name: string, show?: Locator) => screenshotsAtWidths(page, shots, name, show);

test("a job's draft: autosaved, kept over a reload, previewed, shared signed out, scheduled, published", async ({
  page,
  browser,
  request,
}) => {
  const headers = bearer(await adminToken());
  const title = `E2E Draft Job ${Date.now() % 100000}`;
  const { _id: jobId } = await createJob(request, headers, { title, description: "Published description" });

  await signInByApi(page);
  const edit = await openEditDialog(page, "job", title);
  const description = edit.getByRole("textbox", { name: "Description", exact: true });
  // A job without a draft is edited as the spec's modal does: nothing is kept until Save draft starts one (ADR 0130).
  await description.fill("A description only the client");
  await edit.getByRole("button", { name: "Save draft" }).click();
  await expect(edit.getByText("Saved a few seconds ago")).toBeVisible();
  await expect(edit.getByRole("button", { name: "Update Job" })).toHaveCount(0);
  // In the draft, each change is autosaved a few seconds after the last one.
  const autosaved = page.waitForResponse(
    (res) => res.url().includes(`/job/${jobId}/draft`) && res.request().method() !== "GET",
  );
  await description.fill("A description only the client sees");
  expect((await autosaved).ok()).toBe(true);
  await screenshots(page, "edit-draft-bar", edit.getByRole("region", { name: "Draft" }));

  // A reload loses nothing: the form opens on the draft, the list says Changed.
  await page.reload();
  await page.getByPlaceholder("Search by title...").fill(title);
  const table = page.getByRole("table", { name: "Jobs" });
  await expect(table.getByText("Changed", { exact: true })).toBeVisible();
  await page.getByLabel("Show").selectOption("changed");
  await expect(table.getByText(title)).toBeVisible();
  await page.getByPlaceholder("Search by title...").fill("");
  await screenshots(page, "list-badges");
  await page.getByLabel("Show").selectOption("");
  await page.getByPlaceholder("Search by title...").fill(title);
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  await expect(edit.getByRole("textbox", { name: "Description", exact: true })).toHaveValue(
    "A description only the client sees",
  );

  // The public page still shows what is published.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/career/${jobId}`);
  await expect(visitorPage.getByText("Published description")).toBeVisible();

  // Staff's Preview: the real page with the draft, in a new tab.
  const [previewTab] = await Promise.all([
    page.context().waitForEvent("page"),
    edit.getByRole("button", { name: "Preview", exact: true }).click(),
  ]);
  await expect(previewTab.getByText("A description only the client sees")).toBeVisible();
  await expect(previewTab.getByText("Preview — this is a draft, not yet published")).toBeVisible();
  await screenshots(previewTab, "preview-banner");
  await previewTab.close();

  // Share preview: a link that works signed out.
  await edit.getByRole("button", { name: "Share preview" }).click();
  const share = page.getByRole("dialog", { name: `Share preview of ${title}` });
  await share.getByLabel("Link expires after").selectOption("24");
  await share.getByRole("button", { name: "Create link" }).click();
  const url = await share.getByRole("textbox", { name: "Preview link" }).inputValue();
  expect(url).toMatch(/\/preview\/[A-Za-z0-9_-]{43}$/);
  await screenshots(page, "share-dialog");
  await visitorPage.goto(new URL(url).pathname);
  await expect(visitorPage.getByText("A description only the client sees")).toBeVisible();
  await share.getByRole("button", { name: "Close" }).last().click();

  // The schedule picker names the agency's time zone.
  await edit.getByRole("button", { name: "Schedule", exact: true }).click();
  const schedule = page.getByRole("dialog", { name: `Schedule ${title}` });
  await expect(schedule.getByText("Asia/Karachi (UTC+05:00)")).toBeVisible();
  await schedule.getByLabel("Publish the draft at (Asia/Karachi)").fill("2030-01-07T09:00");
  await screenshots(page, "schedule-picker");
  await schedule.getByRole("button", { name: "Save schedule" }).click();
  await expect(toast(page, "Schedule saved")).toBeVisible();
  await expect(edit.getByText(/Publishes Jan 7, 2030, 9:00/)).toBeVisible();

  // Publish now: the public page shows it.
  await edit.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(page, "Draft published")).toBeVisible();
  await visitorPage.goto(`/career/${jobId}`);
  await expect(visitorPage.getByText("A description only the client sees")).toBeVisible();
  await visitor.close();
  await expect(page.getByRole("table", { name: "Jobs" }).getByText("Published", { exact: true })).toBeVisible();
});

test("the draft bar's Publish does not overwrite a colleague's save made while the form was open", async ({
  page,
  request,
}) => {
  const headers = bearer(await adminToken());
  const title = `E2E Guarded Job ${Date.now() % 100000}`;
  const job = await createJob(request, headers, { title, description: "Published description" });
  const publicDescription = async () =>
    (await (await request.get(`/api/v1/job/${job._id}`)).json()).data.description as string;

  await signInByApi(page);
  const edit = await openEditDialog(page, "job", title);
  await edit.getByRole("textbox", { name: "Description", exact: true }).fill("My drafted description");
  await edit.getByRole("button", { name: "Save draft" }).click();
  await expect(edit.getByText("Saved a few seconds ago")).toBeVisible();

  // A colleague saves the job meanwhile, through the spec's update.
  const theirs = await request.patch(`/api/v1/job/update/${job._id}`, {
    headers,
    data: { description: "A colleague's description", version: job.version },
  });
  expect(theirs.status(), await theirs.text()).toBe(200);

  // Publish names the version the form opened on: refused as the update is, and theirs stays live.
  await edit.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/while you were editing/).first()).toBeVisible();
  await expect(toast(page, "Draft published")).toHaveCount(0);
  expect(await publicDescription()).toBe("A colleague's description");
  // The draft is kept: nothing typed is lost.
  const draft = (await (await request.get(`/api/v1/job/${job._id}/draft`, { headers })).json()).data;
  expect(draft.draft.fields.description).toBe("My drafted description");
});

test("a service's draft: autosaved, kept over a reload, filtered as Changed, published", async ({ page, request }) => {
  const headers = bearer(await adminToken());
  const name = `E2E Draft Service ${Date.now() % 100000}`;
  const created = await request.post("/api/v1/services/create", {
    headers,
    multipart: await serviceCreateBody(request, name, "The published words"),
  });
  expect(created.status(), await created.text()).toBe(201);
  const serviceId: string = (await created.json()).data._id;
  const published = async () => (await (await request.get(`/api/v1/services/${serviceId}`)).json()).data.description;

  await signInByApi(page);
  const edit = await openEditDialog(page, "service", name);
  const search = page.getByPlaceholder("Search by name or category...");
  await edit.getByRole("textbox", { name: "Description", exact: true }).fill("Words waiting for approval");
  await edit.getByRole("button", { name: "Save draft" }).click();
  await expect(edit.getByText("Saved a few seconds ago")).toBeVisible();
  await screenshots(page, "service-draft-bar", edit.getByRole("region", { name: "Draft" }));
  expect(await published()).toBe("The published words");

  // A reload loses nothing: the list filters it as Changed and the form opens on the draft.
  await page.reload({ waitUntil: "load" });
  await page.getByLabel("Show").selectOption("changed");
  await search.fill(name);
  const table = page.getByRole("table", { name: "Services" });
  await expect(table.getByText("Changed", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  await expect(edit.getByRole("textbox", { name: "Description", exact: true })).toHaveValue(
    "Words waiting for approval",
  );

  await publishAnyway(page, edit);
  await expect(toast(page, "Draft published")).toBeVisible();
  expect(await published()).toBe("Words waiting for approval");
  await page.getByLabel("Show").selectOption("published");
  await search.fill(name);
  await expect(table.getByText("Published", { exact: true })).toBeVisible();
});
