import multipart from "@fastify/multipart";
import Fastify, { type FastifyServerOptions, LogController } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { ViteDevServer } from "vite";
import { apiRoutes } from "./api-routes.ts";
import type { AppConfig } from "./config.ts";
import { declaredKinds } from "./content-kinds.ts";
import type { Database } from "./db/client.ts";
import { createEdge } from "./edge/edge.ts";
import { unroutableRequestOptions } from "./http/unroutable-requests.ts";
import { errorFacts } from "./logging/error-facts.ts";
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
import routeModules from "./plugins/route-modules.ts";
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

  // Every module's API routes, from their list (server/api-routes.ts).
  await app.register(
    async (api) => {
      const context = { config, app, now: deps.clock ?? Date.now };
      for (const mountRoutes of apiRoutes) await mountRoutes(api, context);
    },
    { prefix: API_PREFIX },
  );

  await app.register(reactRouter, { mode: deps.ssr ?? "off", config, now: deps.clock, devServer: deps.devServer });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
