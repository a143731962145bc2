import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { LogBatch, type LogEntry } from "./log-batch.ts";
import { insertRequestLogs } from "./queries.ts";

export const LOG_BATCH_SIZE = 2000;
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
    try {
      await insertRequestLogs(this.db, batch);
      if (this.dropped > 0) {
        this.log.warn({ dropped: this.dropped }, "request log entries were dropped while the database was unavailable");
        this.dropped = 0;
      }
    } catch (err) {
      this.log.warn({ err, lost: batch.size }, "request log batch could not be written");
    }
  }
}
