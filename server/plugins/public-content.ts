import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { PublicContent } from "../cache/public-content.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Writes to what visitors see; each one drops the cached answers showing it once it commits. */
    publicContent: PublicContent;
  }
}

async function publicContent(app: FastifyInstance) {
  const content = new PublicContent(app.db);
  content.onChange((kinds) => app.responseCache.invalidate(kinds));
  app.decorate("publicContent", content);
}

export default fp(publicContent, { name: "public-content", dependencies: ["database", "response-cache"] });
