import type { SessionRow } from "./session-store.ts";

/** At most this many token hashes in one query; a larger burst is split (PostgreSQL's parameter limit is far above it). */
export const LOOKUP_BATCH_SIZE = 500;

type Waiting = {
  promise: Promise<SessionRow | null>;
  resolve(row: SessionRow | null): void;
  reject(error: unknown): void;
};

/**
 * Session lookups shared by a burst of signed-in calls (ADR 0121). A call's lookup joins the next
 * query not yet sent; one query is in flight at a time, and the calls that arrive while it runs
 * share the one after it (one row per token, however many calls present it). Nothing is kept once
 * a query has answered: every call is answered from a query sent after the call arrived, so a
 * session revoked (signed out, password or two-factor change, role change, admin deleted) before
 * the call arrived is never accepted, on any instance, without any notice between instances.
 */
export class SessionLookups {
  #next: Map<string, Waiting> | null = null;
  #inFlight: Promise<void> | null = null;
  #queries = 0;

  constructor(private readonly find: (tokenHashes: readonly string[]) => Promise<SessionRow[]>) {}

  /** How many queries have been sent so far (what the tests count: fewer than the calls they answered). */
  get queries(): number {
    return this.#queries;
  }

  /** The session of `tokenHash` with its admin, or null, as the database has it after this call. */
  lookup(tokenHash: string): Promise<SessionRow | null> {
    let batch = this.#next;
    if (batch === null) {
      batch = new Map();
      this.#next = batch;
      // Sent once the query before it has answered, and not before the current turn of the event
      // loop ends, so that calls parsed in the same turn share it.
      const previous = this.#inFlight ?? Promise.resolve();
      const sent = previous.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(() => this.#send());
      this.#inFlight = sent;
      void sent.finally(() => {
        if (this.#inFlight === sent) this.#inFlight = null;
      });
    }
    const waiting = batch.get(tokenHash) ?? withResolvers();
    batch.set(tokenHash, waiting);
    return waiting.promise;
  }

  async #send(): Promise<void> {
    const batch = this.#next;
    this.#next = null;
    if (batch === null) return;
    const hashes = [...batch.keys()];
    const chunks: string[][] = [];
    for (let i = 0; i < hashes.length; i += LOOKUP_BATCH_SIZE) chunks.push(hashes.slice(i, i + LOOKUP_BATCH_SIZE));
    await Promise.all(
      chunks.map(async (chunk) => {
        this.#queries += 1;
        try {
          const rows = await this.find(chunk);
          const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
          for (const hash of chunk) batch.get(hash)?.resolve(byHash.get(hash) ?? null);
        } catch (error) {
          // Each call fails as its own lookup would have (the database is away: 503).
          for (const hash of chunk) batch.get(hash)?.reject(error);
        }
      }),
    );
  }
}

function withResolvers(): Waiting {
  let resolve: Waiting["resolve"] = () => {};
  let reject: Waiting["reject"] = () => {};
  const promise = new Promise<SessionRow | null>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
