import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggerOptions } from "../../server/app.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testConfig } from "../support/test-config.ts";

/**
 * The access log (LOG_LEVEL=debug) has a line for every answer, those the edge sends before Fastify
 * sees the request too (app.watchAnswers). Real sockets: inject() goes straight to Fastify, past the edge.
 */
type Line = { msg?: string; method?: string; path?: string; statusCode?: number };
const lines: Line[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
/** Requests Fastify itself answered: the edge's answers are never among them. */
const seenByFastify: string[] = [];

let ctx: TestContext;
let base: string;

beforeAll(async () => {
  const config = { ...testConfig(), logLevel: "debug" as const };
  ctx = await createTestApp(
    { logLevel: "debug" },
    (app) => {
      app.addHook("onResponse", (req, _reply, done) => {
        seenByFastify.push(`${req.method} ${req.url}`);
        done();
      });
    },
    "off",
    { ...loggerOptions(config), stream: capture },
  );
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(() => ctx?.close());

function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; etag: string }> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, etag: String(res.headers.etag) }));
    })
      .on("error", reject)
      .end();
  });
}

/** The access log's lines for a path, once what was asked has been answered and watched. */
async function loggedFor(path: string, work: () => Promise<unknown>) {
  const from = lines.length;
  const fastifyFrom = seenByFastify.length;
  await work();
  // The line is written once the answer has gone, in the same moment as Fastify's onResponse: await it.
  const answered = () => lines.slice(from).some((line) => line.msg === "request completed" && line.path === path);
  await expect.poll(answered, { interval: 10 }).toBe(true);
  return {
    logged: lines.slice(from).filter((line) => line.msg === "request completed" && line.path === path),
    fastifySaw: seenByFastify.slice(fastifyFrom).includes(`GET ${path}`),
  };
}

describe("the access log", () => {
  it("shows answers the edge sent before Fastify saw the request", async () => {
    const path = "/api/v1/category";
    // The first answer is Fastify's (a miss), the second Fastify's hit: from then on the edge has it.
    const first = await loggedFor(path, () => get(path));
    expect(first.fastifySaw).toBe(true);
    expect(first.logged).toMatchObject([{ method: "GET", path, statusCode: 200 }]);
    const { etag } = await get(path);

    // A plain read on a new connection: the socket lane answers from the bytes.
    const plain = await loggedFor(path, () => get(path));
    expect(plain.fastifySaw).toBe(false);
    expect(plain.logged).toMatchObject([{ method: "GET", path, statusCode: 200 }]);

    // A conditional read is Node's to parse; the request lane answers it before Fastify's handler.
    const conditional = await loggedFor(path, () => get(path, { "if-none-match": etag }));
    expect(conditional.fastifySaw).toBe(false);
    expect(conditional.logged).toMatchObject([{ method: "GET", path, statusCode: 304 }]);
  });
});
