import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type AccessRule, access, deniedMessage, type RequestAccess } from "../../domain/access.ts";
import { apiKeyMessages } from "../../domain/api-keys.ts";
import { authMessages } from "../../domain/auth.ts";
import { canUseData, type DataAction, type PersonalDataArea } from "../../domain/roles.ts";
import type { AppConfig } from "../config.ts";
import { Forbidden, Unauthenticated } from "../errors/domain-errors.ts";
import { isSafeMethod } from "../http/methods.ts";

export const API_PREFIX = "/api/v1";

export type RouteAccess = { method: string; url: string; access: AccessRule };

declare module "fastify" {
  interface FastifyRequest {
    access: RequestAccess;
    /** A staff user's refused use of personal data, for its audit entry (server/plugins/refused-reads.ts). */
    refusedData?: { area: PersonalDataArea; action: DataAction };
  }
  interface FastifyContextConfig {
    /** Who may call this route; required on every /api/v1 route (docs/decisions/0022). */
    access?: AccessRule;
  }
  interface FastifyInstance {
    /** Every API route with its declared rule, in registration order. */
    accessTable: RouteAccess[];
  }
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * A browser sends the session cookie with any request to this site, even one a hostile page
 * starts. A cookie-authenticated write must therefore come from this site's own pages.
 */
export function isCrossSite(request: FastifyRequest, publicUrl: string): boolean {
  if (request.headers["sec-fetch-site"] === "cross-site") return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const allowed = [originOf(`${request.protocol}://${request.host}`), originOf(publicUrl)];
  return !allowed.includes(originOf(origin) ?? "invalid");
}

/**
 * Throws the contract's 401 or 403 unless the request may proceed under `rule`. The route's own
 * rule is checked before parsing; a handler whose area depends on the stored row narrows it
 * through `request.access.requireArea`.
 */
function assertAccess(request: FastifyRequest, rule: AccessRule) {
  if (rule.kind === "public") return;
  if (request.apiKey) {
    const denied = keyDeniedMessage(request, rule);
    if (denied) throw new Forbidden(denied);
    return;
  }
  const admin = request.admin;
  if (!admin) {
    if (request.credential?.apiKey) throw new Unauthenticated(apiKeyMessages.refused);
    throw new Unauthenticated(request.credential ? authMessages.sessionExpired : authMessages.tokenRequired);
  }
  const targetId = rule.kind === "self" ? (request.params as Record<string, string>)[rule.param] : undefined;
  const denied = deniedMessage(rule, admin, targetId);
  if (denied && rule.kind === "data") request.refusedData = { area: rule.area, action: rule.action };
  if (denied) throw new Forbidden(denied);
}

/** Routes about people's own accounts (admins, roles, passwords, two-factor, sign-out): a key never calls them. */
const PERSON_ONLY_PREFIXES = [`${API_PREFIX}/admin`, `${API_PREFIX}/permission`, `${API_PREFIX}/api-keys`];

export function isPersonOnlyRoute(url: string): boolean {
  return PERSON_ONLY_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}

/**
 * The decision for an API key (ADR 0137): the person-only routes refuse it; a `signedIn` read
 * needs `content:read` (a `signedIn` write is narrowed inside to a content area, as for people);
 * every other rule decides for the key's scope-made matrix exactly as for a role, so superAdmin
 * and self rules always refuse it.
 */
function keyDeniedMessage(request: FastifyRequest, rule: AccessRule): string | null {
  const key = request.apiKey;
  if (!key) return null;
  if (isPersonOnlyRoute(request.routeOptions.url ?? request.url)) return apiKeyMessages.personOnly;
  if (rule.kind === "signedIn") {
    if (isSafeMethod(request.method) && !key.scopes.includes("content:read")) return apiKeyMessages.contentReadNeeded;
    return null;
  }
  const targetId = rule.kind === "self" ? (request.params as Record<string, string>)[rule.param] : undefined;
  return deniedMessage(rule, key.actor, targetId);
}

function accessOf(request: FastifyRequest): RequestAccess {
  const key = request.apiKey;
  return {
    seesInactive: key ? key.scopes.includes("content:read") : request.admin !== null,
    requireArea: (area, action) => assertAccess(request, access.area(area, action)),
    requireData: (area, action) => assertAccess(request, access.data(area, action)),
    holdsData: (area, action) =>
      key ? canUseData(key.actor, area, action) : request.admin !== null && canUseData(request.admin, area, action),
  };
}

/**
 * The one permission check of the API. Routes declare `config: { access }`; a route under /api/v1
 * without one is refused at start-up, so nothing is reachable by accident.
 */
async function accessControl(app: FastifyInstance, options: { config: AppConfig }) {
  const table: RouteAccess[] = [];
  app.decorate("accessTable", table);

  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith(`${API_PREFIX}/`)) return;
    const rule = route.config?.access;
    const methods = ([] as string[]).concat(route.method);
    if (!rule) {
      throw new Error(`${methods.join(",")} ${route.url} declares no access rule (config.access)`);
    }
    for (const method of methods) {
      if (method !== "HEAD") table.push({ method, url: route.url, access: rule });
    }
    if (rule.kind !== "public" && route.schema) {
      route.schema.security = [{ bearer: [] }, { cookie: [] }];
    }
  });

  // Derived from the session the sessions plugin resolved before any route runs: nothing to store.
  app.decorateRequest("access", {
    getter(this: FastifyRequest) {
      return accessOf(this);
    },
  });
  app.addHook("onRequest", async (request) => {
    const rule = request.routeOptions.config.access;
    if (!rule || rule.kind === "public") return;
    if (request.admin && request.credential?.via === "cookie" && !isSafeMethod(request.method)) {
      if (isCrossSite(request, options.config.publicUrl)) throw new Forbidden(authMessages.crossSiteRefused);
    }
    assertAccess(request, rule);
  });
}

export default fp(accessControl, { name: "access-control", dependencies: ["sessions"] });
