import { expect, type Page, test } from "../support/test";
import { expectNoSeriousA11yIssues, karachiToday, screenshotsAtWidths, signInByApi, toast } from "./helpers.ts";

const SHOTS = "/tmp/shots/followups";

/** Today's date in the agency's time zone (the server's SITE_TIME_ZONE default), as YYYY-MM-DD. */
const list = (page: Page, name: "Overdue" | "Due today" | "Upcoming") =>
  page.getByRole("region", { name: "My follow-ups" }).getByRole("region", { name });
const count = async (page: Page, name: "Overdue" | "Due today" | "Upcoming") =>
  Number(await list(page, name).getByRole("heading").locator("span").last().textContent());

test("My follow-ups on the dashboard: Done takes one off at once, Snooze moves one to Upcoming", async ({ page }) => {
  const tag = Date.now() % 1_000_000;
  const fullname = `Mine Lead ${tag}`;
  const sent = await page.request.post("/api/v1/contact/create", {
    data: {
      fullname,
      phone: "03001234567",
      email: `mine${tag}@example.com`,
      address: "Lahore",
      message: "Please call me back.",
    },
  });
  expect(sent.status()).toBe(201);
  const enquiry = (await sent.json()).data._id as string;
  await signInByApi(page);
  const me = (await (await page.request.get("/api/v1/admin/me")).json()).data._id as string;
  const add = async (dueAt: string, task: string) => {
    const res = await page.request.post(`/api/v1/contact/${enquiry}/follow-ups`, {
      data: { dueAt, task, ownerId: me },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  const overdueTask = `Chase the signed quote ${tag}`;
  const todayTask = `Send the proposal ${tag}`;
  await add(new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(), overdueTask);
  await add(`${karachiToday()}T12:00:00+05:00`, todayTask);

  await page.goto("/admin");
  const panel = page.getByRole("region", { name: "My follow-ups" });
  await expect(panel.getByText("Times in Asia/Karachi")).toBeVisible();
  const todayRow = list(page, "Due today").getByRole("listitem").filter({ hasText: todayTask });
  await expect(todayRow).toBeVisible();
  await expect(todayRow.getByRole("link")).toContainText(fullname);
  const before = { overdue: await count(page, "Overdue"), today: await count(page, "Due today") };
  const upcoming = await count(page, "Upcoming");
  await screenshotsAtWidths(page, SHOTS, "dashboard-before", panel);

  // Done: the row and its count go at once, before any reload.
  await todayRow.getByRole("button", { name: `Done: ${todayTask}` }).click();
  await expect(todayRow).toHaveCount(0);
  await expect(list(page, "Due today").getByRole("heading")).toContainText(String(before.today - 1));
  await expect(toast(page, `Done: ${todayTask}`)).toBeVisible();

  // Snooze: the overdue one moves to Upcoming, both counts change.
  const overdueRow = list(page, "Overdue").getByRole("listitem").filter({ hasText: overdueTask });
  await overdueRow.getByRole("button", { name: `Snooze: ${overdueTask}` }).click();
  await screenshotsAtWidths(page, SHOTS, "dashboard-snooze-choices", overdueRow);
  await overdueRow.getByRole("button", { name: "Tomorrow" }).click();
  await expect(list(page, "Overdue").getByText(overdueTask)).toHaveCount(0);
  const snoozed = list(page, "Upcoming").getByRole("listitem").filter({ hasText: overdueTask });
  await expect(snoozed).toBeVisible();
  await expect(snoozed.locator("time")).toContainText("10:00 AM");
  await expect(list(page, "Overdue").getByRole("heading")).toContainText(String(before.overdue - 1));
  await expect(list(page, "Upcoming").getByRole("heading")).toContainText(String(upcoming + 1));
  await expect(toast(page, `: ${overdueTask}`).filter({ hasText: "Snoozed until" })).toBeVisible();
  await screenshotsAtWidths(page, SHOTS, "dashboard-after", panel);
  await expectNoSeriousA11yIssues(page);

  // The server agrees: read again, the done one is in no list, the snoozed one upcoming.
  await page.reload();
  await expect(list(page, "Upcoming").getByText(overdueTask)).toBeVisible();
  await expect(panel.getByText(todayTask)).toHaveCount(0);
  await expect(list(page, "Overdue").getByText(overdueTask)).toHaveCount(0);

  // The same lists on a screen of their own, whose top bar reads its name.
  await page.goto("/admin/follow-ups");
  const topBar = page.getByRole("banner");
  await expect(topBar.getByText("My follow-ups", { exact: true })).toBeVisible();
  await expect(topBar.getByText("Overview", { exact: true })).toBeVisible();
  await expect(list(page, "Upcoming").getByText(overdueTask)).toBeVisible();
  await screenshotsAtWidths(page, SHOTS, "screen");
  await expectNoSeriousA11yIssues(page);
});
