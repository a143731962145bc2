import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.ts";
import {
  NON_PAGE_POLICY,
  PERMISSIONS_POLICY,
  SIGNED_IN_CACHE_CONTROL,
  STRICT_TRANSPORT_SECURITY,
  servedOverHttps,
} from "../http/security-headers.ts";
import { isBackOfficePath } from "../pages/page-path.ts";

/**
 * The headers every answer carries (docs/api.md "Response headers", docs/decisions/0055), through
 * @fastify/helmet where it has them. Answers that are not pages get a policy that allows nothing;
 * pages set their own, computed from what they render (server/pages/content-security-policy.ts).
 * Cached answers keep the headers they were stored with; HSTS depends on the connection, so the
 * response cache adds it per request too (`strictTransportFor`).
 */
async function securityHeaders(app: FastifyInstance, options: { config: AppConfig }) {
  const overHttps = servedOverHttps(options.config);
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: parseDirectives(NON_PAGE_POLICY) },
    // Set below, per request: a proxy may say HTTPS for one request and not another.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    xFrameOptions: { action: "deny" },
  });

  app.addHook("onRequest", async (request, reply) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    if (overHttps(request)) reply.header("strict-transport-security", STRICT_TRANSPORT_SECURITY);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    // The path as React Router matches it: `/%61dmin/users` is the back office too.
    const backOffice = isBackOfficePath(request.url);
    if (request.credential !== null || backOffice) reply.header("cache-control", SIGNED_IN_CACHE_CONTROL);
    if (backOffice) reply.header("x-robots-tag", "noindex");
    return payload;
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
