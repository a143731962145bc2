import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { errorBody } from "../errors/http-answer.ts";

/**
 * Writes an error in the contract's shape straight to a socket and closes it: for requests Node
 * refuses before Fastify sees them (a request line it cannot parse, CONNECT).
 */
export function endWithError(socket: Duplex, status: number, message: string, headers: Record<string, string> = {}) {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(errorBody(message));
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Error"}`,
    "Content-Type: application/json; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "X-Content-Type-Options: nosniff",
    "Connection: close",
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(`${lines.join("\r\n")}\r\n\r\n${body}`);
}
