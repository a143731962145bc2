import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.ts";
import { seedBase } from "../../server/db/seed/base.ts";
import { projectRoot } from "../../server/paths.ts";
import { auditRows } from "../support/audit.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { createTestAppOn } from "../support/test-app.ts";
import { testConfig } from "../support/test-config.ts";
import { testDriver } from "../support/test-database.ts";

const run = promisify(execFile);

/**
 * `npm run admin:reset-link -- <username>` on the embedded database of a stopped server: the
 * printed link then resets the password through the API. (The link is made by the same service as
 * the superAdmin's, which the API tests run on both databases.)
 */
// The script works on the embedded database whatever TEST_DATABASE_URL says: the PostgreSQL run would repeat this one.
describe.skipIf(testDriver() !== "pglite")("npm run admin:reset-link", () => {
  let dataDir: string;
  const { DATABASE_URL: _ignored, ...baseEnv } = process.env;
  const env = () => ({ ...baseEnv, DATA_DIR: dataDir, PUBLIC_URL: "https://www.example.com", NODE_ENV: "test" });
  const script = (...args: string[]) =>
    run(process.execPath, ["--import", "tsx", "scripts/admin-reset-link.ts", ...args], {
      cwd: projectRoot,
      env: env(),
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "agency-reset-link-"));
    const database = await openDatabase({ driver: "pglite", dataDir });
    await database.migrate();
    await seedBase(database.db, testConfig({ dataDir }));
    await database.close();
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("prints a one-time link on the site's address that resets the password", async () => {
    const { stdout } = await script(TEST_ADMIN.username.toUpperCase());
    expect(stdout).toContain(`One-time reset link for "${TEST_ADMIN.username}"`);
    const link = new URL(/https:\/\/www\.example\.com\/admin\/reset-password\?token=\S+/.exec(stdout)?.[0] ?? "");

    const ctx = await createTestAppOn(await openDatabase({ driver: "pglite", dataDir }), { dataDir });
    try {
      const [made] = await auditRows(ctx);
      expect(made).toMatchObject({
        actorId: null,
        ip: null,
        action: "passwordReset",
        summary: `Made a password reset link for "${TEST_ADMIN.username}" on the server's console`,
      });
      const reset = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/admin/password-reset/confirm",
        payload: { token: link.searchParams.get("token"), newPassword: "Back#InAgain9" },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      const login = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/admin/login",
        payload: { username: TEST_ADMIN.username, password: "Back#InAgain9" },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it("says so, and fails, for an unknown username or none", async () => {
    await expect(script("nobody")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No staff account is named "nobody"'),
    });
    await expect(script()).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Usage: npm run admin:reset-link"),
    });
  });
});
