import { describe, expect, it } from "vitest";
import { browserCopyKey, copyDiffers, readBrowserCopy, unsavedWorkTexts } from "../../domain/unsaved-work.ts";

/** The browser's copy of typed work (issue 67, ADR 0231): its key, what is read back, and when it is worth offering. */
describe("the browser's copy of unsaved work", () => {
  it("is kept per kind and record, a new one as new", () => {
    expect(browserCopyKey("articles", "a1")).toBe("unsaved-work:articles:a1");
    expect(browserCopyKey("services", undefined)).toBe("unsaved-work:services:new");
  });

  it("reads back only a copy of its own shape", () => {
    const copy = { at: "2026-11-29T01:02:03.000Z", tab: "t1", values: { title: "Case study" } };
    expect(readBrowserCopy(JSON.stringify(copy))).toEqual(copy);
    expect(readBrowserCopy(null)).toBeNull();
    expect(readBrowserCopy("{not json")).toBeNull();
    expect(readBrowserCopy(JSON.stringify({ values: {} }))).toBeNull();
  });

  it("is offered only while it differs from what the editor opened on", () => {
    const copy = { at: "2026-11-29T01:02:03.000Z", tab: "t1", values: { title: "Case study", body: { a: [1] } } };
    expect(copyDiffers(copy, { title: "Case study", body: { a: [1] } })).toBe(false);
    expect(copyDiffers(copy, { title: "Case", body: { a: [1] } })).toBe(true);
    expect(copyDiffers(copy, { title: "Case study" })).toBe(true);
  });

  it("offers it with its time", () => {
    expect(unsavedWorkTexts.restoreOffer("Nov 29, 2026, 1:02 AM")).toBe(
      "Restore your unsaved changes from Nov 29, 2026, 1:02 AM",
    );
  });
});
