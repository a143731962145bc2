/**
 * Whether an error means a service we depend on is away for a moment (ADR 0070), as opposed to a
 * bug or a bad request: the caller gets 503 with Retry-After, never 500.
 */

/** How long a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATE classes and codes of a database that can't serve now: connection exceptions (08…),
 * insufficient resources (53…, e.g. too many clients), a database not accepting connections
 * (55000, `ALLOW_CONNECTIONS false`), an operator or crash shutdown, a server still starting
 * (57P01–57P04), a statement cancelled by statement_timeout.
 */
const unavailableSqlState = /^(08[0-9A-Z]{3}|53[0-9A-Z]{3}|55000|57P0[1-4]|57014)$/;

/** Socket-level failures reaching PostgreSQL or Redis. */
const unavailableSocketCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * What node-postgres, pg-pool, PGlite and ioredis say, without a code, when the connection is gone or
 * too slow, and what the database's breaker says when it refuses work (server/db/health.ts).
 */
const unavailableMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^timeout expired$/,
  /^Query read timeout/,
  /not queryable/,
  /^Client was closed/,
  /^PGlite is closed/,
  /^database is closed$/,
  /^database is down: not asked$/,
  /^Command timed out$/,
  /enableOfflineQueue/,
  /^Connection is closed\.?$/,
  /^Reached the max retries per request limit/,
];

/**
 * Follows the whole chain: Drizzle's error carries the driver's as its `cause` (the SQLSTATE is
 * there, not on the outer error), and a connection attempt to every address of a host fails with an
 * AggregateError whose `errors` hold the socket codes.
 */
export function isServiceUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!(current instanceof Object) || seen.has(current)) continue;
    seen.add(current);
    const code = "code" in current ? current.code : undefined;
    if (typeof code === "string" && (unavailableSqlState.test(code) || unavailableSocketCodes.has(code))) return true;
    const message = "message" in current ? current.message : undefined;
    if (typeof message === "string" && unavailableMessages.some((pattern) => pattern.test(message))) return true;
    if ("cause" in current) pending.push(current.cause);
    if ("errors" in current && Array.isArray(current.errors)) pending.push(...current.errors);
  }
  return false;
}

/**
 * The file storage (the S3 bucket) did not answer: uploads and backups get 503 with their own
 * message (domain/errors.ts storageUnavailable), while pages keep serving (issue 73).
 */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super("file storage is not reachable", { cause });
    this.name = "StorageUnavailableError";
  }
}

/** Whether the bucket's absence is what failed the request (anywhere in the error's causes). */
export function isStorageUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 10; depth++) {
    if (current instanceof StorageUnavailableError) return true;
    current = current.cause;
  }
  return false;
}
