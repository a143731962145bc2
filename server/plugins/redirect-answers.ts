import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { builtInRedirectOf, pathKey, withRequestQuery } from "../../domain/redirects.ts";
import { locationFor, RedirectTable } from "../modules/redirects/redirect-table.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Every redirect, in memory: loaded and kept current by the redirects plugin (ADR 0165). */
    redirectTable: RedirectTable;
  }
}

/** A permanent redirect may be kept by browsers an hour: long enough to spare requests, short enough to correct. */
const CACHE_CONTROL: Record<301 | 302 | 410, string> = {
  301: "public, max-age=3600",
  302: "no-cache",
  410: "public, max-age=300",
};

const GONE_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Gone</title><p>This page has been removed. <a href="/">Go to the home page</a>.</p></html>';

/**
 * Answers a GET or HEAD whose path has a redirect, before the response cache, sessions or the
 * database (ADR 0165): the first request hook after the access log. A path without a redirect costs
 * one Map lookup; with none at all, a size check. The edge answers only URLs Fastify answered from
 * the cache, and a change of redirects drops every cached page, so a redirected path always reaches
 * this hook.
 */
async function redirectAnswers(app: FastifyInstance, options: { now: () => number }) {
  const table = new RedirectTable();
  app.decorate("redirectTable", table);
  // A callback hook: a miss goes on in the same tick, without a promise.
  app.addHook("onRequest", (request, reply, done) => {
    if (request.method !== "GET" && request.method !== "HEAD") return done();
    // The site's own (`/feed`, `/rss.xml`: ADR 0248), before any stored one.
    const builtIn = builtInRedirectOf(request.url);
    if (builtIn !== undefined) {
      reply
        .code(301)
        .header("cache-control", CACHE_CONTROL[301])
        .header("location", withRequestQuery(builtIn, request.url));
      return reply.send();
    }
    if (table.size === 0) return done();
    const found = table.find(request.url);
    if (found === undefined) return done();
    const location = locationFor(found, request.url);
    // A record renamed back onto its former address: until the table reloads (a moment after the
    // rename commits) its automatic redirect would send the page to itself (ADR 0249).
    if (location !== null && found.queryWord === undefined && pathKey(location) === pathKey(request.url)) return done();
    table.hit(found.id, options.now());
    reply.code(found.status).header("cache-control", CACHE_CONTROL[found.status]);
    if (location === null) reply.type("text/html; charset=utf-8").send(GONE_PAGE);
    else reply.header("location", location).send();
  });
}

export default fp(redirectAnswers, { name: "redirect-answers" });
