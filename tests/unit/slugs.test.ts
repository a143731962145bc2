import { describe, expect, it } from "vitest";
import { addressOf } from "../../domain/addresses.ts";
import { slugFrom } from "../../domain/slug-from-name.ts";
import { firstFreeSlug, slugField, slugLimits, slugMessages, slugPattern, slugProblem } from "../../domain/slugs.ts";

describe("a slug made from a name (ADR 0160)", () => {
  it("is lowercase ASCII words joined by single hyphens", () => {
    expect(slugFrom("Web Development", "category")).toBe("web-development");
    expect(slugFrom("  Cloud & DevOps!! ", "category")).toBe("cloud-and-devops");
    expect(slugFrom("Café Crème — 2026", "service")).toBe("cafe-creme-2026");
    expect(slugFrom("UI/UX Design", "service")).toBe("ui-ux-design");
  });

  it("transliterates Urdu and other scripts rather than dropping them", () => {
    for (const name of ["ویب ڈویلپمنٹ", "Программист", "Σχεδιασμός"]) {
      const slug = slugFrom(name, "job");
      expect(slug, name).toMatch(slugPattern);
      expect(slug, name).not.toBe("job");
    }
  });

  it("falls back to the kind's word when nothing is left, and is cut at a word within the limit", () => {
    expect(slugFrom("!!! ***", "job")).toBe("job");
    const long = slugFrom(`${"word ".repeat(30)}end`, "job");
    expect(long.length).toBeLessThanOrEqual(slugLimits.max);
    expect(long).toMatch(/^(word-)*word$/);
  });

  it("gets -2, -3… while taken, within the limit", async () => {
    const taken = new Set(["web", "web-2"]);
    expect(await firstFreeSlug("web", async (slug) => !taken.has(slug))).toBe("web-3");
    const long = "a".repeat(slugLimits.max);
    const free = await firstFreeSlug(long, async (slug) => slug !== long);
    expect(free).toBe(`${"a".repeat(slugLimits.max - 2)}-2`);
  });
});

describe("the slug rules", () => {
  it("refuse malformed, too long, reserved and id-shaped slugs with the domain's messages", () => {
    expect(slugProblem("job", "senior-react-developer")).toBeNull();
    expect(slugProblem("job", "Senior")).toBe(slugMessages.invalid);
    expect(slugProblem("job", "a--b")).toBe(slugMessages.invalid);
    expect(slugProblem("job", "a".repeat(slugLimits.max + 1))).toBe(slugMessages.tooLong);
    expect(slugProblem("job", "form")).toBe(slugMessages.reserved);
    expect(slugProblem("service", "form")).toBeNull();
    expect(slugProblem("category", "sub-services")).toBe(slugMessages.reserved);
    expect(slugProblem("category", "0b9d0a44-7f2e-4c1e-9d1a-5a3c2b1e0f9a")).toBe(slugMessages.reserved);
  });

  it("take an empty field as none, and refuse a malformed one in the form", () => {
    expect(slugField.parse("")).toBe("");
    expect(slugField.parse(undefined)).toBeUndefined();
    expect(slugField.parse(" web-design ")).toBe("web-design");
    expect(slugField.safeParse("Web Design").error?.issues[0]?.message).toBe(slugMessages.invalid);
    expect(slugField.safeParse("a".repeat(81)).error?.issues[0]?.message).toBe(slugMessages.tooLong);
  });
});

describe("a record's public address", () => {
  it("is made in one place for every kind", () => {
    expect(addressOf.category({ slug: "web" })).toBe("/services/web");
    expect(addressOf.service({ slug: "react", category: { slug: "web" } })).toBe("/services/web/react");
    expect(addressOf.portfolio({ type: "project", slug: "shop" })).toBe("/projects/shop");
    expect(addressOf.portfolio({ type: "product", slug: "pos" })).toBe("/products/pos");
    expect(addressOf.job({ slug: "designer" })).toBe("/career/designer");
    expect(addressOf.jobApplication({ slug: "designer" })).toBe("/career/designer/apply");
  });
});
