import { describe, expect, it } from "vitest";
import { addressOf, slugsAt } from "../../domain/addresses.ts";

describe("slugsAt", () => {
  it("reads back every address addressOf writes", () => {
    expect(slugsAt(addressOf.category({ slug: "web" }))).toEqual({ kind: "category", slug: "web" });
    expect(slugsAt(addressOf.service({ slug: "react", category: { slug: "web" } }))).toEqual({
      kind: "service",
      category: "web",
      slug: "react",
    });
    expect(slugsAt(addressOf.portfolio({ type: "project", slug: "harbour" }))).toEqual({
      kind: "project",
      slug: "harbour",
    });
    expect(slugsAt(addressOf.portfolio({ type: "product", slug: "pos" }))).toEqual({ kind: "product", slug: "pos" });
    expect(slugsAt(addressOf.job({ slug: "designer" }))).toEqual({ kind: "job", slug: "designer" });
    expect(slugsAt(addressOf.jobApplication({ slug: "designer" }))).toEqual({ kind: "job", slug: "designer" });
    expect(slugsAt(addressOf.page({ slug: "our-process" }))).toEqual({ kind: "page", slug: "our-process" });
    expect(slugsAt(addressOf.article({ slug: "why-speed-sells" }))).toEqual({
      kind: "article",
      slug: "why-speed-sells",
    });
  });

  it("names nothing for another shape", () => {
    for (const path of [
      "/",
      "/services",
      "/projects/",
      "/projects/a/b",
      "/career/a/b",
      "/services/a/b/c",
      "/about/x",
      "//x",
    ]) {
      expect(slugsAt(path), path).toBeNull();
    }
  });
});
