import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validContact } from "../support/public-writes.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

let ctx: TestContext;
const LIMIT = 3;

beforeAll(async () => {
  ctx = await createTestApp({ publicWriteLimit: LIMIT, publicWriteWindowSeconds: 120 });
});
afterAll(() => ctx.close());

const send = (url: string, payload: object, remoteAddress: string) =>
  ctx.app.inject({ method: "POST", url, payload, remoteAddress });

function expectLimited(res: Awaited<ReturnType<typeof send>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    success: false,
    message: "Too many requests. Please try again later.",
    error: "Too many requests. Please try again later.",
  });
  const retryAfter = Number(res.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(120);
}

describe("rate limits on public writes", () => {
  it("answers 429 with Retry-After once an IP used up its contact budget, valid or not", async () => {
    const ip = "198.51.100.1";
    expect((await send("/api/v1/contact/create", validContact, ip)).statusCode).toBe(201);
    expect((await send("/api/v1/contact/create", { fullname: "x" }, ip)).statusCode).toBe(400);
    expect((await send("/api/v1/contact/create", validContact, ip)).statusCode).toBe(201);
    expectLimited(await send("/api/v1/contact/create", validContact, ip));
  });

  it("cannot be sidestepped with a trailing slash, a query string or another letter case", async () => {
    const ip = "198.51.100.2";
    for (let i = 0; i < LIMIT; i++) await send("/api/v1/contact/create", validContact, ip);
    expectLimited(await send("/api/v1/contact/create/", validContact, ip));
    expectLimited(await send("/api/v1/contact/create?fresh=1", validContact, ip));
    expectLimited(await send("/api/v1/contact/create/?a=b&c=d", validContact, ip));
    const upper = await send("/api/v1/CONTACT/create", validContact, ip);
    expect([404, 429]).toContain(upper.statusCode);
  });

  it("keeps separate budgets per IP and per kind of write", async () => {
    const ip = "198.51.100.3";
    for (let i = 0; i < LIMIT; i++) await send("/api/v1/contact/create", validContact, ip);
    expectLimited(await send("/api/v1/contact/create", validContact, ip));
    expect((await send("/api/v1/contact/create", validContact, "198.51.100.4")).statusCode).toBe(201);
    expect((await send("/api/v1/newsletter/create", { subscriberEmail: "a@b.co" }, ip)).statusCode).toBe(201);
  });

  it("limits newsletter sign-ups and job applications too", async () => {
    const ip = "198.51.100.5";
    for (let i = 0; i < LIMIT; i++) await send("/api/v1/newsletter/create", { subscriberEmail: `n${i}@b.co` }, ip);
    expectLimited(await send("/api/v1/newsletter/create", { subscriberEmail: "late@b.co" }, ip));

    const apply = () =>
      ctx.app.inject({ method: "POST", url: "/api/v1/career/create", payload: new FormData(), remoteAddress: ip });
    for (let i = 0; i < LIMIT; i++) expect((await apply()).statusCode).toBe(400);
    expectLimited(await apply());
  });

  it("never limits public reads", async () => {
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await ctx.app.inject({ method: "GET", url: "/api/v1/category", remoteAddress: "198.51.100.6" });
      expect(res.statusCode).toBe(200);
    }
  });
});
