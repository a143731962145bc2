import { describe, expect, it } from "vitest";
import { byCategoryName, filterChips, pageOf, parsePageNumber, selectedChip } from "../../domain/portfolio-browsing.ts";
import { PORTFOLIO_ALL } from "../../domain/public-site.ts";

const numbers = Array.from({ length: 14 }, (_, i) => i + 1);

describe("pageOf", () => {
  it("cuts a list into pages of the given size and counts the pages", () => {
    expect(pageOf(numbers, 1, 6)).toEqual({ items: [1, 2, 3, 4, 5, 6], page: 1, totalPages: 3, total: 14 });
    expect(pageOf(numbers, 3, 6).items).toEqual([13, 14]);
  });

  it("shows a page in reverse order when asked, without touching the list", () => {
    expect(pageOf(numbers, 1, 6, true).items).toEqual([6, 5, 4, 3, 2, 1]);
    expect(pageOf(numbers, 3, 6, true).items).toEqual([14, 13]);
    expect(numbers.slice(0, 3)).toEqual([1, 2, 3]);
  });

  it("clamps a page past either end and gives an empty list one empty page", () => {
    expect(pageOf(numbers, 9, 6).page).toBe(3);
    expect(pageOf(numbers, 0, 6).page).toBe(1);
    expect(pageOf([], 1, 6)).toEqual({ items: [], page: 1, totalPages: 1, total: 0 });
  });
});

describe("parsePageNumber", () => {
  it("reads whole positive numbers and falls back to 1 for anything else", () => {
    expect(parsePageNumber("2")).toBe(2);
    for (const bad of [null, undefined, "", "0", "-1", "1.5", "abc", "9999999"]) {
      expect(parsePageNumber(bad)).toBe(1);
    }
  });
});

describe("the portfolio filter", () => {
  it("keeps only Web Development and Mobile App Development, after All", () => {
    expect(filterChips(["Cloud and DevOps", "Mobile App Development", "Web Development"])).toEqual([
      "All",
      "Web Development",
      "Mobile App Development",
    ]);
    expect(filterChips(["Web Development", "UI/UX Design"])).toEqual(["All", "Web Development"]);
  });

  it("falls back to the spec's chips when no category could be read", () => {
    expect(filterChips([])).toEqual(["All", "Web Development", "Mobile App Development"]);
  });

  it("selects a chip by name ignoring case, else All", () => {
    const chips = filterChips(["Web Development"]);
    expect(selectedChip(chips, "web development")).toBe("Web Development");
    expect(selectedChip(chips, "Cloud and DevOps")).toBe(PORTFOLIO_ALL);
    expect(selectedChip(chips, null)).toBe(PORTFOLIO_ALL);
  });

  it("shows only items whose category name matches, and everything for All", () => {
    const items = [
      { id: 1, category: { name: "Web Development" } },
      { id: 2, category: { name: "Mobile App Development" } },
    ];
    expect(byCategoryName(items, "Web Development").map((i) => i.id)).toEqual([1]);
    expect(byCategoryName(items, PORTFOLIO_ALL).map((i) => i.id)).toEqual([1, 2]);
  });
});
