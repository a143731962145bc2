/**
 * Whether an error means a service we depend on is away for a moment (ADR 0070), as opposed to a
 * bug or a bad request: the caller gets 503 with Retry-After, never 500.
 */

/** How long a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATE classes and codes of a database that can't serve now: connection exceptions (08…),
 * insufficient resources (53…, e.g. too many clients), an operator or crash shutdown, a server
 * still starting, a statement cancelled by statement_timeout.
 */
const unavailableSqlState = /^(08[0-9A-Z]{3}|53[0-9A-Z]{3}|57P0[1-4]|57014)$/;

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

/** What node-postgres, pg-pool, PGlite and ioredis say, without a code, when the connection is gone or too slow. */
const unavailableMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /not queryable/,
  /^Client was closed/,
  /^PGlite is closed/,
  /^database is closed$/,
  /^Command timed out$/,
  /enableOfflineQueue/,
  /^Connection is closed\.?$/,
  /^Reached the max retries per request limit/,
];

export function isServiceUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current instanceof Object && !seen.has(current); ) {
    seen.add(current);
    const code = "code" in current ? current.code : undefined;
    if (typeof code === "string" && (unavailableSqlState.test(code) || unavailableSocketCodes.has(code))) return true;
    const message = "message" in current ? current.message : undefined;
    if (typeof message === "string" && unavailableMessages.some((pattern) => pattern.test(message))) return true;
    current = "cause" in current ? current.cause : undefined;
  }
  return false;
}
