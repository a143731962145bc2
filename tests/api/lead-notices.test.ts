import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitContactForm } from "../../app/loaders/contact-form.server.ts";
import { loggerOptions } from "../../server/app.ts";
import { enquiries } from "../../server/db/schema/people.ts";
import { adminUsers } from "../../server/db/schema/staff.ts";
import { outboxDir } from "../../server/mail/outbox-transport.ts";
import { SMTP_TIMEOUTS, smtpTransport } from "../../server/mail/smtp-transport.ts";
import { bearer, createAdmin, createRole, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { validContact } from "../support/public-writes.ts";
import { type SmtpServer, startSmtpServer } from "../support/smtp-server.ts";
import { startTcpProxy } from "../support/tcp-proxy.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testConfig } from "../support/test-config.ts";
import { testDriver } from "../support/test-database.ts";

const adminEmail = `${TEST_ADMIN.username}@example.com`;
const from = "Ravi Digital <no-reply@example.com>";

function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  return { lines, logger: { ...loggerOptions({ ...testConfig(), logLevel: "info" }), stream } };
}

const applicant = {
  firstName: "Sara",
  lastName: "Ali",
  yourEmail: "sara.applicant@example.com",
  phoneNumber: "+923001234567",
  city: "Lahore",
  address: "1 Canal Road",
  state: "Punjab",
  postalCode: "54000",
};
const RESUME_TEXT = "%PDF-1.4 the applicant's private resume";

function applicationForm(jobId: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...applicant, jobId, ...extra })) form.append(name, value);
  form.append("resume", new Blob([RESUME_TEXT], { type: "application/pdf" }), "sara-cv.pdf");
  return form;
}

describe(`lead notices over SMTP (${testDriver()})`, () => {
  let smtp: SmtpServer;
  let ctx: TestContext;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ mail: { smtpUrl: smtp.url, from }, publicWriteLimit: 1000 });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it("a new enquiry is e-mailed to every staff user who asked, with its details and a link", async () => {
    await createAdmin(ctx, "quiet-member", "Member");
    const keen = await createAdmin(ctx, "keen-member", "Member");
    const session = await signIn(ctx, keen.username);
    const optIn = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/admin/update/${keen.id}`,
      headers: bearer(session.token),
      payload: { notifyLeads: true },
    });
    expect(optIn.json().data.notifyLeads).toBe(true);

    const since = smtp.received.length;
    const res = await ctx.app.inject({ method: "POST", url: "/api/v1/contact/create", payload: validContact });
    expect(res.statusCode).toBe(201);
    const id = res.json().data._id;
    await ctx.app.mail.settled();
    // The enquirer's own acknowledgement goes too (tests/api/visitor-forms.test.ts).
    const sent = smtp.received.slice(since).filter((m) => !m.to.includes(validContact.email));
    expect(sent.map((m) => m.to[0]).sort()).toEqual([adminEmail, "keen-member@example.com"].sort());
    for (const { mail } of sent) {
      expect(mail.subject).toBe("New enquiry on the website");
      expect(mail.from?.text).toBe('"Ravi Digital" <no-reply@example.com>');
      // The phone number as stored: normalised (+92…).
      for (const value of Object.values({ ...validContact, phone: "+923001234567" }))
        expect(mail.text).toContain(value);
      expect(mail.text).toContain(`http://localhost:3000/admin/enquiries?id=${id}`);
    }
  });

  it("is sent only to those who may read the lead's area: a notice holds personal data (ADR 0136)", async () => {
    await createRole(ctx, "Jobs only", { career: { update: true }, applications: { read: true } });
    const keen = await createAdmin(ctx, "keen-recruiter", "Jobs only");
    await ctx.database.db.update(adminUsers).set({ notifyLeads: true }).where(eq(adminUsers.id, keen.id));
    const since = smtp.received.length;
    const res = await ctx.app.inject({ method: "POST", url: "/api/v1/contact/create", payload: validContact });
    expect(res.statusCode).toBe(201);
    await ctx.app.mail.settled();
    const told = smtp.received.slice(since).flatMap((m) => m.to);
    expect(told).toContain(adminEmail);
    expect(told).not.toContain("keen-recruiter@example.com");

    const job = await insertJob(ctx.database.db, { title: "Recruited" });
    const afterEnquiry = smtp.received.length;
    const applied = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/career/create",
      payload: applicationForm(job.id),
    });
    expect(applied.statusCode).toBe(201);
    await ctx.app.mail.settled();
    expect(smtp.received.slice(afterEnquiry).flatMap((m) => m.to)).toContain("keen-recruiter@example.com");
  });

  it("a job application is e-mailed with the applicant's details, never the resume", async () => {
    const job = await insertJob(ctx.database.db, { title: "Flutter Developer" });
    const since = smtp.received.length;
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/career/create",
      payload: applicationForm(job.id),
    });
    expect(res.statusCode).toBe(201);
    const message = await smtp.waitFor((m) => smtp.received.indexOf(m) >= since && m.to.includes(adminEmail));
    expect(message.mail.subject).toBe("New job application: Flutter Developer");
    expect(message.mail.text).toContain("Sara Ali");
    expect(message.mail.text).toContain(applicant.yourEmail);
    expect(message.mail.text).toContain(applicant.phoneNumber);
    expect(message.mail.text).toMatch(/http:\/\/localhost:3000\/admin\/applications\?id=[0-9a-f-]{36}/);
    expect(message.mail.attachments).toEqual([]);
    expect(message.mail.text).not.toContain(RESUME_TEXT);
    expect(message.mail.text).not.toContain("sara-cv.pdf");
  });

  it("a form posted without JavaScript is told about too; a filled honeypot tells no one", async () => {
    const since = smtp.received.length;
    const body = new URLSearchParams({ ...validContact, fullname: "Page Form Sender" });
    const answer = await submitContactForm(
      { db: ctx.app.db, config: ctx.config, leadNotices: ctx.app.leadNotices, site: () => ctx.app.siteContent.read() },
      new Request("http://localhost:3000/contact", { method: "POST", body }),
    );
    expect(answer.init?.status).toBe(201);
    await smtp.waitFor((m) => smtp.received.indexOf(m) >= since && (m.mail.text ?? "").includes("Page Form Sender"));
    await ctx.app.mail.settled();

    const before = smtp.received.length;
    const trap = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/contact/create",
      payload: { ...validContact, website: "http://spam.example" },
    });
    expect(trap.statusCode).toBe(201);
    await ctx.app.mail.settled();
    expect(smtp.received.length).toBe(before);
  });

  it("a superAdmin added later hears of leads; a Member does not until they opt in", async () => {
    const root = await signInAsSuperAdmin(ctx);
    const add = (username: string, role: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/v1/admin/register",
        headers: bearer(root.token),
        payload: {
          username,
          fullName: "New Person",
          email: `${username}@example.com`,
          password: "Strong#Pass1",
          contactNumber: "03001234567",
          address: "Lahore",
          gender: "Male",
          dateOfBirth: "1990-01-01",
          role,
        },
      });
    expect((await add("second-root", "superAdmin")).json().data.notifyLeads).toBe(true);
    expect((await add("plain-member", "Member")).json().data.notifyLeads).toBe(false);
  });
});

describe(`the outbox, without SMTP_URL (${testDriver()})`, () => {
  it("writes each message as an .eml file in DATA_DIR/outbox and logs its subject only", async () => {
    const { lines, logger } = logCapture();
    const ctx = await createTestApp({ publicWriteLimit: 1000 }, undefined, "off", logger);
    try {
      const res = await ctx.app.inject({ method: "POST", url: "/api/v1/contact/create", payload: validContact });
      expect(res.statusCode).toBe(201);
      await ctx.app.mail.settled();
      const dir = outboxDir(ctx.config.dataDir);
      const files = (await readdir(dir)).filter((name) => name.endsWith(".eml"));
      // The staff notice, and the enquirer's acknowledgement.
      expect(files).toHaveLength(2);
      const mails = await Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(dir, file)))));
      const mail = mails.find((one) => one.subject === "New enquiry on the website");
      expect(mail?.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe(adminEmail);
      expect(mail?.text).toContain(validContact.message);

      const logged = lines
        .map((line) => JSON.parse(line))
        .filter((entry) => entry.msg === "e-mail written to the outbox");
      expect(logged.map((entry) => entry.subject).sort()).toEqual(
        ["New enquiry on the website", "We received your message"].sort(),
      );
      const text = lines.join("\n");
      for (const personal of [
        validContact.email,
        validContact.fullname,
        validContact.phone,
        "+923001234567",
        adminEmail,
      ]) {
        expect(text).not.toContain(personal);
      }
    } finally {
      await ctx.close();
    }
  });
});

const sendFailures = (lines: string[]) =>
  lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === "could not send an e-mail");

/**
 * A mail server that takes connections and says nothing (a frozen link, tests/support/tcp-proxy.ts)
 * until the test hangs up (`refuse`: its connections cut, nothing listening): a send to it fails
 * when the test says, never after a margin of time.
 */
async function silentMailServer() {
  const silent = await startTcpProxy({ host: "127.0.0.1", port: 9 });
  await silent.setMode("freeze");
  return silent;
}

describe("a mail server that fails", () => {
  it("never fails or slows the public form, and is logged without addresses or credentials", async () => {
    const silent = await silentMailServer();
    const { lines, logger } = logCapture();
    // Bounds far past the test's own limit: only the hang-up below can end the silent server's send.
    const neverTimesOut = { connectionTimeout: 600_000, greetingTimeout: 600_000, socketTimeout: 600_000 };
    for (const smtpUrl of [
      `smtp://mailer:S3cret-Pass@127.0.0.1:${silent.port}`,
      "smtp://mailer:S3cret-Pass@127.0.0.1:9",
    ]) {
      const ctx = await createTestApp(
        { mail: { smtpUrl, from, smtpTimeouts: neverTimesOut }, publicWriteLimit: 1000 },
        undefined,
        "off",
        logger,
      );
      try {
        const failuresBefore = sendFailures(lines).length;
        const res = await ctx.app.inject({ method: "POST", url: "/api/v1/contact/create", payload: validContact });
        expect(res.statusCode).toBe(201);
        if (smtpUrl.includes(`:${silent.port}`)) {
          // The silent server has not answered and cannot fail the send until it hangs up: the
          // answer came while the mail was still on its way (a form that awaited it would hang here).
          expect(sendFailures(lines)).toHaveLength(failuresBefore);
          await silent.setMode("refuse");
        }
        await ctx.app.mail.settled();
        expect(sendFailures(lines).length).toBeGreaterThan(failuresBefore);
        const [row] = await ctx.database.db.select().from(enquiries).where(eq(enquiries.id, res.json().data._id));
        expect(row).toBeDefined();
      } finally {
        await ctx.close();
      }
    }
    const failures = sendFailures(lines);
    expect(failures[0]).toMatchObject({ mail: "new enquiry", via: "smtp" });
    const text = lines.join("\n");
    for (const secret of ["S3cret-Pass", adminEmail, validContact.email, validContact.fullname]) {
      expect(text).not.toContain(secret);
    }
  });

  it("gives up on a server that never greets within the transport's bounds", async () => {
    const silent = await silentMailServer();
    // The bounds of SMTP_TIMEOUTS, the greeting's shortened: ignored, nodemailer would wait 30 s.
    const transport = await smtpTransport(`smtp://127.0.0.1:${silent.port}`, from, {
      timeouts: { ...SMTP_TIMEOUTS, greetingTimeout: 200 },
    });
    try {
      await expect(transport.deliver({ to: adminEmail, subject: "Hello", text: "Hello" })).rejects.toThrow(/greeting/i);
    } finally {
      transport.close();
      await silent.close();
    }
  });

  it("sends with the user and password of SMTP_URL", async () => {
    const smtp = await startSmtpServer({ auth: { user: "mailer", pass: "p@ss word" } });
    const ctx = await createTestApp({ mail: { smtpUrl: smtp.url, from }, publicWriteLimit: 1000 });
    try {
      await ctx.app.inject({ method: "POST", url: "/api/v1/contact/create", payload: validContact });
      const message = await smtp.waitFor((m) => m.to.includes(adminEmail));
      expect(message.user).toBe("mailer");
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });
});
