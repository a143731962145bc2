import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.ts";
import { type LeadNotices, leadNotices } from "../modules/lead-notices/notices.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** E-mails staff who opted in about each new enquiry and job application, and the visitor an acknowledgement. */
    leadNotices: LeadNotices;
  }
}

async function leadNoticesPlugin(app: FastifyInstance, options: { config: Pick<AppConfig, "publicUrl"> }) {
  app.decorate(
    "leadNotices",
    leadNotices(app.db, app.mail, app.answers, options.config.publicUrl, () => app.siteContent.read()),
  );
}

export default fp(leadNoticesPlugin, { name: "lead-notices", dependencies: ["database", "mail", "site-content"] });
