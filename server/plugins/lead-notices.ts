import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.ts";
import { type LeadNotices, leadNotices } from "../modules/lead-notices/notices.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** E-mails staff who opted in about each new enquiry and job application. */
    leadNotices: LeadNotices;
  }
}

async function leadNoticesPlugin(app: FastifyInstance, options: { config: Pick<AppConfig, "publicUrl"> }) {
  app.decorate("leadNotices", leadNotices(app.db, app.mail, options.config.publicUrl));
}

export default fp(leadNoticesPlugin, { name: "lead-notices", dependencies: ["database", "mail"] });
