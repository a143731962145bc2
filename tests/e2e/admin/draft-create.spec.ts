import { mkdirSync } from "node:fs";
import { setServerClockAhead } from "../support/clock.ts";
import { expect, type Page, test } from "../support/test";
import { pngFile, signInByApi, toast } from "./helpers.ts";

/** Where the screenshots go for a person to look at (HELPERS.md). */
const shots = process.env.DRAFTS_SHOTS ?? "test-results/admin-screens/draft-create";
const widths = [375, 768, 1440] as const;

test.use({ reducedMotion: "reduce" });
test.afterAll(() => setServerClockAhead(0));

async function screenshots(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await page.screenshot({ path: `${shots}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A wall-clock instant as the schedule picker takes it, in the agency's zone (Asia/Karachi, UTC+5, no DST). */
const karachiLocal = (at: number) => new Date(at + 5 * 3_600_000).toISOString().slice(0, 16);

test("a project created as a draft: autosaved over a reload, previewed, shared signed out, published by its schedule", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
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
  await expect(add.getByText("Saved a few seconds ago")).toBeVisible({ timeout: 10_000 });
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
  await expect(add.getByText("Saved a few seconds ago")).toBeVisible({ timeout: 10_000 });

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
      { timeout: 20_000 },
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
  await add.getByLabel("Title").fill(title);
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

  // Finished in the add form on its draft; "Add Job" publishes the draft, which creates the job.
  await drafts.getByRole("button", { name: `Edit draft ${title}` }).click();
  await expect(add.getByLabel("Title")).toHaveValue(title);
  await add.getByRole("textbox", { name: "Description" }).fill("Tests the drafts.");
  await add.getByRole("textbox", { name: "Company overview" }).fill("An agency.");
  await add.getByRole("textbox", { name: "Job role" }).fill("Write tests");
  await add.getByRole("textbox", { name: "Requirements" }).fill("Patience");
  await add.getByRole("button", { name: "Add Job" }).click();
  await expect(add).toHaveCount(0);
  await page.getByLabel("Show").selectOption("");
  await expect(page.getByRole("table", { name: "Jobs" }).getByText(title)).toBeVisible();
  await expect(drafts.getByText(title)).toHaveCount(0);
  await visitorPage.goto("/career");
  await expect(visitorPage.getByRole("heading", { name: title })).toBeVisible();
  await visitor.close();
});
