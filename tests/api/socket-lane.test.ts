import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LastHead, parseLaneRequest } from "../../server/edge/socket-lane.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/**
 * The socket lane (ADR 0046): repeated anonymous reads of cached answers are answered from the
 * bytes as they arrive, and the first request it does not answer hands the connection, with every
 * byte it has not answered, to Node's HTTP server. Raw sockets, to send what a client may send.
 */
let ctx: TestContext;
let port: number;
/** Requests Fastify itself handled, by method and URL. */
const seenByFastify: string[] = [];
/** Requests Node's HTTP parser read (the socket lane's answers are never among them). */
const parsedByNode: string[] = [];

beforeAll(async () => {
  // An hour's lifetime: an answer past its lifetime is produced again (a MISS), and on a loaded
  // machine this file may take longer than the default minute (issue 33).
  ctx = await createTestApp({ pageCacheSeconds: 3600 }, (app) => {
    // An answer too large to queue 42 of: the lane stops reading and waits for the client.
    app.get("/lane-large", { config: { cache: { kinds: ["alertHeading"] } } }, async (_request, reply) =>
      reply.type("text/plain").send(randomBytes(160 * 1024).toString("base64")),
    );
    app.addHook("onResponse", (request, _reply, done) => {
      seenByFastify.push(`${request.method} ${request.url}`);
      done();
    });
  });
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  ctx.app.server.on("request", (request: IncomingMessage) => parsedByNode.push(`${request.method} ${request.url}`));
  port = (ctx.app.server.address() as AddressInfo).port;
}, 120_000);
afterAll(() => ctx?.close());

type Answer = { head: string; status: number; headers: Record<string, string>; body: Buffer };

/** Splits what a server sent into answers, by Content-Length (every answer here has one, or none for 304/HEAD). */
function answersIn(bytes: Buffer, heads: ("GET" | "HEAD")[]): Answer[] {
  const answers: Answer[] = [];
  let at = 0;
  for (const method of heads) {
    const next = answerAt(bytes, at, method);
    if (!next) break;
    answers.push(next.answer);
    at = next.end;
  }
  return answers;
}

/** The answer starting at `at`, and where it ends; undefined while it has not all arrived. */
function answerAt(bytes: Buffer, at: number, method: "GET" | "HEAD"): { answer: Answer; end: number } | undefined {
  const end = bytes.indexOf("\r\n\r\n", at);
  if (end < 0) return undefined;
  const head = bytes.toString("latin1", at, end);
  const [statusLine, ...lines] = head.split("\r\n");
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
  );
  const status = Number(statusLine.split(" ")[1]);
  const length = method === "HEAD" || status === 304 ? 0 : Number(headers["content-length"] ?? 0);
  if (end + 4 + length > bytes.length) return undefined;
  return { answer: { head, status, headers, body: bytes.subarray(end + 4, end + 4 + length) }, end: end + 4 + length };
}

/** Writes each piece in turn on one new connection and reads until the answers to `methods` are in. */
async function exchange(
  pieces: string[],
  methods: ("GET" | "HEAD")[],
  readAfterMs = 0,
  whileUnread: () => void = () => {},
) {
  const socket: Socket = connect(port, "127.0.0.1");
  const chunks: Buffer[] = [];
  let ended = false;
  // Counted as they arrive, each byte read once: only what follows the last complete answer is kept
  // for the next look (parsing everything received on each chunk made 20,000 answers take 2 minutes).
  let unread: Buffer = Buffer.alloc(0);
  let complete = 0;
  let allIn: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    allIn = resolve;
  });
  const countArrived = () => {
    let at = 0;
    while (complete < methods.length) {
      const next = answerAt(unread, at, methods[complete]);
      if (!next) break;
      at = next.end;
      complete += 1;
    }
    unread = unread.subarray(at);
    if (complete >= methods.length || ended) allIn();
  };
  socket.on("data", (chunk: Buffer) => {
    chunks.push(chunk);
    unread = Buffer.concat([unread, chunk]);
    countArrived();
  });
  socket.on("end", () => {
    ended = true;
    countArrived();
  });
  await new Promise((resolve) => socket.once("connect", resolve));
  if (readAfterMs > 0) socket.pause();
  for (const piece of pieces) {
    socket.write(piece);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (readAfterMs > 0) {
    await new Promise((resolve) => setTimeout(resolve, readAfterMs));
    whileUnread();
    socket.resume();
  }
  // Waits until every answer is in or the server ended, however slow the machine (the test's time
  // limit ends a server that does neither).
  await done;
  // No event marks the absence of an answer too many: a short look for stray bytes after the last.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const answers = answersIn(Buffer.concat(chunks), methods);
  return { answers, ended, socket };
}

const get = (path: string, fields = "") =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: br, gzip\r\n${fields}\r\n`;
const withoutDate = (head: string) => head.replace(/\r\nDate: [^\r]*/, "");

/**
 * Asks until Fastify has answered the URL from the cache once: from then on the lanes have it. On
 * PostgreSQL the suite's other files write to the same database, and their changes reach this
 * instance's cache too, so a stored answer may be dropped between two asks: it is asked again.
 */
async function warm(path: string) {
  await expect
    .poll(async () => (await exchange([get(path)], ["GET"])).answers[0]?.headers["x-cache"], { timeout: 30_000 })
    .toBe("HIT");
}

describe("a connection whose requests are repeated reads of cached answers", () => {
  it("is answered before Node parses it, with the very bytes Node's own answer has", async () => {
    await warm("/api/v1/category");
    // The first request is not the lane's (a 404): the connection goes to Node, which answers the second.
    const viaNode = await exchange([get("/api/v1/nowhere") + get("/api/v1/category")], ["GET", "GET"]);
    const before = parsedByNode.length;
    const viaLane = await exchange([get("/api/v1/category")], ["GET"]);
    expect(parsedByNode.slice(before)).toEqual([]);
    const [fromLane] = viaLane.answers;
    const fromNode = viaNode.answers[1];
    expect(fromLane.status).toBe(200);
    expect(withoutDate(fromLane.head)).toBe(withoutDate(fromNode.head));
    expect(fromLane.body.equals(fromNode.body)).toBe(true);
    expect(fromLane.headers.date).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    viaNode.socket.destroy();
    viaLane.socket.destroy();
  });

  it("answers a head repeated on one connection, GET and HEAD, each with the whole answer and its own transfer headers", async () => {
    await warm("/api/v1/category");
    const before = parsedByNode.length;
    const head = `HEAD /api/v1/category HTTP/1.1\r\nHost: x\r\n\r\n`;
    const { answers, socket } = await exchange(
      [get("/api/v1/category") + get("/api/v1/category") + head + get("/api/v1/category")],
      ["GET", "GET", "HEAD", "GET"],
    );
    expect(parsedByNode.slice(before)).toEqual([]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    for (const answer of [answers[1], answers[3]]) {
      expect(withoutDate(answer.head)).toBe(withoutDate(answers[0].head));
      expect(answer.body.equals(answers[0].body)).toBe(true);
    }
    expect(answers[0].headers["x-cache"]).toBe("HIT");
    expect(answers[2].body.length).toBe(0);
    socket.destroy();
  });

  it("answers pipelined requests in order, and hands the rest to Node at the first it does not answer", async () => {
    await warm("/api/v1/job");
    const before = { node: parsedByNode.length, fastify: seenByFastify.length };
    const { answers, socket } = await exchange(
      [
        get("/api/v1/job") +
          get("/api/v1/nowhere") +
          get("/api/v1/job") +
          `HEAD /api/v1/job HTTP/1.1\r\nHost: x\r\n\r\n`,
      ],
      ["GET", "GET", "GET", "HEAD"],
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 200, 200]);
    // The lane answered the first; Node read the rest, and its own request lane kept the cached ones from Fastify.
    expect(parsedByNode.slice(before.node)).toEqual(["GET /api/v1/nowhere", "GET /api/v1/job", "HEAD /api/v1/job"]);
    expect(seenByFastify.slice(before.fastify)).toEqual(["GET /api/v1/nowhere"]);
    expect(answers[0].body.equals(answers[2].body)).toBe(true);
    expect(answers[3].body.length).toBe(0);
    expect(answers[3].headers["content-length"]).toBe(answers[0].headers["content-length"]);
    socket.destroy();
  });

  it("gives Node a request that arrives in pieces, whole", async () => {
    await warm("/api/v1/services");
    const request = get("/api/v1/services");
    const { answers, socket } = await exchange([request.slice(0, 20), request.slice(20)], ["GET"]);
    expect(answers[0]?.status).toBe(200);
    expect(answers[0].headers["x-cache"]).toBe("HIT");
    socket.destroy();
  });

  it("leaves to Node what changes the answer: a validator, a credential, HTTP/1.0, a closing connection", async () => {
    await warm("/api/v1/alertHeader");
    const first = await exchange([get("/api/v1/alertHeader")], ["GET"]);
    const etag = first.answers[0].headers.etag;
    const revalidated = await exchange([get("/api/v1/alertHeader", `If-None-Match: ${etag}\r\n`)], ["GET"]);
    expect(revalidated.answers[0].status).toBe(304);
    const closing = await exchange([get("/api/v1/alertHeader", "Connection: close\r\n")], ["GET"]);
    expect(closing.answers[0].status).toBe(200);
    expect(closing.answers[0].headers.connection).toBe("close");
    expect(closing.ended).toBe(true);
    const old = await exchange(["GET /api/v1/alertHeader HTTP/1.0\r\nHost: x\r\n\r\n"], ["GET"]);
    expect(old.answers[0].status).toBe(200);
    expect(old.ended).toBe(true);
    const signedIn = await exchange([get("/api/v1/alertHeader", "Authorization: Bearer nobody\r\n")], ["GET"]);
    // A caller with a credential is answered for itself, never from the cache.
    expect(signedIn.answers[0].headers["x-cache"]).toBeUndefined();
    for (const { socket } of [first, revalidated, closing, old, signedIn]) socket.destroy();
  });

  it("leaves a request with Proxy-Connection to Node, which reads it as Connection", async () => {
    await warm("/api/v1/alertHeader");
    const before = parsedByNode.length;
    const closing = await exchange([get("/api/v1/alertHeader", "Proxy-Connection: close\r\n")], ["GET"]);
    expect(closing.answers[0].status).toBe(200);
    expect(parsedByNode.slice(before)).toEqual(["GET /api/v1/alertHeader"]);
    closing.socket.destroy();
  });

  it("answers every request read before a client's half-close, then ends the connection", async () => {
    await warm("/api/v1/category");
    await warm("/lane-large");
    for (const mixed of [false, true]) {
      const socket: Socket = connect(port, "127.0.0.1");
      const chunks: Buffer[] = [];
      socket.on("data", (chunk: Buffer) => chunks.push(chunk));
      const ended = new Promise<void>((resolve) => socket.on("end", () => resolve()));
      await new Promise((resolve) => socket.once("connect", resolve));
      // The client reads nothing for a while: the lane's queue fills and it waits for the reader.
      socket.pause();
      setTimeout(() => socket.resume(), 500);
      const paths = Array.from({ length: 42 }, (_, i) =>
        mixed && i === 30 ? "/api/v1/nowhere" : i % 2 ? "/lane-large" : "/api/v1/category",
      );
      // All at once, then the client's end of the connection closes: it reads on.
      const bytes = paths.map((path) => get(path)).join("");
      // In pieces that split requests, as a network may deliver them; the last with the client's end.
      for (let at = 0; at < bytes.length; at += 700) {
        const piece = bytes.slice(at, at + 700);
        if (at + 700 >= bytes.length) socket.end(piece);
        else socket.write(piece);
        await new Promise((resolve) => setImmediate(resolve));
      }
      await ended;
      const answers = answersIn(
        Buffer.concat(chunks),
        paths.map(() => "GET"),
      );
      expect(answers.map((answer) => answer.status)).toEqual(
        paths.map((path) => (path.endsWith("nowhere") ? 404 : 200)),
      );
      socket.destroy();
    }
  });

  it("never reads a body as the next request: a request with one is Node's, bytes and all", async () => {
    await warm("/api/v1/project?type=project");
    // Were the lane to answer the first GET and skip its body, the smuggled request would be answered.
    const smuggled = "GET /api/v1/project?type=project HTTP/1.1\r\nHost: x\r\n\r\n";
    // A request after the body says what came next, in order, without waiting for what never comes.
    const { answers, socket } = await exchange(
      [
        `GET /api/v1/project?type=project HTTP/1.1\r\nHost: x\r\nContent-Length: ${smuggled.length}\r\n\r\n${smuggled}` +
          get("/api/v1/nowhere"),
      ],
      ["GET", "GET"],
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 404]);
    socket.destroy();
  });

  it("stops answering while the client reads nothing, and hands over only once its answers are taken", async () => {
    const path = "/api/v1/project?type=project";
    await warm(path);
    const sockets: Socket[] = [];
    const onConnection = (socket: Socket) => sockets.push(socket);
    ctx.app.server.on("connection", onConnection);
    // Far more answers than the kernel's buffers on both ends hold, asked for in whole batches and not
    // read for a while; one request in the middle is not the lane's, so Node takes over from there.
    const batches = 100;
    const perBatch = 200;
    const pieces = Array.from(
      { length: batches },
      (_, i) => (i === batches / 2 ? get("/api/v1/nowhere") : "") + get(path).repeat(perBatch),
    );
    let queuedWhileUnread = Number.POSITIVE_INFINITY;
    const { answers, socket } = await exchange(
      pieces,
      Array.from({ length: batches * perBatch + 1 }, () => "GET" as const),
      1500,
      () => {
        queuedWhileUnread = sockets[0].writableLength;
      },
    );
    ctx.app.server.off("connection", onConnection);
    // What the server holds for a client that reads nothing is bounded (the lane's limit and one answer).
    expect(queuedWhileUnread).toBeLessThan(256 * 1024 + answers[0].body.length + 4096);
    expect(answers.length).toBe(batches * perBatch + 1);
    expect(answers.filter((answer) => answer.status === 404).length).toBe(1);
    expect(answers.every((answer) => answer.status === 404 || answer.body.equals(answers[0].body))).toBe(true);
    socket.destroy();
  }, 180_000);
});

describe("a fault inside the lane", () => {
  it("ends that connection only; the server goes on", async () => {
    await warm("/api/v1/category");
    // The lane reads the stored answer through the cache's peek; Fastify's own hits never do.
    const cache = ctx.app.responseCache;
    const peek = cache.peek;
    cache.peek = () => {
      throw new Error("lane fault");
    };
    try {
      const broken = await exchange([get("/api/v1/category")], ["GET"]);
      expect(broken.answers).toEqual([]);
      expect(broken.ended || broken.socket.destroyed).toBe(true);
    } finally {
      cache.peek = peek;
    }
    const { answers, socket } = await exchange([get("/api/v1/category")], ["GET"]);
    expect(answers[0]?.status).toBe(200);
    socket.destroy();
  });
});

describe("closing the server", () => {
  it("ends the connections the lane holds, so the server closes at once", async () => {
    const own = await createTestApp();
    await own.app.listen({ port: 0, host: "127.0.0.1" });
    const ownPort = (own.app.server.address() as AddressInfo).port;
    const ask = async () => {
      const socket = connect(ownPort, "127.0.0.1");
      const ended = new Promise<boolean>((resolve) => socket.once("end", () => resolve(true)));
      socket.on("data", () => {});
      socket.write(get("/api/v1/category"));
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { socket, ended };
    };
    await ask();
    await ask();
    const held = await ask();
    // Fastify keeps idle connections for 72 s, longer than a test may run: close() returns within
    // the test only because the lane ends the connections it holds, and the client sees that end.
    expect(own.app.server.keepAliveTimeout).toBeGreaterThan(30_000);
    await own.close();
    expect(await held.ended).toBe(true);
    held.socket.destroy();
  });
});

describe("the lane's reading of a request", () => {
  const parse = (text: string) => parseLaneRequest(Buffer.from(text, "latin1"), 0);

  it("reads a plain GET or HEAD with its fields", () => {
    const parsed = parse("GET /about?x=1 HTTP/1.1\r\nHost: a\r\nUser-Agent: Mozilla/5.0 (X11)\r\nDNT:1\r\n\r\n");
    expect(parsed).toMatchObject({ method: "GET", url: "/about?x=1" });
    expect({ ...parsed?.headers }).toEqual({ host: "a", "user-agent": "Mozilla/5.0 (X11)", dnt: "1" });
    expect(parse("HEAD / HTTP/1.1\r\nHost: a\r\nConnection: keep-alive\r\n\r\n")?.method).toBe("HEAD");
  });

  it.each([
    ["an incomplete head", "GET / HTTP/1.1\r\nHost: a\r\n"],
    ["another method", "POST / HTTP/1.1\r\nHost: a\r\n\r\n"],
    ["HTTP/1.0", "GET / HTTP/1.0\r\nHost: a\r\n\r\n"],
    ["an absolute target", "GET http://a/ HTTP/1.1\r\nHost: a\r\n\r\n"],
    ["no Host", "GET / HTTP/1.1\r\nAccept: */*\r\n\r\n"],
    ["two Hosts", "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n"],
    ["a field repeated in other case", "GET / HTTP/1.1\r\nHost: a\r\nDNT: 1\r\ndnt: 0\r\n\r\n"],
    ["a body", "GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\n\r\n"],
    ["chunked", "GET / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n"],
    ["a folded field", "GET / HTTP/1.1\r\nHost: a\r\nX-A: b\r\n c\r\n\r\n"],
    ["a space before the colon", "GET / HTTP/1.1\r\nHost : a\r\n\r\n"],
    ["a bare LF", "GET / HTTP/1.1\nHost: a\r\n\r\n"],
    ["a control character", "GET / HTTP/1.1\r\nHost: a\r\nX-A: b\u0000c\r\n\r\n"],
    ["a byte above ASCII", "GET / HTTP/1.1\r\nHost: a\r\nX-A: caf\u00e9\r\n\r\n"],
    ["a closing connection", "GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n"],
    ["an upgrade", "GET / HTTP/1.1\r\nHost: a\r\nUpgrade: websocket\r\n\r\n"],
    ["a validator", 'GET / HTTP/1.1\r\nHost: a\r\nIf-None-Match: "x"\r\n\r\n'],
    ["a range", "GET / HTTP/1.1\r\nHost: a\r\nRange: bytes=0-1\r\n\r\n"],
    ["a head over 8 KB", `GET / HTTP/1.1\r\nHost: a\r\nX-A: ${"a".repeat(9000)}\r\n\r\n`],
  ])("leaves %s to Node", (_what, text) => {
    expect(parse(text)).toBeUndefined();
  });

  it.each(["__proto__", "constructor"])("leaves a field named %s, as every object has, to Node", (name) => {
    expect(parse(`GET / HTTP/1.1\r\nHost: a\r\n${name}: x\r\n\r\n`)).toBeUndefined();
  });
  it("reads a connection's repeated head as it read it the first time, and any other head afresh", () => {
    const last: { head?: LastHead } = {};
    const head = "GET /a HTTP/1.1\r\nHost: a\r\nAccept-Encoding: br\r\n\r\n";
    const other = "GET /b HTTP/1.1\r\nHost: a\r\nAccept-Encoding: br\r\n\r\n";
    const twice = Buffer.from(head + head, "latin1");
    const first = parseLaneRequest(twice, 0, last);
    const second = parseLaneRequest(twice, first?.end ?? 0, last);
    expect(first).toMatchObject({ method: "GET", url: "/a", end: head.length });
    expect(second).toMatchObject({ method: "GET", url: "/a", end: 2 * head.length });
    expect(second?.headers).toBe(first?.headers);
    // Same length, other bytes: read, and remembered in its place.
    const next = parseLaneRequest(Buffer.from(other, "latin1"), 0, last);
    expect(next).toMatchObject({ url: "/b" });
    expect(next?.headers).not.toBe(first?.headers);
    // A head the lane refuses is never taken for the one before it, nor remembered.
    const refused = "GET /b HTTP/1.1\r\nHost: a\r\nAccept-Encoding: b\u0000\r\n\r\n";
    expect(parseLaneRequest(Buffer.from(refused, "latin1"), 0, last)).toBeUndefined();
    expect(parseLaneRequest(Buffer.from(other, "latin1"), 0, last)?.headers).toBe(next?.headers);
  });
});
