import type { ApiError, ApiIssue } from "../../domain/errors.ts";
import { type DomainError, InUse, SecondFactorRequired, StaleVersion, TooManyAttempts } from "./domain-errors.ts";

/** How a failure reaches the client: status, the contract's error body, and any header it needs. */
export type HttpAnswer = { statusCode: number; body: ApiError; headers: Record<string, string> };

/** The contract's error shape (docs/api.md): `message` and `error` say the same thing. */
export function errorBody(message: string, issues?: ApiIssue[]): ApiError {
  const body: ApiError = { success: false, message, error: message };
  if (issues) body.issues = issues;
  return body;
}

/** The one mapping from domain error to HTTP answer (status from http-status.ts), used by the error handler. */
export function httpAnswerOf(error: DomainError): HttpAnswer {
  const headers: Record<string, string> =
    error instanceof TooManyAttempts ? { "retry-after": String(error.retryAfterSeconds) } : {};
  const body = errorBody(error.message, error.issues);
  if (error instanceof SecondFactorRequired) body.twoFactorRequired = true;
  if (error instanceof StaleVersion) body.current = error.current;
  if (error instanceof InUse) body.usedBy = error.usedBy;
  return { statusCode: error.statusCode, body, headers };
}
