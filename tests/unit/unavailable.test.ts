import { describe, expect, it } from "vitest";
import { isServiceUnavailable } from "../../server/errors/unavailable.ts";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** How Drizzle reports a failed query: its own error, the driver's as the cause. */
const wrapped = (cause: unknown) => new Error("Failed query: select 1\nparams: ", { cause });

describe("which errors mean a service is away for a moment", () => {
  it.each([
    ["connection refused", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a reset connection, inside Drizzle's error", wrapped(withCode("read ECONNRESET", "ECONNRESET"))],
    ["the server shutting down", wrapped(withCode("terminating connection due to administrator command", "57P01"))],
    ["too many clients", withCode("sorry, too many clients already", "53300")],
    [
      "a database not accepting connections, inside Drizzle's error",
      wrapped(withCode('database "agency" is not currently accepting connections', "55000")),
    ],
    [
      "a crash shutdown",
      wrapped(withCode("terminating connection because of crash of another server process", "57P02")),
    ],
    ["a server starting up", withCode("the database system is starting up", "57P03")],
    ["a code whatever the message says", wrapped(withCode("something worded differently", "08001"))],
    [
      "every address of a host refusing",
      new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], "connect failed"),
    ],
    ["a client that could not open its connection in time", wrapped(new Error("timeout expired"))],
    ["a statement timeout", wrapped(withCode("canceling statement due to statement timeout", "57014"))],
    ["a broken connection (08006)", withCode("connection failure", "08006")],
    ["a pool that could not connect in time", new Error("timeout exceeded when trying to connect")],
    ["a connection that ended", wrapped(new Error("Connection terminated unexpectedly"))],
    ["a frozen network", wrapped(new Error("Query read timeout"))],
    ["Redis away", new Error("Stream isn't writeable and enableOfflineQueue options is false")],
    ["Redis dropping the connection mid-command", new Error("Reached the max retries per request limit (which is 1).")],
  ])("%s", (_, error) => {
    expect(isServiceUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", wrapped(withCode("duplicate key value", "23505"))],
    ["a check violation", wrapped(withCode("new row violates check constraint", "23514"))],
    ["a bug", new TypeError("Cannot read properties of undefined")],
    ["not an error at all", "ECONNREFUSED"],
    [
      "a cycle of causes",
      (() => {
        const error: Error & { cause?: unknown } = new Error("loop");
        error.cause = error;
        return error;
      })(),
    ],
  ])("not %s", (_, error) => {
    expect(isServiceUnavailable(error)).toBe(false);
  });
});
