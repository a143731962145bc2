import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { type E2eServer, e2eServers } from "../../../playwright.config.ts";

/**
 * Playwright's global set-up: for each worker's server, a real SMTP server (smtp-server) on that
 * server's fixed port, which it is pointed at (SMTP_URL). Each message received is written, as
 * received, to an .eml file in that worker's mail directory, which its tests read
 * (tests/e2e/support/mailbox.ts).
 */
async function startMailCatcher({ mailDir, smtpPort }: E2eServer): Promise<SMTPServer> {
  await rm(mailDir, { recursive: true, force: true });
  await mkdir(mailDir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const name = `${String(++received).padStart(4, "0")}.eml`;
        writeFile(path.join(mailDir, name), Buffer.concat(chunks)).then(() => callback(), callback);
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
  const servers = await Promise.all(e2eServers.map(startMailCatcher));
  return () =>
    Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))).then(
      () => undefined,
    );
}
