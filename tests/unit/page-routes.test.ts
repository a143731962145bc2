import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { pageKeyFor } from "../../server/pages/page-key.ts";
import { pageRouteMatcher } from "../../server/pages/route-matcher.ts";

type Manifest = ServerBuild["routes"];
const action = async () => null;
const route = (
  id: string,
  parentId: string | undefined,
  extra: Record<string, unknown>,
  handle?: unknown,
  withAction = false,
) => ({
  id,
  parentId,
  ...extra,
  module: { default: () => null, handle, ...(withAction ? { action } : {}) },
});

/** The shape of the site's routes: a root, a public layout, pages, a splat 404, the back office. */
const manifest: Manifest = {
  root: route("root", undefined, { path: "" }),
  layout: route("layout", "root", {}),
  home: route("home", "layout", { index: true }),
  about: route("about", "layout", { path: "about" }),
  projects: route("projects", "layout", { path: "projects" }, { searchParams: ["category", "page"] }),
  details: route("details", "layout", { path: "project-details" }, { searchParams: ["id"] }),
  contact: route("contact", "layout", { path: "contact" }, undefined, true),
  missing: route("missing", "layout", { path: "*" }),
  admin: route("admin", "root", { path: "admin" }),
};

const match = pageRouteMatcher(manifest);
const keyOf = pageKeyFor(match);
const key = (url: string) => keyOf({ url });

describe("the cache key of a page", () => {
  it("is the path alone for a page that reads no query parameter", () => {
    expect(key("/about")).toBe("/about");
    expect(key("/about?utm_source=x&ref=y")).toBe("/about");
    expect(key("/")).toBe("/");
    expect(key("/?x=1")).toBe("/");
  });

  it("keeps only the parameters the page declares, in a fixed order", () => {
    expect(key("/projects?page=2&category=Web&x=1")).toBe("/projects?category=Web&page=2");
    expect(key("/projects?x=1&category=Web&page=2")).toBe("/projects?category=Web&page=2");
    expect(key("/project-details?id=abc&junk=1")).toBe("/project-details?id=abc");
  });

  it("keeps React Router's _routes on a data request, with the page's own parameters", () => {
    expect(key("/projects.data?page=2&_routes=routes%2Fprojects&x=9")).toBe(
      "/projects.data?_routes=routes%2Fprojects&page=2",
    );
    expect(key("/_root.data?x=1")).toBe("/_root.data");
  });

  it("leaves React Router's route manifest to the handler: its answer depends on every parameter", () => {
    expect(key("/__manifest?p=%2Fservices%2Fservice-detail%2Fx&version=abc")).toBeUndefined();
  });

  it("leaves the back office uncached", () => {
    for (const url of ["/admin", "/admin/", "/admin/login", "/admin.data", "/ADMIN/users?x=1"]) {
      expect(key(url)).toBeUndefined();
    }
    expect(key("/administrators")).toBe("/administrators");
  });
});

describe("the page routes a path matches", () => {
  it("tell whether the page takes form posts: only a page with an action does", () => {
    expect(match("/contact").hasAction).toBe(true);
    expect(match("/contact.data").hasAction).toBe(true);
    for (const path of ["/", "/about", "/projects", "/no-such-page", "/_root.data"]) {
      expect(match(path).hasAction, path).toBe(false);
    }
  });
});
