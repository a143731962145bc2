import { expect, test } from "../support/test";
import {
  expectNoSeriousA11yIssues,
  karachiToday,
  moveByKeyboard,
  screenshotsAtWidths,
  signInByApi,
  toast,
} from "./helpers.ts";

const SHOTS = "test-results/admin-screens/follow-ups";

/** Today's date in the agency's time zone (the server's SITE_TIME_ZONE default), as YYYY-MM-DD. */
test("a follow-up set on an enquiry shows under Due today on the dashboard, and leads back to the enquiry", async ({
  page,
}) => {
  const tag = Date.now() % 1_000_000;
  const fullname = `Follow Lead ${tag}`;
  const email = `follow${tag}@example.com`;
  const sent = await page.request.post("/api/v1/contact/create", {
    data: { fullname, phone: "03001234567", email, address: "Gulberg, Lahore", message: "Please call me back." },
  });
  expect(sent.status()).toBe(201);
  await signInByApi(page);

  await page.goto("/admin/enquiries");
  await page.getByRole("searchbox", { name: "Search enquiries" }).fill(email);
  const row = page.getByRole("table", { name: "Enquiries" }).getByRole("row").filter({ hasText: email });
  await row.getByRole("button", { name: `View ${fullname}` }).click();
  const details = page.getByRole("dialog", { name: "Enquiry details" });
  const followUps = details.getByRole("region", { name: "Follow-ups" });
  await expect(followUps.getByText("No follow-ups yet.")).toBeVisible();
  const form = followUps.getByRole("form", { name: "Add follow-up" });
  await form.getByRole("button", { name: "Add follow-up" }).click();
  await expect(form.getByText("Task cannot be empty")).toBeVisible();
  await form.getByLabel("Task").fill("Call back about the quotation");
  // Noon today, agency time: "Due today" whatever the hour the test runs.
  await form.getByLabel(/^Due/).fill(`${karachiToday()}T12:00`);
  await form.getByRole("button", { name: "Add follow-up" }).click();
  await expect(toast(page, "Follow-up added successfully!")).toBeVisible();
  const item = followUps.getByRole("listitem").filter({ hasText: "Call back about the quotation" });
  await expect(item.getByText("Due today")).toBeVisible();
  // Changed in place: the task reworded, the time kept.
  await item.getByRole("button", { name: "Edit" }).click();
  const edit = followUps.getByRole("form", { name: "Save follow-up" });
  await edit.getByLabel("Task").fill("Call back about the quotation, after lunch");
  await edit.getByRole("button", { name: "Save follow-up" }).click();
  await expect(toast(page, "Follow-up updated successfully!")).toBeVisible();
  const changed = followUps.getByRole("listitem").filter({ hasText: "after lunch" });
  await expect(changed.getByText("Due today")).toBeVisible();
  await screenshotsAtWidths(page, SHOTS, "lead-details", followUps);
  await expectNoSeriousA11yIssues(page);
  await page.keyboard.press("Escape");

  await page.goto("/admin");
  const dueToday = page.getByRole("region", { name: "Due today" });
  const link = dueToday.getByRole("link").filter({ hasText: fullname });
  await expect(link).toContainText("Call back about the quotation");
  await screenshotsAtWidths(page, SHOTS, "dashboard", dueToday);
  await expectNoSeriousA11yIssues(page);
  await link.click();
  await expect(page).toHaveURL(/\/admin\/enquiries\?followUp=today/);
  await expect(page.getByRole("dialog", { name: "Enquiry details" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Enquiry details" }).getByText(email).first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByLabel("Follow-up")).toHaveValue("today");
  await expect(page.getByRole("table", { name: "Enquiries" }).getByRole("row").filter({ hasText: email })).toHaveCount(
    1,
  );

  // Ticked off, it leaves the dashboard.
  await page
    .getByRole("table", { name: "Enquiries" })
    .getByRole("button", { name: `View ${fullname}` })
    .click();
  await page
    .getByRole("dialog", { name: "Enquiry details" })
    .getByRole("region", { name: "Follow-ups" })
    .getByRole("button", { name: "Done" })
    .click();
  await expect(toast(page, "Follow-up updated successfully!").last()).toBeVisible();
  // The list filtered to Due today drops it at once, without a reload.
  await page.keyboard.press("Escape");
  await expect(page.getByRole("table", { name: "Enquiries" }).getByRole("row").filter({ hasText: email })).toHaveCount(
    0,
  );
  await page.goto("/admin");
  await expect(page.getByRole("region", { name: "Due today" }).getByText(fullname)).toHaveCount(0);
});

test("the pipeline board shows each stage with its count and deal values, and moves a card", async ({ page }) => {
  const tag = Date.now() % 1_000_000;
  const names = [`Board Alpha ${tag}`, `Board Beta ${tag}`];
  await signInByApi(page);
  const ids: string[] = [];
  for (const fullname of names) {
    const sent = await page.request.post("/api/v1/contact/create", {
      data: {
        fullname,
        phone: "03001234567",
        email: `${fullname.toLowerCase().replace(/\W+/g, ".")}@example.com`,
        address: "Lahore",
        message: "A board test enquiry.",
      },
    });
    ids.push((await sent.json()).data._id);
  }
  const patch = (id: string, data: Record<string, unknown>) =>
    page.request.patch(`/api/v1/contact/update/${id}`, { data });
  expect(
    (await patch(ids[0], { stage: "qualified", dealValue: 1_250_000, expectedCloseOn: "2026-12-31" })).status(),
  ).toBe(200);
  expect((await patch(ids[1], { stage: "contacted", dealValue: 300_000 })).status()).toBe(200);
  const board = (await (await page.request.get("/api/v1/contact/board")).json()).data as {
    stage: string;
    count: number;
  }[];
  const qualified = board.find((column) => column.stage === "qualified")?.count ?? 0;

  await page.goto("/admin/enquiry-board");
  const column = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^Qualified/ }) });
  await expect(column.getByRole("heading", { name: new RegExp(`Qualified \\(${qualified}\\)`) })).toBeVisible();
  await expect(column.getByRole("link", { name: names[0] })).toBeVisible();
  await expect(column.getByText("PKR 1,250,000").first()).toBeVisible();
  await screenshotsAtWidths(page, SHOTS, "board");
  await expectNoSeriousA11yIssues(page);

  // Contacted → Qualified by keyboard: pick the card up, one stage right, drop it (issue 69).
  await moveByKeyboard(page, names[1], ["Qualified"]);
  await expect(toast(page, "Enquiry updated successfully!")).toBeVisible();
  await expect(column.getByRole("heading", { name: new RegExp(`Qualified \\(${qualified + 1}\\)`) })).toBeVisible();
  await expect(column.getByRole("link", { name: names[1] })).toBeVisible();

  // Lost needs a reason, which the enquiry's details ask for beside the deal.
  await column.getByRole("link", { name: names[1] }).click();
  const details = page.getByRole("dialog", { name: "Enquiry details" });
  await expect(details.getByLabel("Deal value (PKR)")).toHaveValue("300000");
  await details.getByLabel("Stage").selectOption("lost");
  await details.getByRole("button", { name: "Save" }).click();
  await expect(details.getByText("Say why the enquiry was lost")).toBeVisible();
  await details.getByLabel("Lost reason").fill("Chose a cheaper agency");
  await details.getByLabel("Expected close").fill("2027-01-15");
  await details.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Enquiry updated successfully!").last()).toBeVisible();
  await expect(details.getByLabel("Lost reason")).toHaveValue("Chose a cheaper agency");
  await screenshotsAtWidths(page, SHOTS, "deal-form", details.getByLabel("Lost reason"));
  await page.keyboard.press("Escape");
  await page.goto("/admin/enquiry-board");
  const lost = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^Lost/ }) });
  await expect(lost.getByRole("link", { name: names[1] })).toBeVisible();
});
