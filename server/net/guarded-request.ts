import type { ClientRequest, IncomingMessage, OutgoingHttpHeaders } from "node:http";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { guardedLookup, hostOf, isPrivateAddress, PrivateAddressError } from "./address-guard.ts";

export type GuardedRequestOptions = {
  method: "GET" | "POST";
  headers: OutgoingHttpHeaders;
  body?: string;
  timeoutMs: number;
  allowPrivate: boolean;
};

/** How a request's caller reads the answer, and what it makes of a request that failed. */
export type GuardedAnswer<T> = {
  response: (response: IncomingMessage, settle: (result: T) => void, request: ClientRequest) => void;
  failed: (error: Error) => T;
};

/**
 * One HTTP(S) request by the server. Unless private addresses are allowed, the connection goes only
 * to public addresses: a literal address is checked here, a name through `guardedLookup` (every
 * address it resolves to, at connect time), and the socket's remote address once connected.
 * Redirects are not followed. Never throws: answers the first result settled, by the answer's reader
 * or by `failed` (a private address, no answer within `timeoutMs`, a connection refused, …).
 */
export function guardedRequest<T>(url: URL, options: GuardedRequestOptions, answer: GuardedAnswer<T>): Promise<T> {
  const host = hostOf(url);
  if (!options.allowPrivate && isIP(host) !== 0 && isPrivateAddress(host))
    return Promise.resolve(answer.failed(new PrivateAddressError(host)));
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: T) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const request = client.request(
      url,
      {
        method: options.method,
        headers: options.headers,
        timeout: options.timeoutMs,
        agent: false,
        ...(options.allowPrivate ? {} : { lookup: guardedLookup }),
      },
      (response) => answer.response(response, settle, request),
    );
    request.on("socket", (socket) => {
      socket.once("connect", () => {
        const remote = socket.remoteAddress ?? "";
        if (!options.allowPrivate && isPrivateAddress(remote)) request.destroy(new PrivateAddressError(remote));
      });
    });
    request.on("timeout", () => request.destroy(new Error(`no answer within ${options.timeoutMs / 1000} s`)));
    request.on("error", (error) => settle(answer.failed(error)));
    request.end(options.body);
  });
}
