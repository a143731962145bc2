import { pathKey, queryWordKey, type RedirectStatus, withRequestQuery } from "../../../domain/redirects.ts";
import type { Db } from "../../db/client.ts";
import { recordAddresses } from "../../engines/addresses/record-address.ts";
import { allRedirects, recordOf } from "../../engines/addresses/redirect-rows.ts";
import { addHits, type HitCount } from "./queries.ts";

/**
 * How a path is answered: its redirect's id (for the hit count), status, where to (none for a 410),
 * and for a redirect from one query word (`/?p=12`) that word, which is not carried to the target.
 */
export type RedirectAnswer = {
  readonly id: string;
  readonly status: RedirectStatus;
  readonly location: string | null;
  readonly queryWord?: string;
};

/**
 * Every redirect, in memory (ADR 0165): a public GET is answered from here without a database read,
 * and a path with no redirect costs one Map lookup. Loaded at start and again whenever redirects or
 * the records they point at change, on this instance or (through the content change feed) on any
 * other. Hits are counted here and added to the table a batch at a time.
 */
export class RedirectTable {
  #answers = new Map<string, RedirectAnswer>();
  /** The redirects from one query word, by path then `word=value`: looked at only for a URL with a query. */
  #queried = new Map<string, Map<string, RedirectAnswer>>();
  #hits = new Map<string, { hits: number; at: number }>();
  #records = false;
  #loaded = false;
  #loading: Promise<void> = Promise.resolve();

  get size(): number {
    return this.#answers.size + this.#queried.size;
  }

  /** Whether a load has succeeded yet (a database away at start leaves it empty until one does). */
  get loaded(): boolean {
    return this.#loaded;
  }

  /** Whether a redirect points at a record, so a change of records may move its target. */
  get followsRecords(): boolean {
    return this.#records;
  }

  /**
   * The answer for a requested URL, if a redirect has its path (its trailing slash ignored): one from
   * a word of its query first (`/?p=12`), else one from the path alone, whatever the query.
   */
  find(url: string): RedirectAnswer | undefined {
    const path = pathKey(url);
    const query = url.indexOf("?");
    const words = query === -1 ? undefined : this.#queried.get(path);
    if (words) {
      const hash = url.indexOf("#", query);
      for (const [name, value] of new URLSearchParams(url.slice(query + 1, hash === -1 ? undefined : hash))) {
        const found = words.get(queryWordKey(name, value));
        if (found) return found;
      }
    }
    return this.#answers.get(path);
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

  /** A load asked for while another runs: it starts once that one ends, and serves every ask made meanwhile. */
  #waiting: Promise<void> | undefined;

  /**
   * Reads every redirect again and replaces the maps at once. Loads run one after another, so the
   * maps always end as the last load read them; asks that come while one runs share the next (a
   * burst of record changes, an import's thousands, reads the table twice, not once per change).
   */
  load(db: Db): Promise<void> {
    this.#waiting ??= this.#loading
      .catch(() => {})
      .then(() => {
        this.#waiting = undefined;
        return this.#read(db);
      });
    this.#loading = this.#waiting;
    return this.#waiting;
  }

  async #read(db: Db): Promise<void> {
    const rows = await allRedirects(db);
    const records = rows.flatMap((row) => recordOf(row) ?? []);
    // Every record's address in one query per kind, not one per redirect.
    const addresses = await recordAddresses(db, records);
    const answers = new Map<string, RedirectAnswer>();
    const queried = new Map<string, Map<string, RedirectAnswer>>();
    for (const row of rows) {
      const record = recordOf(row);
      const location = row.status === 410 ? null : record ? addresses.get(record.id) : row.toUrl;
      // A record that is gone (in the trash) leaves its redirect unanswered until it is back.
      if (location === undefined) continue;
      const status = row.status === 302 ? 302 : row.status === 410 ? 410 : 301;
      const query = row.fromPath.indexOf("?");
      if (query === -1) {
        answers.set(row.fromPath, { id: row.id, status, location });
        continue;
      }
      const path = row.fromPath.slice(0, query);
      const word = row.fromPath.slice(query + 1);
      const words = queried.get(path) ?? new Map<string, RedirectAnswer>();
      words.set(word, { id: row.id, status, location, queryWord: word.slice(0, word.indexOf("=")) });
      queried.set(path, words);
    }
    this.#answers = answers;
    this.#queried = queried;
    this.#records = records.length > 0;
    this.#loaded = true;
  }
}

/**
 * Where a redirect sends a request: its location, the request's query carried (`withRequestQuery`:
 * the target's own words win), less the word a redirect from a query word matched
 * (`/?p=12&utm_source=x` → `/blog/post?utm_source=x`).
 */
export function locationFor(answer: RedirectAnswer, url: string): string | null {
  if (answer.location === null) return null;
  return withRequestQuery(answer.location, url, answer.queryWord === undefined ? [] : [answer.queryWord]);
}
