import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { insertRequestLogs, type NewRequestLog } from "./queries.ts";

export const LOG_BATCH_SIZE = 2000;
/** Beyond this many unwritten entries (database down), new ones are dropped rather than held. */
export const LOG_BUFFER_LIMIT = 10_000;

/**
 * Collects request log entries in memory and writes them in batches, so recording a request never
 * adds a database round trip to it. Batches are written one after another, in order.
 */
export class RequestLogWriter {
  private buffer: NewRequestLog[] = [];
  private writing: Promise<void> = Promise.resolve();
  private dropped = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  add(entry: NewRequestLog) {
    if (this.buffer.length >= LOG_BUFFER_LIMIT) {
      this.dropped += 1;
      return;
    }
    this.buffer.push(entry);
    if (this.buffer.length >= LOG_BATCH_SIZE) void this.flush();
  }

  /** Writes everything buffered so far; resolves once it is stored (or given up on). */
  flush(): Promise<void> {
    const batch = this.buffer;
    if (batch.length > 0) {
      this.buffer = [];
      this.writing = this.writing.then(() => this.write(batch));
    }
    return this.writing;
  }

  private async write(batch: NewRequestLog[]) {
    try {
      await insertRequestLogs(this.db, batch);
      if (this.dropped > 0) {
        this.log.warn({ dropped: this.dropped }, "request log entries were dropped while the database was unavailable");
        this.dropped = 0;
      }
    } catch (err) {
      this.log.warn({ err, lost: batch.length }, "request log batch could not be written");
    }
  }
}
