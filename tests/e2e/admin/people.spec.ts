import { receivedMail, waitForMail } from "../support/mailbox.ts";
import { expect, test } from "../support/test";
import { expectNoSeriousA11yIssues, screenshotsAtWidths, signInByApi, toast } from "./helpers.ts";

const SHOTS = "test-results/admin-screens/people";

test("a person with two enquiries and an application is shown on one page; a reply from it lands on the timeline and in their inbox", async ({
  page,
  request,
}) => {
  const tag = Date.now() % 1_000_000;
  const email = `nadia${tag}@example.com`;
  const enquiry = (fields: Record<string, string>) =>
    request.post("/api/v1/contact/create", {
      data: {
        fullname: "Nadia Person",
        phone: "0300 7654321",
        address: "Johar Town, Lahore",
        message: "We need an online shop.",
        ...fields,
      },
    });
  expect((await enquiry({ email })).status()).toBe(201);
  // The same person again: the address in capitals with spaces, the number written differently.
  expect(
    (
      await enquiry({ email: `  ${email.toUpperCase()} `, phone: "+92 300 765-4321", message: "Any news on the shop?" })
    ).status(),
  ).toBe(201);
  const jobs = (await (await request.get("/api/v1/job")).json()).data as { _id: string; title: string }[];
  const applied = await request.post("/api/v1/career/create", {
    multipart: {
      firstName: "Nadia",
      lastName: "Person",
      yourEmail: email,
      phoneNumber: "03007654321",
      city: "Lahore",
      address: "Johar Town",
      state: "Punjab",
      postalCode: "54000",
      jobId: jobs[0]._id,
      resume: { name: "nadia-cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 resume") },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  await signInByApi(page);
  await page.goto("/admin/people");
  await expect(page.getByRole("heading", { level: 1, name: "People" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search people" }).fill(email);
  const row = page.getByRole("table", { name: "People" }).getByRole("row").filter({ hasText: email });
  await expect(row).toBeVisible();
  await screenshotsAtWidths(page, SHOTS, "people-list");
  await row.getByRole("link", { name: "Nadia Person" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Nadia Person" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Enquiries (2)" })).toBeVisible();
  await expect(page.getByTestId("person-enquiries").getByRole("listitem")).toHaveCount(2);
  await expect(page.getByTestId("person-applications").getByRole("link", { name: jobs[0].title })).toBeVisible();
  const timeline = page.getByTestId("person-timeline");
  await expect(timeline.getByText(/^Enquiry \(contact\)/)).toHaveCount(2);
  await expect(timeline.getByText(`Applied for "${jobs[0].title}"`)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshotsAtWidths(page, SHOTS, "person");

  const before = await receivedMail();
  const reply = page.getByRole("region", { name: "Reply" });
  await reply.getByLabel("Subject").fill("Your online shop, {name}");
  await reply.getByLabel("Message").fill("Dear {name},\n\nThank you, we will call you tomorrow.\n\n{sender}");
  await reply.getByRole("button", { name: "Send e-mail" }).click();
  await expect(toast(page, "E-mail sent")).toBeVisible();
  await expect(timeline.getByText(`E-mail "Your online shop, Nadia Person" sent to ${email}`)).toBeVisible();
  const mail = await waitForMail(email, "Your online shop, Nadia Person", before);
  expect(mail.text).toContain("Dear Nadia Person,");
  await screenshotsAtWidths(page, SHOTS, "person-replied", timeline);

  // The enquiry's details lead back to the person, and say they wrote before.
  await page.goto(`/admin/enquiries?q=${encodeURIComponent(email)}`);
  const enquiryRow = page
    .getByRole("table", { name: "Enquiries" })
    .getByRole("row")
    .filter({ hasText: "Nadia Person" });
  await enquiryRow.first().getByRole("button", { name: "View Nadia Person" }).click();
  const details = page.getByRole("dialog", { name: "Enquiry details" });
  await expect(details.getByText("Wrote before")).toBeVisible();
  await details.getByRole("link", { name: "Everything about this person" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nadia Person" })).toBeVisible();
});
