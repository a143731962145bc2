import { type IncomingMessage, Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { FastifyServerFactory } from "fastify";
import type { RequestLane } from "./request-lane.ts";
import { SocketLane } from "./socket-lane.ts";

/**
 * Node's HTTP server that ends the socket lane's idle connections with its own: Fastify calls
 * closeIdleConnections when it closes a server it did not make.
 */
class EdgeServer extends Server {
  connectionLane: SocketLane | undefined;

  override closeIdleConnections() {
    this.connectionLane?.close();
    super.closeIdleConnections();
  }
}

/**
 * Puts the socket lane in front of Node's own connection listener, which it hands every
 * connection to once a request is not the lane's to answer. Left out where a server's connections
 * are not only Node's (a listener added by someone else), and behind a trusted proxy, whose
 * X-Forwarded-For only Node's request is read for.
 */
function withSocketLane(server: EdgeServer, lane: RequestLane) {
  const listeners = server.listeners("connection");
  if (listeners.length !== 1) return;
  const [nodeListener] = listeners;
  const connections = new SocketLane({
    lane,
    keepAliveTimeoutMs: server.keepAliveTimeout,
    handOver: (socket, unread) => {
      Reflect.apply(nodeListener, server, [socket]);
      // Node's parser now reads the socket; the bytes the lane read come first, before any it reads.
      if (unread.length > 0) socket.emit("data", unread);
    },
  });
  server.removeAllListeners("connection");
  server.on("connection", (socket: Socket) => connections.adopt(socket));
  server.connectionLane = connections;
}

/**
 * The HTTP server Fastify would make (same timeouts), with the request lane in front of Fastify's
 * handler: a request the lane answers never reaches Fastify (ADR 0046).
 */
export function edgeServer(lane: RequestLane, settings: { trustProxy: boolean }): FastifyServerFactory {
  return (handler, options) => {
    const requestTimeout = Number(options.requestTimeout);
    // Node checks the running requests against their timeout every `connectionsCheckingInterval`
    // (30 s by default): a fraction of a short timeout, so a trickled request is cut near its limit.
    const timeouts =
      requestTimeout > 0
        ? {
            requestTimeout,
            headersTimeout: Math.min(60_000, requestTimeout),
            connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(requestTimeout / 4))),
          }
        : {};
    const server = new EdgeServer(timeouts, (req: IncomingMessage, res: ServerResponse) => {
      try {
        if (lane.answer(req, res)) return;
      } catch {
        // Nothing is lost when the lane fails before writing: Fastify answers instead.
        if (res.headersSent) return void res.destroy();
      }
      handler(req, res);
    });
    server.keepAliveTimeout = Number(options.keepAliveTimeout);
    server.requestTimeout = requestTimeout;
    server.setTimeout(Number(options.connectionTimeout));
    if (Number(options.maxRequestsPerSocket) > 0) server.maxRequestsPerSocket = Number(options.maxRequestsPerSocket);
    // The lane's answers carry no `max=` of requests per connection, nor a forwarded address.
    else if (!settings.trustProxy) withSocketLane(server, lane);
    return server;
  };
}
