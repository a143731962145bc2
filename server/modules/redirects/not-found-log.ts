import {
  isProbePath,
  NOT_FOUND_OTHER,
  NOT_FOUND_PATHS_PER_DAY,
  pathKey,
  REDIRECT_PATH_MAX,
} from "../../../domain/redirects.ts";
import type { AnsweredReply, AnsweredRequest } from "../../answers/watch.ts";
import type { Db } from "../../db/client.ts";
import { DAY_MS } from "../../lib/days.ts";
import { addNotFound, type NotFoundCount } from "./not-found-queries.ts";

const HOST_MAX = 255;

/** The host a Referer names, or null when it names none a person could read. */
function referrerHostOf(referer: string | string[] | undefined): string | null {
  if (typeof referer !== "string" || referer === "") return null;
  try {
    const host = new URL(referer).host;
    return host === "" || host.length > HOST_MAX ? null : host;
  } catch {
    return null;
  }
}

/** A public address: not the API, the back office or a file the server itself names. */
const isPublicAddress = (url: string) =>
  !url.startsWith("/api/") && url !== "/admin" && !url.startsWith("/admin/") && !url.startsWith("/admin?");

/**
 * Counts the public addresses that answered 404 (ADR 0165), Fastify's answers and the edge's alike
 * (app.watchAnswers), in memory; `flush` adds them to the log a batch at a time. Bounded like the
 * insights' sources (ADR 0087): the first NOT_FOUND_PATHS_PER_DAY distinct addresses of a day are
 * kept, any further one is counted under NOT_FOUND_OTHER, so a scanner trying a million addresses
 * adds one row.
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
    let path = pathKey(request.url);
    if (path.length > REDIRECT_PATH_MAX) path = NOT_FOUND_OTHER;
    if (!this.#kept.has(path)) {
      if (this.#kept.size < this.max) this.#kept.add(path);
      else path = NOT_FOUND_OTHER;
    }
    const referrerHost = referrerHostOf(request.headers.referer);
    const counted = this.#pending.get(path);
    if (counted) {
      counted.hits += 1;
      counted.lastSeen = new Date(at);
      if (referrerHost !== null) counted.referrerHost = referrerHost;
      return;
    }
    this.#pending.set(path, {
      path,
      hits: 1,
      firstSeen: new Date(at),
      lastSeen: new Date(at),
      referrerHost,
      probe: path !== NOT_FOUND_OTHER && isProbePath(path),
    });
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
