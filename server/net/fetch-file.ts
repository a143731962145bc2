import { PrivateAddressError } from "./address-guard.ts";
import { guardedRequest } from "./guarded-request.ts";

/**
 * One file fetched over HTTP(S) by the server (a WordPress import's pictures): only from public
 * addresses unless `allowPrivate` (each hop checked by `guardedRequest`), at most `maxBytes` (the answer is cut off
 * at the first byte over), within `timeoutMs`, following at most three redirects, each checked again.
 * Answers the bytes, or why there are none.
 */
export type FetchOptions = { allowPrivate: boolean; timeoutMs: number; maxBytes: number };
export type Fetched = { ok: true; data: Buffer } | { ok: false; reason: string };

const REDIRECTS_MAX = 3;

export async function fetchFile(address: string, options: FetchOptions): Promise<Fetched> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { ok: false, reason: "not a web address" };
  }
  for (let hop = 0; hop <= REDIRECTS_MAX; hop++) {
    if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, reason: "not a web address" };
    const answer = await getOnce(url, options);
    if (answer.kind === "redirect") {
      try {
        url = new URL(answer.location, url);
      } catch {
        return { ok: false, reason: "redirected to an address that cannot be read" };
      }
      continue;
    }
    return answer.kind === "file" ? { ok: true, data: answer.data } : { ok: false, reason: answer.reason };
  }
  return { ok: false, reason: `more than ${REDIRECTS_MAX} redirects` };
}

type Answer =
  | { kind: "file"; data: Buffer }
  | { kind: "redirect"; location: string }
  | { kind: "failed"; reason: string };

function getOnce(url: URL, options: FetchOptions): Promise<Answer> {
  const headers = { "user-agent": "agency-platform WordPress import", accept: "image/*,*/*;q=0.5" };
  const { timeoutMs, allowPrivate } = options;
  return guardedRequest<Answer>(
    url,
    { method: "GET", headers, timeoutMs, allowPrivate },
    {
      response: (response, finish, request) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          response.resume();
          return finish({ kind: "redirect", location });
        }
        if (status !== 200) {
          response.resume();
          return finish({ kind: "failed", reason: `the server answered ${status}` });
        }
        const declared = Number(response.headers["content-length"] ?? 0);
        if (declared > options.maxBytes) {
          request.destroy();
          return finish({ kind: "failed", reason: tooLarge(options.maxBytes) });
        }
        const chunks: Buffer[] = [];
        let read = 0;
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > options.maxBytes) {
            request.destroy();
            finish({ kind: "failed", reason: tooLarge(options.maxBytes) });
          } else chunks.push(chunk);
        });
        response.on("end", () => finish({ kind: "file", data: Buffer.concat(chunks) }));
        response.on("error", (error) => finish({ kind: "failed", reason: reasonOf(error) }));
      },
      failed: (error) => ({ kind: "failed", reason: reasonOf(error) }),
    },
  );
}

const tooLarge = (max: number) => `larger than ${Math.round(max / 1024 / 1024)} MB`;

function reasonOf(error: Error): string {
  if (error instanceof PrivateAddressError) return error.message;
  const code = "code" in error && typeof error.code === "string" ? error.code : null;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "its host could not be found";
  if (code === "ECONNREFUSED") return "its server refused the connection";
  return (code ? `${code}: ` : "") + error.message.slice(0, 200);
}
