import { type ChildProcess, spawn } from "node:child_process";
import { chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { ImapFlow } from "imapflow";

/** Debian's Dovecot (package dovecot-imapd, installed by .ci/run). */
export const dovecotBinary = "/usr/sbin/dovecot";

export type ImapServer = {
  host: string;
  port: number;
  user: string;
  password: string;
  /** For IMAP_URL: the mailbox's account over plain IMAP. */
  url: string;
  /** Puts a raw RFC 5322 message into the mailbox (IMAP APPEND), as a delivery would. */
  deliver(raw: string | Buffer, mailbox?: string): Promise<void>;
  /** How many messages the mailbox holds, and how many of them are unseen. */
  count(mailbox?: string): Promise<{ messages: number; unseen: number }>;
  close(): Promise<void>;
};

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

function config(dir: string, port: number): string {
  return `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = 1
mail_location = maildir:${dir}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=dovecot gid=dovecot home=${dir}/mail/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
default_login_user = dovenull
default_internal_user = dovecot
`;
}

/** Waits until the account can sign in: Dovecot greets before its auth process is up. */
async function waitUntilReady(
  signIn: () => Promise<void>,
  child: ChildProcess,
  logFile: string,
  port: number,
): Promise<void> {
  for (let attempt = 0; attempt < 400 && child.exitCode === null; attempt++) {
    if (
      await signIn().then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const log = await readFile(logFile, "utf8").catch(() => "");
  throw new Error(`Dovecot did not start on port ${port}: ${log.slice(-2000)}`);
}

/**
 * A real IMAP server — Debian's Dovecot, started by the test in a directory of its own on a free
 * port, with one account — for code that reads a mailbox (replies to the agency, bounces). Dovecot
 * runs as root here (as CI does) and drops to its own users.
 */
export async function startImapServer(
  options: {
    user?: string;
    password?: string /** A fixed port (a browser test's server is told it before it starts). */;
    port?: number;
  } = {},
): Promise<ImapServer> {
  const user = options.user ?? "inbox";
  const password = options.password ?? "imap-test-password";
  const dir = await mkdtemp(path.join(os.tmpdir(), "agency-imap-"));
  await chmod(dir, 0o755);
  for (const sub of ["run", "state", "mail"]) await mkdir(path.join(dir, sub));
  const { uid, gid } = await dovecotUser();
  await chown(path.join(dir, "mail"), uid, gid);
  await writeFile(path.join(dir, "users"), `${user}:{PLAIN}${password}\n`);
  const port = options.port ?? (await freePort());
  await writeFile(path.join(dir, "dovecot.conf"), config(dir, port));
  const child = spawn(dovecotBinary, ["-F", "-c", path.join(dir, "dovecot.conf")], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  async function withClient<T>(use: (client: ImapFlow) => Promise<T>): Promise<T> {
    const client = new ImapFlow({
      host: "127.0.0.1",
      port,
      secure: false,
      logger: false,
      auth: { user, pass: password },
    });
    // A refused or dropped connection also rejects connect(); the event would otherwise be unhandled.
    client.on("error", () => {});
    await client.connect();
    try {
      return await use(client);
    } finally {
      await client.logout().catch(() => client.close());
    }
  }

  try {
    await waitUntilReady(() => withClient(async () => {}), child, path.join(dir, "dovecot.log"), port);
  } catch (error) {
    child.kill("SIGKILL");
    await rm(dir, { recursive: true, force: true });
    throw error;
  }

  return {
    host: "127.0.0.1",
    port,
    user,
    password,
    url: `imap://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    deliver: (raw, mailbox = "INBOX") =>
      withClient(async (client) => {
        await client.append(mailbox, raw);
      }),
    count: (mailbox = "INBOX") =>
      withClient(async (client) => {
        const status = await client.status(mailbox, { messages: true, unseen: true });
        // imapflow answers false for a mailbox it could not ask about.
        return status ? { messages: status.messages ?? 0, unseen: status.unseen ?? 0 } : { messages: 0, unseen: 0 };
      }),
    async close() {
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function dovecotUser(): Promise<{ uid: number; gid: number }> {
  const passwd = await readFile("/etc/passwd", "utf8");
  const line = passwd.split("\n").find((entry) => entry.startsWith("dovecot:"));
  const fields = line?.split(":");
  if (!fields) throw new Error("Dovecot's system user is missing: install dovecot-imapd (bash .ci/run does)");
  return { uid: Number(fields[2]), gid: Number(fields[3]) };
}
