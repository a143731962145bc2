import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedReads } from "../../server/pages/load-context.ts";
import { insertCategory } from "../support/content-fixtures.ts";
import { createTestDatabase } from "../support/test-database.ts";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe("a page request's shared reads", () => {
  it("read the categories once for all the request's loaders, and afresh for the next request", async () => {
    await insertCategory(database.db, { name: "Read before" });
    const request = sharedReads(database.db);
    const shared = request.categories();
    expect(request.categories()).toBe(shared);
    const before = (await shared).map((category) => category.name);
    expect(before).toContain("Read before");

    const added = await insertCategory(database.db, { name: "Added between two requests" });
    expect((await request.categories()).map((category) => category.name)).toEqual(before);
    const next = sharedReads(database.db);
    expect((await next.categories()).map((category) => category._id)).toContain(added.id);
  });
});
