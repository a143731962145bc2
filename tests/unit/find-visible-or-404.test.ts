import { describe, expect, it } from "vitest";
import { uniformPermissions } from "../../domain/roles.ts";
import { HttpError } from "../../server/http/http-error.ts";
import { findVisibleOr404 } from "../../server/http/visibility.ts";

type Item = { id: string; isActive: boolean };
const items: Item[] = [
  { id: "live", isActive: true },
  { id: "hidden", isActive: false },
];
const find =
  (id: string) =>
  async ({ includeInactive }: { includeInactive: boolean }) =>
    items.find((item) => item.id === id && (includeInactive || item.isActive)) ?? null;

const visitor = { admin: null };
const admin = { admin: { id: "a", username: "staff", role: "Editor", permissions: uniformPermissions(false) } };

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
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ statusCode: 404, message: "Job not found" });
  });
});
