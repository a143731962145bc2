import type { ApiIssue } from "../../domain/errors.ts";

/** Thrown by services for an expected failure; the error handler turns it into the contract's shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: ApiIssue[],
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const badRequest = (message: string, path = "") => new HttpError(400, message, [{ path, message }]);
