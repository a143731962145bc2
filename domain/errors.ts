/** Messages shared by every API answer that is not specific to one resource. */
export const genericMessages = {
  internal: "Something went wrong",
  routeNotFound: "Route not found",
  invalidJson: "Request body is not valid JSON",
  bodyTooLarge: "Request body is too large",
  unsupportedMediaType: "Unsupported content type",
  databaseDown: "Database unavailable",
  invalidMultipart: "Request body is not valid multipart form data",
  tooManyRequests: "Too many requests. Please try again later.",
} as const;

export type ApiIssue = { path: string; message: string };

export type ApiError = {
  success: false;
  message: string;
  error: string;
  issues?: ApiIssue[];
};
