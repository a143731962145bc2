import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { insertCategory, insertService } from "../support/content-fixtures.ts";
import { createTestAppOn, type TestContext } from "../support/test-app.ts";
import { createTestDatabase } from "../support/test-database.ts";

/**
 * One publish reads its record once and locks its row once (issue 70): counted through the
 * database's statement log, not timed. Before, a service's publish read it five times and locked
 * its row three times (the lock, the version check's read, the write's own read, the revision's).
 */
let ctx: TestContext;
let statements: string[] | undefined;

beforeAll(async () => {
  const database = await createTestDatabase((statement) => statements?.push(statement));
  ctx = await createTestAppOn(database);
});
afterAll(() => ctx.close());

/** The statements `work` sends to the database. */
async function counted(work: () => Promise<unknown>) {
  statements = [];
  await work();
  const sent = statements;
  statements = undefined;
  return sent;
}

const readsServices = (statement: string) => /^select\b.* from "services"/is.test(statement);
const locksServices = (statement: string) => /from "services".*\bfor update\b/is.test(statement);

describe("a service's publish", () => {
  it("locks the service once and reads it once before its change and once after", async () => {
    const headers = bearer((await signInAsSuperAdmin(ctx)).token);
    const category = await insertCategory(ctx.app.db);
    const service = await insertService(ctx.app.db, category.id, { name: "Old service" });
    const api = (url: string, payload?: object) =>
      ctx.app.inject({ method: "POST", url: `/api/v1/services/${service.id}${url}`, headers, payload });
    expect((await api("/draft", { name: "New service" })).statusCode).toBe(200);

    let status = 0;
    const sent = await counted(async () => {
      status = (await api("/publish")).statusCode;
    });
    expect(status).toBe(200);
    const reads = sent.filter(readsServices);
    expect(sent.filter(locksServices)).toHaveLength(1);
    // The route reads the record to check the caller's right on it; in the transaction: the lock
    // (which reads it as its history does) and the record after the change (the answer and revision).
    expect(reads).toHaveLength(3);
  });
});
