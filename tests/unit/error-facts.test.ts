import { describe, expect, it } from "vitest";
import { errorFacts, loggableMessage } from "../../server/logging/error-facts.ts";

describe("an error's message in the log", () => {
  it("keeps what the engine says about the fault", () => {
    expect(loggableMessage("Cannot read properties of undefined (reading 'title')")).toBe(
      "Cannot read properties of undefined (reading 'title')",
    );
    expect(loggableMessage("The content kind job is not declared")).toBe("The content kind job is not declared");
    expect(loggableMessage("ENOTDIR: not a directory, mkdir '/tmp/agency-app/uploads/images'")).toBe(
      "ENOTDIR: not a directory, mkdir '/tmp/agency-app/uploads/images'",
    );
  });

  it("leaves out a failed query's statement and parameters", () => {
    expect(
      loggableMessage('Failed query: insert into "admin_users" ("email") values ($1)\nparams: farah@example.com'),
    ).toBe("Failed query");
  });

  it("leaves out quoted values, e-mail addresses, long numbers and tokens", () => {
    const body = JSON.stringify({ email: "a.person@example.com", password: "Secret#123" });
    expect(loggableMessage(`could not handle ${body}`)).toBe('could not handle {"…":"…","…":"…"}');
    expect(loggableMessage('invalid input syntax for type uuid: "abc"')).toBe(
      'invalid input syntax for type uuid: "…"',
    );
    expect(loggableMessage("no account for a.person@example.com")).toBe("no account for …");
    expect(loggableMessage("call 03001234567 back")).toBe("call … back");
    expect(loggableMessage("token agk_Zm9vYmFyYmF6cXV4cXV1eDEyMzQ1Njc4 refused")).toBe("token … refused");
    expect(loggableMessage("hash $argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo")).not.toContain(
      "argon2id$v=19$m",
    );
    expect(loggableMessage(`first line\nsecond ${body}`)).toBe("first line");
    expect(loggableMessage("x".repeat(5000)).length).toBeLessThanOrEqual(301);
  });
});

describe("an error's facts", () => {
  it("name the class that made it, its message and the one place it was thrown, and its cause's", () => {
    class DriverQueryError extends Error {
      constructor(cause: Error) {
        super("Failed query: select 1\nparams: secret", { cause });
      }
    }
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021" });
    const facts = errorFacts(new DriverQueryError(cause));
    expect(facts.type).toBe("DriverQueryError");
    expect(facts.message).toBe("Failed query");
    expect(facts.stack).toMatch(/^tests\/unit\/error-facts\.test\.ts:\d+:\d+$/);
    expect(JSON.stringify(facts)).not.toContain("secret");
    expect(facts.cause).toMatchObject({
      type: "Error",
      code: "22021",
      message: 'invalid byte sequence for encoding "…": 0x00',
    });
    expect(errorFacts(new TypeError("x is not a function"))).toMatchObject({
      type: "TypeError",
      message: "x is not a function",
    });
  });
});
