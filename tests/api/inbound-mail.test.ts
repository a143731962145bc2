import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acknowledgementWithoutAnswers } from "../../domain/reply-channel.ts";
import type { ImapSettings } from "../../server/config.ts";
import { enquiries, inboundEmails } from "../../server/db/schema/people.ts";
import { answerNoticeSubject } from "../../server/modules/inbound-mail/notice.ts";
import { claimMailbox, releaseMailbox } from "../../server/modules/inbound-mail/queries.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { type ImapServer, startImapServer } from "../support/imap-server.ts";
import { validContact } from "../support/public-writes.ts";
import { type SmtpServer, startSmtpServer } from "../support/smtp-server.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testDriver } from "../support/test-database.ts";

const inbox = "inbox@ravidigital.pk";

describe(`answers read back from the inbound mailbox (${testDriver()}, Dovecot)`, () => {
  let imap: ImapServer;
  /** The agency's mail server: what it receives lands in the Dovecot mailbox the app reads. */
  let mx: SmtpServer;
  /** The server the app sends through. */
  let outgoing: SmtpServer;
  let ctx: TestContext;
  let token: string;

  beforeAll(async () => {
    imap = await startImapServer();
    mx = await startSmtpServer({ deliver: (raw) => imap.deliver(raw) });
    outgoing = await startSmtpServer();
    const settings: ImapSettings = {
      host: imap.host,
      port: imap.port,
      secure: false,
      user: imap.user,
      password: imap.password,
      mailbox: "INBOX",
      pollSeconds: 60,
    };
    ctx = await createTestApp({
      mail: { smtpUrl: outgoing.url, from: "Ravi Digital <hello@ravidigital.pk>" },
      inboundMail: { replyTo: inbox, subaddress: true, imap: settings },
      publicWriteLimit: 1000,
    });
    token = (await signInAsSuperAdmin(ctx)).token;
  });
  afterAll(async () => {
    await ctx?.close();
    await outgoing?.close();
    await mx?.close();
    await imap?.close();
  });

  const customer = () => nodemailer.createTransport({ url: mx.url });
  const enquire = async (email: string, fullname: string) => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/contact/create",
      payload: { ...validContact, email, fullname },
    });
    expect(res.statusCode).toBe(201);
    const id: string = res.json().data._id;
    const [row] = await ctx.database.db.select().from(enquiries).where(eq(enquiries.id, id));
    return { enquiryId: id, personId: row.personId ?? "" };
  };
  const timeline = async (personId: string) => {
    const res = await ctx.app.inject({ method: "GET", url: `/api/v1/people/${personId}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      timeline: {
        type: string;
        summary: string;
        subject?: string;
        excerpt?: string;
        from?: string;
        attachments?: unknown[];
      }[];
      replyChannel: Record<string, unknown>;
    };
  };

  it("records a reply sent over SMTP to the conversation's address after one poll, with its files listed, and tells its sender", async () => {
    const { personId } = await enquire("hina.answers@example.com", "Hina Answers");
    const page = await timeline(personId);
    expect(page.replyChannel).toMatchObject({
      from: "hello@ravidigital.pk",
      senderUsable: true,
      answersTo: expect.stringMatching(/^inbox\+[0-9a-f]{32}@ravidigital\.pk$/),
      answersReach: "timeline",
    });
    const sent = await ctx.app.inject({
      method: "POST",
      url: `/api/v1/people/${personId}/email`,
      headers: bearer(token),
      payload: { subject: "Your website", body: "Dear {name}, shall we meet on Thursday?" },
    });
    expect(sent.statusCode).toBe(201);
    const reply = await outgoing.waitFor((m) => m.mail.subject === "Your website");
    const conversation = reply.mail.replyTo?.value[0].address ?? "";
    expect(conversation).toBe(page.replyChannel.answersTo);
    expect(reply.mail.messageId).toBe(`<reply.${sent.json().data._id}@ravidigital.pk>`);

    // The customer answers from their mail program, quoting the e-mail, with two files.
    await customer().sendMail({
      from: "Hina Answers <hina.answers@example.com>",
      to: conversation,
      subject: "Re: Your website",
      inReplyTo: reply.mail.messageId,
      references: [reply.mail.messageId ?? ""],
      text: `Yes, Thursday at 3 works for us.\nI attach our brief.\n\nOn Mon, 1 Dec 2026 at 10:00, Ravi Digital <hello@ravidigital.pk> wrote:\n> Dear Hina Answers, shall we meet on Thursday?\n`,
      attachments: [
        { filename: "brief.pdf", content: Buffer.alloc(3000, 1), contentType: "application/pdf" },
        { filename: "../setup.exe", content: Buffer.from("MZ executable"), contentType: "application/octet-stream" },
      ],
    });
    await mx.waitFor((m) => m.mail.subject === "Re: Your website");
    await ctx.app.mail.settled();
    const before = outgoing.received.length;

    expect(await ctx.app.inboundMail.poll()).toEqual({ state: "read", read: 1, recorded: 1 });
    const [answer] = (await timeline(personId)).timeline.filter((entry) => entry.type === "email-in");
    expect(answer).toMatchObject({
      summary: 'E-mail "Re: Your website" received from hina.answers@example.com',
      subject: "Re: Your website",
      from: "hina.answers@example.com",
      excerpt: "Yes, Thursday at 3 works for us. I attach our brief.",
      attachments: [
        { name: "brief.pdf", size: expect.any(Number), contentType: "application/pdf" },
        { name: "setup.exe", size: expect.any(Number), contentType: "application/octet-stream" },
      ],
    });
    const [brief] = (answer.attachments ?? []) as { size: number }[];
    expect(Math.abs(brief.size - 3000)).toBeLessThan(100);
    // Only the listing is kept: no file content.
    const [stored] = await ctx.database.db.select().from(inboundEmails).where(eq(inboundEmails.personId, personId));
    expect(JSON.stringify(stored.attachments)).not.toContain("MZ");
    expect(stored.text).not.toContain("shall we meet");

    await ctx.app.mail.settled();
    const notice = outgoing.received.slice(before).find((m) => m.mail.subject === answerNoticeSubject);
    expect(notice?.to).toEqual([`${TEST_ADMIN.username}@example.com`]);
    expect(notice?.mail.text).toContain('Hina Answers answered "Re: Your website"');
    expect(notice?.mail.text).toContain(`http://localhost:3000/admin/people/${personId}`);
    expect(notice?.mail.text).toContain("brief.pdf");

    // A second poll finds nothing new; the mailbox is only read, never changed.
    expect(await ctx.app.inboundMail.poll()).toEqual({ state: "read", read: 0, recorded: 0 });
    expect(await imap.count()).toEqual({ messages: 1, unseen: 1 });
    // The next reply continues the conversation in the customer's mail program.
    await ctx.app.inject({
      method: "POST",
      url: `/api/v1/people/${personId}/email`,
      headers: bearer(token),
      payload: { subject: "Re: Your website", body: "Thursday at 3 it is." },
    });
    const next = await outgoing.waitFor((m) => m.mail.text?.includes("Thursday at 3 it is.") ?? false);
    expect(next.mail.inReplyTo).toBe(stored.messageKey);
  });

  it("matches an answer without the conversation's address by the e-mail it answers, and leaves strangers' mail alone", async () => {
    const { enquiryId, personId } = await enquire("bilal.ack@example.com", "Bilal Ack");
    const acknowledgement = await outgoing.waitFor((m) => m.to.includes("bilal.ack@example.com"));
    expect(acknowledgement.mail.replyTo?.value[0].address).toMatch(/^inbox\+[0-9a-f]{32}@ravidigital\.pk$/);
    expect(acknowledgement.mail.messageId).toBe(`<enquiry.${enquiryId}@ravidigital.pk>`);
    await customer().sendMail({
      from: "bilal.ack@example.com",
      to: inbox,
      subject: "Re: We received your message",
      inReplyTo: acknowledgement.mail.messageId,
      text: "Please call me after 5.",
    });
    // A new e-mail to the address the acknowledgement gave, answering nothing: its address tells.
    await customer().sendMail({
      from: "bilal.ack@example.com",
      to: acknowledgement.mail.replyTo?.value[0].address,
      subject: "One more thing",
      text: "We also need a logo.",
    });
    await customer().sendMail({ from: "spam@example.net", to: inbox, subject: "Cheap watches", text: "Buy now" });
    await customer().sendMail({
      from: "guess@example.net",
      to: `inbox+${"0".repeat(32)}@ravidigital.pk`,
      subject: "A guessed address",
      text: "Hello",
    });
    await mx.waitFor((m) => m.mail.subject === "A guessed address");

    expect(await ctx.app.inboundMail.poll()).toEqual({ state: "read", read: 4, recorded: 2 });
    const entries = (await timeline(personId)).timeline.filter((entry) => entry.type === "email-in");
    expect(entries.map((entry) => [entry.subject, entry.excerpt]).sort()).toEqual([
      ["One more thing", "We also need a logo."],
      ["Re: We received your message", "Please call me after 5."],
    ]);
    expect((await ctx.database.db.select().from(inboundEmails)).map((row) => row.subject).sort()).toEqual([
      "One more thing",
      "Re: We received your message",
      "Re: Your website",
    ]);
  });

  it("reads the mailbox one poll at a time across instances", async () => {
    await customer().sendMail({ from: "late@example.net", to: inbox, subject: "While busy", text: "x" });
    await mx.waitFor((m) => m.mail.subject === "While busy");
    // Another instance holds the mailbox: this one leaves it to it.
    expect(await claimMailbox(ctx.database.db, "INBOX")).not.toBeNull();
    expect(await ctx.app.inboundMail.poll()).toEqual({ state: "busy", read: 0, recorded: 0 });
    await releaseMailbox(ctx.database.db, "INBOX");
    expect(await ctx.app.inboundMail.poll()).toEqual({ state: "read", read: 1, recorded: 0 });
    // Staff may ask for a poll; a reader of leads is enough.
    const asked = await ctx.app.inject({ method: "POST", url: "/api/v1/inbound-mail/poll", headers: bearer(token) });
    expect(asked.json()).toEqual({ success: true, data: { state: "read", read: 0, recorded: 0 } });
    expect((await ctx.app.inject({ method: "POST", url: "/api/v1/inbound-mail/poll" })).statusCode).toBe(401);
  });

  it("answers a failed read as failed, never as an error", async () => {
    const broken = await createTestApp({
      inboundMail: {
        replyTo: inbox,
        subaddress: true,
        imap: {
          host: imap.host,
          port: imap.port,
          secure: false,
          user: imap.user,
          password: "wrong",
          mailbox: "INBOX",
          pollSeconds: 60,
        },
      },
    });
    try {
      expect(await broken.app.inboundMail.poll()).toEqual({ state: "failed", read: 0, recorded: 0 });
      // The lease was given back: the next poll tries again.
      expect(await claimMailbox(broken.database.db, "INBOX")).not.toBeNull();
    } finally {
      await broken.close();
    }
  });
});

describe(`without a usable sender (${testDriver()})`, () => {
  let outgoing: SmtpServer;
  let ctx: TestContext;

  beforeAll(async () => {
    outgoing = await startSmtpServer();
    // The seed's settings: no site e-mail, MAIL_FROM left to its default.
    ctx = await createTestApp({ mail: { smtpUrl: outgoing.url, from: "Ravi Digital <no-reply@localhost>" } });
  });
  afterAll(async () => {
    await ctx?.close();
    await outgoing?.close();
  });

  it("says where answers would go (nowhere), and the acknowledgement asks for no answer", async () => {
    const token = (await signInAsSuperAdmin(ctx)).token;
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/contact/create",
      payload: { ...validContact, email: "nowhere@example.com" },
    });
    const [row] = await ctx.database.db.select().from(enquiries).where(eq(enquiries.id, res.json().data._id));
    const page = await ctx.app.inject({ method: "GET", url: `/api/v1/people/${row.personId}`, headers: bearer(token) });
    expect(page.json().data.replyChannel).toEqual({
      from: "no-reply@localhost",
      senderUsable: false,
      answersTo: null,
      answersReach: "nowhere",
    });
    const acknowledgement = await outgoing.waitFor((m) => m.to.includes("nowhere@example.com"));
    expect(acknowledgement.mail.replyTo).toBeUndefined();
    expect(acknowledgement.mail.text).toContain(acknowledgementWithoutAnswers);
    const poll = await ctx.app.inject({ method: "POST", url: "/api/v1/inbound-mail/poll", headers: bearer(token) });
    expect(poll.json().data).toEqual({ state: "off", read: 0, recorded: 0 });
  });
});
