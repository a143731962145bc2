import type { ApiError, ApiIssue } from "../../domain/errors.ts";
import { HttpError } from "../http/http-error.ts";
import {
  Conflict,
  type DomainError,
  Forbidden,
  InvalidInput,
  NotFound,
  TooLarge,
  TooManyAttempts,
  Unauthenticated,
  UnreadableInput,
  UnsupportedType,
} from "./domain-errors.ts";

/** How a failure reaches the client: status, the contract's error body, and any header it needs. */
export type HttpAnswer = { statusCode: number; body: ApiError; headers: Record<string, string> };

/** The contract's error shape (docs/api.md): `message` and `error` say the same thing. */
export function errorBody(message: string, issues?: ApiIssue[]): ApiError {
  const body: ApiError = { success: false, message, error: message };
  if (issues) body.issues = issues;
  return body;
}

function statusOf(error: DomainError): number {
  if (error instanceof HttpError) return error.statusCode;
  if (error instanceof InvalidInput || error instanceof UnreadableInput) return 400;
  if (error instanceof Unauthenticated) return 401;
  if (error instanceof Forbidden) return 403;
  if (error instanceof NotFound) return 404;
  if (error instanceof Conflict) return 409;
  if (error instanceof TooLarge) return 413;
  if (error instanceof UnsupportedType) return 415;
  if (error instanceof TooManyAttempts) return 429;
  // A new kind of domain error without a status here is a programming error, not the client's.
  return 500;
}

/** The one mapping from domain error to HTTP answer, used by the error handler and the page actions. */
export function httpAnswerOf(error: DomainError): HttpAnswer {
  const headers: Record<string, string> =
    error instanceof TooManyAttempts ? { "retry-after": String(error.retryAfterSeconds) } : {};
  return { statusCode: statusOf(error), body: errorBody(error.message, error.issues), headers };
}
