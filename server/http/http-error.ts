import type { ApiIssue } from "../../domain/errors.ts";
import { Conflict, DomainError, Forbidden, InvalidInput, NotFound } from "../errors/domain-errors.ts";

/**
 * A failure of the HTTP exchange itself (a missing Content-Length, a rate limit), where the status
 * is the meaning. Failures of the domain are the DomainErrors in server/errors/domain-errors.ts.
 */
export class HttpError extends DomainError {
  readonly #statusCode: number;

  constructor(statusCode: number, message: string, issues?: ApiIssue[]) {
    super(message, issues);
    this.#statusCode = statusCode;
  }

  override get statusCode(): number {
    return this.#statusCode;
  }
}

// Short names kept for the modules that already use them; each makes the domain error it names.
export const notFound = (message: string) => new NotFound(message);
export const conflict = (message: string) => new Conflict(message);
export const forbidden = (message: string) => new Forbidden(message);
export const badRequest = (message: string, path = "") => InvalidInput.of(message, path);
