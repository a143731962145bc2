import { mkdirSync } from "node:fs";
import type { ParsedMail } from "mailparser";
import { campaignMessages } from "../../../domain/campaigns.ts";
import { newsletterConsentMessages, subscriberTagMessages } from "../../../domain/newsletter.ts";
import { karachiLocal, setServerClockAhead } from "../support/clock.ts";
import { linkIn, receivedMail, waitForMail } from "../support/mailbox.ts";
import { expect, type Page, test } from "../support/test";
import { screenshotsAtWidths, signInByApi, superAdminToken, toast } from "./helpers.ts";

/** Where the screenshots go for a person to look at (HELPERS.md). */
const SHOTS = "test-results/admin-screens/newsletter";
const c = newsletterConsentMessages;

test.use({ reducedMotion: "reduce" });
test.afterAll(() => setServerClockAhead(0));

/** A public page at a phone's and a desktop's width, for a person to look at. */
async function publicShots(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} overflows by ${overflow}px at ${width}`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

/** A header of a received message as it was written (unfolded). */
const headerLine = (mail: ParsedMail, name: string) =>
  (mail.headerLines.find((header) => header.key === name)?.line ?? "").replace(/\r?\n\s+/g, " ");

/** The site's path and query of a link in an e-mail (its host is PUBLIC_URL's, the worker's server all the same). */
const onSite = (url: URL) => `${url.pathname}${url.search}`;

/*
 * Newsletter campaigns (issue 72): two readers confirm their addresses on the public page; a campaign
 * is made from a published article in the editor, previewed in the desktop and phone frames, tested
 * to staff (read back from the worker's SMTP server), scheduled in the agency's zone, and watched as
 * the server's clock reaches its time: its progress to Sent and its results. A reader then leaves from
 * the e-mail's own link and comes back on the same page.
 */
test("Newsletter: a campaign from an article, previewed, tested, scheduled and followed to sent", async ({
  page,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  setServerClockAhead(0);
  const run = Date.now() % 100000;
  const tag = `e2e-${run}`;
  const readers = [`reader-a-${run}@example.com`, `reader-b-${run}@example.com`];
  const headers = { authorization: `Bearer ${await superAdminToken(request)}` };
  const title = `Our autumn launch ${run}`;
  const article = await request.post("/api/v1/articles", {
    headers,
    data: {
      title,
      isActive: true,
      body: {
        type: "doc",
        content: [{ type: "paragraph", content: [{ type: "text", text: "Three products shipped this season." }] }],
      },
    },
  });
  expect(article.status(), await article.text()).toBe(201);

  // Each reader signs up and confirms from the e-mail's link: a page whose button confirms (a GET never does).
  for (const [index, reader] of readers.entries()) {
    const before = await receivedMail();
    const signup = await request.post("/api/v1/newsletter/create", { data: { subscriberEmail: reader } });
    expect(signup.status(), await signup.text()).toBe(201);
    const mail = await waitForMail(reader, c.confirmationSubject, before);
    await page.goto(onSite(linkIn(mail, "/newsletter/confirm")));
    await expect(page.getByRole("heading", { name: c.confirmTitle })).toBeVisible();
    if (index === 0) await publicShots(page, "public-confirm");
    await page.getByRole("button", { name: c.confirmButton }).click();
    await expect(page.getByText(c.confirmed)).toBeVisible();
    if (index === 0) await publicShots(page, "public-confirmed");
    // The campaign goes to this run's readers only (the worker's other specs sign up addresses too).
    const listed = await request.get(`/api/v1/newsletter?q=${encodeURIComponent(reader)}`, { headers });
    const [subscriber] = (await listed.json()).data;
    expect(subscriber.status).toBe("confirmed");
    if (index === 0) continue;
    const tagged = await request.patch(`/api/v1/newsletter/${subscriber._id}`, { headers, data: { tags: [tag] } });
    expect(tagged.status(), await tagged.text()).toBe(200);
  }

  // The first reader is tagged on the Subscribers screen.
  await signInByApi(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/admin/subscribers?q=${encodeURIComponent(readers[0] ?? "")}`);
  await page.getByRole("button", { name: `Tags of ${readers[0]}` }).click();
  const tags = page.getByRole("dialog", { name: "Subscriber tags" });
  await tags.getByRole("textbox", { name: "Tags" }).fill(`${tag}, Events`);
  await screenshotsAtWidths(page, SHOTS, "subscriber-tags");
  await tags.getByRole("button", { name: "Save tags" }).click();
  await expect(toast(page, subscriberTagMessages.updated)).toBeVisible();
  await expect(page.getByRole("table", { name: "Subscribers" }).getByText(`${tag}, events`)).toBeVisible();

  // A new campaign from the list: made by its first save once it has a subject.
  await page.goto("/admin/campaigns");
  await page.getByRole("button", { name: "New campaign" }).click();
  await expect(page).toHaveURL(/\/admin\/campaigns\/new$/);
  const subject = `Autumn news ${run}`;
  await page.getByRole("textbox", { name: "Subject" }).fill(subject);
  await page.getByRole("textbox", { name: "Preview text" }).fill("Three launches, one season");
  await page.getByRole("radio", { name: "Send a published article" }).check();
  await page.getByRole("combobox", { name: "Article" }).selectOption({ label: title });
  const settings = page.getByRole("complementary", { name: "Campaign settings" });
  await settings.getByRole("radio", { name: "By tag" }).check();
  await settings.getByRole("textbox", { name: "Tags" }).fill(tag);
  await expect(settings.getByText("2 confirmed subscribers")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/campaigns\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("editor-state")).toContainText(/saved/);
  await screenshotsAtWidths(page, SHOTS, "campaign-editor");

  // The preview: the e-mail's own HTML in a desktop frame, then a phone's.
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("dialog", { name: "Preview" });
  await expect(preview.getByText(`Subject: ${subject}`)).toBeVisible();
  const desktop = preview.frameLocator('iframe[title="The e-mail on a desktop"]');
  await expect(desktop.getByRole("heading", { name: title })).toBeVisible();
  await expect(desktop.getByRole("link", { name: "Read it on our website" })).toBeVisible();
  await screenshotsAtWidths(page, SHOTS, "campaign-preview-desktop");
  await preview.getByRole("tab", { name: "Phone" }).click();
  const phone = preview.frameLocator('iframe[title="The e-mail on a phone"]');
  await expect(phone.getByRole("heading", { name: title })).toBeVisible();
  await screenshotsAtWidths(page, SHOTS, "campaign-preview-phone");
  await preview.getByRole("button", { name: "Close" }).first().click();

  // A test to the signed-in admin's own address, as the worker's SMTP server receives it.
  const staff = await settings.getByRole("textbox", { name: "Send a test to" }).inputValue();
  expect(staff).toMatch(/@/);
  const beforeTest = await receivedMail();
  await settings.getByRole("button", { name: "Send test" }).click();
  await expect(toast(page, campaignMessages.testSent(staff))).toBeVisible();
  const testMail = await waitForMail(staff, `[Test] ${subject}`, beforeTest);
  expect(testMail.html).toContain(title);
  expect(headerLine(testMail, "list-unsubscribe-post")).toMatch(/: List-Unsubscribe=One-Click$/);

  // Scheduled ten minutes from now in the agency's zone; the server's clock is then moved past it.
  const at = Date.now() + 10 * 60_000;
  await settings.getByLabel("Send at").fill(karachiLocal(at));
  await settings.getByRole("button", { name: "Schedule" }).click();
  await expect(toast(page, campaignMessages.scheduled)).toBeVisible();
  await expect(page.getByTestId("editor-state")).toContainText("Scheduled");
  await expect(settings.getByText(/^Sends .* \(Asia\/Karachi\)$/)).toBeVisible();
  await screenshotsAtWidths(page, SHOTS, "campaign-scheduled");

  const beforeSend = await receivedMail();
  setServerClockAhead(11 * 60_000);
  // The screen follows the campaign by itself: it starts, sends, and is sent.
  const progress = page.getByRole("region", { name: "Progress" });
  await expect(progress.getByText("Sent", { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(progress.getByRole("progressbar", { name: "Sent 2 of 2" })).toHaveAttribute("aria-valuenow", "100");
  const results = page.getByRole("region", { name: "Results" });
  await expect(results.getByText("Delivered")).toBeVisible();
  await screenshotsAtWidths(page, SHOTS, "campaign-sent");

  // Each reader got it once, with both List-Unsubscribe addresses; one leaves from its link and comes back.
  const received = await Promise.all(readers.map((reader) => waitForMail(reader, subject, beforeSend)));
  for (const mail of received) {
    expect(headerLine(mail, "list-unsubscribe-post")).toMatch(/: List-Unsubscribe=One-Click$/);
    expect(headerLine(mail, "list-unsubscribe")).toMatch(/: <https?:\/\/[^>]+>, *<mailto:[^>]+>$/);
  }
  const [first] = received;
  if (!first) throw new Error("no campaign message");
  await page.goto(onSite(linkIn(first, "/newsletter/unsubscribe")));
  await expect(page.getByRole("heading", { name: c.unsubscribeTitle })).toBeVisible();
  await publicShots(page, "public-unsubscribe");
  await page.getByRole("button", { name: c.unsubscribeButton }).click();
  await expect(page.getByText(c.unsubscribed)).toBeVisible();
  await publicShots(page, "public-unsubscribed");
  await page.getByRole("button", { name: c.resubscribeButton }).click();
  await expect(page.getByText(c.resubscribed)).toBeVisible();
  await publicShots(page, "public-resubscribed");
});
