import type { ListPagination } from "../../../../domain/list-paging.ts";
import { apiRequest, type RequestOptions } from "../api-client.ts";
import type { DataAnswer, MessageAnswer, Publication } from "../types.ts";

export type Progress = Pick<RequestOptions, "onUploadProgress">;

/** A back-office list: `pagination` when a page was asked for (docs/api.md "Back-office lists at scale"). */
export type ListAnswer<T> = { success: true; data: T[]; pagination?: ListPagination };

export const get = <T>(path: string, query?: RequestOptions["query"]) => apiRequest<T>(path, { query });
export const send = <T>(method: RequestOptions["method"], path: string, json?: unknown) =>
  apiRequest<T>(path, { method, json });
export const upload = <T>(method: RequestOptions["method"], path: string, form: FormData, progress?: Progress) =>
  apiRequest<T>(path, { method, form, onUploadProgress: progress?.onUploadProgress });
export const remove = (path: string) => apiRequest<MessageAnswer>(path, { method: "DELETE" });

/**
 * A content kind added with a multipart form (its icon or images): the create, and the create with
 * `draft=true`, which keeps the record as a draft instead (ADR 0122).
 */
export const uploadedCreate = <Dto>(base: string) => ({
  create: (form: FormData, progress?: Progress) => upload<DataAnswer<Dto>>("POST", `${base}/create`, form, progress),
  createDraft: (form: FormData, progress?: Progress) =>
    upload<DataAnswer<Publication>>("POST", `${base}/create`, form, progress),
});

/** A content kind changed with a multipart form, and deleted (to the trash). */
export const uploadedEdit = <Dto>(base: string) => ({
  update: (id: string, form: FormData, progress?: Progress) =>
    upload<DataAnswer<Dto>>("PATCH", `${base}/update/${id}`, form, progress),
  delete: (id: string) => remove(`${base}/delete/${id}`),
});
