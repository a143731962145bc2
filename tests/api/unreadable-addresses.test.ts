import { Writable } from "node:stream";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { genericMessages, unreadableAddressPage } from "../../domain/errors.ts";
import { loggerOptions } from "../../server/app.ts";
import { media } from "../../server/db/schema/content.ts";
import { applications } from "../../server/db/schema/people.ts";
import { notFoundPaths } from "../../server/modules/redirects/schema.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { insertCategory, insertJob } from "../support/content-fixtures.ts";
import { multipart } from "../support/forms.ts";
import { pngImage } from "../support/images.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testConfig } from "../support/test-config.ts";

/**
 * Issue 73: a NUL anywhere in a public address answered 500 on every page route (the address
 * reached a lookup in PostgreSQL, which keeps no NUL in text), and a NUL in an uploaded file's name
 * answered 500 on a project's or service's create. Such an address is refused once, before any
 * lookup, redirect or 404-log entry; a file's name is cleaned where the upload is read.
 */

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    done();
  },
});
const errorLines = () => lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50);

let ctx: TestContext;
let admin: Record<string, string>;
let categoryId: string;

beforeAll(async () => {
  ctx = await createTestApp({}, undefined, "development", {
    ...loggerOptions(testConfig()),
    level: "info",
    stream: capture,
  });
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
  categoryId = (await insertCategory(ctx.database.db, { name: "Unreadable" })).id;
}, 120_000);
afterAll(() => ctx?.close());

/** Every page address pattern of the site's route table (`/career/:slug`, `/*`, …), layouts flattened. */
function pagePatterns(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, "/");
    const own = entry.index || (entry.path !== undefined && !entry.children?.length) ? [path || "/"] : [];
    return [...own, ...pagePatterns(entry.children ?? [], path)];
  });
}

/** Addresses of the pattern with `poison` in each place a visitor could put it: a segment, the path's end, the query. */
function poisonedAddresses(pattern: string, poison: string): string[] {
  const plain = pattern.replace(/:[A-Za-z]+/g, "x").replace("*", "missing");
  const base = plain === "/" ? "" : plain;
  const inSegments = pattern.replace(/:[A-Za-z]+/g, `x${poison}`).replace("*", `missing${poison}`);
  return [
    ...(inSegments === pattern ? [] : [inSegments]),
    `${base}${poison}`,
    `${base}/${poison}x`,
    `${base}${poison}.data`,
    `${plain}?id=abc${poison}`,
    `${plain}?${poison}=1`,
  ];
}

const poisons = ["%00", "%FF", "%ED%A0%80", "%C0%80"];

describe("an address holding a NUL or bytes that are not UTF-8", () => {
  it("is refused on every page route with the 400 page, before any lookup or 404-log entry", async () => {
    const patterns = pagePatterns(routes);
    expect(patterns).toEqual(expect.arrayContaining(["/", "/career/:slug", "/blog/:slug", "/:slug", "/*"]));
    const failures: string[] = [];
    let sent = 0;
    for (const pattern of patterns) {
      for (const poison of poisons) {
        for (const url of poisonedAddresses(pattern, poison)) {
          for (const method of ["GET", "HEAD", "POST"] as const) {
            const res = await ctx.app.inject({ method, url });
            sent++;
            const page = method === "HEAD" || res.body.includes(unreadableAddressPage.title);
            if (res.statusCode !== 400 || !page || res.headers["cache-control"] !== "no-store") {
              failures.push(`${method} ${url} → ${res.statusCode} ${res.body.slice(0, 80)}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(500);
    await ctx.app.redirects.flush();
    const logged = await ctx.database.db.select({ path: notFoundPaths.path }).from(notFoundPaths);
    expect(logged.filter(({ path }) => /%00|%FF|%ED|%C0/i.test(path))).toEqual([]);
    expect(errorLines()).toEqual([]);
  }, 240_000);

  it("is a 400 in the contract's shape under /api, /uploads and /assets", async () => {
    for (const url of [
      "/api/v1/project/%00",
      "/api/v1/project?q=a%00b",
      "/api/v1/project?q=%FF",
      "/api/v1/media/%00",
      "/uploads/images/%00.webp",
      "/assets/x%00.js",
    ]) {
      const res = await ctx.app.inject({ method: "GET", url, headers: admin });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ success: false, message: genericMessages.badTarget });
    }
  });

  it("is refused on every upload route, in its path and its query", async () => {
    const spec = (await ctx.app.inject({ method: "GET", url: "/api/v1/docs/json" })).json();
    const uploads = Object.entries(
      spec.paths as Record<string, Record<string, { requestBody?: { content?: object } }>>,
    ).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(
          ([, operation]) => operation.requestBody?.content && "multipart/form-data" in operation.requestBody.content,
        )
        .map(([method, _]) => ({ method: method.toUpperCase() as "POST", path })),
    );
    expect(uploads.map(({ path }) => path)).toEqual(
      expect.arrayContaining(["/api/v1/project/create", "/api/v1/services/create", "/api/v1/media"]),
    );
    const picture = await pngImage();
    for (const { method, path } of uploads) {
      for (const url of [path.replace(/\{[^}]+\}/g, "%00") + (path.includes("{") ? "" : "%00"), `${path}?draft=%00`]) {
        const res = await ctx.app.inject({ method, url, headers: admin, payload: multipart({}, { image: picture }) });
        expect(res.statusCode, `${method} ${url}`).toBe(400);
      }
    }
  });

  it("keeps the reading of an ordinary address as it was", async () => {
    for (const url of ["/about", "/about?utm_source=a%20b", "/blog?q=%zz", "/career?x=%E2%9C%93", "/%E2%9C%93"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain(unreadableAddressPage.title);
    }
  });
});

describe("a file name holding a NUL", () => {
  const nulName = "sh\u0000op\u0007.png";

  it("is cleaned when a project, a service, a category and a library picture are created", async () => {
    const picture = await pngImage(64, 48);
    const creates = [
      [
        "/api/v1/project/create",
        multipart(
          {
            type: "project",
            category: categoryId,
            name: "Nul project",
            client: "Client",
            technology: "Node.js",
            url: "https://example.com",
            date: "2024-03-15",
            description: "A project whose picture's name held a NUL.",
          },
          { image: picture },
          nulName,
        ),
      ],
      [
        "/api/v1/services/create",
        multipart(
          {
            categoryId,
            name: "Nul service",
            description: "A service",
            approach: "Step by step",
            color: "#16a34a",
            workUrl: "https://example.com/work",
            benefits: "Benefits",
            feature: JSON.stringify([{ name: "One", description: "The first" }]),
          },
          { icon: await pngImage(65, 48) },
          nulName,
        ),
      ],
      [
        "/api/v1/category/create",
        multipart({ name: "Nul category", description: "Icon" }, { logo: await pngImage(66, 48) }, nulName),
      ],
      ["/api/v1/media", multipart({}, { file: await pngImage(67, 48) }, nulName)],
    ] as const;
    for (const [url, payload] of creates) {
      const res = await ctx.app.inject({ method: "POST", url, headers: admin, payload });
      expect(res.statusCode, `${url} ${res.body}`).toBe(201);
    }
    const names = (await ctx.database.db.select({ name: media.name }).from(media)).map(({ name }) => name);
    expect(names.length).toBeGreaterThanOrEqual(4);
    expect(names.filter((name) => name === "shop.png")).toHaveLength(names.length);
  });

  it("is cleaned on an application's resume sent through the page's own form", async () => {
    const job = await insertJob(ctx.database.db);
    const data = new FormData();
    for (const [name, value] of Object.entries({
      firstName: "Bilal",
      lastName: "Ahmed",
      yourEmail: "bilal.nul@example.com",
      phoneNumber: "03001234567",
      city: "Lahore",
      address: "5 Canal View",
      state: "Punjab",
      postalCode: "54000",
    }))
      data.append(name, value);
    data.append("resume", new Blob(["%PDF-1.4 resume"], { type: "application/pdf" }), "cv\u0000.pdf");
    const encoded = new Response(data);
    const res = await ctx.app.inject({
      method: "POST",
      url: `/career/${job.slug}/apply`,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { "content-type": encoded.headers.get("content-type") ?? "" },
    });
    expect(res.statusCode).toBe(201);
    const [stored] = await ctx.database.db
      .select({ name: applications.resumeName })
      .from(applications)
      .where(eq(applications.email, "bilal.nul@example.com"));
    expect(stored.name).toBe("cv.pdf");
  });
});

describe("an error's log line", () => {
  it("carries the error's class, message and the place it was thrown, never the trace, for a route and for a page", async () => {
    lines.length = 0;
    const failing = await createTestApp(
      {},
      (app) => {
        app.get("/test-only/fails", async () => {
          throw new RangeError("the list holds 3 items, not 4");
        });
      },
      "off",
      { ...loggerOptions(testConfig()), level: "info", stream: capture },
    );
    try {
      expect((await failing.app.inject({ method: "GET", url: "/test-only/fails" })).statusCode).toBe(500);
    } finally {
      await failing.close();
    }
    const [route] = errorLines();
    expect(route.err).toMatchObject({ type: "RangeError", message: "the list holds 3 items, not 4" });
    expect(route.err.stack).toMatch(/^tests\/api\/unreadable-addresses\.test\.ts:\d+:\d+$/);

    // A page whose loader fails for real: its table is gone for a moment.
    lines.length = 0;
    await ctx.database.db.execute(sql`alter table jobs rename to jobs_away`);
    try {
      expect((await ctx.app.inject({ method: "GET", url: "/career" })).statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute(sql`alter table jobs_away rename to jobs`);
    }
    const page = errorLines().find((entry) => entry.msg === "page request failed");
    expect(page?.err, lines.join("\n")).toMatchObject({
      type: "DrizzleQueryError",
      message: "Failed query",
      cause: { code: "42P01", message: 'relation "…" does not exist' },
    });
    expect(page.err.stack, JSON.stringify(page.err)).toMatch(/^(app|server)\/\S+:\d+:\d+$/);
    expect(JSON.stringify(page)).not.toContain("select ");
  });
});
