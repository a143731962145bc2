import { hash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { AnsweredReply, AnsweredRequest } from "../../answers/watch.ts";
import type { Db } from "../../db/client.ts";
import type { DailySalt } from "./daily-salt.ts";
import { dayOf } from "./days.ts";
import { PageViewCounts } from "./page-view-counts.ts";
import { countableUserAgent, type PageViewRules, pageViewOf } from "./page-view-of.ts";
import { writePageViews, writeVisitors } from "./page-view-writes.ts";
import { RepeatViews } from "./repeat-views.ts";
import { SourceCap } from "./source-cap.ts";
import type { UniqueVisitors } from "./unique-visitors.ts";

export type PageViewRecorderOptions = {
  db: Db;
  log: FastifyBaseLogger;
  salt: DailySalt;
  visitors: UniqueVisitors;
  rules: PageViewRules;
  /** The clock (tests move it across midnight). */
  now: () => number;
};

/**
 * Counts page views as answers leave, without cookies or anything personal (ADR 0080): on the
 * request path only counters in memory move; `flush` (every few seconds) upserts the day's
 * aggregates. A visitor is a hash of the day's salt, their address and their user agent: it only
 * feeds the unique-visitor count and is never written anywhere; the address and user agent are
 * dropped with the request.
 */
export class PageViewRecorder {
  readonly #views = new PageViewCounts();
  readonly #repeats = new RepeatViews();
  readonly #sources = new SourceCap();
  #writing: Promise<void> = Promise.resolve();

  constructor(private readonly options: PageViewRecorderOptions) {}

  /** For every answered request; does nothing unless it is a page view. */
  observe(request: AnsweredRequest, reply: AnsweredReply): void {
    // Most answers (API calls, files) are no page: they leave before even the clock is read.
    const userAgent = countableUserAgent(request, reply);
    if (userAgent === null) return;
    const day = dayOf(this.options.now());
    const repeated = this.#repeats.repeated(request, userAgent, day);
    if (repeated !== undefined && this.#views.addAgain(repeated)) return;
    const observed = pageViewOf(request, reply, userAgent, day, this.options.rules);
    if (observed === null) return;
    const view = this.#sources.admit(observed);
    const added = this.#views.add(view);
    const salt = this.options.salt.saltFor(day);
    // Without the day's shared salt (Redis unreachable) the view still counts; its visitor cannot.
    if (salt === undefined) return;
    const visitor = hash("sha256", `${salt}\n${request.ip}\n${userAgent}`, "base64");
    this.options.visitors.add(day, visitor, view.entry ? view.utmSource || view.referrerHost : null);
    if (added !== undefined) this.#repeats.remember(request, userAgent, day, added);
  }

  /** Writes what was counted so far (one flush after another); resolves once written or given up on. */
  flush(): Promise<void> {
    this.#writing = this.#writing.then(() => this.#write());
    return this.#writing;
  }

  async #write() {
    const { db, log, salt, visitors, now } = this.options;
    const rows = this.#views.drain();
    const today = dayOf(now());
    try {
      if (rows.length > 0) await writePageViews(db, rows);
      if (this.#views.dropped > 0) {
        log.warn({ dropped: this.#views.dropped }, "page views were dropped while the database was unavailable");
        this.#views.dropped = 0;
      }
    } catch (err) {
      log.warn({ err, lost: rows.length }, "page view counts could not be written");
    }
    try {
      const counted = await visitors.drain(today);
      if (counted.counts.length > 0) await writeVisitors(db, counted);
    } catch (err) {
      log.warn({ err }, "visitor counts could not be written");
    }
    await salt.refresh(now());
  }
}
