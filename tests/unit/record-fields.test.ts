import { describe, expect, it } from "vitest";
import { recordFields } from "../../server/modules/record-fields.ts";

describe("recordFields", () => {
  it("names the id `_id`, keeps the version and writes both timestamps as ISO text", () => {
    const at = new Date("2026-01-02T03:04:05.000Z");
    expect(recordFields({ id: "abc", version: 3, createdAt: at, updatedAt: "2026-02-03T04:05:06Z" })).toEqual({
      _id: "abc",
      version: 3,
      createdAt: "2026-01-02T03:04:05.000Z",
      updatedAt: "2026-02-03T04:05:06.000Z",
    });
  });
});
