import { DELIVERY_TIMEOUT_MS } from "../../../domain/webhooks.ts";
import { PrivateAddressError } from "../../net/address-guard.ts";
import { guardedRequest } from "../../net/guarded-request.ts";

export type SendResult = { responseStatus: number | null; error: string | null };

/** At most this much of an answer is read: the status is what counts. */
const ANSWER_BYTES_MAX = 64 * 1024;

/**
 * One POST of `body` to `url`, to public addresses only unless private ones are allowed, redirects
 * not followed (`guardedRequest`). Never throws: the outcome is the answer's status or a short error.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  allowPrivate: boolean,
): Promise<SendResult> {
  const options = {
    method: "POST" as const,
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...headers },
    body,
    timeoutMs: DELIVERY_TIMEOUT_MS,
    allowPrivate,
  };
  return guardedRequest<SendResult>(new URL(url), options, {
    response: (response, settle) => {
      let read = 0;
      response.on("data", (chunk: Buffer) => {
        read += chunk.length;
        if (read > ANSWER_BYTES_MAX) response.destroy();
      });
      response.on("close", () => settle({ responseStatus: response.statusCode ?? null, error: null }));
      response.on("error", () => settle({ responseStatus: response.statusCode ?? null, error: null }));
    },
    failed: (error) => ({ responseStatus: null, error: errorLine(error) }),
  });
}

function errorLine(err: Error): string {
  if (err instanceof PrivateAddressError) return err.message;
  const code = "code" in err && typeof err.code === "string" ? err.code : null;
  return (code ? `${code}: ` : "") + err.message.slice(0, 200);
}
