import { describe, expect, it } from "vitest";
import { buildAnswer, type CachedAnswer } from "../../server/cache/cached-answer.ts";
import type { ShownKind } from "../../server/cache/content-kinds.ts";
import { entryCost, groupOf, type Lookup, MAX_VARIANTS, ResponseCache } from "../../server/cache/response-cache.ts";

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
async function fill(cache: ResponseCache, key: string, text: string, kinds: ShownKind[] = ["category"]) {
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
    const budget = entryCost("/?junk=100", await answer("x", size)) * 10;
    const { cache } = cacheAt({ maxBytes: budget });
    await fill(cache, "/", "home".padEnd(size));
    expect(body(cache.lookup("/"))).toBe("home");
    for (let i = 0; i < 500; i++) await fill(cache, `/?junk=${i}`, "junk".padEnd(size));
    expect(body(cache.lookup("/"))).toBe("home");
    expect(cache.bytes).toBeLessThanOrEqual(budget);
  });

  it("stays within its byte budget, the least recently used answers leaving first", async () => {
    const size = 2000;
    const budget = entryCost("/10", await answer("x", size)) * 10;
    const { cache } = cacheAt({ maxBytes: budget });
    for (let i = 0; i < 8; i++) {
      await fill(cache, `/${i}`, `page ${i}`.padEnd(size));
      cache.lookup(`/${i}`);
    }
    for (let i = 8; i < 20; i++) await fill(cache, `/${i}`, `page ${i}`.padEnd(size));
    expect(cache.bytes).toBeLessThanOrEqual(budget);
    expect(cache.lookup("/19").kind).toBe("hit");
    expect(cache.lookup("/8").kind).toBe("miss");
  });

  it("keeps the order of use through bursts of hits on the answer used last (which move nothing)", async () => {
    const size = 2000;
    const budget = entryCost("/10", await answer("x", size)) * 10;
    const { cache } = cacheAt({ maxBytes: budget });
    for (let i = 0; i < 8; i++) {
      await fill(cache, `/${i}`, `page ${i}`.padEnd(size));
      cache.lookup(`/${i}`);
    }
    // /0 becomes the most recent, then a burst finds it there; /1 after it, and /0 once more.
    for (let i = 0; i < 5; i++) expect(body(cache.lookup("/0"))).toBe("page 0");
    for (let i = 0; i < 3; i++) cache.lookup("/1");
    for (let i = 0; i < 3; i++) cache.lookup("/0");
    // New answers in use push the least recently used out: /2…/7 first, never /1 or /0.
    for (let i = 8; i < 14; i++) {
      await fill(cache, `/${i}`, `page ${i}`.padEnd(size));
      cache.lookup(`/${i}`);
    }
    expect(cache.bytes).toBeLessThanOrEqual(budget);
    expect(body(cache.lookup("/0"))).toBe("page 0");
    expect(body(cache.lookup("/1"))).toBe("page 1");
    expect(cache.lookup("/2").kind).toBe("miss");
  });

  it("stores nothing when its lifetime is 0", async () => {
    const { cache } = cacheAt({ maxAgeMs: 0 });
    expect(cache.enabled).toBe(false);
    expect(await fill(cache, "/", "home")).toBe(false);
  });

  it("counts every byte an entry holds: bodies, serialised heads, header objects and key", async () => {
    const small = await answer("tiny");
    const { identity } = small.variants;
    // A small answer is one variant for every coding, counted once.
    expect(small.variants.br).toBe(identity);
    const headerProperties = Object.keys(identity.headers).length + Object.keys(identity.hitHeaders).length;
    expect(small.bytes).toBeGreaterThan(identity.body.length + identity.head.length + headerProperties * 8);
    const key = "/api/v1/project&q=tiny";
    expect(entryCost(key, small)).toBeGreaterThan(small.bytes + key.length);
    const { cache } = cacheAt();
    const found = cache.lookup(key);
    if (found.kind !== "miss") throw new Error("expected a miss");
    cache.store(found.claim, small, ["category"]);
    expect(cache.bytes).toBe(entryCost(key, small));

    const large = await answer("large", 20_000);
    const heads = new Set(Object.values(large.variants).map((variant) => variant.head));
    expect(heads.size).toBe(3);
    const bodies = Object.values(large.variants).reduce((sum, variant) => sum + variant.body.length, 0);
    const headBytes = [...heads].reduce((sum, head) => sum + head.length, 0);
    expect(large.bytes).toBeGreaterThan(bodies + headBytes);
  });

  it("keeps an answer in its own memory, never a slice of a larger buffer", async () => {
    const stored = await answer("compressible ".repeat(200));
    for (const variant of Object.values(stored.variants)) {
      for (const bytes of [variant.body, variant.head]) expect(bytes.buffer.byteLength).toBe(bytes.length);
    }
  });

  it("drops answers once they are past their lifetime and the stale window, and serves none of them", async () => {
    const { cache, advance } = cacheAt({ maxAgeMs: 60_000 });
    await fill(cache, "/old", "old");
    advance(60_000 + 10 * 60 * 1000);
    expect(cache.lastKnown("/old")).toBeDefined();
    await fill(cache, "/new", "new");
    expect(cache.lastKnown("/old")).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it("keeps an answer past its lifetime for a while, as the last known one", async () => {
    const { cache, advance } = cacheAt({ maxAgeMs: 60_000 });
    await fill(cache, "/old", "old");
    advance(2 * 60_000);
    expect(cache.sweep()).toBe(0);
    expect(cache.lastKnown("/old")).toBeDefined();
  });

  it("bounds the keys of one path or route: a flood of query values evicts only that route's own", async () => {
    const { cache } = cacheAt({ maxBytes: 100_000_000 });
    await fill(cache, "/api/v1/category", "categories");
    await fill(cache, "/api/v1/project&q=kept", "in use");
    cache.lookup("/api/v1/project&q=kept");
    for (let i = 0; i < MAX_VARIANTS + 50; i++) await fill(cache, `/api/v1/project&q=${i}`, `result ${i}`);
    expect(cache.variantsOf("/api/v1/project")).toBe(MAX_VARIANTS);
    expect(cache.size).toBe(MAX_VARIANTS + 1);
    expect(body(cache.lookup("/api/v1/category"))).toBe("categories");
    // The one in use (protected) outlives the one-off values.
    expect(body(cache.lookup("/api/v1/project&q=kept"))).toBe("in use");
    expect(groupOf("/about?page=2")).toBe("/about");
    expect(groupOf("/api/v1/project/:id|id=7&q=a")).toBe("/api/v1/project/:id|id=7");
  });

  it("stays within its budget under a flood of distinct keys, counting what they really hold", async () => {
    const { cache } = cacheAt({ maxBytes: 200_000 });
    for (let i = 0; i < 2000; i++) await fill(cache, `/path-${i}`, `answer ${i}`);
    expect(cache.bytes).toBeLessThanOrEqual(200_000);
    // Each costs more than a kilobyte with its head and headers: far fewer than 200,000 / 10 fit.
    expect(cache.size).toBeLessThan(200);
  });
});
