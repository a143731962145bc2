import { apiErrorSchema } from "./schemas.ts";

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** Declares the contract's error shape for the given statuses, so the OpenAPI page lists them. */
export function errorResponses<const S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}
