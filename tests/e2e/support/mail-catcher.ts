import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { type E2eServer, e2eInbox, e2eServers } from "../../../playwright.config.ts";
import { type ImapServer, startImapServer } from "../../support/imap-server.ts";

/**
 * Playwright's global set-up: for each worker's server, a real SMTP server (smtp-server) on that
 * server's fixed port, which it is pointed at (SMTP_URL). Each message received is written, as
 * received, to an .eml file in that worker's mail directory, which its tests read
 * (tests/e2e/support/mailbox.ts); one sent to the agency's inbound domain is also delivered into
 * that worker's Dovecot mailbox, which the server reads answers from (IMAP_URL, ADR 0252).
 */
async function startMailCatcher({ mailDir, smtpPort }: E2eServer, inbox: ImapServer): Promise<SMTPServer> {
  const inboundDomain = e2eInbox.address.split("@")[1];
  await rm(mailDir, { recursive: true, force: true });
  await mkdir(mailDir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        const name = `${String(++received).padStart(4, "0")}.eml`;
        const inbound = session.envelope.rcptTo.some((rcpt) =>
          rcpt.address.toLowerCase().endsWith(`@${inboundDomain}`),
        );
        writeFile(path.join(mailDir, name), raw)
          .then(() => (inbound ? inbox.deliver(raw) : undefined))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(smtpPort, "127.0.0.1", () => resolve());
  });
  return server;
}

export default async function startMailCatchers() {
  const inboxes = await Promise.all(
    e2eServers.map((server) =>
      startImapServer({ user: e2eInbox.user, password: e2eInbox.password, port: server.imapPort }),
    ),
  );
  const servers = await Promise.all(e2eServers.map((server, index) => startMailCatcher(server, inboxes[index])));
  return async () => {
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    await Promise.all(inboxes.map((inbox) => inbox.close()));
  };
}
