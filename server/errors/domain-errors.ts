import type { ApiIssue } from "../../domain/errors.ts";
// A cycle on purpose: statusOf is only called, never run while either module loads.
import { statusOf } from "./http-status.ts";

/**
 * An expected failure, named for what went wrong rather than for an HTTP status: services throw
 * these and only `httpAnswerOf` (server/errors/http-answer.ts) decides how a client hears of it.
 */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    readonly issues?: ApiIssue[],
  ) {
    super(message);
    this.name = new.target.name;
  }

  /**
   * The status a client hears, from the one table in http-status.ts; page actions and Fastify read
   * it, services never choose it.
   */
  get statusCode(): number {
    return statusOf(this);
  }
}

/** What was asked for does not exist, or the caller may not see it. */
export class NotFound extends DomainError {}

/** The change contradicts stored data: a duplicate name, a record still in use. */
export class Conflict extends DomainError {}

/**
 * An update edited from an older version than the stored one: the answer names who changed the
 * record and when, and carries the record as it now is (`current`) so the editor can compare.
 */
export class StaleVersion extends Conflict {
  constructor(
    message: string,
    readonly current: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** A delete refused while something uses what it would delete: the answer lists the uses (`usedBy`). */
export class InUse extends Conflict {
  constructor(
    message: string,
    readonly usedBy: readonly Record<string, unknown>[],
  ) {
    super(message);
  }
}

/** The caller is known but lacks the right. */
export class Forbidden extends DomainError {}

/** No valid credential came with a request that needs one. */
export class Unauthenticated extends DomainError {}

/**
 * The password was right but the account signs in with two factors and no code came: the client
 * asks for one (the answer says `twoFactorRequired`).
 */
export class SecondFactorRequired extends Unauthenticated {}

/** The input breaks the resource's rules; every issue is listed, the first is the message. */
export class InvalidInput extends DomainError {
  constructor(issues: ApiIssue[]) {
    super(issues[0]?.message ?? "Invalid request", issues);
  }

  /** One rule broken by one field (`path` empty for the input as a whole). */
  static of(message: string, path = ""): InvalidInput {
    return new InvalidInput([{ path, message }]);
  }
}

/** The request body could not be read at all (a broken multipart stream): no field to point at. */
export class UnreadableInput extends DomainError {}

/** A file or body over its limit. */
export class TooLarge extends DomainError {}

/** A body or file of a type this endpoint does not take. */
export class UnsupportedType extends DomainError {}

/** Sign-in is locked for a while after repeated failures. */
export class TooManyAttempts extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** A mail server we rely on refused or could not take a message the caller is waiting for (a test send). */
export class MailRefused extends DomainError {}
