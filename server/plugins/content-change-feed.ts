import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { shownKinds } from "../cache/content-kinds.ts";
import { CONTENT_CHANGES_CHANNEL } from "../engines/content-writes/change-feed.ts";

/**
 * Keeps this instance's caches in step with edits made on the others (docs/api.md "Running several
 * instances"): each committed change is NOTIFYd by the instance that made it and heard here within
 * moments. While the subscription is down, edits made elsewhere may be missed, so the cache is not
 * trusted (ADR 0089): every cached answer counts as stale and none is stored; a read is produced
 * afresh, and only when the database can't answer either is the last copy sent (`x-cache: STALE`,
 * ADR 0070). Once listening again, everything produced meanwhile is dropped too.
 */
async function contentChangeFeed(app: FastifyInstance) {
  const stop = await app.database.listen(CONTENT_CHANGES_CHANNEL, {
    message: (payload) => app.publicContent.heard(payload),
    lost: () => {
      app.log.warn("cross-instance cache invalidation lost its connection; the response cache is not trusted");
      app.responseCache.distrust();
      // Its heartbeat is a health check of its own: the database may be away for everyone.
      app.database.health.suspect();
    },
    gap: () => {
      app.log.info("cross-instance cache invalidation listens again");
      app.responseCache.trust();
      void app.publicContent.changed(shownKinds);
    },
  });
  app.addHook("onClose", stop);
}

export default fp(contentChangeFeed, {
  name: "content-change-feed",
  dependencies: ["database", "public-content", "response-cache"],
});
