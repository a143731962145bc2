import { createHash } from "node:crypto";
import { STATUS_CODES } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Encoding } from "./encoding.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Header names in lower case, values as sent. */
export type AnswerHeaders = Record<string, string>;

export type Variant = {
  readonly body: Buffer;
  readonly headers: AnswerHeaders;
  /** The same headers marked as served from the cache, built once rather than per request. */
  readonly hitHeaders: AnswerHeaders;
  /**
   * The status line and `headers` as HTTP/1.1 puts them on the wire (Node's order and encoding),
   * for the connection lane, which writes answers below Node's ServerResponse (ADR 0046).
   */
  readonly head: Buffer;
};

/** An answer stored ready to send: one body per content coding, each with its complete headers. */
export type CachedAnswer = {
  readonly status: number;
  readonly etag: string;
  readonly variants: Readonly<Record<Encoding, Variant>>;
  /**
   * What the answer holds in memory, for the cache's budget: every body, every serialised head and
   * header object, and the objects around them (see `answerCost`; the cache adds its key's cost).
   */
  readonly bytes: number;
  /** Whether brotli is already at its best ratio (see withBestBrotli). */
  readonly brotliFinal: boolean;
};

/** Below this, compression gains less than its framing costs; such answers are kept as they are. */
export const COMPRESSION_THRESHOLD = 1024;

/** Headers that describe one transfer, not the answer: never stored, always set per variant or per request. */
const perTransfer = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "set-cookie",
  "etag",
  "vary",
  "x-cache",
  // Whether the connection was HTTPS is the request's, not the answer's.
  "strict-transport-security",
]);

/** Keeps the headers worth repeating with every copy of the answer. */
export function storableHeaders(headers: Record<string, unknown>): AnswerHeaders {
  const kept: AnswerHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (perTransfer.has(lower) || value === undefined) continue;
    kept[lower] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return kept;
}

/** A weak validator of the identity bytes: the same for every coding of them (RFC 9110 §8.8.1). */
export const etagOf = (body: Buffer | string) => `W/"${createHash("sha1").update(body).digest("base64url")}"`;

/** Quick settings for the first copy, so a miss answers at once; withBestBrotli improves it later. */
const quickBrotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const bestBrotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const gzipLevel = { level: 9 };

function serializedHead(status: number, headers: AnswerHeaders): Buffer {
  let head = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "unknown"}\r\n`;
  for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
  return Buffer.from(head, "latin1");
}

/**
 * What V8 and Node spend around the bytes, measured once (docs/decisions/0086: a cache filled with
 * 20,000 small answers, heap and array buffers read before and after): a Buffer (its Uint8Array and
 * backing store), a plain object, one property of a header object, one string.
 */
export const MEMORY_COST = { buffer: 200, object: 64, property: 24, string: 24 } as const;

/** A header object's cost: the object, its properties, and the value strings it holds. */
function headersCost(headers: AnswerHeaders): number {
  let cost = MEMORY_COST.object;
  for (const name in headers) cost += MEMORY_COST.property + MEMORY_COST.string + headers[name].length;
  return cost;
}

/** What one stored answer holds: each distinct body and variant once (small answers share one). */
function answerCost(variants: Record<Encoding, Variant>): number {
  let cost = 3 * MEMORY_COST.object;
  const seenBodies = new Set<Buffer>();
  for (const each of new Set(Object.values(variants))) {
    cost += MEMORY_COST.object + MEMORY_COST.buffer + each.head.length;
    cost += headersCost(each.headers) + headersCost(each.hitHeaders);
    if (seenBodies.has(each.body)) continue;
    seenBodies.add(each.body);
    cost += MEMORY_COST.buffer + each.body.length;
  }
  return cost;
}

function variant(status: number, body: Buffer, common: AnswerHeaders, encoding: Encoding): Variant {
  const headers: AnswerHeaders = { ...common, "content-length": String(body.length) };
  if (encoding !== "identity") headers["content-encoding"] = encoding;
  return { body, headers, hitHeaders: { ...headers, "x-cache": "HIT" }, head: serializedHead(status, headers) };
}

function assemble(
  status: number,
  common: AnswerHeaders,
  etag: string,
  bodies: Record<Encoding, Buffer>,
  brotliFinal: boolean,
): CachedAnswer {
  const identity = variant(status, bodies.identity, common, "identity");
  // A coding that did not pay (small answers) is the identity variant itself, held once.
  const variants = {
    br: bodies.br === bodies.identity ? identity : variant(status, bodies.br, common, "br"),
    gzip: bodies.gzip === bodies.identity ? identity : variant(status, bodies.gzip, common, "gzip"),
    identity,
  };
  return { status, etag, variants, bytes: answerCost(variants), brotliFinal };
}

const withVary = (vary: string | undefined) =>
  vary && !/accept-encoding/i.test(vary) ? `${vary}, accept-encoding` : (vary ?? "accept-encoding");

/**
 * Compresses an answer once, for every visitor who will receive it: brotli and gzip beside the
 * identity bytes (small answers stay identity for all). Compression runs on libuv's pool, off the
 * event loop.
 */
export async function buildAnswer(status: number, headers: AnswerHeaders, identity: Buffer): Promise<CachedAnswer> {
  const etag = etagOf(identity);
  const { vary, ...rest } = headers;
  const common: AnswerHeaders = { ...rest, etag, vary: withVary(vary) };
  if (identity.length < COMPRESSION_THRESHOLD) {
    return assemble(status, common, etag, { br: identity, gzip: identity, identity }, true);
  }
  const [br, gz] = await Promise.all([brotli(identity, quickBrotli), gzipAsync(identity, gzipLevel)]);
  return assemble(status, common, etag, { br, gzip: gz, identity }, false);
}

/** The same answer with brotli at its best ratio (~10% smaller, ~50× the CPU: worth it once per entry). */
export async function withBestBrotli(answer: CachedAnswer): Promise<CachedAnswer> {
  if (answer.brotliFinal) return answer;
  const { identity, gzip: gz } = answer.variants;
  const br = await brotli(identity.body, bestBrotli);
  const { "content-length": _length, "content-encoding": _coding, ...common } = identity.headers;
  return assemble(answer.status, common, answer.etag, { br, gzip: gz.body, identity: identity.body }, true);
}
