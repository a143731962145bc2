import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyRequest } from "fastify";
import type { AppConfig } from "../../config.ts";
import { servedOverHttps } from "../../http/security-headers.ts";
import type { SessionLifetime } from "./session-policy.ts";

export { SESSION_COOKIE } from "../../../domain/session-cookie.ts";

type CookieConfig = SessionLifetime & Pick<AppConfig, "publicUrl">;

/**
 * HttpOnly so page scripts never see the token; Lax so it is not sent on cross-site posts; Secure
 * whenever the site is reached over HTTPS (its public address, or a trusted proxy saying so).
 */
export function sessionCookieOptions(request: FastifyRequest, config: CookieConfig): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: servedOverHttps(config)(request),
    maxAge: config.sessionAbsoluteDays * 24 * 60 * 60,
  };
}

export function clearedSessionCookieOptions(
  request: FastifyRequest,
  config: Pick<AppConfig, "publicUrl">,
): CookieSerializeOptions {
  return { httpOnly: true, sameSite: "lax", path: "/", secure: servedOverHttps(config)(request) };
}
