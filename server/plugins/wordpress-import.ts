import path from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.ts";
import { staffWritesAs } from "../engines/content-writes/staff-writes.ts";
import { ImportRunner } from "../modules/wordpress-import/import-runner.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Runs WordPress imports in the background (ADR 0241); `settled()` waits for this instance's. */
    wordpressImports: ImportRunner;
  }
}

/**
 * The WordPress imports' runner: each instance looks for an import to run at start and every
 * `pollMs` (so one whose process died is taken up again), and at once when one is started here.
 * Closing waits for the run to stop between two items, before the database and stores go.
 */
async function wordpressImportPlugin(
  app: FastifyInstance,
  options: {
    config: Pick<AppConfig, "dataDir" | "siteTimeZone" | "wordpressImport">;
    now: () => number;
    pollMs: number;
  },
) {
  const runner = new ImportRunner({
    db: app.db,
    files: app.privateFiles,
    tempDir: path.join(options.config.dataDir, "tmp"),
    writesAs: (staff) => staffWritesAs(app, staff),
    library: { kinds: app.contentKinds.all },
    drafts: { article: app.contentKinds.draftOf("article"), page: app.contentKinds.draftOf("page") },
    redirects: app.redirects,
    feed: app.publicContent,
    allowPrivate: options.config.wordpressImport.allowPrivate,
    timeZone: options.config.siteTimeZone,
    now: options.now,
    onError: (err) => app.log.error({ err }, "a WordPress import failed"),
  });
  app.decorate("wordpressImports", runner);
  app.addHook("onReady", async () => runner.start(options.pollMs));
  app.addHook("onClose", async () => runner.stop());
}

export default fp(wordpressImportPlugin, {
  name: "wordpress-import",
  dependencies: ["database", "uploads", "content-kinds", "public-images", "public-content", "redirects", "webhooks"],
});
