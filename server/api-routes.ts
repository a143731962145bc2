import path from "node:path";
import type { FastifyInstance, FastifyPluginOptions } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppConfig } from "./config.ts";
import { saveAsDraftOf } from "./engines/drafts/draft-only.ts";
import { previewLinkRoutes } from "./engines/drafts/preview-link-routes.ts";
import { draftRoutes } from "./engines/drafts/routes.ts";
import { revisionRoutes } from "./engines/revisions/routes.ts";
import { trashRoutes } from "./engines/trash/routes.ts";
import { adminUserRoutes } from "./modules/admin-users/routes.ts";
import { alertHeadingRoutes } from "./modules/alert-heading/routes.ts";
import { apiKeyRoutes } from "./modules/api-keys/routes.ts";
import { applicationAdminRoutes } from "./modules/applications/admin-routes.ts";
import { applicationPublicRoutes } from "./modules/applications/routes.ts";
import { auditRoutes } from "./modules/audit/routes.ts";
import { authorRoutes } from "./modules/authors/routes.ts";
import { backupAdminRoutes } from "./modules/backups/admin-routes.ts";
import { campaignRoutes } from "./modules/campaigns/admin-routes.ts";
import { campaignPublicRoutes } from "./modules/campaigns/routes.ts";
import { contactAdminRoutes } from "./modules/contact/admin-routes.ts";
import { contactPublicRoutes } from "./modules/contact/routes.ts";
import { dashboardRoutes } from "./modules/dashboard/routes.ts";
import { followUpRoutes } from "./modules/follow-ups/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { inboundMailRoutes } from "./modules/inbound-mail/routes.ts";
import { insightsRoutes } from "./modules/insights/routes.ts";
import { leadRoutes } from "./modules/leads/routes.ts";
import { mediaRoutes } from "./modules/media/routes.ts";
import { newsletterAdminRoutes } from "./modules/newsletter/admin-routes.ts";
import { newsletterPublicRoutes } from "./modules/newsletter/routes.ts";
import { passwordRoutes } from "./modules/passwords/routes.ts";
import { personIdentityRoutes } from "./modules/people/identity-routes.ts";
import { peopleRoutes } from "./modules/people/routes.ts";
import { permissionRoutes } from "./modules/permission/routes.ts";
import { potentialCustomerRoutes } from "./modules/potential-customers/routes.ts";
import { privacyRoutes } from "./modules/privacy/routes.ts";
import { redirectRoutes } from "./modules/redirects/routes.ts";
import { replyTemplateRoutes } from "./modules/reply-templates/routes.ts";
import { requestLogRoutes } from "./modules/request-logs/routes.ts";
import { signInRoutes } from "./modules/sign-in/routes.ts";
import { siteMediaRoutes } from "./modules/site/media-routes.ts";
import { siteRoutes } from "./modules/site/routes.ts";
import { slugCheckRoutes } from "./modules/slug-check/routes.ts";
import { translationRoutes } from "./modules/translations/admin-routes.ts";
import { servedTranslatedLocales } from "./modules/translations/served-locales.ts";
import { twoFactorRoutes } from "./modules/two-factor/routes.ts";
import { webhookRoutes } from "./modules/webhooks/admin-routes.ts";
import { importRoutes } from "./modules/wordpress-import/admin-routes.ts";
import { fromModule } from "./plugins/route-modules.ts";

/** What a module's routes may be given: the configuration, the clock, and the services plugins decorated the app with. */
export type RouteContext = { config: AppConfig; app: FastifyInstance; now: () => number };

/** Registers one module's routes under the API prefix. */
type Mount = (api: FastifyInstance, context: RouteContext) => Promise<unknown>;

/** A module's routes (`file` as route-modules.ts names it, for docs/routes.md) that take no options. */
function mount(file: string, routes: FastifyPluginAsyncZod): Mount {
  return async (api) => api.register(fromModule(file, routes));
}

/** A module's routes and what they are given. */
function mountWith<Options extends FastifyPluginOptions>(
  file: string,
  routes: FastifyPluginAsyncZod<Options>,
  options: (context: RouteContext) => Options,
): Mount {
  return async (api, context) => api.register(fromModule(file, routes), options(context));
}

/** The clock and the site's time zone: what drafts' schedules and leads' days are counted by. */
const clockAndZone = ({ config, now }: RouteContext) => ({ now, timeZone: config.siteTimeZone });
const timeZone = ({ config }: RouteContext) => ({ timeZone: config.siteTimeZone });
const withConfig = ({ config }: RouteContext) => ({ config });
const withClock = ({ now }: RouteContext) => ({ now });

/**
 * The content kinds' own routes, from their declarations: each reads its public side and writes its
 * admin side, a new record savable as a draft only.
 */
const contentKindRoutes: Mount = async (api, context) => {
  const { contentKinds } = context.app;
  for (const kind of contentKinds.all) {
    if (!kind.routes) continue;
    const { folder, public: routes, admin } = kind.routes;
    const files = kind.routes.files ?? { public: `${folder}/routes.ts`, admin: `${folder}/admin-routes.ts` };
    await api.register(fromModule(files.public, routes));
    await api.register(fromModule(files.admin, admin), {
      saveAsDraft: saveAsDraftOf(contentKinds.draftOf(kind.kind), clockAndZone(context)),
    });
  }
};

/**
 * Every module's API routes in the order they are registered: adding a module adds a line here, none
 * to server/app.ts. The engines' routes serve every content kind by its path word.
 */
export const apiRoutes: readonly Mount[] = [
  mountWith("health/routes.ts", healthRoutes, withConfig),
  contentKindRoutes,
  mount("engines/revisions/routes.ts", revisionRoutes),
  mount("slug-check/routes.ts", slugCheckRoutes),
  mountWith("engines/drafts/routes.ts", draftRoutes, clockAndZone),
  mountWith("translations/admin-routes.ts", translationRoutes, ({ config, now }) => ({
    now,
    locales: servedTranslatedLocales(config),
  })),
  mountWith("engines/drafts/preview-link-routes.ts", previewLinkRoutes, ({ config, now }) => ({
    now,
    publicUrl: config.publicUrl,
    timeZone: config.siteTimeZone,
  })),
  mountWith("engines/trash/routes.ts", trashRoutes, ({ config }) => ({ retentionDays: config.trashRetentionDays })),
  mountWith("contact/routes.ts", contactPublicRoutes, withConfig),
  mountWith("contact/admin-routes.ts", contactAdminRoutes, clockAndZone),
  mountWith("newsletter/routes.ts", newsletterPublicRoutes, withConfig),
  mountWith("newsletter/admin-routes.ts", newsletterAdminRoutes, timeZone),
  mount("campaigns/routes.ts", campaignPublicRoutes),
  mountWith("campaigns/admin-routes.ts", campaignRoutes, ({ app, config }) => ({
    parts: app.newsletter.campaigns,
    kick: () => app.newsletter.sender.kick(),
    timeZone: config.siteTimeZone,
  })),
  mountWith("applications/routes.ts", applicationPublicRoutes, withConfig),
  mountWith("applications/admin-routes.ts", applicationAdminRoutes, clockAndZone),
  mountWith("follow-ups/routes.ts", followUpRoutes, clockAndZone),
  mountWith("sign-in/routes.ts", signInRoutes, timeZone),
  mountWith("passwords/routes.ts", passwordRoutes, withConfig),
  mount("two-factor/routes.ts", twoFactorRoutes),
  mount("permission/routes.ts", permissionRoutes),
  mount("admin-users/routes.ts", adminUserRoutes),
  mount("authors/routes.ts", authorRoutes),
  mount("request-logs/routes.ts", requestLogRoutes),
  mount("audit/routes.ts", auditRoutes),
  mount("dashboard/routes.ts", dashboardRoutes),
  mountWith("potential-customers/routes.ts", potentialCustomerRoutes, timeZone),
  mountWith("people/routes.ts", peopleRoutes, clockAndZone),
  mountWith("people/identity-routes.ts", personIdentityRoutes, clockAndZone),
  mount("leads/routes.ts", leadRoutes),
  mount("inbound-mail/routes.ts", inboundMailRoutes),
  mount("reply-templates/routes.ts", replyTemplateRoutes),
  mount("privacy/routes.ts", privacyRoutes),
  mount("alert-heading/routes.ts", alertHeadingRoutes),
  mount("site/routes.ts", siteRoutes),
  mountWith("site/media-routes.ts", siteMediaRoutes, clockAndZone),
  mountWith("insights/routes.ts", insightsRoutes, withClock),
  mountWith("webhooks/admin-routes.ts", webhookRoutes, ({ config }) => ({ allowPrivate: config.webhookAllowPrivate })),
  mount("backups/admin-routes.ts", backupAdminRoutes),
  mountWith("api-keys/routes.ts", apiKeyRoutes, withClock),
  mountWith("media/routes.ts", mediaRoutes, ({ app }) => ({ kinds: app.contentKinds.all })),
  mountWith("redirects/routes.ts", redirectRoutes, ({ app, config }) => ({
    changes: app.redirects,
    publicUrl: config.publicUrl,
    timeZone: config.siteTimeZone,
  })),
  mountWith("wordpress-import/admin-routes.ts", importRoutes, ({ app, config, now }) => ({
    runner: app.wordpressImports,
    files: app.privateFiles,
    tempDir: path.join(config.dataDir, "tmp"),
    limits: {
      exportBytes: config.wordpressImport.maxExportBytes,
      uploadsBytes: config.wordpressImport.maxUploadsBytes,
    },
    now,
  })),
];
