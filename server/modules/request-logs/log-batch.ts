import type { NewRequestLog } from "./queries.ts";

/** An entry as the request log is given it: its time as milliseconds since the epoch. */
export type LogEntry = Omit<NewRequestLog, "id" | "timestamp"> & { at: number };

/** What most entries of a batch share: anonymous reads of the same route differ only in time and duration. */
export type LogShape = readonly [
  method: string,
  route: string,
  userAgent: string | null,
  ip: string | null,
  username: string | null,
  statusCode: number,
  level: "info" | "debug",
];

const sameShape = (a: LogShape, b: LogShape) => a.every((field, i) => field === b[i]);

/**
 * Entries of the request log held as columns: the distinct shapes, and per entry its shape's number
 * (from 1), its time and its duration. Under load an entry waits for its batch's insert long enough
 * to outlive the young generation; held as three numbers, not an object and a Date, it leaves the
 * old generation nothing to collect. Entries keep their order.
 */
export class LogBatch {
  readonly shapes: LogShape[] = [];
  readonly shape: number[] = [];
  readonly at: number[] = [];
  readonly durationMs: number[] = [];
  readonly #numbers = new Map<string, number>();

  static of(entries: readonly NewRequestLog[]): LogBatch {
    const batch = new LogBatch();
    for (const { timestamp, ...entry } of entries) batch.add({ ...entry, at: timestamp?.getTime() ?? Date.now() });
    return batch;
  }

  get size(): number {
    return this.shape.length;
  }

  add(entry: LogEntry) {
    const fields: LogShape = [
      entry.method,
      entry.route,
      entry.userAgent ?? null,
      entry.ip ?? null,
      entry.username ?? null,
      entry.statusCode,
      entry.level ?? "info",
    ];
    this.#push(fields, entry.at, entry.durationMs);
  }

  /** The entries in order, in batches of at most `rows` each (this batch itself when it is no larger). */
  pieces(rows: number): LogBatch[] {
    if (this.size <= rows) return [this];
    const pieces: LogBatch[] = [];
    for (let start = 0; start < this.size; start += rows) {
      const piece = new LogBatch();
      const end = Math.min(start + rows, this.size);
      for (let i = start; i < end; i++) piece.#push(this.shapes[this.shape[i] - 1], this.at[i], this.durationMs[i]);
      pieces.push(piece);
    }
    return pieces;
  }

  #push(fields: LogShape, at: number, durationMs: number) {
    this.shape.push(this.#numberOf(fields));
    this.at.push(at);
    this.durationMs.push(durationMs);
  }

  #numberOf(fields: LogShape): number {
    // Most entries repeat the one before (a burst of reads of one route): no key to build for them.
    const last = this.shape.at(-1);
    if (last !== undefined && sameShape(this.shapes[last - 1], fields)) return last;
    const key = JSON.stringify(fields);
    let number = this.#numbers.get(key);
    if (number === undefined) {
      number = this.shapes.push(fields);
      this.#numbers.set(key, number);
    }
    return number;
  }
}
