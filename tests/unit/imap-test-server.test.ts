import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ImapServer, startImapServer } from "../support/imap-server.ts";
import { type SmtpServer, startSmtpServer } from "../support/smtp-server.ts";

// The harness the mailbox readers are tested with: a message sent over SMTP lands in Dovecot's INBOX.
describe("the IMAP test server (Dovecot) behind the SMTP test server", () => {
  let imap: ImapServer;
  let smtp: SmtpServer;
  beforeAll(async () => {
    imap = await startImapServer();
    smtp = await startSmtpServer({ deliver: (raw) => imap.deliver(raw) });
  });
  afterAll(async () => {
    await smtp?.close();
    await imap?.close();
  });

  it("delivers what the SMTP server receives into the mailbox, unseen", async () => {
    expect(await imap.count()).toEqual({ messages: 0, unseen: 0 });
    const transport = nodemailer.createTransport({ url: smtp.url });
    await transport.sendMail({ from: "a@example.com", to: "inbox@example.com", subject: "Hello", text: "Hi" });
    await smtp.waitFor((message) => message.mail.subject === "Hello");
    expect(await imap.count()).toEqual({ messages: 1, unseen: 1 });
  });
});
