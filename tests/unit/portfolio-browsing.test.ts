import { describe, expect, it } from "vitest";
import {
  filterChips,
  pageCount,
  pageNumberWithin,
  parsePageNumber,
  reversedPage,
  selectedChip,
} from "../../domain/portfolio-browsing.ts";
import { PORTFOLIO_ALL } from "../../domain/public-site.ts";

describe("pages of a list", () => {
  it("counts the pages of a list, one even when it is empty", () => {
    expect(pageCount(14, 6)).toBe(3);
    expect(pageCount(12, 6)).toBe(2);
    expect(pageCount(0, 6)).toBe(1);
  });

  it("brings a page past either end back to the first or the last", () => {
    expect(pageNumberWithin(9, 3)).toBe(3);
    expect(pageNumberWithin(0, 3)).toBe(1);
    expect(pageNumberWithin(2.7, 3)).toBe(2);
  });

  it("shows a page in reverse order without touching the page it came from", () => {
    const page = { items: [1, 2, 3], page: 1, totalPages: 1, total: 3 };
    expect(reversedPage(page)).toEqual({ ...page, items: [3, 2, 1] });
    expect(page.items).toEqual([1, 2, 3]);
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
});
