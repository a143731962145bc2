import { notFound } from "./text-patterns.ts";

/** Messages shared by every API answer that is not specific to one resource. */
export const genericMessages = {
  internal: "Something went wrong",
  routeNotFound: notFound("Route"),
  invalidJson: "Request body is not valid JSON",
  bodyTooLarge: "Request body is too large",
  lengthRequired: "Content-Length is required",
  unsupportedMediaType: "Unsupported content type",
  databaseDown: "Database unavailable",
  // A dependency (the database, Redis) is away for a moment: 503 with Retry-After (ADR 0070).
  serviceUnavailable: "Service temporarily unavailable",
  // The bucket is away: an upload or a backup is refused whole, nothing stored (issue 73).
  storageUnavailable:
    "Files can't be stored right now: the file storage is not reachable. Nothing was saved; please try again in a few minutes.",
  invalidMultipart: "Request body is not valid multipart form data",
  tooManyRequests: "Too many requests. Please try again later.",
  // Requests the server cannot route (ADR 0061).
  badTarget: "The request's URL is not valid",
  methodNotAllowed: "Method not allowed",
  unreadableRequest: "The request could not be read",
  requestTimeout: "The request took too long to arrive",
  headersTooLarge: "The request's headers are too large",
} as const;

/** The page a visitor sees when a page can't be produced because a service is away (ADR 0070). */
export const unavailablePage = {
  title: genericMessages.serviceUnavailable,
  message: "We can't show this page right now. Please try again in a few minutes.",
} as const;

/** The page a visitor sees for an address no page can have: a NUL, or escapes that are not UTF-8 (ADR 0265). */
export const unreadableAddressPage = {
  title: "This address is not valid",
  message: "The address holds characters no page of this site uses. Check the link you followed.",
} as const;

/** The page a visitor sees at an address of a language the site does not serve (SITE_LOCALES, issue 74). */
export const notFoundPage = {
  title: "Page not found",
  message: "The page you are looking for does not exist.",
} as const;

export type ApiIssue = { path: string; message: string };

export type ApiError = {
  success: false;
  message: string;
  error: string;
  issues?: ApiIssue[];
  /** Only on sign-in: the password was right, now the two-factor code is needed. */
  twoFactorRequired?: true;
  /** Only on a 409 of a stale version: the record as it now is. */
  current?: Record<string, unknown>;
  /** Only on a 409 of a delete refused while something uses it: what does (a library picture's uses). */
  usedBy?: readonly Record<string, unknown>[];
};
