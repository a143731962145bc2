import { createHash } from "node:crypto";
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import type { LightMyRequestResponse } from "fastify";
import helmet from "helmet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { access } from "../../domain/access.ts";
import {
  API_DOCS_POLICY,
  NON_PAGE_POLICY,
  PERMISSIONS_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from "../../server/http/security-headers.ts";
import { HELMET_OPTIONS, helmetHeaders } from "../../server/plugins/security-headers.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { insertCategory, insertJob } from "../support/content-fixtures.ts";
import { multipart } from "../support/forms.ts";
import { pngImage } from "../support/images.ts";
import { applicationForm } from "../support/public-writes.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/** helmet writes a policy without the space after each semicolon; the directives are what count. */
const policyOf = (res: LightMyRequestResponse) =>
  String(res.headers["content-security-policy"]).split(/;\s*/).join("; ");

/** What every answer carries, whatever it is. */
function expectEveryAnswerHeaders(res: LightMyRequestResponse, what: string) {
  expect(res.headers["x-content-type-options"], what).toBe("nosniff");
  expect(res.headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(res.headers["cross-origin-opener-policy"], what).toBe("same-origin");
  expect(res.headers["permissions-policy"], what).toBe(PERMISSIONS_POLICY);
  expect(res.headers["x-frame-options"], what).toBe("DENY");
}

describe("over plain HTTP (the embedded default)", () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let jobId: string;

  beforeAll(async () => {
    ctx = await createTestApp({}, (app) => {
      app.get("/api/v1/__boom", { config: { access: access.public } }, async () => {
        throw new Error("boom");
      });
    });
    admin = bearer((await signInAsSuperAdmin(ctx)).token);
    await insertCategory(ctx.database.db, { name: "Web Development" });
    jobId = (await insertJob(ctx.database.db)).id;
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: "GET", url, headers });

  it("gives an API read, stored and from the cache, the policy that allows nothing", async () => {
    const stored = await get("/api/v1/category");
    const cached = await get("/api/v1/category");
    expect(cached.headers["x-cache"]).toBe("HIT");
    for (const res of [stored, cached]) {
      expectEveryAnswerHeaders(res, "API read");
      expect(policyOf(res)).toBe(NON_PAGE_POLICY);
      expect(res.headers["strict-transport-security"]).toBeUndefined();
      expect(res.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    }
  });

  it("lets no cache keep any answer to a signed-in caller", async () => {
    for (const url of ["/api/v1/category", "/api/v1/admin/me", "/api/v1/contact", "/api/v1/no-such-thing"]) {
      const res = await get(url, admin);
      expectEveryAnswerHeaders(res, url);
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
    const expired = await get("/api/v1/admin/me", { authorization: "Bearer not-a-session" });
    expect(expired.statusCode).toBe(401);
    expect(expired.headers["cache-control"]).toBe("no-store");
  });

  it("sends uploaded images as images only, and resumes and CSV exports as private downloads", async () => {
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/category/create",
      headers: admin,
      payload: multipart({ name: "Branding", description: "Logos" }, { logo: await pngImage() }),
    });
    const image = await get(created.json().data.icon);
    expect(image.statusCode).toBe(200);
    expectEveryAnswerHeaders(image, "upload");
    expect(policyOf(image)).toBe(NON_PAGE_POLICY);
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const applied = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/career/create",
      payload: applicationForm(jobId, { resume: "%PDF-1.4 resume", fileName: "cv.pdf" }),
    });
    expect(applied.statusCode).toBe(201);
    const [application] = (await get("/api/v1/career", admin)).json().data;
    const resume = await get(`/api/v1/career/${application._id}/resume`, admin);
    expect(resume.statusCode).toBe(200);
    expectEveryAnswerHeaders(resume, "resume");
    expect(resume.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(resume.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(resume.headers["cache-control"]).toBe("no-store");

    const csv = await get("/api/v1/contact?format=csv", admin);
    expect(csv.statusCode).toBe(200);
    expectEveryAnswerHeaders(csv, "csv");
    expect(csv.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(csv.headers["cache-control"]).toBe("no-store");
  });

  it("sends every answer the headers helmet would set on it, found once at start", async () => {
    // What helmet sets when run on a response of its own, as @fastify/helmet ran it for each request.
    const fresh = new ServerResponse(new IncomingMessage(new Socket()));
    helmet(HELMET_OPTIONS)(fresh.req, fresh, () => {});
    const expected = Object.fromEntries(fresh.getHeaderNames().map((name) => [name, String(fresh.getHeader(name))]));
    expect(
      Object.fromEntries(helmetHeaders(HELMET_OPTIONS).map(([name, value]) => [name.toLowerCase(), value])),
    ).toEqual(expected);
    for (const res of [
      await get("/api/v1/admin/me", admin),
      await get("/api/v1/no-such-thing"),
      await get("/api/v1/job"),
    ]) {
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], name).toBe(value);
    }
    // A route with a policy of its own gets all of them but the policy.
    const own = helmetHeaders({ ...HELMET_OPTIONS, contentSecurityPolicy: false }).map(([name]) => name.toLowerCase());
    expect(own).toEqual(Object.keys(expected).filter((name) => name !== "content-security-policy"));
  });

  it("gives error answers the same headers", async () => {
    const answers = {
      404: await get("/api/v1/no-such-thing"),
      400: await ctx.app.inject({ method: "POST", url: "/api/v1/contact/create", payload: { fullname: "x" } }),
      500: await get("/api/v1/__boom"),
    };
    for (const [status, res] of Object.entries(answers)) {
      expect(res.statusCode).toBe(Number(status));
      expectEveryAnswerHeaders(res, status);
      expect(policyOf(res), status).toBe(NON_PAGE_POLICY);
    }
  });

  it("gives the API's browsable description a policy of its own", async () => {
    for (const url of ["/api/v1/docs/", "/api/v1/docs/json"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expectEveryAnswerHeaders(res, url);
      expect(policyOf(res), url).toBe(API_DOCS_POLICY);
    }
  });

  it("sets the session cookie without Secure", async () => {
    const { response } = await signInAsSuperAdmin(ctx);
    expect(String(response.headers["set-cookie"])).not.toMatch(/;\s*Secure/i);
  });
});

describe("behind HTTPS", () => {
  let secure: TestContext;
  let proxied: TestContext;

  beforeAll(async () => {
    secure = await createTestApp({ publicUrl: "https://agency.example" });
    proxied = await createTestApp({ trustProxy: true });
  });
  afterAll(async () => {
    await secure.close();
    await proxied.close();
  });

  it("sends HSTS on every answer when the public address is HTTPS, stored and from the cache", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await secure.app.inject({ method: "GET", url: "/api/v1/alertHeader" });
      expect(res.headers["strict-transport-security"]).toBe(STRICT_TRANSPORT_SECURITY);
      if (i === 1) expect(res.headers["x-cache"]).toBe("HIT");
    }
    const missing = await secure.app.inject({ method: "GET", url: "/api/v1/no-such-thing" });
    expect(missing.headers["strict-transport-security"]).toBe(STRICT_TRANSPORT_SECURITY);
    const { response } = await signInAsSuperAdmin(secure);
    expect(String(response.headers["set-cookie"])).toMatch(/;\s*Secure/i);
  });

  it("follows a trusted proxy's X-Forwarded-Proto, request by request", async () => {
    const ask = (proto?: string) =>
      proxied.app.inject({
        method: "GET",
        url: "/api/v1/alertHeader",
        headers: proto ? { "x-forwarded-proto": proto } : {},
      });
    expect((await ask("https")).headers["strict-transport-security"]).toBe(STRICT_TRANSPORT_SECURITY);
    expect((await ask("https")).headers["x-cache"]).toBe("HIT");
    expect((await ask("https")).headers["strict-transport-security"]).toBe(STRICT_TRANSPORT_SECURITY);
    expect((await ask()).headers["strict-transport-security"]).toBeUndefined();
    expect((await ask("http")).headers["strict-transport-security"]).toBeUndefined();
    const login = await proxied.app.inject({
      method: "POST",
      url: "/api/v1/admin/login",
      headers: { "x-forwarded-proto": "https" },
      payload: { username: "admin", password: "Admin#Pass123" },
    });
    expect(String(login.headers["set-cookie"])).toMatch(/;\s*Secure/i);
  });
});

describe("pages", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, undefined, "development");
  }, 120_000);
  afterAll(() => ctx?.close());

  const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
  const directives = (policy: string) =>
    new Map(policy.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]));

  it("allow exactly the inline scripts they render, and nothing inline besides", async () => {
    for (const url of ["/", "/contact", "/admin/login"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expectEveryAnswerHeaders(res, url);
      const policy = String(res.headers["content-security-policy"]);
      expect(policy, url).not.toMatch(/unsafe-inline|unsafe-eval/);
      const csp = directives(policy);
      const inline = [
        ...res.body.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g),
      ];
      expect(inline.length, url).toBeGreaterThan(0);
      for (const [, code] of inline) expect(csp.get("script-src"), url).toContain(sha256(code));
      expect(csp.get("script-src")?.length, url).toBe(1 + new Set(inline.map(([, code]) => code)).size);
      expect(csp.get("script-src-attr"), url).toEqual(["'none'"]);
      expect(csp.get("object-src"), url).toEqual(["'none'"]);
      expect(csp.get("base-uri"), url).toEqual(["'self'"]);
      expect(csp.get("form-action"), url).toEqual(["'self'"]);
      expect(csp.get("frame-ancestors"), url).toEqual(["'none'"]);
      expect(csp.get("img-src"), url).toEqual(["'self'", "data:", "blob:", "https://*.tile.openstreetmap.org"]);
      expect(csp.get("connect-src"), url).toEqual(["'self'"]);
    }
  });

  it("keep the back office out of caches and search engines", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/admin/login" });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-robots-tag"]).toBe("noindex");
    const home = await ctx.app.inject({ method: "GET", url: "/" });
    expect(home.headers["x-robots-tag"]).toBeUndefined();
  });
});
