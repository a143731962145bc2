import type { IncomingHttpHeaders } from "node:http";
import type { Socket } from "node:net";
import { performance } from "node:perf_hooks";
import type { Variant } from "../cache/cached-answer.ts";
import { preferredEncoding } from "../cache/encoding.ts";
import type { LaneRequest, RequestLane } from "./request-lane.ts";

/** A request line the lane answers: GET or HEAD of an origin-form target, in HTTP/1.1. */
const REQUEST_LINE = /^(GET|HEAD) (\/[\x21-\x7e]*) HTTP\/1\.1$/;
/** A field's name and value as RFC 9110 has them (a token; visible ASCII, spaces and tabs); anything looser is Node's to judge. */
const FIELD_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const OUTSIDE_FIELD_VALUE = /[^\t\x20-\x7e]/;
/**
 * Fields that change how a request is framed or answered (a body, an upgrade, a conditional, a
 * closing connection): a request carrying one is left to Node and Fastify.
 */
const LEFT_TO_NODE = new Set([
  "content-length",
  "transfer-encoding",
  "expect",
  "upgrade",
  "if-none-match",
  "if-match",
  "if-modified-since",
  "if-unmodified-since",
  "if-range",
  "range",
  "te",
  "trailer",
  "http2-settings",
  // Node reads it as Connection (`Proxy-Connection: close` closes): its answer, not the lane's.
  "proxy-connection",
]);
const END_OF_HEAD = Buffer.from("\r\n\r\n", "latin1");
/** Larger heads are Node's to judge (its own limit is 16 KB). */
const MAX_HEAD_BYTES = 8 * 1024;
/** Past this much unsent output on a connection, the rest of it goes to Node, which waits for the reader. */
const MAX_QUEUED_BYTES = 256 * 1024;
/**
 * Answers up to this size are sent as one buffer (head, transfer headers and body), made once a
 * second for each of at most WHOLE_ANSWERS answers: one write where there were three, corked. At
 * most about 1 MB, dropped every second, outside the response cache's budget.
 */
export const WHOLE_ANSWER_BYTES = 32 * 1024;
export const WHOLE_ANSWERS = 32;

export type SocketLaneOptions = {
  lane: RequestLane;
  /** Node's keep-alive timeout: a connection idle this long is closed, and the answer says so. */
  keepAliveTimeoutMs: number;
  /** Gives a connection to Node's HTTP server with the bytes the lane has read but not answered. */
  handOver(socket: Socket, unread: Buffer): void;
};

type Parsed = { method: "GET" | "HEAD"; url: string; headers: IncomingHttpHeaders; end: number };

/**
 * The last head a connection's request had, byte for byte, and how it was read. A client asks again
 * with the very same bytes (a browser's or a load generator's repeated read): those are not read again.
 * The fields object is shared by the requests it stands for, which only read it.
 */
export type LastHead = { bytes: Buffer; read: Omit<Parsed, "end"> };

/**
 * Reads one request of `data` from `start`, strictly: a complete head, a request line and fields the
 * lane answers, each field once, a Host. Anything else (an incomplete head, a body, an odd byte, a
 * repeated field) is undefined, and the bytes go to Node's parser untouched. `last`, when given, is
 * the connection's previous head: the same bytes are read as they were then, and a new head read
 * here replaces it.
 */
export function parseLaneRequest(data: Buffer, start: number, last?: { head?: LastHead }): Parsed | undefined {
  const headEnd = data.indexOf(END_OF_HEAD, start);
  if (headEnd < 0 || headEnd - start > MAX_HEAD_BYTES) return undefined;
  const end = headEnd + END_OF_HEAD.length;
  const known = last?.head;
  if (known !== undefined && known.bytes.length === headEnd - start) {
    if (data.compare(known.bytes, 0, known.bytes.length, start, headEnd) === 0) return { ...known.read, end };
  }
  const read = readHead(data, start, headEnd);
  if (read === undefined) return undefined;
  if (last !== undefined) last.head = { bytes: ownCopy(data, start, headEnd), read };
  return { ...read, end };
}

/** The bytes in a buffer of their own: a slice of Node's shared pool would keep all of it alive with the connection. */
function ownCopy(data: Buffer, start: number, end: number): Buffer {
  const copy = Buffer.allocUnsafeSlow(end - start);
  data.copy(copy, 0, start, end);
  return copy;
}

function readHead(data: Buffer, start: number, headEnd: number): Omit<Parsed, "end"> | undefined {
  const lines = data.toString("latin1", start, headEnd).split("\r\n");
  const line = REQUEST_LINE.exec(lines[0]);
  if (line === null) return undefined;
  const headers: IncomingHttpHeaders = {};
  for (let i = 1; i < lines.length; i++) {
    const field = lines[i];
    const colon = field.indexOf(":");
    const name = field.slice(0, colon).toLowerCase();
    if (colon < 1 || !FIELD_NAME.test(name) || OUTSIDE_FIELD_VALUE.test(field)) return undefined;
    // `in` also finds what every object has (`__proto__`, `constructor`): such a name is Node's too.
    if (name in headers || LEFT_TO_NODE.has(name)) return undefined;
    // Only spaces and tabs are left to trim: the value holds nothing else outside visible ASCII.
    const value = field.slice(colon + 1).trim();
    if (name === "connection" && value.toLowerCase() !== "keep-alive") return undefined;
    headers[name] = value;
  }
  if (headers.host === undefined) return undefined;
  return { method: line[1] === "GET" ? "GET" : "HEAD", url: line[2], headers };
}

/**
 * The socket lane (ADR 0046): a kept-alive connection whose requests are all repeated anonymous
 * reads of cached answers is served here, from the bytes as they arrive, with each answer's status
 * line and headers encoded once when it was stored; Node's HTTP parser, its request and response
 * objects and their header checks are never built for them. The first request the lane does not
 * answer itself, for any reason, hands the connection with its unread bytes to Node's HTTP server
 * for good, so every check and every other answer stays Node's and Fastify's.
 */
export class SocketLane {
  readonly #owned = new Set<Socket>();
  #closing = false;
  #tail = { second: -1, bytes: Buffer.alloc(0) };
  /** This second's answers as sent whole (see WHOLE_ANSWER_BYTES), emptied when the second changes. */
  readonly #whole = new Map<Variant, Buffer>();

  constructor(private readonly options: SocketLaneOptions) {}

  /** A new connection: the lane reads it until a request is not its to answer. */
  adopt(socket: Socket) {
    if (this.#closing) return this.options.handOver(socket, Buffer.alloc(0));
    this.#owned.add(socket);
    /** Set when the client ended its side while the lane held bytes it had not answered yet. */
    let endedWhileWaiting = false;
    const last: { head?: LastHead } = {};
    const take = (data: Buffer) => {
      let unread: Buffer | undefined;
      try {
        unread = this.#serve(socket, data, last);
      } catch {
        // A fault of the lane's own: this connection ends (its client asks again), the server goes on.
        return void socket.destroy();
      }
      if (unread === undefined) return;
      if (socket.writableLength === 0) {
        release();
        return this.options.handOver(socket, unread);
      }
      // The client reads slower than it asks. Nothing more is read until it has taken what is queued,
      // and Node gets a connection with nothing queued (its parser would stop inside the lane's bytes).
      socket.off("data", take);
      socket.pause();
      socket.once("drain", () => {
        const arrived: unknown = socket.read();
        socket.on("data", take);
        take(Buffer.isBuffer(arrived) ? Buffer.concat([unread, arrived]) : unread);
        const waiting = socket.listenerCount("drain") > 0;
        if (this.#owned.has(socket) && !waiting) socket.resume();
        if (!endedWhileWaiting || waiting) return;
        // What was read before the client's end is answered; then the end is the lane's to make, or Node's.
        if (this.#owned.has(socket)) socket.end();
        else socket.emit("end");
      });
    };
    const onTimeout = () => socket.destroy();
    const onEnd = () => {
      if (socket.listenerCount("drain") > 0) endedWhileWaiting = true;
      else socket.end();
    };
    const onError = () => socket.destroy();
    const onClose = () => this.#owned.delete(socket);
    const release = () => {
      this.#owned.delete(socket);
      socket.setTimeout(0);
      socket.off("data", take).off("timeout", onTimeout).off("end", onEnd);
      socket.off("error", onError).off("close", onClose);
    };
    socket.setNoDelay(true);
    if (this.options.keepAliveTimeoutMs > 0) socket.setTimeout(this.options.keepAliveTimeoutMs);
    socket.on("data", take).on("timeout", onTimeout).on("end", onEnd).on("error", onError).on("close", onClose);
  }

  /** Ends the idle connections the lane holds (it answers as the bytes arrive, so all are idle). */
  close() {
    this.#closing = true;
    for (const socket of this.#owned) socket.end();
  }

  /** Answers the requests in `data` in order; returns the bytes from the first it leaves to Node. */
  #serve(socket: Socket, data: Buffer, last: { head?: LastHead }): Buffer | undefined {
    let start = 0;
    while (start < data.length) {
      if (this.#closing || socket.writableLength > MAX_QUEUED_BYTES) return data.subarray(start);
      const startedAt = performance.now();
      const parsed = parseLaneRequest(data, start, last);
      if (parsed === undefined) return data.subarray(start);
      const request: LaneRequest = { method: parsed.method, url: parsed.url, headers: parsed.headers, socket };
      const found = this.options.lane.find(request);
      if (found === undefined) return data.subarray(start);
      const variant = found.answer.variants[preferredEncoding(parsed.headers["accept-encoding"])];
      const tail = this.#transferTail();
      const whole = parsed.method === "GET" && !found.connection ? this.#wholeAnswer(variant, tail) : undefined;
      if (whole !== undefined) socket.write(whole);
      else {
        socket.cork();
        socket.write(variant.head);
        if (found.connection) socket.write(headerLines(found.connection), "latin1");
        socket.write(tail);
        if (parsed.method === "GET") socket.write(variant.body);
        socket.uncork();
      }
      this.options.lane.sent(request, found, found.answer.status, startedAt);
      start = parsed.end;
    }
    return undefined;
  }

  /**
   * The answer's head, this second's transfer headers and its body in one buffer, when it is small
   * enough and there is room for it this second; else undefined (it is written in parts).
   */
  #wholeAnswer(variant: Variant, tail: Buffer): Buffer | undefined {
    const known = this.#whole.get(variant);
    if (known !== undefined) return known;
    if (variant.body.length > WHOLE_ANSWER_BYTES || this.#whole.size >= WHOLE_ANSWERS) return undefined;
    const whole = Buffer.concat([variant.head, tail, variant.body]);
    this.#whole.set(variant, whole);
    return whole;
  }

  /** What Node adds to every kept-alive answer after the answer's own headers, made once a second. */
  #transferTail(): Buffer {
    const second = Math.floor(Date.now() / 1000);
    if (second !== this.#tail.second) {
      const date = new Date(second * 1000).toUTCString();
      const keepAlive = Math.floor(this.options.keepAliveTimeoutMs / 1000);
      const timeout = keepAlive > 0 ? `Keep-Alive: timeout=${keepAlive}\r\n` : "";
      const tail = `x-cache: HIT\r\nDate: ${date}\r\nConnection: keep-alive\r\n${timeout}\r\n`;
      this.#tail = { second, bytes: Buffer.from(tail, "latin1") };
      this.#whole.clear();
    }
    return this.#tail.bytes;
  }
}

const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
