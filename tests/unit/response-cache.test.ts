import { describe, expect, it } from "vitest";
import { buildAnswer, type CachedAnswer } from "../../server/cache/cached-answer.ts";
import type { ContentKind } from "../../server/cache/content-kinds.ts";
import { type Lookup, ResponseCache } from "../../server/cache/response-cache.ts";

const answer = (text: string, size = text.length): Promise<CachedAnswer> =>
  buildAnswer(200, { "content-type": "text/plain" }, Buffer.from(text.padEnd(size, " ")));

function cacheAt(options: { maxBytes?: number; maxAgeMs?: number } = {}) {
  let now = 0;
  const cache = new ResponseCache({
    maxBytes: options.maxBytes ?? 1_000_000,
    maxAgeMs: options.maxAgeMs ?? 60_000,
    now: () => now,
  });
  return { cache, advance: (ms: number) => (now += ms) };
}

const body = (found: Lookup) => (found.kind === "hit" ? found.answer.variants.identity.body.toString().trim() : null);

/** Looks a key up; on a miss, produces `text` and stores it (as a request would). */
async function fill(cache: ResponseCache, key: string, text: string, kinds: ContentKind[] = ["category"]) {
  const found = cache.lookup(key);
  if (found.kind !== "miss") throw new Error(`expected a miss for ${key}, got ${found.kind}`);
  const produced = await answer(text);
  const stored = cache.store(found.claim, produced, kinds);
  found.claim.settle(stored ? produced : undefined);
  return stored;
}

describe("the response cache", () => {
  it("serves a stored answer, and misses what it never stored", async () => {
    const { cache } = cacheAt();
    await fill(cache, "/", "home");
    expect(body(cache.lookup("/"))).toBe("home");
    expect(cache.lookup("/about").kind).toBe("miss");
  });

  it("drops the answers showing a changed kind at once, and only those", async () => {
    const { cache } = cacheAt();
    await fill(cache, "/api/v1/category", "categories", ["category"]);
    await fill(cache, "/api/v1/job", "jobs", ["job"]);
    await fill(cache, "/", "home", ["category", "job", "portfolio"]);
    cache.invalidate(["job"]);
    expect(body(cache.lookup("/api/v1/category"))).toBe("categories");
    expect(cache.lookup("/api/v1/job").kind).toBe("miss");
    expect(cache.lookup("/").kind).toBe("miss");
  });

  it("while distrusted, serves nothing as fresh and stores nothing, but keeps the last copies", async () => {
    const { cache } = cacheAt();
    await fill(cache, "/api/v1/category", "categories", ["category"]);
    const rendering = cache.lookup("/");
    if (rendering.kind !== "miss") throw new Error("expected a miss");
    cache.distrust();
    expect(cache.lookup("/api/v1/category").kind).toBe("miss");
    expect(cache.peek("/api/v1/category")).toBeUndefined();
    expect(cache.lastKnown("/api/v1/category")?.variants.identity.body.toString()).toBe("categories");
    expect(cache.store(rendering.claim, await answer("begun before"), ["job"])).toBe(false);
    rendering.claim.settle();
    expect(await fill(cache, "/jobs", "made while distrusted", ["job"])).toBe(false);
    // Trusted again: what was produced meanwhile is not served either; new answers are kept.
    cache.trust();
    expect(await fill(cache, "/jobs", "jobs", ["job"])).toBe(true);
    expect(body(cache.lookup("/jobs"))).toBe("jobs");
  });

  it("does not keep an answer whose render began before a change to what it shows", async () => {
    const { cache } = cacheAt();
    const found = cache.lookup("/");
    if (found.kind !== "miss") throw new Error("expected a miss");
    cache.invalidate(["category"]);
    expect(cache.store(found.claim, await answer("stale"), ["category"])).toBe(false);
    found.claim.settle();
    const unrelated = cache.lookup("/jobs");
    if (unrelated.kind !== "miss") throw new Error("expected a miss");
    cache.invalidate(["category"]);
    expect(cache.store(unrelated.claim, await answer("jobs"), ["job"])).toBe(true);
  });

  it("keeps a stale answer as the last known one, for when it can't be produced again", async () => {
    const { cache } = cacheAt();
    await fill(cache, "/", "before the edit");
    cache.invalidate(["category"]);
    expect(cache.lookup("/").kind).toBe("miss");
    expect(cache.lastKnown("/")?.variants.identity.body.toString()).toBe("before the edit");
  });

  it("lets one request refresh an expired answer while the others are still served it", async () => {
    const { cache, advance } = cacheAt({ maxAgeMs: 1000 });
    await fill(cache, "/", "old");
    advance(1000);
    const refresher = cache.lookup("/");
    expect(refresher.kind).toBe("miss");
    expect(body(cache.lookup("/"))).toBe("old");
    if (refresher.kind !== "miss") throw new Error("expected a miss");
    const fresh = await answer("new");
    cache.store(refresher.claim, fresh, ["category"]);
    refresher.claim.settle(fresh);
    expect(body(cache.lookup("/"))).toBe("new");
  });

  it("makes the requests for an answer being produced wait for it instead of producing it again", async () => {
    const { cache } = cacheAt();
    const leader = cache.lookup("/");
    const follower = cache.lookup("/");
    if (leader.kind !== "miss" || follower.kind !== "wait") throw new Error("expected a miss, then a wait");
    const produced = await answer("home");
    cache.store(leader.claim, produced, ["category"]);
    leader.claim.settle(produced);
    expect((await follower.answer)?.variants.identity.body.toString()).toBe("home");
  });

  it("releases the waiting requests with nothing when the answer could not be kept", async () => {
    const { cache } = cacheAt();
    const leader = cache.lookup("/");
    const follower = cache.lookup("/");
    if (leader.kind !== "miss" || follower.kind !== "wait") throw new Error("expected a miss, then a wait");
    leader.claim.settle();
    expect(await follower.answer).toBeUndefined();
    expect(cache.lookup("/").kind).toBe("miss");
  });

  it("never lets a flood of one-off keys evict an answer in use", async () => {
    const size = 2000;
    const { cache } = cacheAt({ maxBytes: size * 10 });
    await fill(cache, "/", "home".padEnd(size));
    expect(body(cache.lookup("/"))).toBe("home");
    for (let i = 0; i < 500; i++) await fill(cache, `/?junk=${i}`, "junk".padEnd(size));
    expect(body(cache.lookup("/"))).toBe("home");
    expect(cache.bytes).toBeLessThanOrEqual(size * 10 + 100);
  });

  it("stays within its byte budget, the least recently used answers leaving first", async () => {
    const size = 2000;
    const { cache } = cacheAt({ maxBytes: size * 10 });
    for (let i = 0; i < 8; i++) {
      await fill(cache, `/${i}`, `page ${i}`.padEnd(size));
      cache.lookup(`/${i}`);
    }
    for (let i = 8; i < 20; i++) await fill(cache, `/${i}`, `page ${i}`.padEnd(size));
    expect(cache.bytes).toBeLessThanOrEqual(size * 10 + 200);
    expect(cache.lookup("/19").kind).toBe("hit");
    expect(cache.lookup("/8").kind).toBe("miss");
  });

  it("stores nothing when its lifetime is 0", async () => {
    const { cache } = cacheAt({ maxAgeMs: 0 });
    expect(cache.enabled).toBe(false);
    expect(await fill(cache, "/", "home")).toBe(false);
  });
});
