import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { access } from "../../domain/access.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { insertCategory, insertJob, insertPortfolioItem, insertService } from "../support/content-fixtures.ts";
import { multipart } from "../support/forms.ts";
import { pngImage } from "../support/images.ts";
import { validContact } from "../support/public-writes.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

let ctx: TestContext;
let admin: Record<string, string>;
let categoryId: string;
let serviceId: string;
let projectId: string;
let productId: string;
let jobId: string;

beforeAll(async () => {
  ctx = await createTestApp({}, (app) => {
    // A cacheable route whose answer says it is incomplete (as a page with a block it could not read).
    app.get("/api/v1/__incomplete", { config: { access: access.public, cache: { kinds: ["category"] } } }, (_, reply) =>
      reply.header("cache-control", "no-store").send({ success: true }),
    );
  });
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
  const db = ctx.database.db;
  const category = await insertCategory(db, { name: "Web Development", description: "Sites and shops" });
  categoryId = category.id;
  serviceId = (await insertService(db, categoryId, { name: "Shop Builds" })).id;
  for (let i = 0; i < 5; i++) await insertService(db, categoryId, { name: `Service ${i}` });
  projectId = (await insertPortfolioItem(db, categoryId, { name: "Harbour App" })).id;
  productId = (await insertPortfolioItem(db, categoryId, { type: "product", name: "Ledger" })).id;
  jobId = (await insertJob(db, { title: "Designer" })).id;
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "GET", url, headers: { "accept-encoding": "br, gzip", ...headers } });

/** A public read answered twice: the second answer comes from the cache. */
async function warm(url: string) {
  await get(url);
  const again = await get(url);
  expect(again.headers["x-cache"], url).toBe("HIT");
  return again;
}

const publicReads = () => [
  "/api/v1/category",
  `/api/v1/category/${categoryId}`,
  "/api/v1/services",
  `/api/v1/services/${serviceId}`,
  `/api/v1/services/category-id/${categoryId}`,
  "/api/v1/project?type=project",
  "/api/v1/project?type=product",
  `/api/v1/project/${projectId}`,
  "/api/v1/job",
  `/api/v1/job/${jobId}`,
  "/api/v1/alertHeader",
];

describe("public reads from the cache", () => {
  it("are stored on the first anonymous request and sent from memory after it, byte for byte", async () => {
    for (const url of publicReads()) {
      const plain = await ctx.app.inject({ method: "GET", url });
      expect(plain.statusCode, url).toBe(200);
      const br = await get(url);
      const gz = await get(url, { "accept-encoding": "gzip" });
      const identity = await ctx.app.inject({ method: "GET", url });
      expect(br.headers["x-cache"], url).toBe("HIT");
      for (const answer of [br, gz, identity]) {
        expect(answer.headers.etag, url).toBe(plain.headers.etag);
        expect(answer.headers.vary, url).toContain("accept-encoding");
        expect(answer.headers["cache-control"], url).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
        expect(answer.headers["content-type"], url).toBe(plain.headers["content-type"]);
        expect(Number(answer.headers["content-length"]), url).toBe(answer.rawPayload.length);
      }
      const expected = plain.rawPayload;
      const decoded = (answer: typeof br) => {
        const encoding = answer.headers["content-encoding"];
        if (encoding === "br") return brotliDecompressSync(answer.rawPayload);
        if (encoding === "gzip") return gunzipSync(answer.rawPayload);
        return answer.rawPayload;
      };
      expect(decoded(br).equals(expected), url).toBe(true);
      expect(decoded(gz).equals(expected), url).toBe(true);
      expect(identity.rawPayload.equals(expected), url).toBe(true);
    }
  });

  it("answer 304 without a body to a matching If-None-Match, and the headers alone to HEAD", async () => {
    const url = "/api/v1/services";
    const first = await warm(url);
    const revalidated = await get(url, { "if-none-match": String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    expect(revalidated.headers.vary).toContain("accept-encoding");
    const other = await get(url, { "if-none-match": 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
    const head = await ctx.app.inject({ method: "HEAD", url, headers: { "accept-encoding": "br" } });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
  });

  it("are never served to, nor stored from, a signed-in caller", async () => {
    await warm("/api/v1/project?type=product");
    const signedIn = await get("/api/v1/project?type=product", admin);
    expect(signedIn.headers["x-cache"]).toBeUndefined();
    expect(signedIn.headers["cache-control"]).toBe("no-store");
    const viaCookie = await get("/api/v1/category", { cookie: "ds_session=whatever" });
    expect(viaCookie.headers["x-cache"]).toBeUndefined();
  });

  it("share one entry whatever undeclared parameters the query string carries", async () => {
    await warm("/api/v1/category");
    await warm("/api/v1/project?type=project");
    const before = ctx.app.responseCache.size;
    for (let i = 0; i < 50; i++) {
      expect((await get(`/api/v1/category?junk=${i}`)).headers["x-cache"]).toBe("HIT");
      expect((await get(`/api/v1/project?junk=${i}&type=project`)).headers["x-cache"]).toBe("HIT");
    }
    expect(ctx.app.responseCache.size).toBe(before);
  });

  it("stay in the cache through failed, refused and unrelated requests", async () => {
    for (const url of publicReads()) await warm(url);
    const size = ctx.app.responseCache.size;
    const noise = [
      ctx.app.inject({ method: "POST", url: "/api/v1/nothing-here" }),
      ctx.app.inject({ method: "GET", url: "/api/v1/nothing-here" }),
      ctx.app.inject({ method: "PATCH", url: `/api/v1/category/update/${categoryId}` }),
      ctx.app.inject({ method: "PATCH", url: `/api/v1/job/update/${jobId}`, headers: admin, payload: { title: "" } }),
      ctx.app.inject({ method: "DELETE", url: `/api/v1/job/delete/${jobId}` }),
      ctx.app.inject({ method: "POST", url: "/api/v1/admin/login", payload: { username: "admin", password: "no" } }),
      ctx.app.inject({ method: "POST", url: "/api/v1/contact/create", payload: validContact }),
      ctx.app.inject({ method: "POST", url: "/api/v1/newsletter/create", payload: { subscriberEmail: "a@b.co" } }),
      ctx.app.inject({ method: "GET", url: `/api/v1/category/${"0".repeat(8)}-0000-4000-8000-000000000000` }),
    ];
    for (const response of await Promise.all(noise)) expect(response.statusCode).toBeLessThan(500);
    for (const url of publicReads()) expect((await get(url)).headers["x-cache"], url).toBe("HIT");
    expect(ctx.app.responseCache.size).toBe(size);
  });
});

describe("an edit through the API", () => {
  /**
   * Warms every read, makes the edit, and expects each read in `dropped` to be produced again — the
   * first of them showing `text` — and every other read to stay in the cache.
   */
  async function expectNextReadsShow(
    edit: () => Promise<{ statusCode: number; body: string }>,
    dropped: string[],
    text: string,
    showing = dropped,
  ) {
    for (const url of publicReads()) await warm(url);
    const done = await edit();
    expect(done.statusCode, done.body).toBeLessThan(300);
    for (const url of publicReads()) {
      const next = await get(url);
      const decoded =
        next.headers["content-encoding"] === "br" ? brotliDecompressSync(next.rawPayload) : next.rawPayload;
      if (dropped.includes(url)) {
        expect(next.headers["x-cache"], url).toBe("MISS");
        if (showing.includes(url)) expect(decoded.toString(), url).toContain(text);
      } else {
        expect(next.headers["x-cache"], url).toBe("HIT");
      }
    }
  }

  it("of a category shows on the very next read of everything that names it", async () => {
    const name = `Web Development ${Date.now()}`;
    await expectNextReadsShow(
      () =>
        ctx.app.inject({
          method: "PATCH",
          url: `/api/v1/category/update/${categoryId}`,
          headers: admin,
          payload: multipart({ name }),
        }),
      [
        "/api/v1/category",
        `/api/v1/category/${categoryId}`,
        "/api/v1/services",
        `/api/v1/services/${serviceId}`,
        `/api/v1/services/category-id/${categoryId}`,
        "/api/v1/project?type=project",
        "/api/v1/project?type=product",
        `/api/v1/project/${projectId}`,
      ],
      name,
    );
  });

  it("of a service shows on the very next read of the services", async () => {
    const name = `Shop Builds ${Date.now()}`;
    await expectNextReadsShow(
      () =>
        ctx.app.inject({
          method: "PATCH",
          url: `/api/v1/services/update/${serviceId}`,
          headers: admin,
          payload: multipart({ name }),
        }),
      ["/api/v1/services", `/api/v1/services/${serviceId}`, `/api/v1/services/category-id/${categoryId}`],
      name,
    );
  });

  it("of a project or product shows on the very next read of the portfolio", async () => {
    const name = `Harbour App ${Date.now()}`;
    await expectNextReadsShow(
      () =>
        ctx.app.inject({
          method: "PATCH",
          url: `/api/v1/project/update/${projectId}`,
          headers: admin,
          payload: { name },
        }),
      ["/api/v1/project?type=project", "/api/v1/project?type=product", `/api/v1/project/${projectId}`],
      name,
      ["/api/v1/project?type=project", `/api/v1/project/${projectId}`],
    );
    const product = `Ledger ${Date.now()}`;
    await expectNextReadsShow(
      () =>
        ctx.app.inject({
          method: "PATCH",
          url: `/api/v1/project/update/${productId}`,
          headers: admin,
          payload: { name: product },
        }),
      ["/api/v1/project?type=project", "/api/v1/project?type=product", `/api/v1/project/${projectId}`],
      product,
      ["/api/v1/project?type=product"],
    );
  });

  it("of a job shows on the very next read of the jobs", async () => {
    const title = `Designer ${Date.now()}`;
    await expectNextReadsShow(
      () => ctx.app.inject({ method: "PATCH", url: `/api/v1/job/update/${jobId}`, headers: admin, payload: { title } }),
      ["/api/v1/job", `/api/v1/job/${jobId}`],
      title,
    );
  });

  it("of the alert heading shows on the very next read of it", async () => {
    const textField = `Now hiring ${Date.now()}`;
    await expectNextReadsShow(
      () =>
        ctx.app.inject({ method: "PUT", url: "/api/v1/alertHeader/update", headers: admin, payload: { textField } }),
      ["/api/v1/alertHeader"],
      textField,
    );
  });

  it("that adds an image with a new category shows at once, and a failed one changes nothing", async () => {
    for (const url of publicReads()) await warm(url);
    const { name } = (await get(`/api/v1/category/${categoryId}`, { "accept-encoding": "" })).json().data;
    const refused = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/category/create",
      headers: admin,
      payload: multipart({ name, description: "Duplicate" }, { logo: await pngImage() }),
    });
    expect(refused.statusCode).toBe(409);
    expect((await get("/api/v1/category")).headers["x-cache"]).toBe("HIT");
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/category/create",
      headers: admin,
      payload: multipart({ name: "Branding", description: "Logos" }, { logo: await pngImage() }),
    });
    expect(created.statusCode).toBe(201);
    const next = await ctx.app.inject({ method: "GET", url: "/api/v1/category" });
    expect(next.headers["x-cache"]).toBe("MISS");
    expect(next.json().data.map((c: { name: string }) => c.name)).toContain("Branding");
  });
});

describe("answers that must not be kept", () => {
  it("sends an answer marked no-store but never stores it", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject({ method: "GET", url: "/api/v1/__incomplete" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["x-cache"]).toBe("MISS");
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });
});
