import { describe, expect, it } from "vitest";
import { filterByCategory, portfolioChips } from "../../app/lib/portfolio-filter.ts";

describe("portfolio filter", () => {
  it("offers All plus the allowed categories that exist, in the spec's order", () => {
    expect(portfolioChips(["UI/UX Design", "Mobile App Development", "Web Development"])).toEqual([
      "All",
      "Web Development",
      "Mobile App Development",
    ]);
    expect(portfolioChips(["Mobile App Development", "Cloud and DevOps"])).toEqual(["All", "Mobile App Development"]);
  });

  it("falls back to All, Web Development and Mobile App Development when categories could not be read", () => {
    expect(portfolioChips(null)).toEqual(["All", "Web Development", "Mobile App Development"]);
  });

  it("shows everything for All and only matching category names otherwise", () => {
    const items = [
      { id: 1, category: { name: "Web Development" } },
      { id: 2, category: { name: "Mobile App Development" } },
      { id: 3, category: "Web Development" },
    ];
    expect(filterByCategory(items, "All").map((item) => item.id)).toEqual([1, 2, 3]);
    expect(filterByCategory(items, "Web Development").map((item) => item.id)).toEqual([1, 3]);
    expect(filterByCategory(items, "UI/UX Design")).toEqual([]);
  });
});
