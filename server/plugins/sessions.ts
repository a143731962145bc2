import type { IncomingHttpHeaders } from "node:http";
import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Actor } from "../../domain/access.ts";
import type { User } from "../../domain/admin-users.ts";
import {
  API_KEY_TOUCH_MS,
  type ApiKeyScope,
  apiKeyActorName,
  apiKeyPermissions,
  apiKeyRole,
  isApiKeyLive,
  isApiKeyToken,
} from "../../domain/api-keys.ts";
import { effectivePermissions, type RolePermissions } from "../../domain/roles.ts";
import type { AppConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { findApiKeyByHash, touchApiKey } from "../modules/api-keys/queries.ts";
import { clearedSessionCookieOptions, SESSION_COOKIE, sessionCookieOptions } from "../modules/auth/session-cookie.ts";
import { SessionLookups } from "../modules/auth/session-lookups.ts";
import { absoluteLifetimeMs, idleTimeoutMs, isSessionLive, shouldTouch } from "../modules/auth/session-policy.ts";
import {
  deleteSession,
  deleteUserSessions,
  findSessions,
  insertSession,
  purgeExpiredSessions,
  type SessionRow,
  touchSession,
} from "../modules/auth/session-store.ts";
import { hashSessionToken, newSessionToken } from "../modules/auth/session-token.ts";
import { toUser } from "../modules/auth/user-profile.ts";

/** The admin a request acts for; read it as `request.admin` (null when anonymous). */
export type SignedInAdmin = {
  id: string;
  username: string;
  role: string;
  permissions: RolePermissions;
  /** The admin's own record as the API shows it, read with the session (GET /admin/me answers it). */
  profile: User;
};

/**
 * The API key a request acts with (ADR 0137): an actor whose rights come from its scopes, never a
 * person. Read it as `request.apiKey` (null unless a live key was sent as `Authorization: Bearer`).
 */
export type ApiKeyCaller = { id: string; name: string; username: string; scopes: ApiKeyScope[]; actor: Actor };

/**
 * How the request presented a token, and whether it still names a live session (or, `apiKey`,
 * a live API key).
 */
export type Credential = { via: "cookie" | "bearer"; tokenHash: string; live: boolean; apiKey?: boolean };

export type SessionManager = {
  /**
   * Opens a session for the admin and sets the cookie; returns the token for API clients. `db` is
   * the transaction that also records the sign-in (the app's database otherwise).
   */
  start(userId: string, request: FastifyRequest, reply: FastifyReply, db?: Db): Promise<string>;
  /** Ends the request's own session and clears the cookie; `db` as for `start`. */
  end(request: FastifyRequest, reply: FastifyReply, db?: Db): Promise<void>;
  /** Ends every session of an admin (role or password change, deletion). */
  endAllFor(userId: string): Promise<void>;
  purgeExpired(): Promise<number>;
  /** How many session lookup queries this instance has sent (a burst of calls shares one). */
  readonly lookupQueries: number;
};

declare module "fastify" {
  interface FastifyRequest {
    admin: SignedInAdmin | null;
    apiKey: ApiKeyCaller | null;
    credential: Credential | null;
  }
  interface FastifyInstance {
    sessions: SessionManager;
  }
}

const PURGE_INTERVAL_MS = 60 * 60 * 1000;
const MAX_TOKEN_LENGTH = 200;

/**
 * The token a request presents, if any: the one reading of the headers that decides who is calling.
 * The response cache asks it too (`presentsCredential`), so "signed in" means the same thing to both
 * (a cookie name is trimmed by the parser: `ds_session\t=…` is the session cookie).
 */
export function presentedToken(headers: IncomingHttpHeaders): { via: Credential["via"]; token: string } | null {
  const authorization = headers.authorization;
  const bearer = authorization === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (bearer) return { via: "bearer", token: bearer[1] };
  const cookies = headers.cookie;
  // Cookie names are never decoded, only trimmed: without the name in the header there is no session cookie.
  if (cookies === undefined || !cookies.includes(SESSION_COOKIE)) return null;
  // The very parser @fastify/cookie gives `request.cookies` (it loads it when the plugin registers).
  const fromCookie = cookie.parse(cookies)[SESSION_COOKIE];
  return fromCookie ? { via: "cookie", token: fromCookie } : null;
}

/**
 * Whether a request may act for someone, so its answer would be personal: any Authorization header,
 * or a session cookie as the session plugin reads it. Cheap for the anonymous (no such header).
 */
export function presentsCredential(headers: IncomingHttpHeaders): boolean {
  return headers.authorization !== undefined || presentedToken(headers) !== null;
}

/**
 * Resolves the optional session of every request into `request.admin`, before any route runs.
 * Sessions live in the database (docs/decisions/0021), so any instance can check any token.
 */
async function sessions(app: FastifyInstance, options: { config: AppConfig; now?: () => number }) {
  const { config } = options;
  const clock = options.now ?? Date.now;
  await app.register(cookie);

  app.decorateRequest("admin", null);
  app.decorateRequest("apiKey", null);
  app.decorateRequest("credential", null);

  // A burst of calls shares one lookup, and the one write it may need (ADR 0121).
  const lookups = new SessionLookups((tokenHashes) => findSessions(app.db, tokenHashes));
  const writes = new WeakMap<SessionRow, Promise<void>>();
  // The admin a row stands for, made once for every call that shares the row (nothing mutates it).
  const admins = new WeakMap<SessionRow, SignedInAdmin>();
  const adminOf = (session: SessionRow) => {
    let admin = admins.get(session);
    if (admin === undefined) {
      admin = {
        id: session.id,
        username: session.username,
        role: session.role,
        permissions: effectivePermissions(session.role, session.permissions),
        profile: toUser(session),
      };
      admins.set(session, admin);
    }
    return admin;
  };
  const once = (session: SessionRow, write: () => Promise<void>) => {
    const pending = writes.get(session) ?? write();
    writes.set(session, pending);
    return pending;
  };

  app.addHook("onRequest", async (request, reply) => {
    const presented = presentedToken(request.headers);
    if (!presented) return;
    const tokenHash = hashSessionToken(presented.token.slice(0, MAX_TOKEN_LENGTH));
    if (isApiKeyToken(presented.token)) {
      // A key in the session cookie is no credential at all: a key is never a browser session.
      if (presented.via === "cookie") return;
      const credential: Credential = { via: "bearer", tokenHash, live: false, apiKey: true };
      request.credential = credential;
      // Read on every call, on every instance: a revoked or expired key is refused at once (ADR 0137).
      const key = presented.token.length <= MAX_TOKEN_LENGTH ? await findApiKeyByHash(app.db, tokenHash) : undefined;
      const now = clock();
      if (!key || !isApiKeyLive(key, now)) return;
      if (key.lastUsedAt === null || now - key.lastUsedAt.getTime() >= API_KEY_TOUCH_MS) {
        await touchApiKey(app.db, key.id, new Date(now), new Date(now - API_KEY_TOUCH_MS));
      }
      credential.live = true;
      request.apiKey = {
        id: key.id,
        name: key.name,
        username: apiKeyActorName(key.name),
        scopes: key.scopes,
        actor: { id: key.id, role: apiKeyRole(key.id), permissions: apiKeyPermissions(key.scopes) },
      };
      return;
    }
    const credential: Credential = { via: presented.via, tokenHash, live: false };
    request.credential = credential;

    const session = presented.token.length <= MAX_TOKEN_LENGTH ? await lookups.lookup(tokenHash) : null;
    const now = new Date();
    if (!session || !isSessionLive(session, now, config)) {
      if (session) await once(session, () => deleteSession(app.db, tokenHash));
      if (presented.via === "cookie") reply.clearCookie(SESSION_COOKIE, clearedSessionCookieOptions(request, config));
      return;
    }
    if (shouldTouch(session.lastSeenAt, now)) await once(session, () => touchSession(app.db, tokenHash, now));
    credential.live = true;
    request.admin = adminOf(session);
  });

  const manager: SessionManager = {
    async start(userId, request, reply, db = app.db) {
      const token = newSessionToken();
      const expiresAt = new Date(Date.now() + absoluteLifetimeMs(config));
      await insertSession(db, { tokenHash: hashSessionToken(token), userId, expiresAt });
      reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request, config));
      return token;
    },
    async end(request, reply, db = app.db) {
      if (request.credential) await deleteSession(db, request.credential.tokenHash);
      reply.clearCookie(SESSION_COOKIE, clearedSessionCookieOptions(request, config));
    },
    endAllFor: (userId) => deleteUserSessions(app.db, userId),
    purgeExpired: () => purgeExpiredSessions(app.db, new Date(), idleTimeoutMs(config)),
    get lookupQueries() {
      return lookups.queries;
    },
  };
  app.decorate("sessions", manager);

  let purgeTimer: NodeJS.Timeout | undefined;
  const purge = () => manager.purgeExpired().catch((err) => app.log.warn({ err }, "could not purge expired sessions"));
  app.addHook("onReady", async () => {
    await purge();
    purgeTimer = setInterval(purge, PURGE_INTERVAL_MS).unref();
  });
  app.addHook("onClose", async () => clearInterval(purgeTimer));
}

export default fp(sessions, { name: "sessions", dependencies: ["database"] });
