import { pathKey, type RedirectStatus } from "../../../domain/redirects.ts";
import type { Db } from "../../db/client.ts";
import { recordAddress } from "../addresses/record-address.ts";
import { addHits, allRedirects, type HitCount, recordOf } from "./queries.ts";

/** How a path is answered: its redirect's id (for the hit count), status, and where to (none for a 410). */
export type RedirectAnswer = { readonly id: string; readonly status: RedirectStatus; readonly location: string | null };

/**
 * Every redirect, in memory (ADR 0165): a public GET is answered from here without a database read,
 * and a path with no redirect costs one Map lookup. Loaded at start and again whenever redirects or
 * the records they point at change, on this instance or (through the content change feed) on any
 * other. Hits are counted here and added to the table a batch at a time.
 */
export class RedirectTable {
  #answers = new Map<string, RedirectAnswer>();
  #hits = new Map<string, { hits: number; at: number }>();
  #records = false;
  #loaded = false;
  #loading: Promise<void> = Promise.resolve();

  get size(): number {
    return this.#answers.size;
  }

  /** Whether a load has succeeded yet (a database away at start leaves it empty until one does). */
  get loaded(): boolean {
    return this.#loaded;
  }

  /** Whether a redirect points at a record, so a change of records may move its target. */
  get followsRecords(): boolean {
    return this.#records;
  }

  /** The answer for a requested URL (its query and trailing slash ignored), if a redirect has its path. */
  find(url: string): RedirectAnswer | undefined {
    return this.#answers.get(pathKey(url));
  }

  /** Counts a hit in memory; `takeHits` hands the counts to the writer. */
  hit(id: string, at: number): void {
    const counted = this.#hits.get(id);
    if (counted) {
      counted.hits += 1;
      counted.at = Math.max(counted.at, at);
    } else this.#hits.set(id, { hits: 1, at });
  }

  takeHits(): HitCount[] {
    const taken = [...this.#hits].map(([id, { hits, at }]) => ({ id, hits, at: new Date(at) }));
    this.#hits = new Map();
    return taken;
  }

  /** Adds the hits counted since the last flush; on failure they are counted again next time. */
  async flushHits(db: Db): Promise<void> {
    const taken = this.takeHits();
    try {
      await addHits(db, taken);
    } catch (error) {
      for (const { id, hits, at } of taken) {
        for (let i = 0; i < hits; i++) this.hit(id, at.getTime());
      }
      throw error;
    }
  }

  /**
   * Reads every redirect again and replaces the map at once. Loads run one after another, so the
   * map always ends as the last load read it.
   */
  load(db: Db): Promise<void> {
    this.#loading = this.#loading.catch(() => {}).then(() => this.#read(db));
    return this.#loading;
  }

  async #read(db: Db): Promise<void> {
    const rows = await allRedirects(db);
    const answers = new Map<string, RedirectAnswer>();
    let records = false;
    for (const row of rows) {
      const record = recordOf(row);
      records ||= record !== null;
      const location = row.status === 410 ? null : record ? await recordAddress(db, record) : row.toUrl;
      // A record that is gone (in the trash) leaves its redirect unanswered until it is back.
      if (location === undefined) continue;
      answers.set(row.fromPath, {
        id: row.id,
        status: row.status === 302 ? 302 : row.status === 410 ? 410 : 301,
        location,
      });
    }
    this.#answers = answers;
    this.#records = records;
    this.#loaded = true;
  }
}

/** Where a redirect sends a request: its location, with the request's query when the target has none. */
export function locationFor(answer: RedirectAnswer, url: string): string | null {
  if (answer.location === null) return null;
  const query = url.indexOf("?");
  return query === -1 || answer.location.includes("?") ? answer.location : answer.location + url.slice(query);
}
