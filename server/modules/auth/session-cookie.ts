import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyRequest } from "fastify";
import type { SessionLifetime } from "./session-policy.ts";

export const SESSION_COOKIE = "ds_session";

/** HttpOnly so page scripts never see the token; Lax so it is not sent on cross-site posts. */
export function sessionCookieOptions(request: FastifyRequest, config: SessionLifetime): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: request.protocol === "https",
    maxAge: config.sessionAbsoluteDays * 24 * 60 * 60,
  };
}

export function clearedSessionCookieOptions(request: FastifyRequest): CookieSerializeOptions {
  return { httpOnly: true, sameSite: "lax", path: "/", secure: request.protocol === "https" };
}
