/** Messages shared by every API answer that is not specific to one resource. */
export const genericMessages = {
  internal: "Something went wrong",
  routeNotFound: "Route not found",
  invalidJson: "Request body is not valid JSON",
  bodyTooLarge: "Request body is too large",
  lengthRequired: "Content-Length is required",
  unsupportedMediaType: "Unsupported content type",
  databaseDown: "Database unavailable",
  invalidMultipart: "Request body is not valid multipart form data",
  tooManyRequests: "Too many requests. Please try again later.",
  // Requests the server cannot route (ADR 0061).
  badTarget: "The request's URL is not valid",
  methodNotAllowed: "Method not allowed",
  unreadableRequest: "The request could not be read",
  requestTimeout: "The request took too long to arrive",
  headersTooLarge: "The request's headers are too large",
} as const;

export type ApiIssue = { path: string; message: string };

export type ApiError = {
  success: false;
  message: string;
  error: string;
  issues?: ApiIssue[];
};
