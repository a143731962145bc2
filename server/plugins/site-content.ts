import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.ts";
import { SiteContent } from "../modules/site/site-content.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The site's editable content, kept in memory until a change of it commits (any instance). */
    siteContent: SiteContent;
  }
}

async function siteContent(app: FastifyInstance, options: { config: AppConfig }) {
  const content = new SiteContent(app.db, options.config.applicationRetentionDays);
  app.publicContent.onChange((kinds) => content.changed(kinds));
  app.decorate("siteContent", content);
}

export default fp(siteContent, { name: "site-content", dependencies: ["database", "public-content"] });
