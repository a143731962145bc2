import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import {
  builtInPages,
  isBuiltInPage,
  isProbePath,
  normalizeSitePath,
  notFoundAddress,
  planSave,
  type RedirectRule,
  withRequestQuery,
} from "../../domain/redirects.ts";

/** Every page app/routes.ts declares without a parameter, as a visitor addresses it. */
function staticPages(list: readonly RouteConfigEntry[], prefix = ""): string[] {
  return list.flatMap((route) => {
    const path = route.path === undefined ? prefix : `${prefix}/${route.path}`;
    // A language's home is an index route with its prefix for a path (`/ur`).
    const own = route.index
      ? [route.path !== undefined ? path : prefix || "/"]
      : route.path !== undefined && !/[:*]/.test(route.path)
        ? [path]
        : [];
    const below = route.children ? staticPages(route.children, path) : [];
    return [...own, ...below];
  });
}

describe("the pages a redirect may not hide", () => {
  it("are the static pages of app/routes.ts, every one of them", () => {
    const declared = staticPages(routes);
    // The back office is refused whole, through its prefix.
    const publicPages = declared.filter((path) => !path.startsWith("/admin/"));
    expect([...new Set(publicPages)].sort()).toEqual([...builtInPages].sort());
    for (const path of declared) expect(isBuiltInPage(path), path).toBe(true);
  });

  it("leave a page with a parameter free (an old record's address), and tell scanners' addresses apart", () => {
    expect(isBuiltInPage("/career/old-job")).toBe(false);
    expect(isBuiltInPage("/administrator")).toBe(false);
    expect(isProbePath("/wp-login.php")).toBe(true);
    expect(isProbePath("/.git/config")).toBe(true);
    expect(isProbePath("/services/web")).toBe(false);
    // Scanners' shapes only (issue 68): never what a moving owner must redirect.
    for (const probe of [
      "/wp-admin/",
      "/wp-admin",
      "/xmlrpc.php",
      "/.env",
      "/wp-content/plugins/x/readme.txt",
      "/a.aspx",
    ])
      expect(isProbePath(probe), probe).toBe(true);
    for (const kept of [
      "/wp-content/uploads/2019/05/team.jpg",
      "/2019/05/hello-world",
      "/category/news",
      "/tag/design",
      "/author/ayesha",
      "/feed",
      "/wp-something-else",
    ])
      expect(isProbePath(kept), kept).toBe(false);
  });

  it("carry a request's query through a redirect, the target's own words winning", () => {
    expect(withRequestQuery("/new", "/old?utm_source=x")).toBe("/new?utm_source=x");
    expect(withRequestQuery("/new?tab=2", "/old?utm_source=x&tab=9")).toBe("/new?tab=2&utm_source=x");
    expect(withRequestQuery("https://elsewhere.example/p", "/old?utm_medium=mail#top")).toBe(
      "https://elsewhere.example/p?utm_medium=mail",
    );
    expect(withRequestQuery("/projects/site", "/project-details?id=42&utm_source=x", ["id"])).toBe(
      "/projects/site?utm_source=x",
    );
    expect(withRequestQuery("/new", "/old")).toBe("/new");
    expect(withRequestQuery("/new", "/old?id=1", ["id"])).toBe("/new");
  });

  it("log a 404 under its path and the query words that change what is asked for, not the tracking ones", () => {
    expect(notFoundAddress("/old/?utm_source=x&fbclid=1")).toBe("/old");
    expect(notFoundAddress("/blog?page=2&utm_medium=mail")).toBe("/blog?page=2");
    expect(notFoundAddress("/search?q=a%20b#top")).toBe("/search?q=a+b");
    expect(notFoundAddress("/plain")).toBe("/plain");
  });

  it("normalise a path as a browser sends it", () => {
    expect(normalizeSitePath("/über/")).toBe("/%C3%BCber");
    expect(normalizeSitePath("/a/../b")).toBe("/b");
    expect(normalizeSitePath("//host/x")).toBeUndefined();
    expect(normalizeSitePath("/a b")).toBeUndefined();
  });
});

describe("planSave", () => {
  const rule = (from: string, to: string): RedirectRule => ({
    from,
    to,
    toRecord: null,
    external: false,
    status: 301,
    note: "",
  });
  const rulesOf = (...list: RedirectRule[]) => new Map(list.map((r) => [r.from, r]));

  it("collapses A→B, B→C to A→C both ways round, and refuses a loop", () => {
    const first = planSave(rulesOf(rule("/a", "/b")), rule("/b", "/c"));
    expect(first).toMatchObject({ ok: true, rule: { to: "/c" }, repointed: [{ from: "/a", to: "/c" }] });
    const second = planSave(rulesOf(rule("/b", "/c")), rule("/a", "/b"));
    expect(second).toMatchObject({ ok: true, rule: { from: "/a", to: "/c" }, repointed: [] });
    expect(planSave(rulesOf(rule("/a", "/b")), rule("/b", "/a"))).toMatchObject({ ok: false });
    expect(planSave(rulesOf(rule("/a", "/c"), rule("/b", "/c")), rule("/c", "/a"))).toMatchObject({ ok: false });
  });
});
