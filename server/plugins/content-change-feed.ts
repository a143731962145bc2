import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { contentKinds } from "../cache/content-kinds.ts";
import { CONTENT_CHANGES_CHANNEL } from "../cache/public-content.ts";

/**
 * Keeps this instance's caches in step with edits made on the others (docs/api.md "Running several
 * instances"): each committed change is NOTIFYd by the instance that made it and heard here within
 * moments. While the subscription is down, messages may be missed, so every cached answer is
 * dropped once it is back. Until then the instance keeps serving what it has: if the database is
 * away, that is what visitors should get (ADR 0070).
 */
async function contentChangeFeed(app: FastifyInstance) {
  const stop = await app.database.listen(CONTENT_CHANGES_CHANNEL, {
    message: (payload) => app.publicContent.heard(payload),
    gap: () => app.publicContent.changed(contentKinds),
  });
  app.addHook("onClose", stop);
}

export default fp(contentChangeFeed, { name: "content-change-feed", dependencies: ["database", "public-content"] });
