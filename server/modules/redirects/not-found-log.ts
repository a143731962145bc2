import {
  isProbePath,
  NOT_FOUND_DETAIL_MAX,
  NOT_FOUND_OTHER,
  NOT_FOUND_PATHS_PER_DAY,
  NOT_FOUND_QUERIES_PER_ADDRESS,
  NOT_FOUND_REFERRERS_PER_ADDRESS,
  notFoundAddress,
  REDIRECT_PATH_MAX,
  referringPage,
} from "../../../domain/redirects.ts";
import type { AnsweredReply, AnsweredRequest } from "../../answers/watch.ts";
import type { Db } from "../../db/client.ts";
import { DAY_MS } from "../../lib/days.ts";
import { addNotFound, type NotFoundCount } from "./not-found-queries.ts";

const HOST_MAX = 255;

/** The host a Referer names, or null when it names none a person could read. */
function referrerHostOf(referer: string | undefined): string | null {
  if (referer === undefined || referer === "") return null;
  try {
    const host = new URL(referer).host;
    return host === "" || host.length > HOST_MAX ? null : host;
  } catch {
    return null;
  }
}

/** The query string a request came with (without its `?`), cut to what the log keeps; null for none. */
function queryOf(url: string): string | null {
  const at = url.indexOf("?");
  if (at === -1 || at === url.length - 1) return null;
  const hash = url.indexOf("#", at);
  return url.slice(at + 1, hash === -1 ? undefined : hash).slice(0, NOT_FOUND_DETAIL_MAX);
}

/** Counts a query string or page once more, keeping at most `max` distinct ones (the first seen). */
function seen(counts: Map<string, number>, key: string, max: number): void {
  const hits = counts.get(key);
  if (hits !== undefined) counts.set(key, hits + 1);
  else if (counts.size < max) counts.set(key, 1);
}

/** A public address: not the API, the back office or a file the server itself names. */
const isPublicAddress = (url: string) =>
  !url.startsWith("/api/") && url !== "/admin" && !url.startsWith("/admin/") && !url.startsWith("/admin?");

/**
 * Counts the public addresses that answered 404 (ADR 0165), Fastify's answers and the edge's alike
 * (app.watchAnswers), in memory; `flush` adds them to the log a batch at a time. Bounded like the
 * insights' sources (ADR 0087): the first NOT_FOUND_PATHS_PER_DAY distinct addresses of a day are
 * kept, any further one is counted under NOT_FOUND_OTHER, so a scanner trying a million addresses
 * adds one row. Each address keeps the first NOT_FOUND_QUERIES_PER_ADDRESS query strings it came
 * with and NOT_FOUND_REFERRERS_PER_ADDRESS pages that linked to it (issue 68, ADR 0247).
 */
export class NotFoundRecorder {
  #day = -1;
  #kept = new Set<string>();
  #pending = new Map<string, NotFoundCount>();

  constructor(
    private readonly now: () => number,
    private readonly max = NOT_FOUND_PATHS_PER_DAY,
  ) {}

  observe(request: AnsweredRequest, reply: AnsweredReply): void {
    if (reply.statusCode !== 404 || (request.method !== "GET" && request.method !== "HEAD")) return;
    if (!isPublicAddress(request.url)) return;
    const at = this.now();
    const day = Math.floor(at / DAY_MS);
    if (day !== this.#day) {
      this.#day = day;
      this.#kept = new Set();
    }
    let path = notFoundAddress(request.url);
    if (path.length > REDIRECT_PATH_MAX) path = NOT_FOUND_OTHER;
    if (!this.#kept.has(path)) {
      if (this.#kept.size < this.max) this.#kept.add(path);
      else path = NOT_FOUND_OTHER;
    }
    const referer = typeof request.headers.referer === "string" ? request.headers.referer : undefined;
    const referrerHost = referrerHostOf(referer);
    let counted = this.#pending.get(path);
    if (counted) {
      counted.hits += 1;
      counted.lastSeen = new Date(at);
      if (referrerHost !== null) counted.referrerHost = referrerHost;
    } else {
      counted = {
        path,
        hits: 1,
        firstSeen: new Date(at),
        lastSeen: new Date(at),
        referrerHost,
        probe: path !== NOT_FOUND_OTHER && isProbePath(path),
        queries: new Map(),
        referrers: new Map(),
      };
      this.#pending.set(path, counted);
    }
    // What the owner needs to act on it: the query strings it came with, the pages that link to it.
    if (path === NOT_FOUND_OTHER) return;
    const query = queryOf(request.url);
    if (query !== null) seen(counted.queries, query, NOT_FOUND_QUERIES_PER_ADDRESS);
    const page = referringPage(referer);
    if (page !== null) seen(counted.referrers, page, NOT_FOUND_REFERRERS_PER_ADDRESS);
  }

  /** Adds what was counted since the last flush; on failure it is kept and tried again next time. */
  async flush(db: Db): Promise<void> {
    if (this.#pending.size === 0) return;
    const taken = [...this.#pending.values()];
    this.#pending = new Map();
    try {
      await addNotFound(db, taken);
    } catch (error) {
      for (const count of taken) {
        const later = this.#pending.get(count.path);
        if (later) {
          for (const [query, hits] of later.queries) count.queries.set(query, (count.queries.get(query) ?? 0) + hits);
          for (const [page, hits] of later.referrers)
            count.referrers.set(page, (count.referrers.get(page) ?? 0) + hits);
        }
        this.#pending.set(
          count.path,
          later
            ? {
                ...count,
                hits: count.hits + later.hits,
                lastSeen: later.lastSeen,
                referrerHost: later.referrerHost ?? count.referrerHost,
              }
            : count,
        );
      }
      throw error;
    }
  }
}
