import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/chromium.ts";

// E2E_PORT lets several checkouts on one machine run their browser tests side by side.
const port = Number(process.env.E2E_PORT ?? 3123);
export const e2eAdmin = { username: "admin", password: "E2e#Admin-Pass1" };
/** The real SMTP server the tests start (tests/e2e/support/mail-catcher.ts): fixed per run, beside E2E_PORT. */
export const e2eSmtpPort = port + 20000;
/** Where it writes what it receives. */
export const e2eMailDir = "test-results/e2e-mail";
/** The server's clock is the wall clock plus the milliseconds written here (tests/e2e/support/clock.ts). */
export const e2eClockFile = "test-results/e2e-clock";

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  workers: 1,
  // No retries: a test that fails once has a timing assumption to fix, not to hide.
  retries: 0,
  reporter: [["list"]],
  globalSetup: "./tests/e2e/support/mail-catcher.ts",
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // The production build (npm run build), served as npm start serves it, over a fresh embedded database.
    // Every spec posts from 127.0.0.1: the per-address public write limit (tests/api/rate-limit.test.ts)
    // is raised so that one spec's posts can't refuse another's, whatever order they run in.
    // TEST_CLOCK_FILE: the tests move the server's clock by writing an offset there (ADR 0122).
    command: `rm -rf test-results/e2e-data ${e2eClockFile} && NODE_ENV=production PORT=${port} HOST=127.0.0.1 DATA_DIR=test-results/e2e-data ADMIN_USERNAME=${e2eAdmin.username} ADMIN_PASSWORD='${e2eAdmin.password}' SMTP_URL=smtp://127.0.0.1:${e2eSmtpPort} PUBLIC_WRITE_LIMIT=1000 WEBHOOK_ALLOW_PRIVATE=true TEST_CLOCK_FILE=${e2eClockFile} LOG_LEVEL=warn node build/server-app/main.js`,
    url: `http://127.0.0.1:${port}/api/v1/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
