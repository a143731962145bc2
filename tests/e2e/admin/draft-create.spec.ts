import { karachiLocal, setServerClockAhead } from "../support/clock.ts";
import { expect, type Locator, type Page, test } from "../support/test";
import { pngFile, publishAnyway, screenshotsAtWidths, signInByApi, toast } from "./helpers.ts";

/** Where the screenshots go for a person to look at (HELPERS.md). */
const shots = process.env.DRAFTS_SHOTS ?? "test-results/admin-screens/draft-create";

test.use({ reducedMotion: "reduce" });
test.afterAll(() => setServerClockAhead(0));

const screenshots = (page: Page, name: string, show?: Locator) => screenshotsAtWidths(page, shots, name, show);

test("a project created as a draft: autosaved over a reload, previewed, shared signed out, published by its schedule", async ({
  page,
  browser,
}) => {
  setServerClockAhead(0);
  const name = `E2E Draft-only Project ${Date.now() % 100000}`;
  await signInByApi(page);
  await page.goto("/admin/projects");
  await page.getByRole("button", { name: "Add Project" }).click();
  const add = page.getByRole("dialog", { name: "Add Project" });
  await add.getByLabel("Add images").setInputFiles(await pngFile("draft-cover.png"));
  await add.getByLabel("Category").selectOption({ index: 1 });
  await add.getByLabel("Project Name").fill(name);
  // Only some fields so far: a draft may be partial.
  await add.getByRole("button", { name: "Save as draft" }).click();

  // The same dialog, now on the draft with its bar: typing is autosaved.
  const bar = add.getByRole("region", { name: "Draft" });
  await expect(bar.getByText("Draft", { exact: true })).toBeVisible();
  await add.getByLabel("Client").fill("Approving Client");
  await expect(add.getByText("Saved a few seconds ago")).toBeVisible();
  await screenshots(page, "create-form-draft-bar");

  // A reload loses nothing: the list shows it above the first page with the Draft badge.
  await page.reload();
  const drafts = page.getByRole("region", { name: "Drafts not yet published" });
  await expect(drafts.getByText(name)).toBeVisible();
  await expect(drafts.getByText("Draft", { exact: true })).toBeVisible();
  await screenshots(page, "projects-list-draft");
  await page.getByLabel("Show").selectOption("draft");
  await expect(drafts.getByText(name)).toBeVisible();
  await drafts.getByRole("button", { name: `Edit draft ${name}` }).click();
  await expect(add.getByLabel("Client")).toHaveValue("Approving Client");
  await add.getByLabel("Technology").fill("React");
  await add.getByLabel("URL").fill("https://example.com/draft-only");
  await add.getByLabel("Date").fill("2026-10-01");
  await add.getByRole("textbox", { name: "Description", exact: true }).fill("Prepared for the client's approval.");
  await expect(add.getByText("Saved a few seconds ago")).toBeVisible();

  // Nothing public knows it yet.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/projects");
  await expect(visitorPage.getByText(name)).toHaveCount(0);

  // Preview: the real details page built from the draft.
  const [previewTab] = await Promise.all([
    page.context().waitForEvent("page"),
    bar.getByRole("button", { name: "Preview", exact: true }).click(),
  ]);
  await expect(previewTab.getByText("Prepared for the client's approval.")).toBeVisible();
  await previewTab.close();

  // Share preview: the link works signed out.
  await bar.getByRole("button", { name: "Share preview" }).click();
  const share = page.getByRole("dialog", { name: /^Share preview of/ });
  await share.getByRole("button", { name: "Create link" }).click();
  const url = await share.getByRole("textbox", { name: "Preview link" }).inputValue();
  await visitorPage.goto(new URL(url).pathname);
  await expect(visitorPage.getByText("Prepared for the client's approval.")).toBeVisible();
  await share.getByRole("button", { name: "Close" }).last().click();

  // Scheduled two minutes ahead; the test clock then passes that time and the scheduler publishes it.
  await bar.getByRole("button", { name: "Schedule", exact: true }).click();
  const schedule = page.getByRole("dialog", { name: /^Schedule / });
  await schedule.getByLabel("Publish the draft at (Asia/Karachi)").fill(karachiLocal(Date.now() + 2 * 60_000));
  await schedule.getByRole("button", { name: "Save schedule" }).click();
  await expect(toast(page, "Schedule saved")).toBeVisible();
  setServerClockAhead(3 * 60_000);
  await expect
    .poll(
      async () => {
        await visitorPage.goto("/projects");
        return visitorPage.getByText(name).count();
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  await visitor.close();
});

test("a job created as a draft: kept off the careers page, listed with its Draft badge, added by publishing it", async ({
  page,
  browser,
}) => {
  const title = `E2E Draft-only Job ${Date.now() % 100000}`;
  await signInByApi(page);
  await page.goto("/admin/jobs");
  await page.getByRole("button", { name: "Add Job" }).click();
  const add = page.getByRole("dialog", { name: "Add Job" });
  await add.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  // Only the title so far: a draft may be partial.
  await add.getByRole("button", { name: "Save as draft" }).click();
  const bar = add.getByRole("region", { name: "Draft" });
  await expect(bar.getByText("Draft", { exact: true })).toBeVisible();

  // A reload loses nothing: the list shows it above the table with the Draft badge, under Show: Draft too.
  await page.reload();
  const drafts = page.getByRole("region", { name: "Drafts not yet published" });
  await expect(drafts.getByText(title)).toBeVisible();
  await expect(drafts.getByText("Draft", { exact: true })).toBeVisible();
  await screenshots(page, "jobs-list-draft");
  await page.getByLabel("Show").selectOption("draft");
  await expect(drafts.getByText(title)).toBeVisible();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/career");
  await expect(visitorPage.getByText(title)).toHaveCount(0);

  // Finished in the add form on its draft; Publish (the one way to the site) creates the job.
  await drafts.getByRole("button", { name: `Edit draft ${title}` }).click();
  await expect(add.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
  await add.getByRole("textbox", { name: "Description", exact: true }).fill("Tests the drafts.");
  await add.getByRole("textbox", { name: "Company overview" }).fill("An agency.");
  await add.getByRole("textbox", { name: "Job role" }).fill("Write tests");
  await add.getByRole("textbox", { name: "Requirements" }).fill("Patience");
  await expect(add.getByRole("button", { name: "Add Job" })).toHaveCount(0);
  await add.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(add).toHaveCount(0);
  await page.getByLabel("Show").selectOption("");
  await expect(page.getByRole("table", { name: "Jobs" }).getByText(title)).toBeVisible();
  await expect(drafts.getByText(title)).toHaveCount(0);
  await visitorPage.goto("/career");
  await expect(visitorPage.getByRole("heading", { name: title })).toBeVisible();
  await visitor.close();
});

test("a category and a service created as drafts: listed with their Draft badge, added by publishing, then on /services", async ({
  page,
  browser,
}) => {
  const suffix = Date.now() % 100000;
  const categoryName = `E2E Draft Category ${suffix}`;
  const serviceName = `E2E Draft Service ${suffix}`;
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await signInByApi(page);

  // The category: its name and icon so far; the add form reopens on the draft with its bar.
  await page.goto("/admin/category");
  await page.getByRole("button", { name: "Add Category" }).click();
  const addCategory = page.getByRole("dialog", { name: "Add Category" });
  await addCategory.getByRole("textbox", { name: "Name", exact: true }).fill(categoryName);
  await addCategory.getByLabel("Choose image").setInputFiles(await pngFile("draft-logo.png"));
  await expect(addCategory.getByRole("button", { name: "Save as draft" })).toBeVisible();
  await screenshots(page, "category-add-form");
  await addCategory.getByRole("button", { name: "Save as draft" }).click();
  await expect(addCategory.getByRole("region", { name: "Draft" }).getByText("Draft", { exact: true })).toBeVisible();
  await page.reload();
  const drafts = page.getByRole("region", { name: "Drafts not yet published" });
  await expect(drafts.getByText(categoryName)).toBeVisible();
  await expect(drafts.getByText("Draft", { exact: true })).toBeVisible();
  await screenshots(page, "categories-list-draft");
  await page.getByLabel("Show").selectOption("draft");
  await expect(drafts.getByText(categoryName)).toBeVisible();
  await visitorPage.goto("/services");
  await expect(visitorPage.getByText(categoryName)).toHaveCount(0);

  await drafts.getByRole("button", { name: `Edit draft ${categoryName}` }).click();
  await expect(addCategory.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(categoryName);
  await addCategory.getByRole("textbox", { name: "Description", exact: true }).fill("Prepared as a draft first");
  await publishAnyway(page, addCategory);
  await expect(addCategory).toHaveCount(0);
  await page.getByLabel("Show").selectOption("");
  await expect(page.getByRole("table", { name: "Categories" }).getByText(categoryName)).toBeVisible();
  await expect(drafts.getByText(categoryName)).toHaveCount(0);

  // The service, in that category: some fields and its icon so far.
  await page.goto("/admin/service");
  await page.getByRole("button", { name: "Add Service" }).click();
  const addService = page.getByRole("dialog", { name: "Add Service" });
  await addService.getByLabel("Category").selectOption({ label: categoryName });
  await addService.getByRole("textbox", { name: "Name", exact: true }).fill(serviceName);
  await addService.getByRole("textbox", { name: "Feature 1 name" }).fill("Drafting");
  await addService.getByRole("textbox", { name: "Feature 1 description" }).fill("Kept back until ready");
  await addService.getByLabel("Choose image").setInputFiles(await pngFile("draft-icon.png"));
  await addService.getByRole("button", { name: "Save as draft" }).scrollIntoViewIfNeeded();
  await screenshots(page, "service-add-form");
  await addService.getByRole("button", { name: "Save as draft" }).click();
  const serviceBar = addService.getByRole("region", { name: "Draft" });
  await expect(serviceBar.getByText("Draft", { exact: true })).toBeVisible();
  await addService.getByRole("textbox", { name: "Description", exact: true }).fill("A service prepared as a draft");
  await expect(addService.getByText("Saved a few seconds ago")).toBeVisible();
  await screenshots(page, "service-form-draft-bar");
  // The form on the draft shows the icon kept with it (the draft names it), and could replace it.
  const keptIcon = addService.getByRole("img", { name: "Icon preview" });
  await keptIcon.scrollIntoViewIfNeeded();
  await expect(keptIcon).toHaveAttribute("src", /\S/);
  await expect(addService.getByText("Change image")).toBeVisible();
  await screenshots(page, "service-draft-only-icon");
  await page.reload();
  await expect(drafts.getByText(serviceName)).toBeVisible();
  await expect(drafts.getByText("Draft", { exact: true })).toBeVisible();
  await screenshots(page, "services-list-draft");
  await page.getByLabel("Show").selectOption("draft");
  await expect(drafts.getByText(serviceName)).toBeVisible();

  // Still nothing public: the category has no services yet, the service is a draft.
  await visitorPage.goto("/services");
  await visitorPage.getByRole("link", { name: categoryName }).first().click();
  await expect(visitorPage.getByText(serviceName)).toHaveCount(0);

  await drafts.getByRole("button", { name: `Edit draft ${serviceName}` }).click();
  await expect(addService.getByRole("textbox", { name: "Description", exact: true })).toHaveValue(
    "A service prepared as a draft",
  );
  await addService.getByRole("textbox", { name: "Approach", exact: true }).fill("Draft, preview, publish");
  await addService.getByRole("textbox", { name: "Benefits", exact: true }).fill("Nothing half-done goes live");
  await addService.getByRole("textbox", { name: "Work URL" }).fill("https://example.com/drafted");
  await publishAnyway(page, addService);
  await expect(addService).toHaveCount(0);
  await page.getByLabel("Show").selectOption("");
  await expect(page.getByRole("table", { name: "Services" }).getByText(serviceName)).toBeVisible();
  await expect(drafts.getByText(serviceName)).toHaveCount(0);

  await visitor.close();
  // A new visitor (the first one's browser may answer its earlier reads from its own cache for a while:
  // stale-while-revalidate): the category's card on /services leads to the service.
  const later = await browser.newContext();
  const laterPage = await later.newPage();
  await laterPage.goto("/services");
  await laterPage.getByRole("link", { name: categoryName }).first().click();
  await expect(laterPage.getByText(serviceName).first()).toBeVisible();
  await later.close();
});
