import { describe, expect, it } from "vitest";
import { NOT_FOUND_SIDE_TITLE, pageSideTitle, sideTitle } from "../../app/lib/side-title.ts";

describe("side title", () => {
  it("is empty on the home page", () => {
    expect(sideTitle("/")).toBe("");
  });

  it("upper-cases the first path segment only", () => {
    expect(sideTitle("/about")).toBe("ABOUT");
    expect(sideTitle("/services/sub-services/0190")).toBe("SERVICES");
    expect(sideTitle("/career/form/42")).toBe("CAREER");
  });

  it("drops a trailing -DETAILS and turns underscores into spaces", () => {
    expect(sideTitle("/project-details")).toBe("PROJECT");
    expect(sideTitle("/product-details")).toBe("PRODUCT");
    expect(sideTitle("/our_team")).toBe("OUR TEAM");
    expect(sideTitle("/details-page")).toBe("DETAILS-PAGE");
  });

  it("keeps a malformed escape as typed", () => {
    expect(sideTitle("/%E0%A4%A")).toBe("%E0%A4%A");
  });

  it("is the route's own title where the route gives one (the 404 page never spells out the bad URL)", () => {
    expect(pageSideTitle("/this-page-does-not-exist", { sideTitle: NOT_FOUND_SIDE_TITLE })).toBe("NOT FOUND");
    expect(pageSideTitle("/about", { searchParams: [] })).toBe("ABOUT");
    expect(pageSideTitle("/career/form/42", undefined)).toBe("CAREER");
    expect(pageSideTitle("/", null)).toBe("");
  });

  it("is NOT FOUND where a route's loader found nothing at the address (a page or article nobody published)", () => {
    expect(pageSideTitle("/this-page-does-not-exist", undefined, { found: false })).toBe("NOT FOUND");
    expect(pageSideTitle("/blog/no-such-article", undefined, { found: false })).toBe("NOT FOUND");
    expect(pageSideTitle("/our-process", undefined, { found: true, page: {} })).toBe("OUR-PROCESS");
  });
});
