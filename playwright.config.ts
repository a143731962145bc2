import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, headlessShellPath } from "./scripts/chromium.ts";

// E2E_PORT lets several checkouts on one machine run their browser tests side by side: worker n's
// server listens on E2E_PORT + n.
const port = Number(process.env.E2E_PORT ?? 3123);
/**
 * Browser workers, each with a server of its own (E2E_WORKERS=1 runs the suite against one server).
 * One worker was tried (ADR 0221): four specs were quicker alone, the whole suite was not (35 min 53 s
 * against 24 min), and the specs of one server then see each other's content.
 */
export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
export const e2eAdmin = { username: "admin", password: "E2e#Admin-Pass1" };

/**
 * What one worker's server is made of: its port, its embedded database's directory, the file its
 * clock reads (tests/e2e/support/clock.ts, ADR 0122), and the real SMTP server it sends to
 * (tests/e2e/support/mail-catcher.ts) with the directory that one writes what it receives to.
 * Nothing is shared between two workers, so a spec sees only what its own worker's specs left.
 */
export type E2eServer = {
  index: number;
  port: number;
  baseURL: string;
  dataDir: string;
  clockFile: string;
  smtpPort: number;
  mailDir: string;
  /** The agency's inbound mailbox (Debian's Dovecot) the server reads answers from (ADR 0252). */
  imapPort: number;
};

/** The inbound mailbox of every worker's server: what the mail catcher receives for this domain lands there. */
export const e2eInbox = { address: "inbox@answers.ravidigital.pk", user: "inbox", password: "E2e#Inbox-Pass1" };

export function e2eServer(index: number): E2eServer {
  return {
    index,
    port: port + index,
    baseURL: `http://127.0.0.1:${port + index}`,
    dataDir: `test-results/e2e-data-${index}`,
    clockFile: `test-results/e2e-clock-${index}`,
    smtpPort: port + 20000 + index,
    mailDir: `test-results/e2e-mail-${index}`,
    imapPort: port + 21000 + index,
  };
}

export const e2eServers: E2eServer[] = Array.from({ length: e2eWorkers }, (_unused, index) => e2eServer(index));

/**
 * The server of the worker this code runs in (Playwright's TEST_PARALLEL_INDEX, the same number as
 * workerInfo.parallelIndex that tests/e2e/support/test.ts gives the baseURL from), for helpers that
 * run outside a fixture: the clock, the mailbox, the admin API.
 */
export function currentE2eServer(): E2eServer {
  return e2eServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
}

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  // Files are shared out between the workers; the tests of one file run in order in one worker.
  fullyParallel: false,
  workers: e2eWorkers,
  // No retries: a test that fails once has a timing assumption to fix, not to hide.
  retries: 0,
  reporter: [["list"]],
  globalSetup: "./tests/e2e/support/mail-catcher.ts",
  // Limits for a test or a check that hangs, not speed checks, and one for every test: on the shared
  // two-core CI host a back-office test that takes 27 s alone took over 90 s (ADR 0222). A passing
  // test never waits for them.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  use: {
    // Replaced per worker by its own server's address (tests/e2e/support/test.ts).
    baseURL: e2eServer(0).baseURL,
    // The trace's screencast and DOM snapshots took a third of the browser's CPU (ADR 0222), for a file
    // CI's log never shows: E2E_TRACE=retain-on-failure records it when a failure is chased here.
    trace: process.env.E2E_TRACE === "retain-on-failure" ? "retain-on-failure" : "off",
    launchOptions: {
      executablePath: headlessShellPath,
      args: chromiumFlags,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  // One server per worker: the production build (npm run build), served as npm start serves it, over a
  // fresh embedded database of its own.
  // Every spec posts from 127.0.0.1: the per-address public write limit (tests/api/rate-limit.test.ts)
  // is raised so that one spec's posts can't refuse another's, whatever order they run in.
  // TEST_CLOCK_FILE: the tests move the server's clock by writing an offset there (ADR 0122).
  // WORDPRESS_IMPORT_ALLOW_PRIVATE: the import's spec serves an old WordPress site's pictures on 127.0.0.1.
  webServer: e2eServers.map((server) => ({
    command: `rm -rf ${server.dataDir} ${server.clockFile} && NODE_ENV=production PORT=${server.port} HOST=127.0.0.1 DATA_DIR=${server.dataDir} ADMIN_USERNAME=${e2eAdmin.username} ADMIN_PASSWORD='${e2eAdmin.password}' SMTP_URL=smtp://127.0.0.1:${server.smtpPort} MAIL_FROM='Ravi Digital <hello@ravidigital.pk>' REPLY_TO_ADDRESS=${e2eInbox.address} IMAP_URL='imap://${e2eInbox.user}:${encodeURIComponent(e2eInbox.password)}@127.0.0.1:${server.imapPort}/INBOX' IMAP_POLL_SECONDS=3600 PUBLIC_WRITE_LIMIT=1000 WEBHOOK_ALLOW_PRIVATE=true WORDPRESS_IMPORT_ALLOW_PRIVATE=true TEST_CLOCK_FILE=${server.clockFile} LOG_LEVEL=warn node build/server-app/main.js`,
    url: `${server.baseURL}/api/v1/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
  })),
});
