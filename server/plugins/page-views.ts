import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.ts";
import { type DailySalt, ProcessSalt, SharedSalt } from "../modules/insights/daily-salt.ts";
import { PageViewRecorder } from "../modules/insights/page-view-recorder.ts";
import { ProcessVisitors, SharedVisitors, type UniqueVisitors } from "../modules/insights/unique-visitors.ts";
import { rememberingClassifier } from "../modules/insights/visitor-class.ts";

declare module "fastify" {
  interface FastifyInstance {
    pageViews: { flush(): Promise<void> };
  }
}

const FLUSH_INTERVAL_MS = 2000;

/**
 * Counts views of public pages as they are served, by Fastify or by the edge in front of it
 * (app.watchAnswers), into daily aggregates written every two seconds (ADR 0080). The salt
 * and the unique-visitor sets live in Redis when there is one, so every instance counts a visitor
 * once, else in this process.
 */
async function pageViews(app: FastifyInstance, options: { config: Pick<AppConfig, "publicUrl">; now: () => number }) {
  const redis = app.redis;
  const onRedisError = (error: unknown) =>
    app.log.warn({ code: (error as { code?: unknown }).code }, "could not read the visitor salt from redis");
  const salt: DailySalt = redis ? new SharedSalt(redis, onRedisError) : new ProcessSalt();
  const visitors: UniqueVisitors = redis ? new SharedVisitors(redis) : new ProcessVisitors();
  const recorder = new PageViewRecorder({
    db: app.db,
    log: app.log,
    salt,
    visitors,
    rules: { publicHost: new URL(options.config.publicUrl).host, classify: rememberingClassifier() },
    now: options.now,
  });
  app.decorate("pageViews", { flush: () => recorder.flush() });

  app.watchAnswers((request, reply) => recorder.observe(request, reply));

  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    await salt.refresh(options.now());
    timer = setInterval(() => void recorder.flush(), FLUSH_INTERVAL_MS).unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await recorder.flush();
  });
}

export default fp(pageViews, { name: "page-views", dependencies: ["database", "redis", "answer-watchers"] });
