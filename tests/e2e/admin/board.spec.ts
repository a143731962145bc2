import { mkdir } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { boardTexts } from "../../../domain/enquiry-board.ts";
import { linkIn, receivedMail, waitForMail } from "../support/mailbox.ts";
import { expect, test } from "../support/test";
import {
  e2eAdmin,
  expectNoSeriousA11yIssues,
  moveByKeyboard,
  screenshotsAtWidths,
  signInByApi,
  toast,
} from "./helpers.ts";

/** Issue 69, the board and lists: screenshots at 375, 768 and 1440 px, looked at by the author. */
const SHOTS = "test-results/admin-screens/board";

type Enquiry = { fullname: string; email: string; message: string };

async function enquire(page: Page, { fullname, email, message }: Enquiry): Promise<string> {
  const sent = await page.request.post("/api/v1/contact/create", {
    data: { fullname, email, message, phone: "03001234567", address: "Gulberg, Lahore" },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return (await sent.json()).data._id;
}

async function stageOf(page: Page, id: string): Promise<{ stage: string; lostReason: string | null }> {
  const list = await page.request.get("/api/v1/contact?limit=100");
  const row = (await list.json()).data.find((each: { _id: string }) => each._id === id);
  return { stage: row.stage, lostReason: row.lostReason };
}

const columnOf = (page: Page, label: string) =>
  page
    .getByRole("list", { name: "Pipeline board" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: new RegExp(`^${label} \\(`) }) });

const cardOf = (page: Page, name: string) =>
  page
    .getByRole("list", { name: "Pipeline board" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name }) })
    .last();

/** Presses the mouse on `from`, moves it in steps (past the sensor's 6 px) onto `to`, and lets go. */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error("nothing to drag from or to");
  await page.mouse.move(start.x + start.width / 2, start.y + 12);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + 20, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + 60, { steps: 12 });
  await page.mouse.up();
}

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

test("cards tell one person's enquiries apart; a card is dragged, and another moved by keyboard", async ({ page }) => {
  const tag = Date.now() % 1_000_000;
  const email = `twice${tag}@example.com`;
  const first = `Card Person ${tag}`;
  const firstId = await enquire(page, { fullname: first, email, message: "A website for our clinic, please." });
  const secondId = await enquire(page, {
    fullname: first,
    email,
    message: "Also a booking app for our three branches, with reminders by SMS and WhatsApp for every patient.",
  });
  const other = `Keyboard Mover ${tag}`;
  const otherId = await enquire(page, { fullname: other, email: `keys${tag}@example.com`, message: "Logo design." });
  await signInByApi(page);
  await page.goto("/admin/enquiry-board");

  // Two cards of one person: their dates, sources and first words differ; the second says it is a repeat.
  const newColumn = columnOf(page, "New");
  const cards = newColumn.getByRole("listitem").filter({ has: page.getByRole("link", { name: first }) });
  await expect(cards).toHaveCount(2);
  const [later, earlier] = [cards.nth(0), cards.nth(1)];
  await expect(later.getByText("Wrote before")).toBeVisible();
  await expect(earlier.getByText("Wrote before")).toHaveCount(0);
  await expect(
    later.getByText(/^Also a booking app for our three branches, with reminders by SMS and WhatsApp for every…$/),
  ).toBeVisible();
  await expect(earlier.getByText("A website for our clinic, please.")).toBeVisible();
  await expect(later.getByText("Source: Contact")).toBeVisible();
  // The date in the agency's zone (Asia/Karachi), whatever the browser's.
  const shown = new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Karachi", dateStyle: "medium" }).format(new Date());
  await expect(later.locator("time")).toContainText(shown);
  await screenshotsAtWidths(page, SHOTS, "board", later);
  await expectNoSeriousA11yIssues(page);

  // Dragged with the mouse from New to Contacted.
  const contactedBefore = Number(
    ((await columnOf(page, "Contacted").getByRole("heading").textContent()) ?? "").match(/\((\d+)\)/)?.[1],
  );
  await drag(page, earlier, columnOf(page, "Contacted"));
  await expect(toast(page, "Enquiry updated successfully!")).toBeVisible();
  await expect(
    columnOf(page, "Contacted").getByRole("heading", { name: `Contacted (${contactedBefore + 1})` }),
  ).toBeVisible();
  await expect(columnOf(page, "Contacted").getByRole("link", { name: first })).toBeVisible();
  expect((await stageOf(page, firstId)).stage).toBe("contacted");
  expect((await stageOf(page, secondId)).stage).toBe("new");

  // By keyboard: Space picks it up, the arrows choose the stage, Space drops it; focus stays on it.
  await moveByKeyboard(page, other, ["Contacted", "Qualified"]);
  await expect(columnOf(page, "Qualified").getByRole("link", { name: other })).toBeVisible();
  await expect(page.getByRole("button", { name: `Move ${other}` })).toBeFocused();
  await expect.poll(async () => (await stageOf(page, otherId)).stage).toBe("qualified");
  // Escape puts a picked-up card back where it was.
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: `Move ${other}` })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Escape");
  await expect(columnOf(page, "Qualified").getByRole("link", { name: other })).toBeVisible();
  expect((await stageOf(page, otherId)).stage).toBe("qualified");

  // On a phone the board scrolls sideways as the keyboard carries a card.
  await page.setViewportSize({ width: 375, height: 800 });
  await moveByKeyboard(page, other, ["Won"]);
  await expect.poll(async () => (await stageOf(page, otherId)).stage).toBe("won");
  await expect(columnOf(page, "Won").getByRole("link", { name: other })).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/board-keyboard-moved-375.png` });
});

test("Lost asks for its reason in place, and the card then shows it", async ({ page }) => {
  const tag = Date.now() % 1_000_000;
  const name = `Lost Asker ${tag}`;
  const id = await enquire(page, { fullname: name, email: `lost${tag}@example.com`, message: "Price list please." });
  await signInByApi(page);
  await page.goto("/admin/enquiry-board");

  // New → Lost by keyboard: the card stays where it was and asks why.
  await moveByKeyboard(page, name, ["Contacted", "Qualified", "Won", "Lost"]);
  const question = cardOf(page, name).getByRole("form", { name: `Why was ${name}'s enquiry lost?` });
  await expect(question).toBeVisible();
  await expect(question.getByRole("textbox")).toBeFocused();
  await expect(columnOf(page, "New").getByRole("link", { name })).toBeVisible();
  await question.getByRole("button", { name: "Mark as lost" }).click();
  await expect(question.getByText("Say why the enquiry was lost")).toBeVisible();
  expect((await stageOf(page, id)).stage).toBe("new");
  await screenshotsAtWidths(page, SHOTS, "lost-asks", question);
  await expectNoSeriousA11yIssues(page);

  // Escape leaves it where it was, with focus back on its Move button.
  await question.getByRole("textbox").press("Escape");
  await expect(question).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Move ${name}` })).toBeFocused();
  expect((await stageOf(page, id)).stage).toBe("new");

  // Dragged onto Lost: asked again, answered, moved.
  await drag(page, cardOf(page, name), columnOf(page, "Lost"));
  // Typed only once dnd-kit has finished the drop (its announcement): words filled in while it was
  // still ending the drag were once found gone (a test-side wait; the cause is not yet known).
  await expect(page.getByRole("status").filter({ hasText: boardTexts.droppedOnLost(name) })).toHaveCount(1);
  await expect(question).toBeVisible();
  await expect(question.getByRole("textbox")).toBeFocused();
  await question.getByRole("textbox").fill("Went with a cheaper freelancer");
  await expect(question.getByRole("textbox")).toHaveValue("Went with a cheaper freelancer");
  await question.getByRole("button", { name: "Mark as lost" }).click();
  await expect(toast(page, "Enquiry updated successfully!")).toBeVisible();
  const lostCard = columnOf(page, "Lost")
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name }) });
  await expect(lostCard.getByText("Went with a cheaper freelancer")).toBeVisible();
  expect(await stageOf(page, id)).toEqual({ stage: "lost", lostReason: "Went with a cheaper freelancer" });
  await screenshotsAtWidths(page, SHOTS, "lost-card", lostCard);

  // The list says why beside the stage, and the details hold the reason.
  await page.goto(`/admin/enquiries?stage=lost&id=${id}`);
  const details = page.getByRole("dialog", { name: "Enquiry details" });
  await expect(details.getByLabel("Lost reason")).toHaveValue("Went with a cheaper freelancer");
  await page.keyboard.press("Escape");
  const row = page.getByRole("table", { name: "Enquiries" }).getByRole("row").filter({ hasText: name });
  await expect(row.getByText("Went with a cheaper freelancer")).toBeVisible();
});

test("a lead from a phone call is added from the Enquiries screen and shows on the board", async ({ page }) => {
  const tag = Date.now() % 1_000_000;
  const name = `Caller ${tag}`;
  await signInByApi(page);
  await page.goto("/admin/enquiries");
  await page.getByRole("button", { name: "Add lead" }).click();
  const dialog = page.getByRole("dialog", { name: "Add lead" });
  await dialog.getByLabel("Name").fill(name);
  await expect(dialog.getByLabel("Source")).toHaveValue("phone call");
  await dialog.getByLabel("Phone").fill("0321-7654321");
  await dialog.getByLabel("Note").fill("Called about a mobile app for his pharmacy chain; wants a quote by Friday.");
  await screenshotsAtWidths(page, SHOTS, "add-lead", dialog.getByLabel("Note"));
  await dialog.getByRole("button", { name: "Add lead" }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole("table", { name: "Enquiries" }).getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText("Phone call")).toBeVisible();

  await page.goto("/admin/enquiry-board");
  const card = columnOf(page, "New")
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name }) });
  await expect(card.getByText("Source: Phone call")).toBeVisible();
  await expect(card.getByText(/^Called about a mobile app for his pharmacy chain/)).toBeVisible();
});

test("the new-lead e-mail's link, opened signed out, lands on the enquiry after the sign-in", async ({ page }) => {
  const tag = Date.now() % 1_000_000;
  const email = `linked${tag}@example.com`;
  const name = `Linked Lead ${tag}`;
  const start = await receivedMail();
  await enquire(page, { fullname: name, email, message: "First message." });
  await waitForMail(`${e2eAdmin.username}@example.com`, "New enquiry on the website", start);
  const before = await receivedMail();
  const id = await enquire(page, { fullname: name, email, message: "Writing again about the quote." });
  const mail = await waitForMail(`${e2eAdmin.username}@example.com`, "New enquiry on the website", before);
  // The staff notice of a repeat says so first (issue 69).
  expect(mail.text).toContain(`REPEAT: ${name} wrote before (once).`);
  expect(linkIn(mail, "/admin/enquiries").searchParams.get("id")).not.toBe(id); // the earlier one, named first
  const link = new URL(mail.text?.match(/Open it in the back office: (\S+)/)?.[1] ?? "");
  expect(link.searchParams.get("id")).toBe(id);

  // Signed out: the sign-in, carrying the way back.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fenquiries%3Fid%3D/);
  await page.getByLabel("Username").fill(e2eAdmin.username);
  await page.getByLabel("Password", { exact: true }).fill(e2eAdmin.password);
  await screenshotsAtWidths(page, SHOTS, "sign-in-returning");
  await page.getByRole("button", { name: "LOGIN" }).click();
  const details = page.getByRole("dialog", { name: "Enquiry details" });
  await expect(details.getByText(name)).toBeVisible();
  await expect(details.getByText("Writing again about the quote.")).toBeVisible();
  await expect(details.getByText("Wrote before")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/enquiries/);
  // The list marks the repeat beside the name too.
  await page.keyboard.press("Escape");
  const rows = page.getByRole("table", { name: "Enquiries" }).getByRole("row").filter({ hasText: email });
  await expect(rows.filter({ hasText: "Wrote before" })).toHaveCount(1);
  await screenshotsAtWidths(page, SHOTS, "list-repeat", rows.first());
});
