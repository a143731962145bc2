import { describe, expect, it } from "vitest";
import { sameJson } from "../../app/lib/admin/same-json.ts";

describe("sameJson", () => {
  it("takes objects with their keys in another order as equal, at any depth", () => {
    expect(sameJson({ a: 1, b: { c: [1, { d: 2, e: 3 }] } }, { b: { c: [1, { e: 3, d: 2 }] }, a: 1 })).toBe(true);
  });

  it("tells apart a changed value, a missing key, another length or type", () => {
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameJson({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(sameJson([1, 2], [1, 2, 3])).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson("1", 1)).toBe(false);
  });
});
