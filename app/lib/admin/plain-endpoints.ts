import type { ContentPath } from "../../../domain/content-kinds.ts";
import { apiRequest } from "./api-client.ts";
import type { ListAnswer } from "./endpoints.ts";
import type { DataAnswer, MessageAnswer, Publication, RecordPublication } from "./types.ts";

/** A plain kind's record as the API answers it (ADR 0283): its fields and version. */
export type PlainRecord = Record<string, unknown> & { _id: string; version: number };
/** As the back office's reads answer it, with its badge. */
type PlainRow = PlainRecord & RecordPublication;

/**
 * The back office's calls of a plain kind, from its path word alone: the engine answers every plain
 * kind at the same addresses (server/engines/plain-kinds/routes.ts).
 */
export const plainEndpoints = (path: ContentPath) => ({
  page: (q?: string) => apiRequest<ListAnswer<PlainRow>>(`/${path}`, { query: { all: "true", q } }),
  read: (id: string) => apiRequest<DataAnswer<PlainRow>>(`/${path}/${id}`),
  create: (body: unknown) =>
    apiRequest<DataAnswer<PlainRecord> & { message: string }>(`/${path}`, { method: "POST", json: body }),
  createDraft: (body: unknown) => apiRequest<DataAnswer<Publication>>(`/${path}`, { method: "POST", json: body }),
  update: (id: string, body: Record<string, unknown>) =>
    apiRequest<DataAnswer<PlainRecord>>(`/${path}/${id}`, { method: "PATCH", json: body }),
  delete: (id: string) => apiRequest<MessageAnswer>(`/${path}/${id}`, { method: "DELETE" }),
});
