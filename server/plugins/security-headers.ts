import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import type { AppConfig } from "../config.ts";
import {
  NON_PAGE_POLICY,
  PERMISSIONS_POLICY,
  SIGNED_IN_CACHE_CONTROL,
  STRICT_TRANSPORT_SECURITY,
  servedOverHttps,
} from "../http/security-headers.ts";
import { isBackOfficePath } from "../pages/page-path.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route sets a Content-Security-Policy of its own (pages, made from what they render): the
     * policy that allows nothing is not sent for it.
     */
    ownSecurityPolicy?: boolean;
  }
}

/** What helmet sends (everything but HSTS, which depends on the request: set below, per request). */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: parseDirectives(NON_PAGE_POLICY) },
  strictTransportSecurity: false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  crossOriginOpenerPolicy: { policy: "same-origin" },
  crossOriginResourcePolicy: { policy: "same-origin" },
  xFrameOptions: { action: "deny" },
};

/** A header as helmet sets it on Node's response: its name as written, and its value. */
type HelmetHeader = readonly [name: string, value: string];

/**
 * The headers helmet sets for these options, in its order and spelling, found once by running it
 * on a response of its own. They depend on nothing of a request (no nonce, no function directive),
 * so every answer gets the same. @fastify/helmet ran helmet itself for every request (rebuilding
 * each middleware and parsing the policy again: about 4% of a signed-in call's CPU); helmet's
 * removal of X-Powered-By is left out, as nothing here ever sets it.
 */
export function helmetHeaders(options: HelmetOptions): HelmetHeader[] {
  const probe = new HeaderRecorder(new IncomingMessage(new Socket()));
  helmet(options)(probe.req, probe, (error) => {
    if (error) throw error;
  });
  return probe.recorded.filter(([name]) => probe.hasHeader(name));
}

/** A response that notes each header set on it, as named and valued when set. */
class HeaderRecorder extends ServerResponse {
  readonly recorded: HelmetHeader[] = [];

  override setHeader(name: string, value: number | string | readonly string[]) {
    this.recorded.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
    return super.setHeader(name, value);
  }
}

/**
 * The headers every answer carries (docs/api.md "Response headers", docs/decisions/0055), as helmet
 * makes them. Answers that are not pages get a policy that allows nothing; pages set their own,
 * computed from what they render (server/pages/content-security-policy.ts). Cached answers keep the
 * headers they were stored with; HSTS depends on the connection, so the response cache adds it per
 * request too (`strictTransportFor`).
 */
async function securityHeaders(app: FastifyInstance, options: { config: AppConfig }) {
  const overHttps = servedOverHttps(options.config);
  const everyAnswer = helmetHeaders(HELMET_OPTIONS);
  const ownPolicy = helmetHeaders({ ...HELMET_OPTIONS, contentSecurityPolicy: false });

  // A callback hook (no promise per request). Set on Node's response as helmet sets them, so that a
  // route's own value (reply.header) still takes precedence over them.
  app.addHook("onRequest", (request, reply, done) => {
    const headers = request.routeOptions.config.ownSecurityPolicy ? ownPolicy : everyAnswer;
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    if (overHttps(request)) reply.header("strict-transport-security", STRICT_TRANSPORT_SECURITY);
    done();
  });

  app.addHook("onSend", (request, reply, payload, done) => {
    // The path as React Router matches it: `/%61dmin/users` is the back office too.
    const backOffice = isBackOfficePath(request.url);
    if (request.credential !== null || backOffice) reply.header("cache-control", SIGNED_IN_CACHE_CONTROL);
    if (backOffice) reply.header("x-robots-tag", "noindex");
    done(null, payload);
  });
}

/** `a b; c d` as helmet's `{ a: ["b"], c: ["d"] }`. */
function parseDirectives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(";").map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

/** HSTS for a request that reached us over HTTPS (see servedOverHttps), for answers sent from the cache. */
export function strictTransportFor(config: Pick<AppConfig, "publicUrl">) {
  const overHttps = servedOverHttps(config);
  return (request: { readonly protocol: string }) =>
    overHttps(request) ? { "strict-transport-security": STRICT_TRANSPORT_SECURITY } : undefined;
}

export default fp(securityHeaders, { name: "security-headers" });
