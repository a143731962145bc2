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
   * for the socket lane, which writes answers below Node's ServerResponse (ADR 0046).
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

/**
 * The bytes in memory of their own, exactly as long as they are. A small Buffer is a slice of Node's
 * shared 8 KB pool, and zlib's output a slice of its 16 KB chunk: kept for minutes, a slice keeps
 * its whole parent alive, so a 40-byte answer could hold 16 KB nobody counts.
 */
function owned(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

function serializedHead(status: number, headers: AnswerHeaders): Buffer {
  let head = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "unknown"}\r\n`;
  for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
  return owned(Buffer.from(head, "latin1"));
}

/**
 * What V8 and Node spend around the bytes, measured (docs/decisions/0086: caches filled with 2,000
 * to 20,000 answers of 40 B to 30 KB, heap and array buffers read after a full GC, before and after):
 * a Buffer (its Uint8Array and backing store), a header object and each of its properties, and what
 * every answer holds besides (its objects, its validator and length strings).
 */
export const MEMORY_COST = { buffer: 210, object: 48, property: 9, answer: 330 } as const;

/** Header values an answer makes for itself; the others are the same strings for every answer. */
const OWN_VALUES = ["etag", "content-security-policy", "link"] as const;

const headersCost = (headers: AnswerHeaders) => MEMORY_COST.object + MEMORY_COST.property * Object.keys(headers).length;

/** What one stored answer holds: each distinct body and variant once (small answers share one). */
function answerCost(variants: Record<Encoding, Variant>): number {
  let cost = MEMORY_COST.answer;
  for (const name of OWN_VALUES) cost += variants.identity.headers[name]?.length ?? 0;
  const seenBodies = new Set<Buffer>();
  for (const each of new Set(Object.values(variants))) {
    cost += MEMORY_COST.buffer + each.head.length + headersCost(each.headers) + headersCost(each.hitHeaders);
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
  const same = { br: bodies.br === bodies.identity, gzip: bodies.gzip === bodies.identity };
  bodies = { identity: owned(bodies.identity), br: owned(bodies.br), gzip: owned(bodies.gzip) };
  if (same.br) bodies.br = bodies.identity;
  if (same.gzip) bodies.gzip = bodies.identity;
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
