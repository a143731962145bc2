import { describe, expect, it } from "vitest";
import { NotFound } from "../../server/errors/domain-errors.ts";
import { recordFields } from "../../server/modules/record-fields.ts";
import { findVisibleOr404, type Visibility } from "../../server/modules/visible-item.ts";

describe("findVisibleOr404", () => {
  const item = { name: "Retired product", isActive: false };
  /** A store holding one inactive item, as the queries read it. */
  const find = async ({ includeInactive }: Visibility) => (includeInactive ? item : null);

  it("answers an inactive item to a caller who sees inactive items", async () => {
    await expect(findVisibleOr404({ seesInactive: true }, find, "Product not found")).resolves.toBe(item);
  });

  it("hides it from everyone else with the resource's 404", async () => {
    const hidden = findVisibleOr404({ seesInactive: false }, find, "Product not found");
    await expect(hidden).rejects.toBeInstanceOf(NotFound);
    await expect(hidden).rejects.toThrow("Product not found");
  });

  it("answers 404 for an item that does not exist, whoever asks", async () => {
    await expect(findVisibleOr404({ seesInactive: true }, async () => null, "Job not found")).rejects.toThrow(
      "Job not found",
    );
  });
});

describe("recordFields", () => {
  it("names the id `_id` and writes both timestamps as ISO text", () => {
    const at = new Date("2026-01-02T03:04:05.000Z");
    expect(recordFields({ id: "abc", createdAt: at, updatedAt: "2026-02-03T04:05:06Z" })).toEqual({
      _id: "abc",
      createdAt: "2026-01-02T03:04:05.000Z",
      updatedAt: "2026-02-03T04:05:06.000Z",
    });
  });
});
