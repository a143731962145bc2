import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Edge } from "../edge/edge.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** True from the moment the instance was told to stop (SIGTERM): health answers 503 "draining". */
    readonly draining: boolean;
    /**
     * Starts draining (ADR 0266): health answers 503 "draining" at once, every answer from now on
     * carries `Connection: close` so no kept-alive connection takes another request, and every
     * request goes through Fastify (the edge's lanes stop answering). `close()` then finishes the
     * requests in flight.
     */
    drain(): void;
  }
}

/**
 * Registered first, so its hook runs before any other: even an answer sent straight from the
 * response cache (written on the raw response) carries the header, which Node's own writeHead
 * merges and obeys by closing the socket once the answer is out.
 */
async function draining(app: FastifyInstance, options: { edge: Pick<Edge, "close"> }) {
  let draining = false;
  app.decorate("draining", {
    getter: () => draining,
  });
  app.decorate("drain", () => {
    if (draining) return;
    draining = true;
    options.edge.close();
  });
  const markClose = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (draining && !reply.raw.headersSent) reply.raw.setHeader("connection", "close");
  };
  app.addHook("onRequest", markClose);
  // A request already in flight when draining began is marked on its way out.
  app.addHook("onSend", markClose);
}

export default fp(draining, { name: "draining" });
