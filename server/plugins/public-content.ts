import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { ContentChangeFeed } from "../engines/content-writes/change-feed.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Hears every committed change of what visitors see; the response cache drops what showed it. */
    publicContent: ContentChangeFeed;
  }
}

async function publicContent(app: FastifyInstance) {
  const feed = new ContentChangeFeed();
  feed.onChange((kinds) => app.responseCache.invalidate(kinds));
  app.decorate("publicContent", feed);
}

export default fp(publicContent, { name: "public-content", dependencies: ["database", "response-cache"] });
