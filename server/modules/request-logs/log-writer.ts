import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { LogBatch, type LogEntry } from "./log-batch.ts";
import { insertRequestLogs } from "./queries.ts";

export const LOG_BATCH_SIZE = 2000;
/**
 * Rows one statement inserts at most; a larger batch is written as several statements, one after
 * another. PGlite runs a statement on the event loop itself: a second's worth of signed-in calls
 * (3,000–4,000 rows) in one statement held the loop for 60–150 ms, and every call in flight waited
 * for it (the p99 of `GET /admin/me` at 50 connections). A piece takes a few milliseconds, and the
 * calls that arrive meanwhile get their turn between two pieces (ADR 0121, update 2026-11-26).
 */
export const LOG_STATEMENT_ROWS = 200;
/** Beyond this many unwritten entries (database down), new ones are dropped rather than held. */
export const LOG_BUFFER_LIMIT = 10_000;

/**
 * Collects request log entries in memory and writes them in batches, so recording a request never
 * adds a database round trip to it. Batches are written one after another, in order.
 */
export class RequestLogWriter {
  private buffer = new LogBatch();
  private writing: Promise<void> = Promise.resolve();
  private dropped = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  add(entry: LogEntry) {
    if (this.buffer.size >= LOG_BUFFER_LIMIT) {
      this.dropped += 1;
      return;
    }
    this.buffer.add(entry);
    if (this.buffer.size >= LOG_BATCH_SIZE) void this.flush();
  }

  /** Writes everything buffered so far; resolves once it is stored (or given up on). */
  flush(): Promise<void> {
    const batch = this.buffer;
    if (batch.size > 0) {
      this.buffer = new LogBatch();
      this.writing = this.writing.then(() => this.write(batch));
    }
    return this.writing;
  }

  private async write(batch: LogBatch) {
    const pieces = batch.pieces(LOG_STATEMENT_ROWS);
    for (const [i, piece] of pieces.entries()) {
      try {
        await insertRequestLogs(this.db, piece);
      } catch (err) {
        // The database is away: the rest of the batch would fail the same way.
        const lost = pieces.slice(i).reduce((rows, each) => rows + each.size, 0);
        this.log.warn({ err, lost }, "request log batch could not be written");
        return;
      }
    }
    if (this.dropped > 0) {
      this.log.warn({ dropped: this.dropped }, "request log entries were dropped while the database was unavailable");
      this.dropped = 0;
    }
  }
}
