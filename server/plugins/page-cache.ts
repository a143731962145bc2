import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isSafeMethod } from "../http/methods.ts";
import { PageCache } from "../http/page-cache.ts";

declare module "fastify" {
  interface FastifyInstance {
    pageCache: PageCache;
  }
}

/** Enough for every public URL of a large site; a page is ~100 KB. */
const MAX_PAGES = 300;

/**
 * The cache of rendered public pages (used by the react-router plugin). Any request that may write —
 * a back-office edit, a form post — empties it when it ends, so an edit shows on the next request.
 */
async function pageCache(app: FastifyInstance, options: { maxAgeSeconds: number }) {
  const cache = new PageCache({ maxEntries: MAX_PAGES, maxAgeMs: options.maxAgeSeconds * 1000 });
  app.decorate("pageCache", cache);
  const afterWrite = async (request: { method: string }) => {
    if (!isSafeMethod(request.method)) cache.invalidate();
  };
  app.addHook("onResponse", afterWrite);
  app.addHook("onRequestAbort", afterWrite);
}

export default fp(pageCache, { name: "page-cache" });
