import {
  Conflict,
  type DomainError,
  Forbidden,
  InvalidInput,
  MailRefused,
  NotFound,
  TooLarge,
  TooManyAttempts,
  Unauthenticated,
  UnreadableInput,
  UnsupportedType,
} from "./domain-errors.ts";

/** The one table from domain error to HTTP status (read as `error.statusCode`). */
export function statusOf(error: DomainError): number {
  if (error instanceof InvalidInput || error instanceof UnreadableInput) return 400;
  if (error instanceof Unauthenticated) return 401;
  if (error instanceof Forbidden) return 403;
  if (error instanceof NotFound) return 404;
  if (error instanceof Conflict) return 409;
  if (error instanceof TooLarge) return 413;
  if (error instanceof UnsupportedType) return 415;
  if (error instanceof TooManyAttempts) return 429;
  if (error instanceof MailRefused) return 502;
  // A new kind of domain error without a status here is a programming error, not the client's.
  return 500;
}
