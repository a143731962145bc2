import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { genericMessages, unreadableAddressPage } from "../../domain/errors.ts";
import { type RawAnswer, rawRequest } from "../support/raw-http.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/**
 * Requests the server cannot route, sent over a real socket (inject() cannot send most of them):
 * each is a 4xx in the contract's error shape, never a 500 and never Fastify's own error body.
 */

let ctx: TestContext;
let port: number;

beforeAll(async () => {
  ctx = await createTestApp({}, undefined, "development");
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  port = (ctx.app.server.address() as AddressInfo).port;
  await ctx.app.inject({ method: "GET", url: "/about" });
}, 120_000);
afterAll(() => ctx?.close());

function expectContractError(answer: RawAnswer, status: number, message: string) {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.headers["content-type"]).toMatch(/^application\/json/);
  expect(JSON.parse(answer.body)).toEqual({ success: false, message, error: message });
}

describe("methods a page or file does not answer", () => {
  // In development Vite answers its own files and OPTIONS before Fastify does; built assets are
  // Fastify routes for GET and HEAD only, so any other method reaches the same page catch-all.
  it.each(["TRACE /about", "TRACE /contact", "TRACE /uploads/missing.webp", "PROPPATCH /about"])(
    "%s is a 405 with Allow",
    async (line) => {
      const answer = await rawRequest(port, `${line} HTTP/1.1`);
      expectContractError(answer, 405, genericMessages.methodNotAllowed);
      expect(answer.headers.allow).toMatch(/^GET, HEAD\b/);
    },
  );

  it.each(["TRACE /api/v1/category", "PROPFIND /api/v1/nothing", "MKCOL /"])(
    "%s, a method no route takes, is a 405",
    async (line) => {
      const answer = await rawRequest(port, `${line} HTTP/1.1`);
      expectContractError(answer, 405, genericMessages.methodNotAllowed);
      expect(answer.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    },
  );

  it("CONNECT is a 405: this server opens no tunnels", async () => {
    const answer = await rawRequest(port, `CONNECT localhost:${port} HTTP/1.1`);
    expectContractError(answer, 405, genericMessages.methodNotAllowed);
    expect(answer.headers.allow).toBeDefined();
  });

  it.each(["FOO /about", "get /about", "FOO /api/v1/category"])("an unknown method (%s) is a 400", async (line) => {
    expectContractError(await rawRequest(port, `${line} HTTP/1.1`), 400, genericMessages.unreadableRequest);
  });
});

describe("request targets", () => {
  it.each(["OPTIONS *", "GET *", "GET http://elsewhere.example/about", "GET http://elsewhere.example/api/v1/category"])(
    "%s is a 400",
    async (line) => {
      expectContractError(await rawRequest(port, `${line} HTTP/1.1`), 400, genericMessages.badTarget);
    },
  );

  it("answers an absolute-form target naming this host as its path", async () => {
    const page = await rawRequest(port, `GET http://localhost:${port}/about HTTP/1.1`);
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const api = await rawRequest(port, `GET HTTP://LOCALHOST:${port}/api/v1/category HTTP/1.1`);
    expect(api.status).toBe(200);
    expect(JSON.parse(api.body).success).toBe(true);
  });

  it.each(["/api/v1/c%zzategory", "/api/v1/category/%E0%A4%A"])("a malformed escape in %s is a 400", async (target) => {
    const answer = await rawRequest(port, `GET ${target} HTTP/1.1`);
    expectContractError(answer, 400, genericMessages.badTarget);
    expect(answer.body).not.toMatch(/FST_/);
  });

  it("a malformed escape in a page's address is a 400 page a person can read (ADR 0265)", async () => {
    const answer = await rawRequest(port, "GET /about%zz HTTP/1.1");
    expect(answer.status).toBe(400);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
    expect(answer.body).toContain(unreadableAddressPage.title);
    expect(answer.body).not.toMatch(/FST_/);
  });

  it("reads a malformed escape in a query string as text, never a 500", async () => {
    for (const target of ["/api/v1/job?q=%E0%A4%A", "/api/v1/project?q=%zz", "/about?x=%E0%A4%A"]) {
      const answer = await rawRequest(port, `GET ${target} HTTP/1.1`);
      expect(answer.status, target).toBeLessThan(500);
      expect(answer.body).not.toMatch(/FST_/);
    }
  });
});
