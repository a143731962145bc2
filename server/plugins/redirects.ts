import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isContentKind } from "../../domain/content-kinds.ts";
import { NotFoundRecorder } from "../modules/redirects/not-found-log.ts";
import type { RedirectChanges } from "../modules/redirects/service.ts";

declare module "fastify" {
  interface FastifyInstance {
    redirects: RedirectChanges & {
      /** Writes the hits and 404s counted since the last flush (every FLUSH_INTERVAL_MS, and on close). */
      flush(): Promise<void>;
    };
  }
}

const FLUSH_INTERVAL_MS = 2000;

/**
 * Keeps the redirect table (plugins/redirect-answers.ts) current and writes what it and the 404 log
 * count (ADR 0165): loaded at start; reloaded when redirects change here (before the writer answers)
 * or on another instance (the content change feed: "redirects" is one of the shown kinds, and the
 * feed reloads everything after a gap), and when records a redirect points at change. Each reload
 * then drops the cached pages, so none a redirect now hides is served again, even one rendered
 * while the reload ran. Hits and 404s are counted in memory and written every two seconds.
 */
async function redirects(app: FastifyInstance, options: { now: () => number }) {
  const table = app.redirectTable;
  const refresh = async () => {
    await table.load(app.db);
    app.responseCache.invalidate(["redirects"]);
  };
  const refreshLogged = () =>
    refresh().catch((error: unknown) =>
      app.log.warn({ code: (error as { code?: unknown }).code }, "could not reload the redirects"),
    );

  // Awaited by a writer on this instance: the address a rename left answers, a redirect to a record
  // follows its move (or its trip to the trash: 410), before the writer answers. A site whose
  // redirects point at no record (a WordPress import's content phase) reloads nothing.
  app.publicContent.onChange((kinds) => {
    const records = table.followsRecords && kinds.some(isContentKind);
    if (kinds.includes("redirects") || records) return refreshLogged();
  });

  const notFound = new NotFoundRecorder(options.now);
  app.watchAnswers((request, reply) => notFound.observe(request, reply));

  const flushOnce = async () => {
    if (!table.loaded) await refreshLogged();
    const results = await Promise.allSettled([table.flushHits(app.db), notFound.flush(app.db)]);
    for (const result of results) {
      if (result.status === "rejected") {
        app.log.warn({ code: (result.reason as { code?: unknown }).code }, "could not write redirect hits or 404s");
      }
    }
  };
  // One flush at a time: a flush asked for (a test, the close) waits for the timer's to finish.
  let flushing: Promise<void> = Promise.resolve();
  const flush = () => {
    flushing = flushing.then(flushOnce);
    return flushing;
  };
  app.decorate("redirects", {
    announce: (tx) => app.publicContent.notify(tx, ["redirects"]),
    apply: refresh,
    flush,
  });

  await refreshLogged();
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    timer = setInterval(() => void flush(), FLUSH_INTERVAL_MS).unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await flush();
  });
}

export default fp(redirects, {
  name: "redirects",
  dependencies: ["database", "public-content", "response-cache", "answer-watchers", "redirect-answers"],
});
