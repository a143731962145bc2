import path from "node:path";
import { setTimeout } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import { createRequest } from "@remix-run/node-fetch-server";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { genericMessages, notFoundPage, unavailablePage } from "../../domain/errors.ts";
import { localeOfPath } from "../../domain/locales.ts";
import { shownKinds } from "../cache/content-kinds.ts";
import type { AppConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { RETRY_AFTER_SECONDS } from "../errors/unavailable.ts";
import { isSafeMethod } from "../http/methods.ts";
import { servedOverHttps } from "../http/security-headers.ts";
import { sendError } from "../http/send-error.ts";
import { copyStatusAndHeaders } from "../http/web-response.ts";
import { pageBytes, pageMarkup, pageSecurityPolicy } from "../pages/content-security-policy.ts";
import { hydrateAfterFirstPaint } from "../pages/hydrate-after-first-paint.ts";
import { pageLoadContext } from "../pages/load-context.ts";
import { pageFormGuard } from "../pages/page-form-guard.ts";
import { pageKeyFor } from "../pages/page-key.ts";
import { isBackOfficePath, pagePathname } from "../pages/page-path.ts";
import { pageViewPath } from "../pages/page-view-path.ts";
import { type RenderPreview, registerPreviewPages, withoutScripts } from "../pages/preview-pages.ts";
import { type PageRouteMatcher, pageRouteMatcher } from "../pages/route-matcher.ts";
import { sendStatusPage } from "../pages/status-page.ts";
import { buildDir, projectRoot } from "../paths.ts";

export type SsrMode = "production" | "development" | "off";

/** What a page answers: reads, and the writes of a form post (React Router actions). */
const pageMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

/** Built client files: hashed assets are cached forever, everything else revalidated. */
async function serveBuiltAssets(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: path.join(buildDir, "client"),
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });
}

/**
 * The built app is handed over as it is: given a function, React Router would derive its routes
 * again on every request (about a millisecond per page), in case the function returned a new build.
 */
type BuildSource = { build: ServerBuild | (() => Promise<ServerBuild>); routes?: PageRouteMatcher };

/** Vite in middleware mode over the project, as `npm run dev` renders pages through it. */
export async function startViteDevServer(): Promise<ViteDevServer> {
  const { createServer } = await import("vite");
  return createServer({ root: projectRoot, server: { middlewareMode: true }, appType: "custom" });
}

async function loadServerBuild(
  app: FastifyInstance,
  mode: Exclude<SsrMode, "off">,
  devServer: ViteDevServer | undefined,
): Promise<BuildSource> {
  if (mode === "production") {
    await serveBuiltAssets(app);
    const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
    return { build, routes: pageRouteMatcher(build.routes) };
  }
  const [vite, { default: middie }] = await Promise.all([devServer ?? startViteDevServer(), import("@fastify/middie")]);
  // A server handed in belongs to whoever started it (the tests share one per process), and outlives this app.
  if (!devServer) app.addHook("onClose", () => vite.close());
  await app.register(middie);
  app.use(vite.middlewares);
  // In development the routes change as files are saved: each request asks React Router itself, and
  // no page is cached (it would hide the change just saved in an editor).
  return { build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild> };
}

/**
 * Everything that is not the API or an upload is a React Router request. Registered last, in its own
 * scope without body parsers, so actions receive the untouched request stream. Public pages are the
 * same for every visitor, so they are answers of the response cache; each is taken to show every
 * kind of content (the Services panel alone lists the categories on every page).
 */
async function reactRouter(
  app: FastifyInstance,
  options: { mode: SsrMode; config: AppConfig; now?: () => number; devServer?: ViteDevServer },
) {
  if (options.mode === "off") return;
  const overHttps = servedOverHttps(options.config);
  const source = await loadServerBuild(app, options.mode, options.devServer);
  const handle = createRequestHandler(source.build, options.mode);
  const routes = source.routes;
  const cache = routes ? { kinds: shownKinds, key: pageKeyFor(routes) } : undefined;
  const pageView = pageViewPath(routes);
  const services = {
    db: app.db,
    config: options.config,
    privateFiles: app.privateFiles,
    leadNotices: app.leadNotices,
    newsletter: app.newsletter.subscriptions,
    site: () => app.siteContent.read(),
  };

  // A preview is rendered for one viewer: never cached, its scripts left out (preview-pages.ts).
  const renderPreview: RenderPreview = async (request, reply, pagePath, preview) => {
    const url = new URL(pagePath, options.config.publicUrl);
    // A site part's draft shows on every block of the page that reads the site (ADR 0123).
    const shown =
      preview.kind === "site"
        ? { ...services, site: () => app.siteContent.withDraft(preview.recordId, preview.fields) }
        : services;
    const context = pageLoadContext(shown, { log: request.log, ip: null, url: pagePath }, () => {}, preview);
    const response = await handle(new Request(url, { headers: { accept: "text/html" } }), context);
    const body = Buffer.from(await response.arrayBuffer());
    reply.status(response.status).type(response.headers.get("content-type") ?? "text/html; charset=utf-8");
    if (!/^text\/html\b/i.test(response.headers.get("content-type") ?? "")) return reply.send(body);
    const html = withoutScripts(pageMarkup(body));
    reply.header("content-security-policy", pageSecurityPolicy(html, { https: overHttps(request) }));
    return reply.send(pageBytes(html));
  };

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
    // Form posts to pages are public writes: the same honeypot (in the actions) and rate limit as the API.
    scope.addHook("onRequest", pageFormGuard(app));
    registerPreviewPages(scope, {
      db: app.db,
      now: options.now ?? Date.now,
      render: renderPreview,
      notFound: (reply) => sendStatusPage(reply, 404, previewNotFound, overHttps(reply.request)),
    });
    // Pages carry a policy of their own, made from what they render; the one that allows nothing is for everything else.
    scope.all("/*", { config: { cache, pageView, ownSecurityPolicy: true } }, async (request, reply) => {
      // An unknown API path is an API 404 in the contract's shape, never an HTML page.
      if (/^\/api(\/|$)/i.test(request.url)) return reply.callNotFound();
      const pathname = request.url.split("?", 1)[0];
      // A page is read or posted to; TRACE, OPTIONS and the like name nothing here, and the Fetch API
      // cannot even build a request for some of them (ADR 0061).
      if (!pageMethods.has(request.method)) {
        const takesPosts = !routes || routes(pathname).hasAction;
        reply.header("allow", takesPosts ? "GET, HEAD, POST" : "GET, HEAD");
        return sendError(reply, 405, genericMessages.methodNotAllowed);
      }
      // A post to a page that takes none is refused here, before React Router renders an error page.
      if (routes && !isSafeMethod(request.method) && !routes(pathname).hasAction) {
        reply.header("allow", "GET, HEAD");
        return sendStatusPage(reply, 405, noFormSubmissions, overHttps(request));
      }
      // A language the code speaks but the site does not serve (SITE_LOCALES): its addresses are no pages.
      if (!options.config.locales.includes(localeOfPath(pagePathname(pathname)))) {
        return sendStatusPage(reply, 404, notFoundPage, overHttps(request));
      }
      let incomplete = false;
      const context = pageLoadContext(services, request, () => {
        incomplete = true;
      });
      const response = await handle(createRequest(request.raw, reply.raw), context);
      // A page that failed, or lacks a block, while the database is away: the last good copy of the
      // page if there is one, else the "temporarily unavailable" page (ADR 0070).
      if ((response.status >= 500 || incomplete) && !(await databaseAnswers(app.database))) {
        request.log.warn("page rendered while the database is unavailable");
        if (app.sendLastKnown(request, reply)) return reply;
        if (response.status >= 500) {
          reply.header("retry-after", String(RETRY_AFTER_SECONDS)).header("cache-control", "no-store");
          return sendStatusPage(reply, 503, unavailablePage, overHttps(request));
        }
      }
      // Read whole: its policy lists the hashes of what it holds inline, and a page others will
      // reuse is compressed once and stored.
      const body = Buffer.from(await response.arrayBuffer());
      copyStatusAndHeaders(reply, response);
      if (incomplete) reply.header("cache-control", "no-store");
      if (!/^text\/html\b/i.test(response.headers.get("content-type") ?? "")) return reply.send(body);
      const html = hydrateAfterFirstPaint(pageMarkup(body));
      reply.header(
        "content-security-policy",
        pageSecurityPolicy(html, { https: overHttps(request), backOffice: isBackOfficePath(request.url) }),
      );
      return reply.send(pageBytes(html));
    });
  });
}

/** What a form post to a page without an action shows. */
const noFormSubmissions = { title: "Method not allowed", message: "This page does not take form submissions." };

/** What an expired, revoked or unknown preview link shows. */
const previewNotFound = {
  title: "Preview not found",
  message: "This preview link has expired or was revoked. Ask for a new one.",
};

/** Whether the database answers a trivial query within a second (asked only after a page failed). */
async function databaseAnswers(database: Database): Promise<boolean> {
  const timer = new AbortController();
  try {
    return await Promise.race([
      database.ping().then(
        () => true,
        () => false,
      ),
      setTimeout(1000, false, { signal: timer.signal }).catch(() => false),
    ]);
  } finally {
    timer.abort();
  }
}

export default fp(reactRouter, {
  name: "react-router",
  dependencies: [
    "database",
    "uploads",
    "rate-limits",
    "response-cache",
    "security-headers",
    "lead-notices",
    "site-content",
  ],
});
