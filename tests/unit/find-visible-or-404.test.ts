import { describe, expect, it } from "vitest";
import { NotFound } from "../../server/errors/domain-errors.ts";
import { findVisibleOr404 } from "../../server/modules/visible-item.ts";

type Item = { id: string; isActive: boolean };
const items: Item[] = [
  { id: "live", isActive: true },
  { id: "hidden", isActive: false },
];
const find =
  (id: string) =>
  async ({ includeInactive }: { includeInactive: boolean }) =>
    items.find((item) => item.id === id && (includeInactive || item.isActive)) ?? null;

// What the access plugin decided for the caller (request.access): any signed-in admin sees inactive items.
const visitor = { seesInactive: false };
const admin = { seesInactive: true };

describe("findVisibleOr404", () => {
  it("gives anyone an active item", async () => {
    await expect(findVisibleOr404(visitor, find("live"), "Missing")).resolves.toEqual(items[0]);
  });

  it("gives an inactive item to a signed-in admin only", async () => {
    await expect(findVisibleOr404(admin, find("hidden"), "Missing")).resolves.toEqual(items[1]);
    await expect(findVisibleOr404(visitor, find("hidden"), "Missing")).rejects.toMatchObject({
      statusCode: 404,
      message: "Missing",
    });
  });

  it("answers 404 with the given message for an item that is not there", async () => {
    const failure = await findVisibleOr404(admin, find("gone"), "Job not found").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NotFound);
    expect(failure).toMatchObject({ statusCode: 404, message: "Job not found" });
  });
});
