import type { FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import { genericMessages } from "../../domain/errors.ts";
import { endWithError } from "../edge/raw-answer.ts";
import { originFormOf } from "./request-target.ts";

/** Node's parser codes for a request that arrived too slowly or with too much header. */
const clientErrorAnswers: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, genericMessages.requestTimeout],
  HPE_HEADER_OVERFLOW: [431, genericMessages.headersTooLarge],
};

/**
 * Fastify's answers for what it cannot route, replaced by the contract's error shape (ADR 0061):
 * an absolute-form target naming our host is routed as its path; a path that does not decode
 * (`%zz`, `%FF`) is refused as the request-target hook refuses an unreadable one (`refuse`: a 400,
 * a page for a page's address; ADR 0265); a request line Node cannot parse (an unknown or lowercase
 * method) is a 400 written to the socket, since no request object exists yet.
 */
export const unroutableRequestOptions = (refuse: (request: FastifyRequest, reply: FastifyReply) => unknown) =>
  ({
    rewriteUrl: (req) => originFormOf(req.url ?? "/", req.headers.host),
    frameworkErrors: (_error, request, reply) => {
      refuse(request, reply);
    },
    clientErrorHandler: (error: NodeJS.ErrnoException, socket) => {
      if (error.code === "ECONNRESET" || socket.destroyed) return;
      const [status, message] = clientErrorAnswers[error.code ?? ""] ?? [400, genericMessages.unreadableRequest];
      endWithError(socket, status, message);
    },
  }) satisfies Pick<FastifyServerOptions, "rewriteUrl" | "frameworkErrors" | "clientErrorHandler">;
