import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import proxyAddr from "@fastify/proxy-addr";

const trustAll = () => true;
const lastEntry = (value: string | string[]) => {
  const header = Array.isArray(value) ? value.join(",") : value;
  return header.slice(header.lastIndexOf(",") + 1).trim();
};

/**
 * The client's address, the host it asked for and its protocol, read off a raw request exactly as
 * Fastify's `request.ip`, `request.host` and `request.protocol` read them with this `trustProxy`:
 * for answers written before Fastify sees the request (the request lane).
 */
type ClientRequest = { readonly headers: IncomingHttpHeaders; readonly socket: Socket } | IncomingMessage;

/** Read on demand: most answers need none of it, or only the address. A class, so that making one per request is cheap. */
export class RawClient {
  constructor(
    private readonly req: ClientRequest,
    private readonly trustProxy: boolean,
  ) {}

  get ip(): string {
    const { req, trustProxy } = this;
    if (!trustProxy || !("httpVersion" in req)) return req.socket.remoteAddress ?? "";
    const addresses = proxyAddr.all(req, trustAll);
    return addresses[addresses.length - 1] ?? "";
  }

  get host(): string {
    const forwarded = this.req.headers["x-forwarded-host"];
    if (this.trustProxy && forwarded) return lastEntry(forwarded);
    return this.req.headers.host ?? "";
  }

  get protocol(): "http" | "https" | string {
    const forwarded = this.req.headers["x-forwarded-proto"];
    if (this.trustProxy && forwarded) return lastEntry(forwarded);
    const socket = this.req.socket;
    return "encrypted" in socket && socket.encrypted ? "https" : "http";
  }
}

export const rawClient = (req: ClientRequest, trustProxy: boolean) => new RawClient(req, trustProxy);
