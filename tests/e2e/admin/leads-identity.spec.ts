import nodemailer from "nodemailer";
import { currentE2eServer } from "../../../playwright.config.ts";
import { receivedMail, waitForMail } from "../support/mailbox.ts";
import { expect, type Page, test } from "../support/test";
import { expectNoSeriousA11yIssues, screenshotsAtWidths, signInByApi, superAdminToken, toast } from "./helpers.ts";

const SHOTS = "test-results/admin-screens/leads-identity";

/** A number of its own for each run: the suite's server keeps what earlier specs left. */
const tag = () => String(Date.now() % 1_000_000).padStart(6, "0");

async function personIdOf(page: Page, q: string): Promise<string> {
  const token = await superAdminToken(page.request);
  const res = await page.request.get(`/api/v1/people?page=1&limit=5&q=${encodeURIComponent(q)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [person] = (await res.json()).data as { _id: string }[];
  return person._id;
}

test("a phone call is added as a lead from Enquiries, found by its number in any spelling, and its person edited", async ({
  page,
}) => {
  const n = tag();
  const name = `Imran Caller ${n}`;
  await signInByApi(page);
  await page.goto("/admin/enquiries");
  await page.getByRole("button", { name: "Add lead" }).click();
  const dialog = page.getByRole("dialog", { name: "Add lead" });
  await dialog.getByLabel("Name").fill(name);
  await expect(dialog.getByLabel("Source")).toHaveValue("phone call");
  await dialog.getByLabel("Phone").fill(`0300-9${n}`);
  await dialog.getByLabel("Note").fill("Called about a mobile app for his chain of pharmacies.");
  await expectNoSeriousA11yIssues(page);
  await screenshotsAtWidths(page, SHOTS, "add-lead", dialog);
  await dialog.getByRole("button", { name: "Add lead" }).click();
  await expect(toast(page, "Lead added")).toBeVisible();
  await expect(dialog).toBeHidden();

  // Found by the number as it is usually written, stored +92….
  await page.getByRole("searchbox", { name: "Search enquiries" }).fill(`03009${n}`);
  const row = page.getByRole("table", { name: "Enquiries" }).getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`+923009${n}`);
  await expect(row).toContainText("Phone call");
  await screenshotsAtWidths(page, SHOTS, "enquiries-with-manual-lead");
  await row.getByRole("button", { name: `View ${name}` }).click();
  await page
    .getByRole("dialog", { name: "Enquiry details" })
    .getByRole("link", { name: "Everything about this person" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByTestId("person-timeline").getByText(/^Enquiry \(phone call\): Called about/)).toBeVisible();

  // Edited: her name as she gives it, the company, an address, and the UK number she asked to be called on.
  await page.getByRole("button", { name: "Edit person" }).click();
  const edit = page.getByRole("dialog", { name: "Edit person" });
  await edit.getByLabel("Name").fill(`Imran Qureshi ${n}`);
  await edit.getByLabel("Company").fill("Qureshi Pharmacies");
  await edit.getByRole("button", { name: "Add an e-mail address" }).click();
  await edit.getByLabel("E-mail address 1").fill(`imran${n}@qureshi.example.com`);
  await edit.getByRole("button", { name: "Add a phone number" }).click();
  await edit.getByLabel("Phone number 2").fill("+44 7911 123456");
  await edit.getByLabel("Notes").fill("Prefers WhatsApp after 6 pm.");
  await screenshotsAtWidths(page, SHOTS, "edit-person", edit);
  await edit.getByRole("button", { name: "Save person" }).click();
  await expect(toast(page, "Person saved")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Imran Qureshi ${n}` })).toBeVisible();
  await expect(page.getByText("Qureshi Pharmacies")).toBeVisible();
  await expect(page.getByRole("link", { name: "+447911123456", exact: true })).toBeVisible();
  await expect(page.getByText("Prefers WhatsApp after 6 pm.")).toBeVisible();
  await screenshotsAtWidths(page, SHOTS, "person-header", page.getByRole("heading", { level: 1 }));

  // A call logged lands on the timeline.
  const log = page.getByRole("region", { name: "Log a call or meeting" });
  await log.getByLabel("What was said").fill("Sent him the price list; he will decide by Friday.");
  await log.getByRole("button", { name: "Log it" }).click();
  await expect(toast(page, "Logged on the timeline")).toBeVisible();
  await expect(
    page.getByTestId("person-timeline").getByText("Call: Sent him the price list; he will decide by Friday."),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshotsAtWidths(page, SHOTS, "person-edited");
});

test("two addresses on one phone are two people, each suggested as the other until kept apart", async ({ page }) => {
  const n = tag();
  for (const [fullname, email] of [
    [`Ayesha Office ${n}`, `ayesha${n}@example.com`],
    [`Hamza Office ${n}`, `hamza${n}@example.com`],
  ])
    expect(
      (
        await page.request.post("/api/v1/contact/create", {
          data: { fullname, email, phone: `042-35${n}`, address: "Gulberg, Lahore", message: "We need a new website." },
        })
      ).status(),
    ).toBe(201);
  await signInByApi(page);
  await page.goto(`/admin/people/${await personIdOf(page, `ayesha${n}@example.com`)}`);
  const panel = page.getByRole("region", { name: "Possibly the same person" });
  await expect(panel.getByRole("link", { name: `Hamza Office ${n}` })).toBeVisible();
  await expect(panel.getByText("Same phone number")).toBeVisible();
  await screenshotsAtWidths(page, SHOTS, "possible-duplicate", panel);
  await panel.getByRole("button", { name: `Keep Hamza Office ${n} apart` }).click();
  await expect(toast(page, "Kept apart")).toBeVisible();
  await expect(panel).toBeHidden();

  // A WhatsApp lead added to Ayesha by mistake (it was a colleague's) is moved to a person of its own.
  await page.getByRole("button", { name: "Add lead" }).click();
  const add = page.getByRole("dialog", { name: "Add lead" });
  await expect(add.getByText(`A new lead of Ayesha Office ${n}, who is already known.`)).toBeVisible();
  await add.getByLabel("Name").fill(`Bilal Colleague ${n}`);
  await add.getByLabel("Source").selectOption("whatsapp");
  await add.getByLabel("Note").fill("Asked on WhatsApp about a logo.");
  await add.getByRole("button", { name: "Add lead" }).click();
  await expect(toast(page, "Lead added")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Enquiries (2)" })).toBeVisible();
  await page.getByRole("button", { name: "Move leads to another person" }).click();
  const split = page.getByRole("dialog", { name: "Move leads to another person" });
  await split.getByText("Asked on WhatsApp about a logo.").click();
  await screenshotsAtWidths(page, SHOTS, "split-leads", split);
  await split.getByRole("button", { name: "Move leads" }).click();
  await expect(toast(page, "Leads moved to another person")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Bilal Colleague ${n}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Enquiries (1)" })).toBeVisible();
  await expect(page.getByTestId("person-timeline").getByText(/^Enquiry \(whatsapp\): Asked on WhatsApp/)).toBeVisible();
});

test("a customer's answer to a reply comes back onto the timeline, with its file listed", async ({ page }) => {
  const n = tag();
  const email = `hina${n}@example.com`;
  expect(
    (
      await page.request.post("/api/v1/contact/create", {
        data: {
          fullname: `Hina Answers ${n}`,
          email,
          phone: "0321 4567890",
          address: "DHA, Lahore",
          message: "Can you build us a booking system?",
        },
      })
    ).status(),
  ).toBe(201);
  await signInByApi(page);
  await page.goto(`/admin/people/${await personIdOf(page, email)}`);
  const reply = page.getByRole("region", { name: "Reply" });
  await expect(reply.getByTestId("reply-channel")).toContainText(
    /Answers come back to this timeline \(they are sent to inbox\+[0-9a-f]{32}@answers\.ravidigital\.pk\)/,
  );
  await screenshotsAtWidths(page, SHOTS, "reply-form", reply);
  const before = await receivedMail();
  await reply.getByLabel("Subject").fill("Your booking system");
  await reply.getByLabel("Message").fill("Dear {name},\n\nCould we meet on Thursday?\n\n{sender}");
  await reply.getByRole("button", { name: "Send e-mail" }).click();
  await expect(toast(page, "E-mail sent")).toBeVisible();
  const sent = await waitForMail(email, "Your booking system", before);
  const conversation = sent.replyTo?.value[0].address ?? "";
  expect(conversation).toMatch(/^inbox\+[0-9a-f]{32}@answers\.ravidigital\.pk$/);

  // She answers from her mail program, through the agency's mail server, with the brief attached.
  await nodemailer
    .createTransport({ host: "127.0.0.1", port: currentE2eServer().smtpPort, secure: false, ignoreTLS: true })
    .sendMail({
      from: `Hina Answers ${n} <${email}>`,
      to: conversation,
      subject: "Re: Your booking system",
      inReplyTo: sent.messageId,
      text: `Thursday at 3 works. Our brief is attached.\n\nOn Mon, Ravi Digital wrote:\n> Could we meet on Thursday?\n`,
      attachments: [
        { filename: "booking-brief.pdf", content: Buffer.alloc(24_000, 1), contentType: "application/pdf" },
      ],
    });

  const timeline = page.getByTestId("person-timeline");
  const answer = timeline.getByText(`E-mail "Re: Your booking system" received from ${email}`);
  await page.getByRole("button", { name: "Check for answers" }).click();
  await expect(toast(page, "1 new answer on the timelines.")).toBeVisible();
  await expect(answer).toBeVisible();
  await expect(timeline.getByText("Thursday at 3 works. Our brief is attached.")).toBeVisible();
  await expect(timeline.getByText("booking-brief.pdf")).toBeVisible();
  await expect(timeline.getByText("Could we meet on Thursday?")).toBeHidden();
  await expectNoSeriousA11yIssues(page);
  await screenshotsAtWidths(page, SHOTS, "person-answer", answer);
});
