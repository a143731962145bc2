import { expect, test } from "../support/test";
import { openNewApplication, screenshotsAtWidths, signInByApi } from "./helpers.ts";

const SHOTS = "test-results/admin-screens";

test("an application's details show the job by its title, the resume as a download link, and mail, call and WhatsApp links", async ({
  page,
  request,
}) => {
  const tag = Date.now() % 1_000_000;
  const { job, row, details } = await openNewApplication(page, request, {
    firstName: "Hina",
    lastName: `Details${tag}`,
    email: `hina${tag}@example.com`,
    phoneNumber: "0345 1234567",
    address: "Model Town",
  });
  await expect(details.getByText(job.title, { exact: true })).toBeVisible();
  await expect(details.getByText(job._id)).toHaveCount(0);
  await expect(details.getByText(/Url|\/api\/v1\/career/)).toHaveCount(0);
  await expect(details.getByText("+923451234567")).toBeVisible();
  // Every address and number is a link: mail, a call, WhatsApp (in the list's row as in the details).
  await expect(details.getByRole("link", { name: `hina${tag}@example.com` })).toHaveAttribute(
    "href",
    `mailto:hina${tag}@example.com`,
  );
  await expect(details.getByRole("link", { name: "+923451234567", exact: true })).toHaveAttribute(
    "href",
    "tel:+923451234567",
  );
  await expect(details.getByRole("link", { name: "WhatsApp +923451234567" })).toHaveAttribute(
    "href",
    "https://wa.me/923451234567",
  );
  await expect(row.getByRole("link", { name: `hina${tag}@example.com` })).toHaveAttribute(
    "href",
    `mailto:hina${tag}@example.com`,
  );
  const resume = details.getByRole("link", { name: /hina-cv\.pdf/ });
  await expect(resume).toHaveAttribute("href", /\/api\/v1\/career\/[\w-]+\/resume$/);
  const download = page.waitForEvent("download");
  await resume.click();
  expect((await download).suggestedFilename()).toBe("hina-cv.pdf");
  await screenshotsAtWidths(page, SHOTS, "application-details", resume);
});

test("the Site screen edits the phone rule and the acknowledgement e-mails", async ({ page }) => {
  await signInByApi(page);
  await page.goto("/admin/site?part=contact");
  const form = page.getByRole("form", { name: "Contact details" });
  const international = form.getByRole("checkbox", { name: /Accept phone numbers from other countries/ });
  await expect(international).toBeChecked();
  await expect(form.getByRole("group", { name: "E-mail to the enquirer" })).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Subject" })).toHaveValue("We received your message");
  await screenshotsAtWidths(
    page,
    SHOTS,
    "site-contact-forms",
    form.getByRole("group", { name: "E-mail to the enquirer" }),
  );
  await form.getByRole("textbox", { name: "Subject" }).fill("Hello {name}");
  await expect(form.getByText("The subject cannot name the visitor: put {name} in the text")).toBeVisible();

  await page.goto("/admin/site?part=careers");
  const careers = page.getByRole("form", { name: "Careers" });
  await expect(careers.getByRole("textbox", { name: "Subject" })).toHaveValue("We received your application: {job}");
  await screenshotsAtWidths(
    page,
    SHOTS,
    "site-careers-mail",
    careers.getByRole("group", { name: "E-mail to the applicant" }),
  );
});
