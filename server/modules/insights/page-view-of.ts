import { observedValue, utmParameters } from "../../../domain/attribution-rules.ts";
import type { AnsweredReply, AnsweredRequest } from "../../answers/watch.ts";
import type { PageView } from "./page-view-counts.ts";
import type { VisitorClass } from "./visitor-class.ts";

/**
 * The page a served answer counts as a view of, or null when it is not a page view (a route's
 * `pageView` config: the pages' catch-all route names it).
 */
export type PageViewPath = (pathname: string, reply: Pick<AnsweredReply, "getHeader">) => string | null;

declare module "fastify" {
  interface FastifyContextConfig {
    pageView?: PageViewPath;
  }
}

/** Whether a request was made ahead of use (a prefetch or prerender), not by the visitor looking. */
function isPrefetch(headers: AnsweredRequest["headers"]): boolean {
  const purpose = headers["sec-purpose"] ?? headers.purpose ?? headers["x-purpose"] ?? headers["x-moz"];
  return typeof purpose === "string" && /prefetch|prerender|preview/i.test(purpose);
}

/** Whether an absolute URL is on `host` (as the Host header names it, port included): no parsing. */
function isOn(url: string, host: string): boolean {
  const start = url.startsWith("https://") ? 8 : url.startsWith("http://") ? 7 : -1;
  if (start < 0 || host === "" || !url.startsWith(host, start)) return false;
  const next = url.charCodeAt(start + host.length);
  return Number.isNaN(next) || next === 47 || next === 63 || next === 35;
}

function externalHost(referer: string): string {
  if (!URL.canParse(referer)) return "";
  return new URL(referer).hostname.toLowerCase().slice(0, 300);
}

export type PageViewRules = {
  /** PUBLIC_URL's host (with port), also counted as our own site besides the request's Host. */
  publicHost: string;
  classify: (userAgent: string) => VisitorClass;
};

/**
 * What one answered request counts for, or null (ADR 0080): only a GET of a public page answered
 * 200 (or 304, the visitor's browser showing its copy again), by a browser that is not a bot, did not
 * ask not to be tracked (`DNT: 1`, `Sec-GPC: 1`) and is not prefetching. `userAgent` is what
 * `countableUserAgent` found: the request has passed those of the checks that need nothing else.
 */
export function pageViewOf(
  request: AnsweredRequest,
  reply: AnsweredReply,
  userAgent: string,
  day: number,
  rules: PageViewRules,
): PageView | null {
  const device = rules.classify(userAgent);
  if (device === "bot") return null;
  const url = request.url;
  const queryAt = url.indexOf("?");
  const path = request.routeOptions.config.pageView?.(queryAt === -1 ? url : url.slice(0, queryAt), reply) ?? null;
  if (path === null) return null;

  const referer = request.headers.referer;
  const internal = referer !== undefined && (isOn(referer, request.host) || isOn(referer, rules.publicHost));
  const view: PageView = {
    day,
    path,
    referrerHost: referer === undefined || internal ? "" : externalHost(referer),
    utmSource: "",
    utmMedium: "",
    utmCampaign: "",
    device,
    entry: !internal,
  };
  if (queryAt !== -1 && url.includes("utm_", queryAt)) {
    const query = new URLSearchParams(url.slice(queryAt + 1));
    for (const [parameter, field] of utmParameters) view[field] = observedValue(query.get(parameter)) ?? "";
  }
  return view;
}

/**
 * The user agent of a request that may count as a page view, by what the request and its answer
 * say alone (route, method, status, DNT, GPC, prefetch), or null: the checks every answer passes.
 */
export function countableUserAgent(request: AnsweredRequest, reply: AnsweredReply): string | null {
  const status = reply.statusCode;
  if (request.routeOptions.config.pageView === undefined || request.method !== "GET") return null;
  if (status !== 200 && status !== 304) return null;
  const headers = request.headers;
  if (headers.dnt === "1" || headers["sec-gpc"] === "1" || isPrefetch(headers)) return null;
  return headers["user-agent"] || null;
}
