import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A message as the SMTP server received it: the envelope, and the parsed message. */
export type ReceivedMail = { from: string; to: string[]; user: string | undefined; mail: ParsedMail; raw: Buffer };

export type SmtpServer = {
  /** For SMTP_URL. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** The first message (already received or arriving within `timeoutMs`) that `matches`. */
  waitFor(matches: (message: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/**
 * A real SMTP server (smtp-server) on 127.0.0.1, without TLS, keeping what it receives parsed by
 * mailparser. With `auth`, it takes only those credentials (AUTH PLAIN/LOGIN over the plain link).
 */
export async function startSmtpServer(
  options: {
    port?: number;
    auth?: { user: string; pass: string };
    /**
     * Hands each message's raw bytes on as a mail server delivers them (e.g. into a Dovecot mailbox),
     * before the server answers 250; a rejection refuses the message (it is not kept).
     */
    deliver?: (raw: Buffer) => Promise<void>;
    /** Refuses a recipient with this SMTP reply (e.g. 450 for "try later", 550 for "no such user"), or accepts it (null). */
    refuseRecipient?: (address: string) => { code: number; message: string } | null;
  } = {},
): Promise<SmtpServer> {
  const received: ReceivedMail[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    disabledCommands: options.auth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      const ok = auth.username === options.auth?.user && auth.password === options.auth?.pass;
      callback(ok ? null : new Error("Invalid username or password"), ok ? { user: auth.username } : undefined);
    },
    onRcptTo(address, _session, callback) {
      const refusal = options.refuseRecipient?.(address.address);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      new Promise<Buffer>((resolve, reject) => {
        stream.once("end", () => resolve(Buffer.concat(chunks)));
        stream.once("error", reject);
      })
        .then(async (raw) => {
          if (options.deliver) await options.deliver(raw);
          return { raw, mail: await simpleParser(raw) };
        })
        .then(({ raw, mail }) => {
          received.push({
            raw,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            user: typeof session.user === "string" ? session.user : undefined,
            mail,
          });
          for (const wake of waiting) wake();
          callback();
        })
        .catch(callback);
    },
  });
  // A client that dies mid-conversation (a sender killed on purpose) resets its connection: not the test's failure.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET" && error.code !== "EPIPE") throw error;
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const credentials = options.auth
    ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@`
    : "";
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    port,
    received,
    waitFor(matches, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(matches);
          if (!found) return false;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no matching e-mail within ${timeoutMs} ms (${received.length} received)`));
        }, timeoutMs);
        if (!check()) waiting.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
