import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitApplicationForm } from "../../app/loaders/application-form.server.ts";
import { submitContactForm } from "../../app/loaders/contact-form.server.ts";
import { siteMessages } from "../../domain/site.ts";
import { defaultAcknowledgements, SITE_DEFAULTS } from "../../domain/site-defaults.ts";
import { applications } from "../../server/db/schema/people.ts";
import { siteSettings } from "../../server/modules/site/schema.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { applicationForm, validContact } from "../support/public-writes.ts";
import { type ReceivedMail, type SmtpServer, startSmtpServer } from "../support/smtp-server.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testDriver } from "../support/test-database.ts";

/*
 * The visitor's side of issue 51: phone numbers in any common spelling (other countries' while the
 * site accepts them), every refused field named at once, and the acknowledgement e-mail the enquirer
 * and the applicant get, over a real SMTP server.
 */

const phoneInvalid = "Please enter a valid Pakistani phone number.";
const from = "Ravi Digital <no-reply@example.com>";

let smtp: SmtpServer;
let ctx: TestContext;
let owner: Record<string, string>;
let jobId: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestApp({ mail: { smtpUrl: smtp.url, from }, publicWriteLimit: 1000 });
  owner = bearer((await signInAsSuperAdmin(ctx)).token);
  jobId = (await insertJob(ctx.database.db, { title: "Flutter Developer" })).id;
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const postContact = (payload: object) =>
  ctx.app.inject({ method: "POST", url: "/api/v1/contact/create", payload, remoteAddress: "203.0.113.7" });
const postApplication = (form: FormData) =>
  ctx.app.inject({ method: "POST", url: "/api/v1/career/create", payload: form, remoteAddress: "203.0.113.7" });
const changeSite = async (part: "contact" | "careers", payload: Record<string, unknown>) => {
  const answer = await ctx.app.inject({ method: "PATCH", url: `/api/v1/site/${part}`, headers: owner, payload });
  expect(answer.statusCode, answer.body).toBe(200);
};

/** An application form with some fields changed (a field set to null is left out). */
function applicationWith(changes: Record<string, string | null>, email = "sara@example.com") {
  const form = applicationForm(jobId, { email });
  for (const [name, value] of Object.entries(changes)) {
    form.delete(name);
    if (value !== null) form.append(name, value);
  }
  return form;
}

/** What the pages' actions are given of a request's context. */
const pageContext = () => ({
  db: ctx.app.db,
  config: ctx.config,
  leadNotices: ctx.app.leadNotices,
  site: () => ctx.app.siteContent.read(),
});

/** Where the mailbox stands once every message queued so far has gone: what `mailTo` counts from. */
async function mark(): Promise<number> {
  await ctx.app.mail.settled();
  return smtp.received.length;
}

/** The messages sent to `to` since `since` messages had been received, once the queue has settled. */
async function mailTo(to: string, since: number): Promise<ReceivedMail[]> {
  await ctx.app.mail.settled();
  // Addresses compare without case: the mail client writes the domain in lower case.
  const address = to.toLowerCase();
  return smtp.received.slice(since).filter((message) => message.to.some((one) => one.toLowerCase() === address));
}

describe(`phone numbers on the public forms (${testDriver()})`, () => {
  it("takes a job application's number in any common spelling and stores it normalised", async () => {
    for (const [typed, stored] of [
      ["0345 1234567", "+923451234567"],
      ["0300-1234567", "+923001234567"],
      ["+92 300 1234567", "+923001234567"],
      ["+31 20 123 4567", "+31201234567"],
    ]) {
      const email = `applicant-${stored}@example.com`;
      const answer = await postApplication(applicationWith({ phoneNumber: typed }, email));
      expect(answer.statusCode, typed).toBe(201);
      const [row] = await ctx.database.db
        .select({ phone: applications.phoneNumber })
        .from(applications)
        .where(eq(applications.email, email));
      expect(row.phone).toBe(stored);
    }
  });

  it("refuses a job application's number with the spec's message, and an empty one as required", async () => {
    for (const typed of ["12345", "0300 12345", "call me"]) {
      const answer = await postApplication(applicationWith({ phoneNumber: typed }));
      expect(answer.statusCode, typed).toBe(400);
      expect(answer.json().issues).toEqual([{ path: "phoneNumber", message: phoneInvalid }]);
    }
    const empty = await postApplication(applicationWith({ phoneNumber: " " }));
    expect(empty.json().issues).toEqual([{ path: "phoneNumber", message: "Phone number is required" }]);
  });

  it("names every refused field of an application at once, in the form's order", async () => {
    const form = new FormData();
    form.append("jobId", jobId);
    form.append("yourEmail", "not-an-address");
    form.append("phoneNumber", "123");
    const answer = await postApplication(form);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().issues).toEqual([
      { path: "firstName", message: "First name is required" },
      { path: "lastName", message: "Last name is required" },
      { path: "yourEmail", message: "Please enter a valid email address" },
      { path: "phoneNumber", message: phoneInvalid },
      { path: "city", message: "City is required" },
      { path: "address", message: "Address is required" },
      { path: "state", message: "State is required" },
      { path: "postalCode", message: "Postal code is required" },
      { path: "resume", message: "Resume is required" },
    ]);
  });

  it("refuses other countries' numbers while the site takes only Pakistani ones, on both forms and their pages", async () => {
    await changeSite("contact", { acceptInternationalPhones: false });
    try {
      const foreign = await postContact({ ...validContact, phone: "+31 20 123 4567" });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toMatchObject({
        message: phoneInvalid,
        issues: [{ path: "phone", message: phoneInvalid }],
      });
      expect((await postContact({ ...validContact, phone: "0300 1234567" })).statusCode).toBe(201);

      const application = await postApplication(applicationWith({ phoneNumber: "+44 20 7946 0958" }));
      expect(application.statusCode).toBe(400);
      expect(application.json().issues).toEqual([{ path: "phoneNumber", message: phoneInvalid }]);

      // The pages' own forms (without JavaScript) follow the same rule.
      const context = pageContext();
      const posted = await submitContactForm(
        context,
        new Request("http://localhost:3000/contact", {
          method: "POST",
          body: new URLSearchParams({ ...validContact, phone: "+31 20 123 4567" }),
        }),
      );
      expect(posted.init?.status).toBe(400);
      expect(posted.data.issues).toEqual([{ field: "phone", message: phoneInvalid }]);
      const applied = await submitApplicationForm(
        { ...context, privateFiles: ctx.app.privateFiles },
        new Request("http://localhost:3000/career/form/x", {
          method: "POST",
          body: applicationWith({ phoneNumber: "+31 20 123 4567", jobId: null }),
        }),
        jobId,
      );
      expect(applied.init?.status).toBe(400);
      expect(applied.data.issues).toEqual([{ field: "phoneNumber", message: phoneInvalid }]);
    } finally {
      await changeSite("contact", { acceptInternationalPhones: true });
    }
    expect((await postContact({ ...validContact, phone: "+31 20 123 4567" })).statusCode).toBe(201);
  });

  it("the contact page's own form names every refused field, in the spec's order", async () => {
    const posted = await submitContactForm(
      pageContext(),
      new Request("http://localhost:3000/contact", { method: "POST", body: new URLSearchParams({}) }),
    );
    expect(posted.init?.status).toBe(400);
    expect(posted.data.issues?.map((issue) => issue.field)).toEqual([
      "fullname",
      "message",
      "phone",
      "email",
      "address",
    ]);
    expect(posted.data.message).toBe("Name field cannot be shorter then 3 characters");
  });
});

describe(`the acknowledgement e-mail (${testDriver()})`, () => {
  it("goes to the enquirer with the site's text, their name filled in, replies going to the agency", async () => {
    await changeSite("contact", { email: "hello@ravi.example" });
    const since = await mark();
    const answer = await postContact({ ...validContact, fullname: "Ayesha Khan", email: "Ayesha.Ack@Example.com" });
    expect(answer.statusCode).toBe(201);
    const [mail] = await mailTo("Ayesha.Ack@Example.com", since);
    expect(mail.mail.subject).toBe(defaultAcknowledgements.enquiry.subject);
    expect(mail.mail.from?.text).toBe('"Ravi Digital" <no-reply@example.com>');
    expect(mail.mail.replyTo?.text).toBe("hello@ravi.example");
    expect(mail.mail.text?.trim()).toBe(defaultAcknowledgements.enquiry.text.replace("{name}", "Ayesha Khan"));
    // Nothing the visitor wrote comes back: anyone can type someone else's address into the form.
    expect(mail.mail.text).not.toContain(validContact.message);
    expect(mail.mail.text).not.toContain("+923001234567");
  });

  it("goes to the applicant naming the job, and follows the text staff edit", async () => {
    await changeSite("careers", {
      acknowledgement: { send: true, subject: "Thanks for applying: {job}", text: "Hi {name}, we got it ({job})." },
    });
    const since = await mark();
    const answer = await postApplication(applicationWith({}, "sara.ack@example.com"));
    expect(answer.statusCode).toBe(201);
    const [mail] = await mailTo("sara.ack@example.com", since);
    expect(mail.mail.subject).toBe("Thanks for applying: Flutter Developer");
    expect(mail.mail.text?.trim()).toBe("Hi Sara Ali, we got it (Flutter Developer).");
    expect(mail.mail.attachments).toEqual([]);
  });

  it("is not sent when staff turned it off, nor for a filled honeypot", async () => {
    await changeSite("contact", { acknowledgement: { ...defaultAcknowledgements.enquiry, send: false } });
    await changeSite("careers", { acknowledgement: { ...defaultAcknowledgements.application, send: false } });
    try {
      const since = await mark();
      expect((await postContact({ ...validContact, email: "quiet@example.com" })).statusCode).toBe(201);
      expect((await postApplication(applicationWith({}, "quiet.applicant@example.com"))).statusCode).toBe(201);
      expect(await mailTo("quiet@example.com", since)).toEqual([]);
      expect(await mailTo("quiet.applicant@example.com", since)).toEqual([]);
    } finally {
      await changeSite("contact", { acknowledgement: defaultAcknowledgements.enquiry });
      await changeSite("careers", { acknowledgement: defaultAcknowledgements.application });
    }
    const since = await mark();
    const trap = await postContact({ ...validContact, email: "bot@example.com", website: "http://spam.example" });
    expect(trap.statusCode).toBe(201);
    expect(await mailTo("bot@example.com", since)).toEqual([]);
  });

  it("refuses a subject naming the visitor (subjects are logged) and keeps a part saved before the setting existed", async () => {
    const refused = await ctx.app.inject({
      method: "PATCH",
      url: "/api/v1/site/contact",
      headers: owner,
      payload: { acknowledgement: { send: true, subject: "Hello {name}", text: "Thanks" } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { path: "acknowledgement.subject", message: siteMessages.subjectNamesVisitor },
    ]);

    // A contact part saved before issue 51 has neither setting: it reads them as their defaults.
    const { acceptInternationalPhones: _phones, acknowledgement: _mail, ...older } = SITE_DEFAULTS.contact;
    await ctx.database.db
      .update(siteSettings)
      .set({ value: { ...older, phones: ["+92 42 1111 2222"] } })
      .where(eq(siteSettings.part, "contact"));
    ctx.app.siteContent.changed(["site"]);
    const { contact } = await ctx.app.siteContent.read();
    expect(contact.phones).toEqual(["+92 42 1111 2222"]);
    expect(contact.acceptInternationalPhones).toBe(true);
    expect(contact.acknowledgement).toEqual(defaultAcknowledgements.enquiry);
  });
});
