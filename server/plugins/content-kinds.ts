import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ContentKindDeclaration } from "../engines/content-kinds/declaration.ts";
import { ContentKinds } from "../engines/content-kinds/registry.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Every kind of content as its module declares it (ADR 0150): what the engines work from. */
    contentKinds: ContentKinds;
  }
}

/** The kinds are handed over by `buildApp`, so no engine imports a content module. */
async function contentKinds(app: FastifyInstance, options: { kinds: readonly ContentKindDeclaration[] }) {
  app.decorate("contentKinds", new ContentKinds(options.kinds));
}

export default fp(contentKinds, { name: "content-kinds" });
