import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createAdmin, createRole, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { entriesOf } from "../support/audit.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testDriver } from "../support/test-database.ts";

/** Issue 69: a staff user's refused (403) read of personal data is audited, at most once a window. */
let clock = Date.parse("2026-12-01T09:00:00Z");
let ctx: TestContext;
let outsider: Record<string, string>;
let root: Record<string, string>;

const get = (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: "GET", url: `/api/v1${url}`, headers });

beforeAll(async () => {
  ctx = await createTestApp({}, undefined, "off", false, () => clock);
  root = bearer((await signInAsSuperAdmin(ctx)).token);
  await createRole(ctx, "Refused Outsider", { category: { update: true } });
  await createAdmin(ctx, "refused-outsider", "Refused Outsider");
  outsider = bearer((await signIn(ctx, "refused-outsider")).token);
});
afterAll(() => ctx.close());

describe(`refused reads of personal data on ${testDriver()}`, () => {
  it("leave one audit entry per user and route in ten minutes, naming the right that was missing", async () => {
    const { result, entries } = await entriesOf(ctx, () => get("/contact", outsider));
    expect(result.statusCode).toBe(403);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUsername: "refused-outsider",
      action: "accessRefused",
      entity: "personalData",
      summary: "Refused GET /api/v1/contact: no right to read leads",
    });

    // Again at once: refused, not written again; another route is its own.
    const again = await entriesOf(ctx, () => get("/contact", outsider));
    expect(again.result.statusCode).toBe(403);
    expect(again.entries).toHaveLength(0);
    const career = await entriesOf(ctx, () => get("/career", outsider));
    expect(career.entries).toMatchObject([{ summary: "Refused GET /api/v1/career: no right to read applications" }]);
    // A refusal inside a handler (the follow-ups of a kind it may not read) too.
    const kind = await entriesOf(ctx, () => get("/follow-ups?kind=enquiry", outsider));
    expect(kind.result.statusCode).toBe(403);
    expect(kind.entries).toMatchObject([{ summary: "Refused GET /api/v1/follow-ups: no right to read leads" }]);

    // Past the window, the next refusal is written.
    clock += 10 * 60 * 1000 + 1;
    expect((await entriesOf(ctx, () => get("/contact", outsider))).entries).toHaveLength(1);
  });

  it("leave nothing for reads allowed, nor for a refusal that is not of personal data", async () => {
    expect((await entriesOf(ctx, () => get("/contact", root))).entries).toHaveLength(0);
    const users = await entriesOf(ctx, () => get("/admin", outsider));
    expect(users.result.statusCode).toBe(403);
    expect(users.entries).toHaveLength(0);
  });
});
