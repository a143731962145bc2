import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addressOf } from "../../domain/addresses.ts";
import { redirectMessages } from "../../domain/redirects.ts";
import { slugMessages } from "../../domain/slugs.ts";
import { shownKinds } from "../../server/cache/content-kinds.ts";
import { redirects } from "../../server/db/schema/content.ts";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { bearer, createAdmin, createRole, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { parseCsv } from "../support/csv.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/**
 * The redirects manager (docs/api.md "Addresses: slugs, redirects, 404 log, search settings",
 * ADR 0165): its calls and rights, the rules a save is held to, the CSV round trip, and the
 * redirects answered from memory before the cache and the edge.
 */
let ctx: TestContext;
let admin: Record<string, string>;
let keeper: Record<string, string>;
let editor: Record<string, string>;
let base: string;

beforeAll(async () => {
  ctx = await createTestApp({}, (app) => {
    // A page as the pages' catch-all serves one: cached for everyone, naming every shown kind.
    app.get("/old-career/:id", { config: { cache: { kinds: shownKinds } } }, async (_request, reply) =>
      reply.type("text/html; charset=utf-8").send("<p>an old page</p>"),
    );
  });
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
  await createRole(ctx, "Redirect keeper", { redirects: { update: true } });
  await createAdmin(ctx, "keeper", "Redirect keeper");
  keeper = bearer((await signIn(ctx, "keeper")).token);
  await createRole(ctx, "Site editor", { site: { update: true }, services: { create: true, update: true } });
  await createAdmin(ctx, "siteeditor", "Site editor");
  editor = bearer((await signIn(ctx, "siteeditor")).token);
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.delete(redirects);
  await ctx.app.redirects.apply();
});

const call = (
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: Record<string, unknown>,
  headers = admin,
) => ctx.app.inject({ method, url: `/api/v1${url}`, headers, payload });
const add = (payload: Record<string, unknown>, headers = admin) => call("POST", "/redirects", payload, headers);
const visit = (url: string) => ctx.app.inject({ method: "GET", url });

/** One request over a real connection, as a browser's: through the edge, which inject() skips. */
function overSocket(path: string): Promise<{ status: number; location?: string; cache?: string }> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, (res) => {
      res.resume();
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, location: res.headers.location, cache: String(res.headers["x-cache"]) }),
      );
    })
      .on("error", reject)
      .end();
  });
}

describe("the redirects manager", () => {
  it("adds, lists, searches, changes and removes redirects, each audited", async () => {
    const created = await add({ from: "/old-about-us/", to: "/about", note: "old site" }, keeper);
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json().data;
    expect(data).toMatchObject({
      from: "/old-about-us",
      to: "/about",
      toRecord: null,
      external: false,
      status: 301,
      location: "/about",
      note: "old site",
      hits: 0,
      lastHitAt: null,
    });
    await add({ from: "/gone-offer", status: 410 }, keeper);

    const page = await call("GET", "/redirects?page=1&limit=10&q=about", undefined, keeper);
    expect(page.statusCode).toBe(200);
    expect(page.json().data.map((row: { from: string }) => row.from)).toEqual(["/old-about-us"]);
    expect(page.json().pagination).toMatchObject({ page: 1, total: 1 });

    const changed = await call("PATCH", `/redirects/${data._id}`, { status: 302, to: "/contact" }, keeper);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ status: 302, to: "/contact", note: "old site" });

    expect((await call("DELETE", `/redirects/${data._id}`, undefined, keeper)).statusCode).toBe(200);
    expect((await call("DELETE", `/redirects/${data._id}`, undefined, keeper)).statusCode).toBe(404);
    expect((await call("PATCH", "/redirects/not-an-id", { note: "x" }, keeper)).statusCode).toBe(404);

    const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, "redirect"));
    expect(entries.map((entry) => entry.action).sort()).toEqual(["create", "create", "delete", "update"]);
  });

  it("refuses every call to a role without the redirects area (403), and to nobody signed in (401)", async () => {
    expect((await add({ from: "/x", to: "/about" }, editor)).statusCode).toBe(403);
    const list = await call("GET", "/redirects", undefined, editor);
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe("You do not have permission to update redirects");
    expect((await call("GET", "/not-found-log", undefined, editor)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "GET", url: "/api/v1/redirects" })).statusCode).toBe(401);
    expect(await ctx.database.db.select().from(redirects)).toEqual([]);
  });

  it("refuses a from that is a live record's page, and takes one a record no longer shows", async () => {
    const open = await insertJob(ctx.database.db, { slug: "open-role" });
    const closed = await insertJob(ctx.database.db, { slug: "closed-role", isActive: false });
    const refused = [addressOf.job(open), addressOf.jobApplication(open)];
    for (const from of refused) {
      const res = await add({ from, to: "/career" });
      expect(res.statusCode, from).toBe(400);
      expect(res.json(), from).toMatchObject({
        message: redirectMessages.fromRealPage,
        issues: [{ path: "from", message: redirectMessages.fromRealPage }],
      });
    }
    const [line] = (await call("POST", "/redirects/import", { csv: `from,to\n${addressOf.job(open)},/career` })).json()
      .data.lines;
    expect(line).toMatchObject({ outcome: "refused", message: redirectMessages.fromRealPage });
    // A closed job's page answers 404: a redirect from it hides nothing.
    expect((await add({ from: addressOf.job(closed), to: "/career" })).statusCode).toBe(201);
    expect((await call("PATCH", `/job/update/${open.id}`, { slug: "renamed-role" })).statusCode).toBe(200);
    // Its former address, now a redirect of its own, may be taken over by a manual one.
    expect((await add({ from: "/career/open-role", to: "/contact" })).statusCode).toBe(201);
  });

  it("refuses renaming a record onto an address a redirect starts from, which would hide it", async () => {
    const job = await insertJob(ctx.database.db, { slug: "first-name-role" });
    expect((await add({ from: "/career/taken-by-redirect", to: "/contact" })).statusCode).toBe(201);
    const renamed = await call("PATCH", `/job/update/${job.id}`, { slug: "taken-by-redirect" });
    expect(renamed.statusCode, renamed.body).toBe(400);
    expect(renamed.json()).toMatchObject({
      message: slugMessages.redirected,
      issues: [{ path: "slug", message: slugMessages.redirected }],
    });
    // Nothing changed: the job keeps its address, and no former slug was left behind.
    expect((await ctx.app.inject({ method: "GET", url: `/api/v1/job/${job.id}` })).json().data.slug).toBe(
      "first-name-role",
    );
    expect((await call("PATCH", `/job/update/${job.id}`, { slug: "free-name-role" })).statusCode).toBe(200);
  });

  it("refuses a from that is a real page, or malformed, and a duplicate", async () => {
    for (const from of [
      "/about",
      "/services",
      "/",
      "/admin",
      "/admin/users",
      "/api/v1/job",
      "/assets/x.js",
      "/uploads/a.png",
    ]) {
      const res = await add({ from, to: "/contact" });
      expect(res.statusCode, from).toBe(400);
      expect(res.json(), from).toMatchObject({ message: redirectMessages.fromRealPage });
    }
    for (const from of ["old-page", "//evil.example/x", "/a b", "/a?b=1&c=2", "/a?=1", "https://x.example/a", ""]) {
      const res = await add({ from, to: "/contact" });
      expect(res.statusCode, from).toBe(400);
    }
    expect((await add({ from: "/a?b=1&c=2", to: "/contact" })).json().message).toBe(redirectMessages.fromMalformed);
    // The areas the server answers itself stay refused with a query word too.
    expect((await add({ from: "/admin?x=1", to: "/contact" })).json().message).toBe(redirectMessages.fromRealPage);
    expect((await add({ from: "/dup", to: "/contact" })).statusCode).toBe(201);
    const again = await add({ from: "/dup/", to: "/about" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(redirectMessages.duplicate);
    // A page with a parameter is an old record's address, which is what redirects are for.
    expect((await add({ from: "/career/5d8e0cf2-4a55-4c39-9a3a-3f6b7a0d9c11", to: "/career" })).statusCode).toBe(201);
  });

  it("starts from one query word of an old site's plain link, even on a page of this site", async () => {
    // WordPress's plain links: the home page with ?p=12 is an old post, not the home page.
    const post = await add({ from: "/?p=12", to: "/contact", note: "an old post" });
    expect(post.statusCode, post.body).toBe(201);
    expect(post.json().data).toMatchObject({ from: "/?p=12", location: "/contact" });
    expect((await add({ from: "/?p=12", to: "/about" })).statusCode).toBe(409);
    await add({ from: "/old?page_id=%C3%BC", to: "/about" });
    // The word that named the post is not carried; a campaign's words are.
    const answer = await visit("/?utm_source=mail&p=12");
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe("/contact?utm_source=mail");
    expect((await visit("/?p=12")).headers.location).toBe("/contact");
    expect((await visit("/old/?page_id=%C3%BC")).headers.location).toBe("/about");
    // Another value of the word, or the page without it, is the page as it is.
    expect((await visit("/?p=13")).statusCode).not.toBe(301);
    expect((await visit("/")).statusCode).not.toBe(301);
    // A redirect from a path alone still takes any query, and carries it.
    await add({ from: "/old-list", to: "/career" });
    expect((await visit("/old-list?p=12")).headers.location).toBe("/career?p=12");
  });

  it("refuses a loop, and collapses a chain to one hop either way round", async () => {
    expect((await add({ from: "/self", to: "/self" })).json().message).toBe(redirectMessages.loop);
    const ab = (await add({ from: "/a", to: "/b" })).json().data;
    // A→B then B→C: A is re-pointed to C.
    const bc = await add({ from: "/b", to: "/c" });
    expect(bc.statusCode, bc.body).toBe(201);
    // C→A would close the loop A→C→A.
    const loop = await add({ from: "/c", to: "/a" });
    expect(loop.statusCode).toBe(400);
    expect(loop.json()).toMatchObject({ message: redirectMessages.loop });
    // X→B with B→C stored: X goes straight to C.
    const xb = await add({ from: "/x", to: "/b?from=x" });
    expect(xb.json().data.to).toBe("/c");
    const rows = await ctx.database.db.select().from(redirects);
    expect(Object.fromEntries(rows.map((row) => [row.fromPath, row.toUrl]))).toEqual({
      "/a": "/c",
      "/b": "/c",
      "/x": "/c",
    });
    // Collapsed means stored as one hop: a later edit of B's target leaves A and X where they go.
    await call("PATCH", `/redirects/${bc.json().data._id}`, { to: "/d" });
    const after = await ctx.database.db.select().from(redirects);
    expect(Object.fromEntries(after.map((row) => [row.fromPath, row.toUrl]))).toEqual({
      "/a": "/c",
      "/b": "/d",
      "/x": "/c",
    });
    expect((await visit("/a")).headers.location).toBe("/c");
    expect(ab._id).toBeTruthy();
  });

  it("sends outside the site only when marked external", async () => {
    const unmarked = await add({ from: "/partner", to: "https://partner.example/offer" });
    expect(unmarked.statusCode).toBe(400);
    expect(unmarked.json().message).toBe(redirectMessages.toExternalUnmarked);
    expect((await add({ from: "/partner", to: "//partner.example/offer" })).statusCode).toBe(400);
    expect((await add({ from: "/partner", to: "/offer", external: true })).json().message).toBe(
      redirectMessages.toExternalNotUrl,
    );
    const marked = await add({ from: "/partner", to: "https://partner.example/offer", external: true });
    expect(marked.statusCode, marked.body).toBe(201);
    const res = await visit("/partner?utm_source=mail");
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("https://partner.example/offer?utm_source=mail");
  });

  it("follows a record: the address is the record's current one, and a missing record is refused", async () => {
    const job = await insertJob(ctx.database.db);
    const res = await add({ from: "/jobs/old-react-role", toRecord: { kind: "job", id: job.id } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      to: null,
      toRecord: { kind: "job", id: job.id },
      location: addressOf.job(job),
    });
    expect((await visit("/jobs/old-react-role")).headers.location).toBe(addressOf.job(job));
    const missing = await add({
      from: "/jobs/x",
      toRecord: { kind: "job", id: "5d8e0cf2-4a55-4c39-9a3a-3f6b7a0d9c11" },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(redirectMessages.recordNotFound);
  });
});

describe("answering redirects", () => {
  it("answers 301 with Location, 302, and 410 before any route, and counts hits without a write per request", async () => {
    await add({ from: "/moved", to: "/contact" });
    await add({ from: "/briefly", to: "/about", status: 302 });
    await add({ from: "/removed", status: 410 });
    const moved = await visit("/moved/?ref=1");
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("/contact?ref=1");
    expect((await visit("/briefly")).statusCode).toBe(302);
    const gone = await visit("/removed");
    expect(gone.statusCode).toBe(410);
    expect(gone.headers.location).toBeUndefined();
    // A write is no GET: it is left to its route.
    expect((await ctx.app.inject({ method: "POST", url: "/moved" })).statusCode).not.toBe(301);

    await visit("/moved");
    const [before] = await ctx.database.db.select().from(redirects).where(eq(redirects.fromPath, "/moved"));
    expect(before.hits).toBe(0);
    await ctx.app.redirects.flush();
    const [after] = await ctx.database.db.select().from(redirects).where(eq(redirects.fromPath, "/moved"));
    expect(after.hits).toBe(2);
    expect(after.lastHitAt).not.toBeNull();
    const listed = await call("GET", "/redirects?q=%2Fmoved");
    expect(listed.json().data[0]).toMatchObject({ from: "/moved", hits: 2 });
  });

  it("replaces a 404 by the redirect once it is created", async () => {
    expect((await visit("/summer-sale")).statusCode).toBe(404);
    expect((await visit("/summer-sale")).statusCode).toBe(404);
    await add({ from: "/summer-sale", to: "/services" });
    const res = await visit("/summer-sale");
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/services");
    // Removed, the address answers as it did.
    const [row] = await ctx.database.db.select().from(redirects);
    await call("DELETE", `/redirects/${row.id}`);
    expect((await visit("/summer-sale")).statusCode).toBe(404);
  });

  it("replaces a page the cache and the edge were serving by the redirect once it is created", async () => {
    const url = "/old-career/42";
    await overSocket(url);
    const cached = await overSocket(url);
    expect(cached).toMatchObject({ status: 200, cache: "HIT" });
    // Served again from the edge's memory of the URL…
    expect(await overSocket(url)).toMatchObject({ status: 200, cache: "HIT" });
    await add({ from: url, to: "/career" });
    // …until a redirect claims it: the cached page is dropped and the redirect answers.
    expect(await overSocket(url)).toMatchObject({ status: 301, location: "/career" });
    expect(await overSocket(url)).toMatchObject({ status: 301, location: "/career" });
  });
});

describe("CSV", () => {
  it("exports and imports redirects in a round trip, answering line by line what it took and refused", async () => {
    const job = await insertJob(ctx.database.db);
    await add({ from: "/one", to: "/about", note: "- a note" });
    await add({ from: "/two", to: "https://partner.example/", external: true, status: 302 });
    await add({ from: "/three", status: 410 });
    await add({ from: "/four", toRecord: { kind: "job", id: job.id } });
    const exported = await call("GET", "/redirects?format=csv");
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toMatch(/text\/csv/);
    const rows = parseCsv(exported.body);
    expect(rows[0]).toEqual([
      "from",
      "to",
      "status",
      "external",
      "note",
      "record",
      "automatic",
      "hits",
      "lastHitAt (Asia/Karachi)",
    ]);
    expect(rows).toHaveLength(5);

    const before = (await ctx.database.db.select().from(redirects)).map(
      ({ fromPath, toUrl, toKind, toId, status, external, note }) => ({
        fromPath,
        toUrl,
        toKind,
        toId,
        status,
        external,
        note,
      }),
    );
    await ctx.database.db.delete(redirects);
    const imported = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/redirects/import",
      headers: { ...admin, "content-type": "text/csv" },
      payload: exported.body,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toMatchObject({ taken: 4, refused: 0 });
    const after = (await ctx.database.db.select().from(redirects)).map(
      ({ fromPath, toUrl, toKind, toId, status, external, note }) => ({
        fromPath,
        toUrl,
        toKind,
        toId,
        status,
        external,
        note,
      }),
    );
    const byFrom = (list: typeof before) => [...list].sort((a, b) => a.fromPath.localeCompare(b.fromPath));
    expect(byFrom(after)).toEqual(byFrom(before));
    expect((await visit("/four")).headers.location).toBe(addressOf.job(job));
  });

  it("refuses the bad lines of an import and takes the rest, collapsing chains among them", async () => {
    await add({ from: "/kept", to: "/about" });
    const csv = [
      "from,to,status",
      "/old/a,/old/b,301",
      "/old/b,/contact,301",
      "/about,/contact,301",
      "not-a-path,/contact,301",
      "/old/c,https://elsewhere.example/,301",
      "/old/d,/contact,307",
      "/old/e,,410",
      "/contact,/old/a,301",
      "/kept,/services,302",
    ].join("\n");
    const res = await call("POST", "/redirects/import", { csv });
    expect(res.statusCode, res.body).toBe(200);
    const { lines, taken, skipped, refused, format } = res.json().data;
    expect({ format, taken, skipped, refused }).toEqual({ format: "ours", taken: 4, skipped: 0, refused: 5 });
    expect(lines).toEqual([
      { line: 2, from: "/old/a", outcome: "created" },
      { line: 3, from: "/old/b", outcome: "created" },
      { line: 4, from: "/about", outcome: "refused", message: redirectMessages.fromRealPage },
      { line: 5, from: "not-a-path", outcome: "refused", message: redirectMessages.fromMalformed },
      { line: 6, from: "/old/c", outcome: "refused", message: redirectMessages.toExternalUnmarked },
      { line: 7, from: "/old/d", outcome: "refused", message: redirectMessages.importStatus },
      { line: 8, from: "/old/e", outcome: "created" },
      { line: 9, from: "/contact", outcome: "refused", message: redirectMessages.fromRealPage },
      { line: 10, from: "/kept", outcome: "updated" },
    ]);
    const rows = await ctx.database.db.select().from(redirects);
    expect(Object.fromEntries(rows.map((row) => [row.fromPath, [row.toUrl, row.status]]))).toEqual({
      "/old/a": ["/contact", 301],
      "/old/b": ["/contact", 301],
      "/old/e": [null, 410],
      "/kept": ["/services", 302],
    });
    const unreadable = await call("POST", "/redirects/import", { csv: 'from,to\n"/a,/b' });
    expect(unreadable.statusCode).toBe(400);
    expect((await call("POST", "/redirects/import", { csv: "" })).statusCode).toBe(400);
  });
});
