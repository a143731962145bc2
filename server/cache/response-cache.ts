import type { CachedAnswer } from "./cached-answer.ts";
import type { ShownKind } from "./content-kinds.ts";

type Entry = {
  answer: CachedAnswer;
  /** What it holds in all: the answer and its key (see `keyCost`). */
  bytes: number;
  /** The path or route it is a variant of (see `groupOf`): each group holds at most MAX_VARIANTS keys. */
  group: string;
  kinds: readonly ShownKind[];
  /** The generation its render started at: a later change to one of its kinds makes it stale. */
  generation: number;
  expiresAt: number;
  segment: "probation" | "protected";
};

/** What a request should do about a key. */
export type Lookup =
  /** Send this answer (it may be past its lifetime while another request refreshes it). */
  | { kind: "hit"; answer: CachedAnswer }
  /** Another request is producing this answer: wait for it (undefined: produce your own). */
  | { kind: "wait"; answer: Promise<CachedAnswer | undefined> }
  /** Produce the answer and settle the claim, stored or not. */
  | { kind: "miss"; claim: Claim };

export type Claim = {
  readonly key: string;
  readonly generation: number;
  /** Ends the claim: stores the answer when it may be kept, and releases everyone waiting for it. */
  settle(answer?: CachedAnswer): void;
};

type Options = {
  /** Bytes the answers may hold in all; a fifth of them is the probation segment. */
  maxBytes: number;
  /** How long an answer is served before it is produced again (invalidation drops it sooner). */
  maxAgeMs: number;
  /** How long past its lifetime an answer is kept for `lastKnown` before it is dropped (default 10 min). */
  keepStaleMs?: number;
  now?: () => number;
};

/** Answers kept per path or route pattern (one per set of query values it reads): a flood of `?q=` stays bounded. */
export const MAX_VARIANTS = 256;
const KEEP_STALE_MS = 10 * 60 * 1000;
/** A key's cost beyond its characters: the string, and its slot in a segment and in its group. */
const KEY_OVERHEAD = 24 + 2 * 40 + 120;

/** What a key costs: it is held by its segment's map and by its group's set (one string). */
const keyCost = (key: string) => KEY_OVERHEAD + key.length;

/** What an answer stored under a key counts against the budget: everything it holds, its key too. */
export const entryCost = (key: string, answer: CachedAnswer) => answer.bytes + keyCost(key);

/**
 * What a key is a variant of: the key up to its query part (`/about?x=1` → `/about`;
 * `/project|id=1&q=a` → `/project|id=1`), so query values share one bounded group.
 */
export function groupOf(key: string): string {
  const query = key.search(/[?&]/);
  return query === -1 ? key : key.slice(0, query);
}

/**
 * Answers that are the same for every anonymous visitor (public pages and API reads), stored ready
 * to send and dropped by explicit invalidation when the content they show changes.
 *
 * - Freshness: every answer names the content kinds it shows; `invalidate(kinds)` makes each answer
 *   naming one of them stale at once. An answer whose render began before such a change is never
 *   stored, so a page read before an edit cannot outlive it. Stale answers are not served, but are
 *   kept (until evicted) for `lastKnown`, which serves when the database is down.
 * - Lifetime: past `maxAgeMs` an answer is refreshed by one request while the others keep getting it.
 * - Admission (segmented LRU): a new answer enters a small probation segment and moves to the
 *   protected one on its second use, so a flood of one-off URLs only ever evicts other one-off URLs.
 * - One render per key: while a request produces an answer, others asking for it wait for that one.
 */
export class ResponseCache {
  readonly #probation = new Map<string, Entry>();
  readonly #protected = new Map<string, Entry>();
  readonly #bytes = { probation: 0, protected: 0 };
  readonly #inFlight = new Map<string, Promise<CachedAnswer | undefined>>();
  readonly #changedAt = new Map<ShownKind, number>();
  /** Keys stored per group, oldest first. */
  readonly #groups = new Map<string, Set<string>>();
  readonly #now: () => number;
  readonly #keepStaleMs: number;
  #generation = 0;
  #sweptAt: number;
  /** While edits made elsewhere can't be heard, nothing is stored or served as fresh. */
  #distrusted = false;
  /** The generation of the last change to everything (a distrust or a trust). */
  #changedAtAll = 0;
  /**
   * The key last made the most recent of the protected segment (and of its group), while it still
   * is: a burst of hits on one answer finds it there and changes nothing, where each hit used to take
   * it out of both and put it back (and drop and remake its group's set when it was the only key).
   */
  #newest: string | undefined;

  constructor(private readonly options: Options) {
    this.#now = options.now ?? Date.now;
    this.#keepStaleMs = options.keepStaleMs ?? KEEP_STALE_MS;
    this.#sweptAt = this.#now();
  }

  get enabled(): boolean {
    return this.options.maxAgeMs > 0 && this.options.maxBytes > 0;
  }

  get size(): number {
    return this.#probation.size + this.#protected.size;
  }

  get bytes(): number {
    return this.#bytes.probation + this.#bytes.protected;
  }

  lookup(key: string): Lookup {
    const entry = this.#entry(key);
    if (entry && this.#isFresh(entry)) {
      this.#touch(key, entry);
      if (entry.expiresAt > this.#now() || this.#inFlight.has(key)) return { kind: "hit", answer: entry.answer };
    }
    const pending = this.#inFlight.get(key);
    if (pending) return { kind: "wait", answer: pending };
    return { kind: "miss", claim: this.#claim(key) };
  }

  /**
   * The answer for a key when it is fresh and within its lifetime, as a use of it; else undefined,
   * and nothing changes: no claim is made, so the caller can still go the way that may produce it.
   */
  peek(key: string): CachedAnswer | undefined {
    const entry = this.#entry(key);
    if (!entry || !this.#isFresh(entry) || entry.expiresAt <= this.#now()) return undefined;
    this.#touch(key, entry);
    return entry.answer;
  }

  /** The last answer stored for a key, fresh or not: what to serve when it can't be produced now. */
  lastKnown(key: string): CachedAnswer | undefined {
    return this.#entry(key)?.answer;
  }

  /** Makes every answer that shows one of these kinds stale, at once. */
  invalidate(kinds: readonly ShownKind[]): void {
    this.#generation += 1;
    for (const kind of kinds) this.#changedAt.set(kind, this.#generation);
  }

  /**
   * Edits on other instances can't be heard (the LISTEN connection is down): every answer is stale
   * at once, kept only for `lastKnown`, and none is stored until `trust()`, so no missed edit is
   * served as fresh. `trust()` makes whatever was produced meanwhile stale too.
   */
  distrust(): void {
    this.#distrusted = true;
    this.#generation += 1;
    this.#changedAtAll = this.#generation;
  }

  trust(): void {
    this.#distrusted = false;
    this.#generation += 1;
    this.#changedAtAll = this.#generation;
  }

  /** Replaces a stored answer by a better copy of itself (same ETag), if it is still the one stored. */
  improve(key: string, previous: CachedAnswer, better: CachedAnswer): void {
    const entry = this.#entry(key);
    if (!entry || entry.answer !== previous || better.etag !== previous.etag) return;
    const bytes = entryCost(key, better);
    this.#bytes[entry.segment] += bytes - entry.bytes;
    entry.bytes = bytes;
    entry.answer = better;
  }

  /** Stores an answer for its claim's key, naming the content it shows. */
  store(claim: Claim, answer: CachedAnswer, kinds: readonly ShownKind[]): boolean {
    const { key } = claim;
    const bytes = entryCost(key, answer);
    if (!this.enabled || this.#distrusted || bytes > this.options.maxBytes / 5) return false;
    if (this.#changedAtAll > claim.generation) return false;
    if (kinds.some((kind) => (this.#changedAt.get(kind) ?? 0) > claim.generation)) return false;
    const now = this.#now();
    if (now - this.#sweptAt >= this.options.maxAgeMs) this.sweep();
    const previous = this.#entry(key);
    const segment = previous?.segment ?? "probation";
    if (previous) this.#remove(key, previous);
    const group = groupOf(key);
    this.#makeRoomIn(group);
    const entry: Entry = {
      answer,
      bytes,
      group,
      kinds,
      generation: claim.generation,
      expiresAt: now + this.options.maxAgeMs,
      segment,
    };
    this.#insert(key, entry);
    return true;
  }

  /**
   * Drops every answer past its lifetime by more than `keepStaleMs` (kept until then only to be
   * served while the database is away). Runs by itself at most once per lifetime, as answers are stored.
   */
  sweep(): number {
    const now = this.#now();
    this.#sweptAt = now;
    let dropped = 0;
    for (const segment of [this.#probation, this.#protected]) {
      for (const [key, entry] of segment) {
        if (entry.expiresAt + this.#keepStaleMs > now) continue;
        this.#remove(key, entry);
        dropped += 1;
      }
    }
    return dropped;
  }

  /** Keys stored under a group (a path or route with its params). */
  variantsOf(group: string): number {
    return this.#groups.get(group)?.size ?? 0;
  }

  /** A group at its bound gives up its oldest key in probation (else its oldest) for a new one. */
  #makeRoomIn(group: string) {
    const keys = this.#groups.get(group);
    if (keys === undefined || keys.size < MAX_VARIANTS) return;
    let victim: string | undefined;
    for (const key of keys) {
      victim ??= key;
      if (this.#probation.has(key)) {
        victim = key;
        break;
      }
    }
    const entry = victim === undefined ? undefined : this.#entry(victim);
    if (victim !== undefined && entry) this.#remove(victim, entry);
  }

  #claim(key: string): Claim {
    let release: (answer: CachedAnswer | undefined) => void = () => {};
    const pending = new Promise<CachedAnswer | undefined>((resolve) => {
      release = resolve;
    });
    this.#inFlight.set(key, pending);
    const generation = this.#generation;
    let settled = false;
    return {
      key,
      generation,
      settle: (answer) => {
        if (settled) return;
        settled = true;
        if (this.#inFlight.get(key) === pending) this.#inFlight.delete(key);
        release(answer);
      },
    };
  }

  #entry(key: string): Entry | undefined {
    return this.#protected.get(key) ?? this.#probation.get(key);
  }

  #isFresh(entry: Entry): boolean {
    if (this.#changedAtAll > entry.generation) return false;
    return entry.kinds.every((kind) => (this.#changedAt.get(kind) ?? 0) <= entry.generation);
  }

  /** A use: the most recent in its segment; a second use moves a probationary answer to protected. */
  #touch(key: string, entry: Entry) {
    if (key === this.#newest && entry.segment === "protected") return;
    const promoted = entry.segment === "probation";
    this.#remove(key, entry);
    entry.segment = "protected";
    this.#protected.set(key, entry);
    this.#bytes.protected += entry.bytes;
    this.#group(entry.group).add(key);
    this.#newest = key;
    if (promoted) this.#fit();
  }

  #segment(name: Entry["segment"]) {
    return name === "protected" ? this.#protected : this.#probation;
  }

  #group(name: string): Set<string> {
    let keys = this.#groups.get(name);
    if (keys === undefined) {
      keys = new Set();
      this.#groups.set(name, keys);
    }
    return keys;
  }

  #insert(key: string, entry: Entry) {
    this.#segment(entry.segment).set(key, entry);
    this.#bytes[entry.segment] += entry.bytes;
    this.#group(entry.group).add(key);
    // A key stored into probation comes after the newest in its group: the newest must move again.
    this.#newest = entry.segment === "protected" ? key : undefined;
    this.#fit();
  }

  #remove(key: string, entry: Entry) {
    if (key === this.#newest) this.#newest = undefined;
    this.#segment(entry.segment).delete(key);
    this.#bytes[entry.segment] -= entry.bytes;
    const keys = this.#groups.get(entry.group);
    keys?.delete(key);
    if (keys?.size === 0) this.#groups.delete(entry.group);
  }

  /** Protected overflow goes back to probation; probation overflow leaves. Oldest first in each. */
  #fit() {
    const protectedMax = this.options.maxBytes - this.options.maxBytes / 5;
    for (const [key, entry] of this.#protected) {
      if (this.#bytes.protected <= protectedMax) break;
      this.#remove(key, entry);
      entry.segment = "probation";
      this.#probation.set(key, entry);
      this.#bytes.probation += entry.bytes;
      this.#group(entry.group).add(key);
    }
    for (const [key, entry] of this.#probation) {
      if (this.#bytes.probation + this.#bytes.protected <= this.options.maxBytes) break;
      this.#remove(key, entry);
    }
  }
}
