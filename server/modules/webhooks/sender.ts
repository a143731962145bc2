import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { DELIVERY_TIMEOUT_MS } from "../../../domain/webhooks.ts";
import { guardedLookup, hostOf, isPrivateAddress, PrivateAddressError } from "../../net/address-guard.ts";

export type SendResult = { responseStatus: number | null; error: string | null };

/** At most this much of an answer is read: the status is what counts. */
const ANSWER_BYTES_MAX = 64 * 1024;

/**
 * One POST of `body` to `url`. Unless private addresses are allowed, the connection goes only to
 * public addresses: a literal address is checked here, a name through `guardedLookup` (every address
 * it resolves to, at connect time), and the socket's remote address once connected. Redirects are
 * not followed. Never throws: the outcome is the answer's status or a short error.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  allowPrivate: boolean,
): Promise<SendResult> {
  const target = new URL(url);
  const host = hostOf(target);
  if (!allowPrivate && isIP(host) !== 0 && isPrivateAddress(host))
    return Promise.resolve({ responseStatus: null, error: new PrivateAddressError(host).message });
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const request = client.request(
      target,
      {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...headers },
        timeout: DELIVERY_TIMEOUT_MS,
        agent: false,
        ...(allowPrivate ? {} : { lookup: guardedLookup }),
      },
      (response) => {
        let read = 0;
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_BYTES_MAX) response.destroy();
        });
        response.on("close", () => finish({ responseStatus: response.statusCode ?? null, error: null }));
        response.on("error", () => finish({ responseStatus: response.statusCode ?? null, error: null }));
      },
    );
    request.on("socket", (socket) => {
      socket.once("connect", () => {
        const address = socket.remoteAddress ?? "";
        if (!allowPrivate && isPrivateAddress(address)) request.destroy(new PrivateAddressError(address));
      });
    });
    request.on("timeout", () => request.destroy(new Error(`no answer within ${DELIVERY_TIMEOUT_MS / 1000} s`)));
    request.on("error", (err) => finish({ responseStatus: null, error: errorLine(err) }));
    request.end(body);
  });
}

function errorLine(err: Error): string {
  if (err instanceof PrivateAddressError) return err.message;
  const code = "code" in err && typeof err.code === "string" ? err.code : null;
  return (code ? `${code}: ` : "") + err.message.slice(0, 200);
}
