import { Agent, request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthMessages } from "../../domain/health.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

type Answer = { status: number; headers: Record<string, string>; body: string; socketClosed: Promise<void> };

/** One GET over the given agent's kept-alive connections; `socketClosed` settles when its socket ends. */
function get(base: string, agent: Agent, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(`${base}${path}`, { agent }, (res) => {
      const socket = res.socket;
      const socketClosed = new Promise<void>((closed) => {
        if (socket.destroyed) closed();
        else socket.once("close", () => closed());
      });
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const flat = Object.entries(res.headers).map(([name, value]) => [name, String(value)]);
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(flat),
          body: Buffer.concat(chunks).toString("utf8"),
          socketClosed,
        });
      });
    });
    sent.on("error", reject).end();
  });
}

describe("draining (ADR 0266)", () => {
  let ctx: TestContext;
  let base: string;
  /** The slow route's request waits for this before it answers: "in flight" without a timer. */
  let release: () => void = () => undefined;
  let started: () => void = () => undefined;
  const slowStarted = new Promise<void>((resolve) => {
    started = resolve;
  });

  beforeAll(async () => {
    ctx = await createTestApp({}, (app) => {
      app.get("/drain-test/slow", async () => {
        started();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { finished: true };
      });
    });
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(() => ctx?.close());

  it("answers health 503 'draining' at once, closes kept-alive connections after their request, and lets the request in flight finish", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    const before = await get(base, agent, "/api/v1/health");
    expect(before.status).toBe(200);
    expect(before.headers.connection).toBe("keep-alive");
    const page = await get(base, agent, "/api/v1/category");
    expect(page.headers.connection).toBe("keep-alive");

    const inFlight = get(base, agent, "/drain-test/slow");
    await slowStarted;

    ctx.app.drain();
    expect(ctx.app.draining).toBe(true);
    // A kept-alive connection's next request is answered, and its connection closed after it.
    const health = await get(base, agent, "/api/v1/health");
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toEqual({
      success: false,
      status: "draining",
      message: healthMessages.draining,
      error: healthMessages.draining,
    });
    expect(health.headers.connection).toBe("close");
    await health.socketClosed;
    const served = await get(base, agent, "/api/v1/category");
    expect(served.status).toBe(200);
    expect(served.headers.connection).toBe("close");

    // Closing waits for the request in flight, which is answered in full.
    let closed = false;
    const closing = ctx.app.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    release();
    const slow = await inFlight;
    expect(slow.status).toBe(200);
    expect(JSON.parse(slow.body)).toEqual({ finished: true });
    expect(slow.headers.connection).toBe("close");
    await closing;
    expect(closed).toBe(true);
    agent.destroy();
  }, 60_000);

  it("marks an answer from the response cache too (inject: no socket)", async () => {
    // The app above is closed; a fresh one shows the header on a cached answer as well.
    const other = await createTestApp();
    try {
      await other.app.inject({ method: "GET", url: "/api/v1/category" });
      const cached = await other.app.inject({ method: "GET", url: "/api/v1/category" });
      expect(cached.headers["x-cache"]).toBe("HIT");
      expect(cached.headers.connection).not.toBe("close");
      other.app.drain();
      const drained = await other.app.inject({ method: "GET", url: "/api/v1/category" });
      expect(drained.headers["x-cache"]).toBe("HIT");
      expect(drained.headers.connection).toBe("close");
    } finally {
      await other.close();
    }
  }, 60_000);
});
