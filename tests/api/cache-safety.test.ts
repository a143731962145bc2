import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_VARIANTS } from "../../server/cache/response-cache.ts";
import { SESSION_COOKIE } from "../../server/modules/auth/session-cookie.ts";
import { signInAsSuperAdmin } from "../support/admins.ts";
import { rawExchange, rawRequest } from "../support/raw-http.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/**
 * What the response cache must never keep (issue 41): an empty answer to a HEAD, an answer to a
 * caller who presented a session, an answer a later hook marked private, the back office under an
 * encoded path. Raw sockets, on Node's path (`Connection: close`, which the socket lane leaves
 * to Node) and on the lane's (kept-alive): an HTTP client would normalise the odd requests.
 */
const page = `<!doctype html><p>${"A page of the site. ".repeat(100)}</p>`;

let ctx: TestContext;
let port: number;

beforeAll(async () => {
  ctx = await createTestApp({}, (app) => {
    // Rendered as React Router renders a page: no body at all for a HEAD.
    app.get("/safety-page/:name", { config: { cache: { kinds: ["alertHeading"] } } }, async (request, reply) =>
      reply.type("text/html; charset=utf-8").send(request.method === "HEAD" ? "" : page),
    );
    app.get("/late-private", { config: { cache: { kinds: ["alertHeading"] } } }, async () => ({ ok: true }));
    app.get("/late-cookie", { config: { cache: { kinds: ["alertHeading"] } } }, async () => ({ ok: true }));
    // Hooks added after every plugin's: they run after the cache's own onSend.
    app.addHook("onSend", async (request, reply, payload) => {
      if (request.url === "/late-private") reply.header("cache-control", "private, max-age=60");
      if (request.url === "/late-cookie") reply.header("set-cookie", "theme=dark; Path=/");
      return payload;
    });
  });
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  port = (ctx.app.server.address() as AddressInfo).port;
}, 120_000);
afterAll(() => ctx?.close());

const get = (path: string, headers: string[] = []) => rawRequest(port, `GET ${path} HTTP/1.1`, headers);
const head = (path: string, headers: string[] = []) => rawRequest(port, `HEAD ${path} HTTP/1.1`, headers);

describe("a HEAD of an uncached page", () => {
  it("stores nothing on Node's path: the next GET renders and gets the whole page", async () => {
    const first = await head("/safety-page/node");
    expect(first.status).toBe(200);
    const full = await get("/safety-page/node");
    expect(full.headers["x-cache"]).toBe("MISS");
    expect(full.body).toBe(page);
    const again = await get("/safety-page/node");
    expect(again.headers["x-cache"]).toBe("HIT");
    expect(again.body).toBe(page);
  });

  it("stores nothing on the socket lane either, and a HEAD of the stored page gets its length", async () => {
    const answers = await rawExchange(port, [
      { line: "HEAD /safety-page/lane HTTP/1.1" },
      { line: "GET /safety-page/lane HTTP/1.1" },
      { line: "GET /safety-page/lane HTTP/1.1" },
      // From here the lane answers (Fastify answered it from the cache once).
      { line: "GET /safety-page/lane HTTP/1.1" },
      { line: "HEAD /safety-page/lane HTTP/1.1" },
    ]);
    expect(answers.map((answer) => answer.headers["x-cache"])).toEqual([undefined, "MISS", "HIT", "HIT", "HIT"]);
    for (const answer of answers.slice(1, 4)) expect(answer.body).toBe(page);
    expect(answers[4].headers["content-length"]).toBe(String(Buffer.byteLength(page)));
  });

  it("of an API read stores nothing either: the GET after it produces the answer", async () => {
    await head("/api/v1/alertHeader");
    const full = await get("/api/v1/alertHeader");
    expect(full.headers["x-cache"]).toBe("MISS");
    expect(JSON.parse(full.body).success).toBe(true);
  });
});

describe("a caller presenting a session cookie the way the cookie parser reads it", () => {
  for (const spelling of ["\t=", " ="]) {
    it(`(name, ${JSON.stringify(spelling)}, token) gets a personal answer, never stored for others`, async () => {
      const { token } = await signInAsSuperAdmin(ctx);
      const path = `/api/v1/project?type=product&q=${spelling === "\t=" ? "tab" : "space"}`;
      const signedIn = await get(path, [`Cookie: ${SESSION_COOKIE}${spelling}${token}`]);
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers["cache-control"]).toMatch(/no-store/);
      expect(signedIn.headers["x-cache"]).toBeUndefined();
      const anonymous = await get(path);
      expect(anonymous.headers["x-cache"]).toBe("MISS");
      expect(anonymous.headers["cache-control"]).not.toMatch(/no-store/);
    });
  }

  it("is never answered from the cache by the lane", async () => {
    const { token } = await signInAsSuperAdmin(ctx);
    const answers = await rawExchange(port, [
      { line: "GET /api/v1/category HTTP/1.1" },
      { line: "GET /api/v1/category HTTP/1.1" },
      { line: "GET /api/v1/category HTTP/1.1", headers: [`Cookie: ${SESSION_COOKIE}\t=${token}`] },
    ]);
    expect(answers[1].headers["x-cache"]).toBe("HIT");
    expect(answers[2].headers["x-cache"]).toBeUndefined();
    expect(answers[2].headers["cache-control"]).toMatch(/no-store/);
  });
});

describe("query values in the cache's keys", () => {
  it("make no entry when the route does not read them", async () => {
    await ctx.app.inject({ method: "GET", url: "/api/v1/category" });
    const size = ctx.app.responseCache.size;
    for (let i = 0; i < 50; i++) {
      const answer = await ctx.app.inject({ method: "GET", url: `/api/v1/category?utm_source=s${i}&x=${i}` });
      expect(answer.headers["x-cache"]).toBe("HIT");
    }
    expect(ctx.app.responseCache.size).toBe(size);
  });

  it("make a bounded number of entries per route when it does", async () => {
    for (let i = 0; i < MAX_VARIANTS + 40; i++) {
      expect((await ctx.app.inject({ method: "GET", url: `/api/v1/project?q=flood-${i}` })).statusCode).toBe(200);
    }
    expect(ctx.app.responseCache.variantsOf("/api/v1/project")).toBe(MAX_VARIANTS);
  });
});

describe("an answer a later hook marks as personal", () => {
  it("is sent but not kept when marked private", async () => {
    await get("/late-private");
    const second = await get("/late-private");
    expect(second.headers["cache-control"]).toMatch(/private/);
    expect(second.headers["x-cache"]).toBe("MISS");
  });

  it("is sent but not kept when it sets a cookie", async () => {
    await get("/late-cookie");
    const second = await get("/late-cookie");
    expect(second.headers["set-cookie"]).toMatch(/theme=dark/);
    expect(second.headers["x-cache"]).toBe("MISS");
  });
});

describe("the back office under an encoded path", () => {
  for (const path of ["/%61dmin/users", "/%41DMIN", "/x/../admin/users"]) {
    it(`${path} gets the back office's headers on both ways in`, async () => {
      const viaNode = await get(path);
      const [viaLane] = await rawExchange(port, [{ line: `GET ${path} HTTP/1.1` }]);
      for (const answer of [viaNode, viaLane]) {
        expect(answer.headers["cache-control"]).toMatch(/no-store/);
        expect(answer.headers["x-robots-tag"]).toBe("noindex");
      }
    });
  }
});

describe("behind a trusted proxy", () => {
  let proxied: TestContext;
  let proxiedPort: number;
  beforeAll(async () => {
    proxied = await createTestApp({ trustProxy: true }, (app) => {
      // As a page's policy does (upgrade-insecure-requests over HTTPS): the answer depends on the scheme.
      app.get("/scheme-page", { config: { cache: { kinds: ["alertHeading"] } } }, async (request) => ({
        scheme: request.protocol,
      }));
    });
    await proxied.app.listen({ port: 0, host: "127.0.0.1" });
    proxiedPort = (proxied.app.server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(() => proxied?.close());

  it("keeps one answer per forwarded scheme: X-Forwarded-Proto is part of the key", async () => {
    const ask = (proto: string) =>
      rawExchange(proxiedPort, [{ line: "GET /scheme-page HTTP/1.1", headers: [`X-Forwarded-Proto: ${proto}`] }]);
    const [https] = await ask("https");
    const [http] = await ask("http");
    const [httpsAgain] = await ask("https");
    const [httpAgain] = await ask("http");
    expect(JSON.parse(https.body).scheme).toBe("https");
    expect(JSON.parse(http.body).scheme).toBe("http");
    expect(http.headers["x-cache"]).toBe("MISS");
    expect(JSON.parse(httpsAgain.body).scheme).toBe("https");
    expect(httpsAgain.headers["x-cache"]).toBe("HIT");
    expect(JSON.parse(httpAgain.body).scheme).toBe("http");
    expect(httpAgain.headers["x-cache"]).toBe("HIT");
  });
});

describe("a request sent a byte at a time", () => {
  let slow: TestContext;
  let slowPort: number;
  beforeAll(async () => {
    slow = await createTestApp({ requestTimeoutMs: 1000 });
    await slow.app.listen({ port: 0, host: "127.0.0.1" });
    slowPort = (slow.app.server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(() => slow?.close());

  it("is cut at the request timeout with a 408, its connection closed", async () => {
    const bodyLength = 1000;
    const socket = net.connect(slowPort, "127.0.0.1");
    const received: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    socket.on("error", () => {});
    socket.write(
      `POST /api/v1/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${bodyLength}\r\n\r\n{`,
    );
    let bodySent = 1;
    const trickle = setInterval(() => {
      if (socket.destroyed || bodySent >= bodyLength - 1) return;
      socket.write(" ");
      bodySent += 1;
    }, 200);
    await closed;
    clearInterval(trickle);
    // The body's last byte is never sent, so no complete request can arrive: only the server's request
    // timeout can end this exchange (without it the socket stays open and the test fails on its limit).
    expect(Buffer.concat(received).toString("latin1")).toMatch(/^HTTP\/1\.1 408 /);
  });
});
