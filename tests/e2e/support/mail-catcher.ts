import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { e2eMailDir, e2eSmtpPort } from "../../../playwright.config.ts";

/**
 * Playwright's global set-up: a real SMTP server (smtp-server) on the run's fixed port, which the
 * server under test is pointed at (SMTP_URL). Each message it receives is written, as received, to
 * an .eml file that the tests read (tests/e2e/support/mailbox.ts).
 */
export default async function startMailCatcher() {
  await rm(e2eMailDir, { recursive: true, force: true });
  await mkdir(e2eMailDir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const name = `${String(++received).padStart(4, "0")}-${Date.now()}.eml`;
        writeFile(path.join(e2eMailDir, name), Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(e2eSmtpPort, "127.0.0.1", () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
