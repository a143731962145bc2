import { rm, writeFile } from "node:fs/promises";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggerOptions } from "../../server/app.ts";
import { publicUploadsDir } from "../../server/plugins/uploads.ts";
import { bearer, login, signInAsSuperAdmin } from "../support/admins.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { multipart } from "../support/forms.ts";
import { pngImage } from "../support/images.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testConfig } from "../support/test-config.ts";

/**
 * A failed insert once logged its statement with the parameters: a new admin's argon2 hash, e-mail,
 * phone and address went to the server log. Each kind of failure is triggered for real here, and
 * the captured log is searched for what must never be in it. An error's message is logged with the
 * data it held left out (ADR 0265).
 */

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    done();
  },
});

const newAdmin = {
  username: "farah",
  fullName: "Farah Siddiqui",
  email: "farah.private@example.com",
  password: "Unlogged#Pass42",
  contactNumber: "03219876543",
  address: "House 7, Street 9, Model Town",
  gender: "Female",
  dateOfBirth: "1990-01-02",
  role: "Member",
};
const wrongPassword = "Wrong#Guess77";
const thrownEmail = "thrown.person@example.com";

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  const config = { ...testConfig(), logLevel: "debug" as const };
  ctx = await createTestApp(
    { logLevel: "debug" },
    (app) => {
      // A handler that fails with the caller's data in its message, as a bug might.
      app.post("/test-only/explode", async (request) => {
        throw new Error(`could not handle ${JSON.stringify(request.body)}`);
      });
    },
    "off",
    { ...loggerOptions(config), stream: capture },
  );
  token = (await signInAsSuperAdmin(ctx)).token;
});
afterAll(() => ctx.close());

const logText = () => lines.join("\n");
const errorLines = () => lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50);

describe("what the server log may hold", () => {
  it("logs a failed insert by its codes and request id, without the statement's parameters", async () => {
    // A real constraint failure: the table refuses every new row.
    await ctx.database.db.execute(sql`alter table admin_users add constraint refuse_new check (false) not valid`);
    try {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/admin/register",
        headers: bearer(token),
        payload: newAdmin,
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute(sql`alter table admin_users drop constraint refuse_new`);
    }
    const logged = errorLines().find((entry) => JSON.stringify(entry.err).includes("23514"));
    expect(logged, logText()).toBeDefined();
    expect(logged.reqId).toBeDefined();
    expect(logged.err.constraint ?? logged.err.cause?.constraint).toBe("refuse_new");
  });

  it("logs a thrown error's class, message and where it was thrown, never its stack trace, without the request body it held or the token", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/test-only/explode",
      headers: { ...bearer(token), cookie: `ds_session=${token}` },
      payload: { email: thrownEmail, password: newAdmin.password },
    });
    expect(res.statusCode).toBe(500);
    const logged = errorLines().find((entry) => entry.err?.message?.startsWith("could not handle"));
    expect(logged, logText()).toMatchObject({ err: { type: "Error", message: 'could not handle {"…":"…","…":"…"}' } });
    expect(logged.reqId).toBeDefined();
    expect(logged.err.stack).toMatch(/^tests\/api\/error-logs\.test\.ts:\d+:\d+$/);
    expect(JSON.stringify(logged)).not.toMatch(/\bat \S/);
  });

  it("logs nothing of a failed sign-in's password", async () => {
    const res = await login(ctx, TEST_ADMIN.username, wrongPassword);
    expect(res.statusCode).toBe(401);
  });

  it("logs a failed upload by its codes", async () => {
    // The uploads directory replaced by a file: storing the picture fails for real.
    const uploads = publicUploadsDir(ctx.config.dataDir);
    await rm(uploads, { recursive: true, force: true });
    await writeFile(uploads, "not a directory");
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/category/create",
      headers: bearer(token),
      payload: multipart({ name: "Logged", description: "Upload fails" }, { logo: await pngImage() }),
    });
    expect(res.statusCode).toBe(500);
    expect(errorLines().some((entry) => ["EEXIST", "ENOTDIR"].includes(entry.err?.code))).toBe(true);
  });

  it("never holds a password, a hash, personal data, a token or SQL parameters", () => {
    const text = logText();
    expect(lines.length).toBeGreaterThan(0);
    for (const secret of [
      newAdmin.password,
      TEST_ADMIN.password,
      wrongPassword,
      "$argon2",
      newAdmin.email,
      newAdmin.contactNumber,
      newAdmin.address,
      newAdmin.fullName,
      thrownEmail,
      token,
      "params:",
      "insert into",
    ]) {
      expect(text.toLowerCase(), secret).not.toContain(secret.toLowerCase());
    }
  });
});
