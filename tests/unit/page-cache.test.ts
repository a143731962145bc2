import { describe, expect, it } from "vitest";
import { PageCache, type StoredPage } from "../../server/http/page-cache.ts";

const page = (text: string): StoredPage => ({
  status: 200,
  headers: [["content-type", "text/html"]],
  body: Buffer.from(text),
});
const body = (cache: PageCache, key: string) => cache.get(key)?.body.toString();

function cacheAt(options: { maxEntries?: number; maxAgeMs?: number } = {}) {
  let now = 0;
  const cache = new PageCache({
    maxEntries: options.maxEntries ?? 10,
    maxAgeMs: options.maxAgeMs ?? 60_000,
    now: () => now,
  });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe("the page cache", () => {
  it("serves a stored page until it is older than its lifetime", () => {
    const { cache, advance } = cacheAt({ maxAgeMs: 1000 });
    cache.set("/", cache.version, page("home"));
    advance(999);
    expect(body(cache, "/")).toBe("home");
    advance(1);
    expect(cache.get("/")).toBeUndefined();
  });

  it("forgets every page on a write", () => {
    const { cache } = cacheAt();
    cache.set("/", cache.version, page("home"));
    cache.set("/about", cache.version, page("about"));
    cache.invalidate();
    expect(cache.get("/")).toBeUndefined();
    expect(cache.get("/about")).toBeUndefined();
  });

  it("does not keep a page whose render started before a write ended", () => {
    const { cache } = cacheAt();
    const startedAt = cache.version;
    cache.invalidate();
    cache.set("/", startedAt, page("stale"));
    expect(cache.get("/")).toBeUndefined();
    cache.set("/", cache.version, page("fresh"));
    expect(body(cache, "/")).toBe("fresh");
  });

  it("drops the least recently used page when full", () => {
    const { cache } = cacheAt({ maxEntries: 2 });
    cache.set("/a", cache.version, page("a"));
    cache.set("/b", cache.version, page("b"));
    expect(body(cache, "/a")).toBe("a");
    cache.set("/c", cache.version, page("c"));
    expect(body(cache, "/b")).toBeUndefined();
    expect(body(cache, "/a")).toBe("a");
    expect(body(cache, "/c")).toBe("c");
  });

  it("keeps nothing when its lifetime is 0", () => {
    const { cache } = cacheAt({ maxAgeMs: 0 });
    expect(cache.enabled).toBe(false);
    cache.set("/", cache.version, page("home"));
    expect(cache.get("/")).toBeUndefined();
  });
});
