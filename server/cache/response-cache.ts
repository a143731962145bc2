import type { CachedAnswer } from "./cached-answer.ts";
import type { ContentKind } from "./content-kinds.ts";

type Entry = {
  answer: CachedAnswer;
  kinds: readonly ContentKind[];
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
  now?: () => number;
};

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
  readonly #changedAt = new Map<ContentKind, number>();
  readonly #now: () => number;
  #generation = 0;
  /** While edits made elsewhere can't be heard, nothing is stored or served as fresh. */
  #distrusted = false;
  /** The generation of the last change to everything (a distrust or a trust). */
  #changedAtAll = 0;

  constructor(private readonly options: Options) {
    this.#now = options.now ?? Date.now;
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
  invalidate(kinds: readonly ContentKind[]): void {
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
    this.#bytes[entry.segment] += better.bytes - previous.bytes;
    entry.answer = better;
  }

  /** Stores an answer for its claim's key, naming the content it shows. */
  store(claim: Claim, answer: CachedAnswer, kinds: readonly ContentKind[]): boolean {
    if (!this.enabled || this.#distrusted || answer.bytes > this.options.maxBytes / 5) return false;
    if (this.#changedAtAll > claim.generation) return false;
    if (kinds.some((kind) => (this.#changedAt.get(kind) ?? 0) > claim.generation)) return false;
    const expiresAt = this.#now() + this.options.maxAgeMs;
    const previous = this.#entry(claim.key);
    const segment = previous?.segment ?? "probation";
    if (previous) this.#remove(claim.key, previous);
    this.#insert(claim.key, { answer, kinds, generation: claim.generation, expiresAt, segment });
    return true;
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
    const promoted = entry.segment === "probation";
    this.#remove(key, entry);
    entry.segment = "protected";
    this.#protected.set(key, entry);
    this.#bytes.protected += entry.answer.bytes;
    if (promoted) this.#fit();
  }

  #segment(name: Entry["segment"]) {
    return name === "protected" ? this.#protected : this.#probation;
  }

  #insert(key: string, entry: Entry) {
    this.#segment(entry.segment).set(key, entry);
    this.#bytes[entry.segment] += entry.answer.bytes;
    this.#fit();
  }

  #remove(key: string, entry: Entry) {
    this.#segment(entry.segment).delete(key);
    this.#bytes[entry.segment] -= entry.answer.bytes;
  }

  /** Protected overflow goes back to probation; probation overflow leaves. Oldest first in each. */
  #fit() {
    const protectedMax = this.options.maxBytes - this.options.maxBytes / 5;
    for (const [key, entry] of this.#protected) {
      if (this.#bytes.protected <= protectedMax) break;
      this.#remove(key, entry);
      entry.segment = "probation";
      this.#probation.set(key, entry);
      this.#bytes.probation += entry.answer.bytes;
    }
    for (const [key, entry] of this.#probation) {
      if (this.#bytes.probation + this.#bytes.protected <= this.options.maxBytes) break;
      this.#remove(key, entry);
    }
  }
}
