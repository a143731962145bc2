import path from "node:path";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyServerOptions, LogController } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { ViteDevServer } from "vite";
import type { AppConfig } from "./config.ts";
import { declaredKinds } from "./content-kinds.ts";
import type { Database } from "./db/client.ts";
import { createEdge } from "./edge/edge.ts";
import { saveAsDraftOf } from "./engines/drafts/draft-only.ts";
import { previewLinkRoutes } from "./engines/drafts/preview-link-routes.ts";
import { draftRoutes } from "./engines/drafts/routes.ts";
import { revisionRoutes } from "./engines/revisions/routes.ts";
import { trashRoutes } from "./engines/trash/routes.ts";
import { unroutableRequestOptions } from "./http/unroutable-requests.ts";
import { errorFacts } from "./logging/error-facts.ts";
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
import { twoFactorRoutes } from "./modules/two-factor/routes.ts";
import { webhookRoutes } from "./modules/webhooks/admin-routes.ts";
import { importRoutes } from "./modules/wordpress-import/admin-routes.ts";
import { targetRefusal } from "./pages/unreadable-target.ts";
import accessControl, { API_PREFIX } from "./plugins/access-control.ts";
import accessLog from "./plugins/access-log.ts";
import answerWatchers from "./plugins/answer-watchers.ts";
import apiKeyCalls from "./plugins/api-key-calls.ts";
import applicationRetention from "./plugins/application-retention.ts";
import auditRetention from "./plugins/audit-retention.ts";
import backups from "./plugins/backups.ts";
import compression from "./plugins/compression.ts";
import contentChangeFeed from "./plugins/content-change-feed.ts";
import contentKinds from "./plugins/content-kinds.ts";
import database from "./plugins/database.ts";
import draining from "./plugins/draining.ts";
import errorHandler from "./plugins/error-handler.ts";
import formReplays from "./plugins/form-replays.ts";
import inboundMail from "./plugins/inbound-mail.ts";
import leadDigest from "./plugins/lead-digest.ts";
import leadNotices from "./plugins/lead-notices.ts";
import loginThrottle from "./plugins/login-throttle.ts";
import mail from "./plugins/mail.ts";
import mediaLibrary from "./plugins/media-library.ts";
import newsletter from "./plugins/newsletter.ts";
import notFoundRetention from "./plugins/not-found-retention.ts";
import openapi from "./plugins/openapi.ts";
import pageViews from "./plugins/page-views.ts";
import publicContent from "./plugins/public-content.ts";
import publicImages from "./plugins/public-images.ts";
import publishScheduler from "./plugins/publish-scheduler.ts";
import rateLimits from "./plugins/rate-limits.ts";
import reactRouter, { type SsrMode } from "./plugins/react-router.ts";
import redirectAnswers from "./plugins/redirect-answers.ts";
import redirects from "./plugins/redirects.ts";
import redis from "./plugins/redis.ts";
import refusedReads from "./plugins/refused-reads.ts";
import requestLog from "./plugins/request-log.ts";
import requestTarget from "./plugins/request-target.ts";
import responseCache, { carriesCredential, responseCacheFor } from "./plugins/response-cache.ts";
import revisionRetention from "./plugins/revision-retention.ts";
import routeModules, { fromModule } from "./plugins/route-modules.ts";
import securityHeaders, { strictTransportFor } from "./plugins/security-headers.ts";
import sessions from "./plugins/sessions.ts";
import sharedCounters from "./plugins/shared-counters.ts";
import siteContent from "./plugins/site-content.ts";
import trashPurge from "./plugins/trash-purge.ts";
import twoFactorSecrets from "./plugins/two-factor-secrets.ts";
import uploads from "./plugins/uploads.ts";
import webhooks from "./plugins/webhooks.ts";
import wordpressImport from "./plugins/wordpress-import.ts";

export type AppDependencies = {
  database: Database;
  /** How pages are rendered: the built bundle, Vite in middleware mode, or not at all (API tests). */
  ssr?: SsrMode;
  /**
   * With `ssr: "development"`, a Vite server already running to render through instead of starting
   * one (tests share one per process: starting Vite and transforming the pages costs seconds per app).
   */
  devServer?: ViteDevServer;
  logger?: FastifyServerOptions["logger"];
  /**
   * The clock insights count days by and webhook retries are scheduled by (tests move it across
   * midnight, or past a retry); Date.now by default.
   */
  clock?: () => number;
  /** How often the webhook outbox is looked at besides after each staff write; 0 only when asked (tests). */
  webhookPollMs?: number;
  /** How often due publish schedules are looked for besides at start; 0 only when asked (tests). */
  schedulePollMs?: number;
  /** How often the inbound mailbox is read (IMAP_POLL_SECONDS unless given); 0 only when asked (tests). */
  mailboxPollMs?: number;
  /** How often an instance looks for a WordPress import to run besides at start and when one is started; 0 never (tests). */
  importPollMs?: number;
  /** How often the newsletter queue and due campaigns are looked at besides at start and "send now"; 0 only when asked (tests). */
  newsletterPollMs?: number;
};

export const JSON_BODY_LIMIT = 100 * 1024;
/** Leads from the public forms and due retries wait at most this long for the webhook sender. */
const WEBHOOK_POLL_MS = 2000;
/** A scheduled campaign starts, and a retry is sent, at most this long after its time. */
const NEWSLETTER_POLL_MS = 5000;
/** A scheduled publish runs at most this long after its time. */
const SCHEDULE_POLL_MS = 15_000;
/** An import whose process died is taken up again at most this long after its claim lapsed. */
const IMPORT_POLL_MS = 30_000;

export function loggerOptions(config: AppConfig) {
  return {
    level: config.logLevel,
    // Every `err` a line carries is reduced to its class, codes, stack and the message without the
    // data it held: no query parameters, no request body (ADRs 0063, 0265).
    serializers: { err: errorFacts },
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]', "*.password", "*.token"],
      censor: "[redacted]",
    },
  };
}

/** Builds the whole application without listening, so tests can drive it with inject(). */
export async function buildApp(config: AppConfig, deps: AppDependencies) {
  // In development a cached page would hide the change just saved in an editor.
  const cache = responseCacheFor(deps.ssr === "development" ? 0 : config.pageCacheSeconds);
  const connectionHeaders = strictTransportFor(config);
  const edge = createEdge(cache, { trustProxy: config.trustProxy, carriesCredential, connectionHeaders });
  const refuseTarget = targetRefusal(config);
  const app = Fastify({
    serverFactory: edge.serverFactory,
    logger: deps.logger ?? loggerOptions(config),
    bodyLimit: JSON_BODY_LIMIT,
    // A request sent a byte at a time would hold its connection for ever (Node's default is none).
    requestTimeout: config.requestTimeoutMs,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: true },
    // Fastify's two lines per request would cost more than serving a cached page: plugins/access-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    // Starting Vite in middleware mode (npm run dev) takes well over Fastify's default 10 s on a busy machine.
    pluginTimeout: deps.ssr === "development" ? 120_000 : 10_000,
    // While it closes, a request still arriving on a kept-alive connection is answered, not refused
    // with 503: a proxy would not send a refused POST elsewhere (ADR 0266). Fastify marks it
    // Connection: close either way.
    return503OnClosing: false,
    ...unroutableRequestOptions(refuseTarget),
  }).withTypeProvider<ZodTypeProvider>();

  // Every request goes through Fastify while the server closes (it marks each answer Connection: close).
  app.addHook("preClose", async () => edge.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // First: its hook marks every answer of a draining instance Connection: close (ADR 0266).
  await app.register(draining, { edge });
  await app.register(errorHandler);
  await app.register(answerWatchers, { edge });
  await app.register(requestTarget, { refuse: refuseTarget });
  await app.register(accessLog);
  // Before the cache: a redirected path is answered from memory whatever was cached for it (ADR 0165).
  await app.register(redirectAnswers, { now: deps.clock ?? Date.now });
  // First of the request hooks after the redirects: a cached answer leaves before sessions or the database are touched.
  await app.register(responseCache, {
    cache,
    connectionHeaders,
    edge,
    trustProxy: config.trustProxy,
    databaseDown: () => deps.database.health.down,
  });
  await app.register(securityHeaders, { config });
  await app.register(compression);
  await app.register(database, { database: deps.database });
  await app.register(contentKinds, { kinds: declaredKinds });
  await app.register(publicContent);
  await app.register(contentChangeFeed);
  await app.register(siteContent, { config });
  await app.register(openapi);
  await app.register(uploads, { config });
  await app.register(formReplays);
  await app.register(redis, { config });
  await app.register(sharedCounters);
  await app.register(rateLimits, {
    publicWriteLimit: config.publicWriteLimit,
    publicWriteWindowSeconds: config.publicWriteWindowSeconds,
  });
  // Parsed on demand with request.parts(); each upload route passes its own, tighter limits.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 4 } });
  await app.register(publicImages);
  await app.register(mediaLibrary);
  await app.register(mail, { config });
  await app.register(newsletter, {
    config,
    now: deps.clock ?? Date.now,
    pollMs: deps.newsletterPollMs ?? NEWSLETTER_POLL_MS,
  });
  await app.register(leadNotices, { config });
  await app.register(inboundMail, { config, pollMs: deps.mailboxPollMs });
  await app.register(leadDigest, { config, now: deps.clock ?? Date.now });
  await app.register(loginThrottle, { config });
  await app.register(twoFactorSecrets, { config });
  await app.register(sessions, { config, now: deps.clock });
  await app.register(apiKeyCalls);
  await app.register(accessControl, { config });
  await app.register(refusedReads, { now: deps.clock ?? Date.now });
  await app.register(requestLog, { now: deps.clock ?? Date.now });
  await app.register(pageViews, { config, now: deps.clock ?? Date.now });
  await app.register(redirects, { now: deps.clock ?? Date.now });
  await app.register(auditRetention, { config });
  await app.register(applicationRetention, { config });
  await app.register(revisionRetention, { config, now: deps.clock ?? Date.now });
  await app.register(notFoundRetention, { now: deps.clock ?? Date.now });
  await app.register(trashPurge, { config, clock: deps.clock ?? Date.now });
  await app.register(webhooks, {
    config,
    now: deps.clock ?? Date.now,
    pollMs: deps.webhookPollMs ?? WEBHOOK_POLL_MS,
  });
  await app.register(backups, { config, clock: deps.clock });
  await app.register(publishScheduler, {
    now: deps.clock ?? Date.now,
    pollMs: deps.schedulePollMs ?? SCHEDULE_POLL_MS,
  });
  await app.register(wordpressImport, {
    config,
    now: deps.clock ?? Date.now,
    pollMs: deps.importPollMs ?? IMPORT_POLL_MS,
  });
  await app.register(routeModules);

  await app.register(
    async (api) => {
      await api.register(fromModule("health/routes.ts", healthRoutes), { config });
      const drafting = { now: deps.clock ?? Date.now, timeZone: config.siteTimeZone };
      // The content kinds' own routes: each reads its public side and writes its admin side, a
      // new record savable as a draft only.
      for (const kind of app.contentKinds.all) {
        if (!kind.routes) continue;
        const { folder, public: routes, admin } = kind.routes;
        const files = kind.routes.files ?? { public: `${folder}/routes.ts`, admin: `${folder}/admin-routes.ts` };
        await api.register(fromModule(files.public, routes));
        await api.register(fromModule(files.admin, admin), {
          saveAsDraft: saveAsDraftOf(app.contentKinds.draftOf(kind.kind), drafting),
        });
      }
      await api.register(fromModule("engines/revisions/routes.ts", revisionRoutes));
      await api.register(fromModule("slug-check/routes.ts", slugCheckRoutes));
      await api.register(fromModule("engines/drafts/routes.ts", draftRoutes), {
        now: deps.clock ?? Date.now,
        timeZone: config.siteTimeZone,
      });
      await api.register(fromModule("engines/drafts/preview-link-routes.ts", previewLinkRoutes), {
        now: deps.clock ?? Date.now,
        publicUrl: config.publicUrl,
        timeZone: config.siteTimeZone,
      });
      await api.register(fromModule("engines/trash/routes.ts", trashRoutes), {
        retentionDays: config.trashRetentionDays,
      });
      await api.register(fromModule("contact/routes.ts", contactPublicRoutes), { config });
      const leadDays = { now: deps.clock ?? Date.now, timeZone: config.siteTimeZone };
      await api.register(fromModule("contact/admin-routes.ts", contactAdminRoutes), leadDays);
      await api.register(fromModule("newsletter/routes.ts", newsletterPublicRoutes), { config });
      await api.register(fromModule("newsletter/admin-routes.ts", newsletterAdminRoutes), {
        timeZone: config.siteTimeZone,
      });
      await api.register(fromModule("campaigns/routes.ts", campaignPublicRoutes));
      await api.register(fromModule("campaigns/admin-routes.ts", campaignRoutes), {
        parts: app.newsletter.campaigns,
        kick: () => app.newsletter.sender.kick(),
        timeZone: config.siteTimeZone,
      });
      await api.register(fromModule("applications/routes.ts", applicationPublicRoutes), { config });
      await api.register(fromModule("applications/admin-routes.ts", applicationAdminRoutes), leadDays);
      await api.register(fromModule("follow-ups/routes.ts", followUpRoutes), leadDays);
      await api.register(fromModule("sign-in/routes.ts", signInRoutes), { timeZone: config.siteTimeZone });
      await api.register(fromModule("passwords/routes.ts", passwordRoutes), { config });
      await api.register(fromModule("two-factor/routes.ts", twoFactorRoutes));
      await api.register(fromModule("permission/routes.ts", permissionRoutes));
      await api.register(fromModule("admin-users/routes.ts", adminUserRoutes));
      await api.register(fromModule("authors/routes.ts", authorRoutes));
      await api.register(fromModule("request-logs/routes.ts", requestLogRoutes));
      await api.register(fromModule("audit/routes.ts", auditRoutes));
      await api.register(fromModule("dashboard/routes.ts", dashboardRoutes));
      await api.register(fromModule("potential-customers/routes.ts", potentialCustomerRoutes), {
        timeZone: config.siteTimeZone,
      });
      await api.register(fromModule("people/routes.ts", peopleRoutes), leadDays);
      await api.register(fromModule("people/identity-routes.ts", personIdentityRoutes), leadDays);
      await api.register(fromModule("leads/routes.ts", leadRoutes));
      await api.register(fromModule("inbound-mail/routes.ts", inboundMailRoutes));
      await api.register(fromModule("reply-templates/routes.ts", replyTemplateRoutes));
      await api.register(fromModule("privacy/routes.ts", privacyRoutes));
      await api.register(fromModule("alert-heading/routes.ts", alertHeadingRoutes));
      await api.register(fromModule("site/routes.ts", siteRoutes));
      await api.register(fromModule("site/media-routes.ts", siteMediaRoutes), drafting);
      await api.register(fromModule("insights/routes.ts", insightsRoutes), { now: deps.clock ?? Date.now });
      await api.register(fromModule("webhooks/admin-routes.ts", webhookRoutes), {
        allowPrivate: config.webhookAllowPrivate,
      });
      await api.register(fromModule("backups/admin-routes.ts", backupAdminRoutes));
      await api.register(fromModule("api-keys/routes.ts", apiKeyRoutes), { now: deps.clock ?? Date.now });
      await api.register(fromModule("media/routes.ts", mediaRoutes), { kinds: app.contentKinds.all });
      await api.register(fromModule("redirects/routes.ts", redirectRoutes), {
        changes: app.redirects,
        publicUrl: config.publicUrl,
        timeZone: config.siteTimeZone,
      });
      await api.register(fromModule("wordpress-import/admin-routes.ts", importRoutes), {
        runner: app.wordpressImports,
        files: app.privateFiles,
        tempDir: path.join(config.dataDir, "tmp"),
        limits: {
          exportBytes: config.wordpressImport.maxExportBytes,
          uploadsBytes: config.wordpressImport.maxUploadsBytes,
        },
        now: deps.clock ?? Date.now,
      });
    },
    { prefix: API_PREFIX },
  );

  await app.register(reactRouter, { mode: deps.ssr ?? "off", config, now: deps.clock, devServer: deps.devServer });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
