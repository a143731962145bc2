import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import {
  ANONYMOUS_LOG_RETENTION_DAYS,
  ANONYMOUS_LOG_ROWS_PER_MINUTE,
  LOG_RETENTION_DAYS,
  type LogLevel,
} from "../../domain/request-logs.ts";
import type { AnsweredReply, AnsweredRequest } from "../answers/watch.ts";
import { daysBefore } from "../lib/days.ts";
import { RequestLogWriter } from "../modules/request-logs/log-writer.ts";
import { MinuteBudget } from "../modules/request-logs/minute-budget.ts";
import { deleteAnonymousRequestLogsBefore, deleteRequestLogsBefore } from "../modules/request-logs/queries.ts";
import { API_PREFIX } from "./access-control.ts";

declare module "fastify" {
  interface FastifyInstance {
    requestLog: { flush(): Promise<void>; prune(): Promise<number> };
  }
}

const FLUSH_INTERVAL_MS = 1000;
const PRUNE_INTERVAL_MS = 24 * 60 * 60 * 1000;

const clip = (value: string | undefined, max: number) => (value === undefined ? null : value.slice(0, max));

/** The matched route pattern, or the bare path: never a query string, which may carry secrets. */
function routeOf(request: AnsweredRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern?.startsWith(`${API_PREFIX}/`)) return pattern;
  return request.url.split("?")[0];
}

/**
 * The back office's own successful reads (a signed-in admin opening a screen) are `debug`: kept, but
 * hidden by default, so they do not bury what happened. A download (a CSV export, a resume) takes
 * data out of the system and stays `info`, as do writes, failures and anonymous calls (ADR 0081).
 */
function levelOf(request: AnsweredRequest, reply: AnsweredReply): LogLevel {
  const read = request.method === "GET" || request.method === "HEAD";
  const download = /^attachment\b/i.test(String(reply.getHeader("content-disposition") ?? ""));
  return read && request.admin !== null && reply.statusCode < 400 && !download ? "debug" : "info";
}

/**
 * Records every /api/v1 request (never bodies, tokens or query strings), batched off the request path.
 * The caller's address and user agent are kept only for a signed-in admin's calls: a visitor's form
 * post or read is logged without them, since no address or user agent of a visitor is stored anywhere
 * (ADR 0084). A sign-in itself is made signed out; its address is in the audit log's entry.
 * Anonymous calls, which anyone can make by the million, are bounded: at most
 * ANONYMOUS_LOG_ROWS_PER_MINUTE rows a minute (the rest counted in the application log), kept
 * ANONYMOUS_LOG_RETENTION_DAYS days (ADR 0087). Times, and so the budget's minutes, are the app's clock
 * (`now`; the browser tests move it to test schedules, ADR 0122).
 */
async function requestLog(app: FastifyInstance, options: { now?: () => number } = {}) {
  const clock = options.now ?? Date.now;
  const writer = new RequestLogWriter(app.db, app.log);
  const anonymous = new MinuteBudget(ANONYMOUS_LOG_ROWS_PER_MINUTE, clock);
  const prune = async () => {
    const now = clock();
    await deleteAnonymousRequestLogsBefore(app.db, daysBefore(now, ANONYMOUS_LOG_RETENTION_DAYS));
    return deleteRequestLogsBefore(app.db, daysBefore(now, LOG_RETENTION_DAYS));
  };
  app.decorate("requestLog", { flush: () => writer.flush(), prune });

  const record = (request: AnsweredRequest, reply: AnsweredReply) => {
    const path = request.url;
    if (path !== API_PREFIX && !path.startsWith(`${API_PREFIX}/`) && !path.startsWith(`${API_PREFIX}?`)) return;
    // A call made with an API key is logged under the key's name, like a signed-in admin's (ADR 0137).
    const staff = request.admin ?? request.apiKey ?? null;
    if (staff === null && !anonymous.take()) return;
    writer.add({
      method: request.method,
      route: routeOf(request).slice(0, 500),
      userAgent: staff ? clip(request.headers["user-agent"], 500) : null,
      ip: staff ? request.ip : null,
      username: staff?.username ?? null,
      at: clock(),
      statusCode: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime),
      level: levelOf(request, reply),
    });
  };
  app.watchAnswers(record);

  const timers: NodeJS.Timeout[] = [];
  const pruneQuietly = () => prune().catch((err) => app.log.warn({ err }, "could not prune old request logs"));
  app.addHook("onReady", async () => {
    await pruneQuietly();
    timers.push(
      setInterval(() => {
        void writer.flush();
        const skipped = anonymous.takeRefused();
        if (skipped > 0) app.log.info({ skipped }, "anonymous calls beyond the request log's rate were not logged");
      }, FLUSH_INTERVAL_MS).unref(),
    );
    timers.push(setInterval(pruneQuietly, PRUNE_INTERVAL_MS).unref());
  });
  app.addHook("onClose", async () => {
    for (const timer of timers) clearInterval(timer);
    await writer.flush();
  });
}

export default fp(requestLog, { name: "request-log", dependencies: ["database", "sessions", "answer-watchers"] });
