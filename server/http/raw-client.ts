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
 * for answers written before Fastify sees the request (the hit lane).
 */
export type RawClient = { readonly ip: string; readonly host: string; readonly protocol: string };

/**
 * What is read of a request: its headers and connection. Behind a trusted proxy the address comes
 * from X-Forwarded-For, which only a request Node has parsed is read for (the connection lane
 * leaves such servers alone).
 */
type ClientRequest = { readonly headers: IncomingHttpHeaders; readonly socket: Socket } | IncomingMessage;

export function rawClient(req: ClientRequest, trustProxy: boolean): RawClient {
  const socket = req.socket;
  return {
    get ip(): string {
      if (!trustProxy || !("httpVersion" in req)) return socket.remoteAddress ?? "";
      const addresses = proxyAddr.all(req, trustAll);
      return addresses[addresses.length - 1] ?? "";
    },
    get host(): string {
      const forwarded = req.headers["x-forwarded-host"];
      if (trustProxy && forwarded) return lastEntry(forwarded);
      return req.headers.host ?? "";
    },
    get protocol(): "http" | "https" | string {
      const forwarded = req.headers["x-forwarded-proto"];
      if (trustProxy && forwarded) return lastEntry(forwarded);
      return "encrypted" in socket && socket.encrypted ? "https" : "http";
    },
  };
}
