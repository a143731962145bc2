import type { IncomingMessage } from "node:http";
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
export function rawClient(req: IncomingMessage, trustProxy: boolean) {
  const socket = req.socket;
  return {
    get ip(): string {
      if (!trustProxy) return socket.remoteAddress ?? "";
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
