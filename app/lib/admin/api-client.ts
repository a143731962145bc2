import type { ApiIssue } from "../../../domain/errors.ts";
import { forgetSharedReads, prefetchShared, type RawAnswer, sharedRead } from "./shared-reads.ts";

export const API_BASE = "/api/v1";

/** A failed call, in the contract's error shape; status 0 means the request never got an answer. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: ApiIssue[] = [],
    /** Sign-in only: the password was right and the account's two-factor code is wanted. */
    readonly twoFactorRequired = false,
    /** A stale edit's 409 only: the record as a colleague saved it meanwhile. */
    readonly current: Record<string, unknown> | undefined = undefined,
    /** The whole answer, for a refusal that says more than a message (a picture's uses). */
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }

  get isNetworkError() {
    return this.status === 0;
  }
}

type SessionLostListener = () => void;
let sessionLost: SessionLostListener | null = null;

/** The back office's shell registers how to sign out when any call answers 401. */
export function onSessionLost(listener: SessionLostListener | null) {
  sessionLost = listener;
}

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  json?: unknown;
  form?: FormData;
  query?: Record<string, string | number | boolean | undefined>;
  /** The sign-in call answers 401 for wrong credentials: that is not a lost session. */
  ignoreUnauthorized?: boolean;
  /** Multipart only: called with 0..1 as the body is sent. */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The version an update was edited from, where the body has no `version` field (a Site part's). */
  ifMatch?: number;
};

export function apiUrl(path: string, query?: RequestOptions["query"]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ""}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function errorFrom({ status, body }: RawAnswer): ApiRequestError {
  const payload = (body ?? {}) as {
    message?: unknown;
    error?: unknown;
    issues?: ApiIssue[];
    twoFactorRequired?: unknown;
    current?: unknown;
  };
  const message =
    typeof payload.message === "string"
      ? payload.message
      : typeof payload.error === "string"
        ? payload.error
        : `HTTP error! status: ${status}`;
  return new ApiRequestError(
    status,
    message,
    Array.isArray(payload.issues) ? payload.issues : [],
    payload.twoFactorRequired === true,
    isRecord(payload.current) ? payload.current : undefined,
    body,
  );
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function viaFetch(url: string, options: RequestOptions): Promise<RawAnswer> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.ifMatch !== undefined) headers["if-match"] = `"${options.ifMatch}"`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? "GET",
      headers,
      body,
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiRequestError(0, error instanceof Error ? error.message : String(error));
  }
  return { status: response.status, body: parseBody(await response.text()) };
}

/** fetch cannot report upload progress; XMLHttpRequest can. */
function viaXhr(url: string, options: RequestOptions & { form: FormData }): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? "POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onUploadProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parseBody(xhr.responseText) });
    xhr.onerror = () => reject(new ApiRequestError(0, "Failed to fetch"));
    xhr.onabort = () => reject(new DOMException("Aborted", "AbortError"));
    options.signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(options.form);
  });
}

/** One call to the API with the session cookie; resolves with the JSON answer or throws ApiRequestError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = apiUrl(path, options.query);
  const reads = (options.method ?? "GET") === "GET";
  const answer =
    options.form && options.onUploadProgress
      ? await viaXhr(url, { ...options, form: options.form })
      : reads && !options.signal
        ? await sharedRead(url, () => viaFetch(url, options))
        : await viaFetch(url, options);
  if (!reads) forgetSharedReads();
  if (answer.status >= 200 && answer.status < 300) return answer.body as T;
  if (answer.status === 401 && !options.ignoreUnauthorized) sessionLost?.();
  throw errorFrom(answer);
}

/**
 * Starts a read a screen is about to make (the sidebar's hover, ADR 0287): the screen's own call of
 * the same address then takes its answer instead of asking again. Its failure is the screen's to see.
 */
export function prefetchRead(url: string) {
  prefetchShared(url, () => viaFetch(url, {})).catch(() => undefined);
}

/** The message to show for a failed call: the server's own text, else the given fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && !error.isNetworkError && error.message) return error.message;
  return fallback;
}
