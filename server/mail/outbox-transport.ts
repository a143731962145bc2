import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { type DkimSettings, dkimOptions } from "./dkim.ts";
import { envelopeOf, type MailMessage, type MailTransport } from "./mail-message.ts";

type Composer = ReturnType<typeof import("nodemailer")["createTransport"]>;

export const outboxDir = (dataDir: string) => path.join(dataDir, "outbox");

/**
 * Without SMTP_URL every message is written to DATA_DIR/outbox as an .eml file (nodemailer builds
 * the very bytes it would send) and its subject is logged, so an operator can read what was sent.
 */
export function outboxTransport(
  dataDir: string,
  from: string,
  log: FastifyBaseLogger,
  dkim?: DkimSettings,
): MailTransport {
  // nodemailer (~14 MB resident) loads with the first message, not with every start of the server.
  let composing: Promise<Composer> | undefined;
  const composer = () =>
    (composing ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport(
        { streamTransport: true, buffer: true, newline: "unix", ...dkimOptions(dkim) },
        { from },
      ),
    ));
  const dir = outboxDir(dataDir);
  return {
    kind: "outbox",
    async deliver(message: MailMessage) {
      const { message: eml } = await (await composer()).sendMail(envelopeOf(message, from));
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replaceAll(":", "-")}-${randomUUID()}.eml`;
      // Written whole under a temporary name first: a reader never sees half a message.
      const temporary = path.join(dir, `.${name}.tmp`);
      await writeFile(temporary, eml, { mode: 0o600 });
      await rename(temporary, path.join(dir, name));
      log.info({ subject: message.logAs ?? message.subject, file: name }, "e-mail written to the outbox");
      return { code: null, status: null };
    },
    close: () => void composing?.then((composing) => composing.close()),
  };
}
