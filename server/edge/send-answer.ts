import type { IncomingMessage, ServerResponse } from "node:http";
import type { AnswerHeaders, CachedAnswer } from "../cache/cached-answer.ts";
import { preferredEncoding } from "../cache/encoding.ts";

export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || weak(tag) === weak(etag));
}

const notModifiedHeaders = ["etag", "vary", "cache-control", "content-location", "expires"];

/**
 * A stored answer, straight to the socket: no serialisation, no compression. HEAD gets the headers
 * alone; a matching If-None-Match gets 304. Returns the status sent.
 */
export function writeStored(
  req: IncomingMessage,
  res: ServerResponse,
  answer: CachedAnswer,
  verdict: "HIT" | "STALE",
  connection: AnswerHeaders | undefined,
): number {
  const variant = answer.variants[preferredEncoding(req.headers["accept-encoding"])];
  if (etagMatches(req.headers["if-none-match"], answer.etag)) {
    for (const name of notModifiedHeaders) {
      const value = variant.headers[name];
      if (value !== undefined) res.setHeader(name, value);
    }
    res.writeHead(304, { ...connection, "x-cache": verdict });
    res.end();
    return 304;
  }
  const headers =
    verdict === "HIT" && !connection ? variant.hitHeaders : { ...variant.headers, ...connection, "x-cache": verdict };
  res.writeHead(answer.status, headers);
  res.end(req.method === "HEAD" ? undefined : variant.body);
  return answer.status;
}
