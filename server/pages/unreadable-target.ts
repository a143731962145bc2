import type { FastifyReply, FastifyRequest } from "fastify";
import { genericMessages, unreadableAddressPage } from "../../domain/errors.ts";
import type { AppConfig } from "../config.ts";
import { servedOverHttps } from "../http/security-headers.ts";
import { sendError } from "../http/send-error.ts";
import { sendStatusPage } from "./status-page.ts";

/** Addresses answered in the contract's shape rather than as a page: the API, pictures, built files. */
const notAPage = /^\/(?:api|uploads|assets)(?:[/?]|$)/i;

export type TargetRefusal = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * How a target that can't be read is refused (ADR 0265): a malformed escape, a NUL, bytes that are
 * not UTF-8. A 400 either way: in the contract's shape for the API, pictures and built files, and
 * as a page a person can read (never stored) for an address a browser shows.
 */
export function targetRefusal(config: Pick<AppConfig, "publicUrl">): TargetRefusal {
  const overHttps = servedOverHttps(config);
  return (request, reply) => {
    if (notAPage.test(request.url)) return sendError(reply, 400, genericMessages.badTarget);
    reply.header("cache-control", "no-store");
    return sendStatusPage(reply, 400, unreadableAddressPage, overHttps(request));
  };
}
