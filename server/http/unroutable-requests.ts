import type { FastifyServerOptions } from "fastify";
import { genericMessages } from "../../domain/errors.ts";
import { endWithError } from "../edge/raw-answer.ts";
import { originFormOf } from "./request-target.ts";
import { sendError } from "./send-error.ts";

/** Node's parser codes for a request that arrived too slowly or with too much header. */
const clientErrorAnswers: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, genericMessages.requestTimeout],
  HPE_HEADER_OVERFLOW: [431, genericMessages.headersTooLarge],
};

/**
 * Fastify's answers for what it cannot route, replaced by the contract's error shape (ADR 0061):
 * an absolute-form target naming our host is routed as its path; a URL that does not decode (`%zz`)
 * is a 400; a request line Node cannot parse (an unknown or lowercase method) is a 400 written to
 * the socket, since no request object exists yet.
 */
export const unroutableRequestOptions = {
  rewriteUrl: (req) => originFormOf(req.url ?? "/", req.headers.host),
  frameworkErrors: (_error, _request, reply) => {
    sendError(reply, 400, genericMessages.badTarget);
  },
  clientErrorHandler: (error: NodeJS.ErrnoException, socket) => {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const [status, message] = clientErrorAnswers[error.code ?? ""] ?? [400, genericMessages.unreadableRequest];
    endWithError(socket, status, message);
  },
} satisfies Pick<FastifyServerOptions, "rewriteUrl" | "frameworkErrors" | "clientErrorHandler">;
