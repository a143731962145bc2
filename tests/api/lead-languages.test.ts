import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitApplicationForm } from "../../app/loaders/application-form.server.ts";
import { submitContactForm } from "../../app/loaders/contact-form.server.ts";
import { submitNewsletterForm } from "../../app/loaders/newsletter-form.server.ts";
import { contactMessages } from "../../domain/contact-rules.ts";
import { messagesOf } from "../../domain/messages.ts";
import { applications, enquiries, newsletterSubscribers } from "../../server/db/schema/people.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { applicationForm, validContact } from "../support/public-writes.ts";
import { type ReceivedMail, type SmtpServer, startSmtpServer } from "../support/smtp-server.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testDriver } from "../support/test-database.ts";

/*
 * Issue 74: the public forms answer in the visitor's language (the page's address for a page's own
 * form, Accept-Language for the API), every lead records it, and the acknowledgement speaks it.
 */

const ur = messagesOf("ur");
const urdu = { "accept-language": "ur-PK,ur;q=0.9,en;q=0.5" };

let smtp: SmtpServer;
let ctx: TestContext;
let jobId: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestApp({
    mail: { smtpUrl: smtp.url, from: "Ravi Digital <no-reply@example.com>" },
    publicWriteLimit: 1000,
  });
  jobId = (await insertJob(ctx.database.db, { title: "Flutter Developer" })).id;
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const postContact = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url: "/api/v1/contact/create", payload, headers, remoteAddress: "203.0.113.9" });

const enquiryCount = async () => (await ctx.app.db.select({ n: count() }).from(enquiries))[0]?.n;

async function mailTo(to: string): Promise<ReceivedMail[]> {
  await ctx.app.mail.settled();
  return smtp.received.filter((message) => message.to.some((one) => one.toLowerCase() === to.toLowerCase()));
}

const pageContext = () => ({
  db: ctx.app.db,
  config: ctx.config,
  leadNotices: ctx.app.leadNotices,
  site: () => ctx.app.siteContent.read(),
});

describe(`the public forms in the visitor's language (${testDriver()})`, () => {
  it("refuses an enquiry asked in Urdu with Urdu words, in the contract's shape, storing nothing", async () => {
    const before = await enquiryCount();
    const res = await postContact(
      { fullname: "ab", message: "short", phone: "123", email: "nope", address: " " },
      urdu,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: ur.contact.fullnameTooShort,
      error: ur.contact.fullnameTooShort,
      issues: [
        { path: "fullname", message: ur.contact.fullnameTooShort },
        { path: "message", message: ur.contact.messageTooShort },
        { path: "phone", message: ur.contact.phoneInvalid },
        { path: "email", message: ur.contact.emailInvalid },
        { path: "address", message: ur.contact.addressRequired },
      ],
    });
    expect(await enquiryCount()).toBe(before);
  });

  it("answers in English without Accept-Language, or when it asks for a language the site does not speak", async () => {
    const asked: Record<string, string>[] = [{}, { "accept-language": "fr-FR,de;q=0.8" }];
    for (const headers of asked) {
      const res = await postContact({ ...validContact, fullname: "ab" }, headers);
      expect(res.json().message).toBe(contactMessages.fullnameTooShort);
    }
  });

  it("stores an Urdu enquiry as Urdu and acknowledges it in Urdu over SMTP", async () => {
    const res = await postContact({ ...validContact, fullname: "عائشہ خان", email: "ayesha.ur@example.com" }, urdu);
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.app.db.select().from(enquiries).where(eq(enquiries.id, res.json().data._id));
    expect(row?.language).toBe("ur");
    const [mail] = await mailTo("ayesha.ur@example.com");
    expect(mail?.mail.subject).toBe(ur.acknowledgement.enquirySubject);
    // No site e-mail is set here: the note that replies are not read is in Urdu too.
    expect(mail?.mail.text?.trim()).toBe(
      `${ur.acknowledgement.enquiryText.replace("{name}", "عائشہ خان")}\n\n${ur.acknowledgement.withoutAnswers}`,
    );
  });

  it("keeps an English enquiry English", async () => {
    const res = await postContact({ ...validContact, email: "plain.en@example.com" });
    const [row] = await ctx.app.db.select().from(enquiries).where(eq(enquiries.id, res.json().data._id));
    expect(row?.language).toBe("en");
    const [mail] = await mailTo("plain.en@example.com");
    expect(mail?.mail.subject).toBe(messagesOf("en").acknowledgement.enquirySubject);
  });

  it("the /ur/contact page's own form answers in Urdu and records Urdu", async () => {
    const refused = await submitContactForm(
      pageContext(),
      new Request("http://localhost:3000/ur/contact", { method: "POST", body: new URLSearchParams({}) }),
    );
    expect(refused.init?.status).toBe(400);
    expect(refused.data.message).toBe(ur.contact.fullnameTooShort);
    const sent = await submitContactForm(
      pageContext(),
      new Request("http://localhost:3000/ur/contact", {
        method: "POST",
        body: new URLSearchParams({ ...validContact, email: "page.ur@example.com" }),
      }),
    );
    expect(sent.data).toEqual({ ok: true, message: ur.contact.submitted });
    const [row] = await ctx.app.db.select().from(enquiries).where(eq(enquiries.email, "page.ur@example.com"));
    expect(row?.language).toBe("ur");
  });

  it("refuses and records a job application in Urdu, acknowledged in Urdu", async () => {
    const empty = new FormData();
    empty.append("jobId", jobId);
    const refused = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/career/create",
      payload: empty,
      headers: urdu,
    });
    expect(refused.statusCode).toBe(400);
    const issues: { path: string; message: string }[] = refused.json().issues;
    expect(issues).toContainEqual({ path: "firstName", message: ur.text.required(ur.application.labels.firstName) });
    expect(issues).toContainEqual({ path: "resume", message: ur.application.resumeRequired });

    const applied = await submitApplicationForm(
      { ...pageContext(), privateFiles: ctx.app.privateFiles },
      new Request(`http://localhost:3000/ur/career/form/${jobId}`, {
        method: "POST",
        body: applicationForm(jobId, { email: "sara.ur@example.com" }),
      }),
      jobId,
    );
    expect(applied.data).toEqual({ ok: true, message: ur.application.submitted });
    const [row] = await ctx.app.db.select().from(applications).where(eq(applications.email, "sara.ur@example.com"));
    expect(row?.language).toBe("ur");
    const [mail] = await mailTo("sara.ur@example.com");
    expect(mail?.mail.subject).toBe(ur.acknowledgement.applicationSubject.replace("{job}", "Flutter Developer"));
  });

  it("signs up to the newsletter in Urdu", async () => {
    const refused = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/newsletter/create",
      payload: { subscriberEmail: "nope" },
      headers: urdu,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      message: ur.newsletter.emailInvalid,
      issues: [{ path: "subscriberEmail", message: ur.newsletter.emailInvalid }],
    });
    const api = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/newsletter/create",
      payload: { subscriberEmail: "reader.ur@example.com" },
      headers: urdu,
    });
    expect(api.statusCode).toBe(201);
    const page = await submitNewsletterForm(
      { newsletter: ctx.app.newsletter.subscriptions, config: ctx.config, clientIp: "203.0.113.9" },
      new Request("http://localhost:3000/ur/newsletter", {
        method: "POST",
        body: new URLSearchParams({ subscriberEmail: "page.reader.ur@example.com" }),
      }),
    );
    expect(page.data).toEqual({ ok: true, message: `${ur.newsletter.subscribed} ${ur.newsletter.confirmNote}` });
    const rows = await ctx.app.db
      .select({ email: newsletterSubscribers.email, language: newsletterSubscribers.language })
      .from(newsletterSubscribers);
    expect(rows).toEqual(
      expect.arrayContaining([
        { email: "reader.ur@example.com", language: "ur" },
        { email: "page.reader.ur@example.com", language: "ur" },
      ]),
    );
  });
});
