import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import { createRequest } from "@remix-run/node-fetch-server";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { pageCacheKey, sendStoredPage, storedPage } from "../http/page-response.ts";
import { sendWebResponse } from "../http/web-response.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { pageFormGuard } from "./page-form-guard.ts";

declare module "react-router" {
  interface AppLoadContext {
    db: Db;
    config: AppConfig;
    /** Private storage for resumes sent through the application page's own form. */
    privateFiles: FileStorage;
  }
}

export type SsrMode = "production" | "development" | "off";

const rootDir = path.resolve(import.meta.dirname, "../..");
export const buildDir = path.join(rootDir, "build");

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

async function loadServerBuild(app: FastifyInstance, mode: Exclude<SsrMode, "off">) {
  if (mode === "production") {
    await serveBuiltAssets(app);
    const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
    return () => build;
  }
  const [{ createServer }, { default: middie }] = await Promise.all([import("vite"), import("@fastify/middie")]);
  const vite = await createServer({ root: rootDir, server: { middlewareMode: true }, appType: "custom" });
  app.addHook("onClose", () => vite.close());
  await app.register(middie);
  app.use(vite.middlewares);
  return () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
}

/**
 * Everything that is not the API or an upload is a React Router request. Registered last, in its own
 * scope without body parsers, so actions receive the untouched request stream.
 */
async function reactRouter(app: FastifyInstance, options: { mode: SsrMode; config: AppConfig }) {
  if (options.mode === "off") return;
  const getBuild = await loadServerBuild(app, options.mode);
  const handle = createRequestHandler(getBuild, options.mode);

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
    // Form posts to pages are public writes: the same honeypot (in the actions) and rate limit as the API.
    scope.addHook("onRequest", pageFormGuard(app));
    scope.all("/*", async (request, reply) => {
      // An unknown API path is an API 404 in the contract's shape, never an HTML page.
      if (/^\/api(\/|$)/i.test(request.url)) return reply.callNotFound();
      const key = app.pageCache.enabled ? pageCacheKey(request) : undefined;
      const cached = key ? app.pageCache.get(key) : undefined;
      if (cached) return sendStoredPage(reply.header("x-cache", "HIT"), cached);

      const version = app.pageCache.version;
      const webRequest = createRequest(request.raw, reply.raw);
      const response = await handle(webRequest, {
        db: app.db,
        config: options.config,
        privateFiles: app.privateFiles,
      });
      if (!key || response.status !== 200 || response.headers.has("set-cookie")) {
        return sendWebResponse(reply, response);
      }
      const page = await storedPage(response);
      app.pageCache.set(key, version, page);
      return sendStoredPage(reply.header("x-cache", "MISS"), page);
    });
  });
}

export default fp(reactRouter, {
  name: "react-router",
  dependencies: ["database", "uploads", "rate-limits", "page-cache"],
});
