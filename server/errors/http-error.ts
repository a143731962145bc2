import type { ApiIssue } from "../../domain/errors.ts";
import { DomainError } from "./domain-errors.ts";

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
