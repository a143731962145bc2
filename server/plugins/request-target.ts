import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { genericMessages } from "../../domain/errors.ts";
import { endWithError } from "../edge/raw-answer.ts";
import { servedMethods } from "../http/methods.ts";
import { isOriginForm, isReadableTarget } from "../http/request-target.ts";
import { sendError } from "../http/send-error.ts";
import type { TargetRefusal } from "../pages/unreadable-target.ts";

/**
 * The first hook of every request: a target that is not a path (`*`, or a URL naming another host)
 * names nothing here and is a 400 before any page, cache or session code sees it. CONNECT asks for
 * a tunnel, which this server never opens (ADR 0061). A path or query holding a NUL or bytes that
 * are not UTF-8 is refused here too, once (ADR 0265): no lookup, redirect, 404-log entry or
 * database call ever meets one.
 */
async function requestTarget(app: FastifyInstance, options: { refuse: TargetRefusal }) {
  app.addHook("onRequest", async (request, reply) => {
    if (!isOriginForm(request.url)) return sendError(reply, 400, genericMessages.badTarget);
    if (!isReadableTarget(request.url)) return options.refuse(request, reply);
  });
  app.server.on("connect", (_request, socket) => {
    endWithError(socket, 405, genericMessages.methodNotAllowed, { Allow: servedMethods.join(", ") });
  });
}

export default fp(requestTarget, { name: "request-target", dependencies: ["error-handler"] });
