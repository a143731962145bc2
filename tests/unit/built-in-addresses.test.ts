import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { builtInFirstSegments } from "../../domain/built-in-addresses.ts";
import { slugMessages, slugProblem } from "../../domain/slugs.ts";

type Route = { path?: string; children?: Route[] };

/** The first segment of every route the site declares with a fixed one (layouts pass theirs on). */
function firstSegments(list: readonly Route[], above = ""): string[] {
  return list.flatMap((route) => {
    const path = [above, route.path ?? ""].filter(Boolean).join("/");
    const first = path.split("/")[0];
    const own = first && !first.startsWith(":") && first !== "*" ? [first] : [];
    return [...own, ...firstSegments(route.children ?? [], path)];
  });
}

describe("built-in addresses", () => {
  it("know every first segment of app/routes.ts, so a page cannot take one", () => {
    const declared = [...new Set(firstSegments(routes))];
    expect(declared.length).toBeGreaterThan(10);
    expect(declared.filter((segment) => !builtInFirstSegments.includes(segment))).toEqual([]);
  });

  it("know every file and folder of public/", () => {
    const files = readdirSync(new URL("../../public", import.meta.url));
    expect(files.filter((name) => !builtInFirstSegments.includes(name))).toEqual([]);
  });

  it("are refused as a page's slug, and only as a page's", () => {
    for (const slug of ["about", "services", "admin", "api", "blog", "uploads", "contact", "career"])
      expect(slugProblem("page", slug), slug).toBe(slugMessages.reserved);
    expect(slugProblem("page", "our-process")).toBeNull();
    expect(slugProblem("job", "about")).toBeNull();
  });
});
