import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import type { FastifyReply } from "fastify";

/** Status and headers of a Fetch API Response onto the reply, every Set-Cookie kept apart. */
export function copyStatusAndHeaders(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie" && name !== "content-length") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
}

/**
 * Sends a Fetch API Response through Fastify (status, headers, every Set-Cookie, streamed body),
 * rather than writing to the raw socket, so onSend hooks such as compression still apply.
 */
export function sendWebResponse(reply: FastifyReply, response: Response) {
  copyStatusAndHeaders(reply, response);
  return reply.send(response.body ? Readable.fromWeb(response.body as NodeWebStream) : null);
}

/** The same, read whole into a buffer: for an answer that will be stored as well as sent. */
export async function sendWholeWebResponse(reply: FastifyReply, response: Response) {
  copyStatusAndHeaders(reply, response);
  return reply.send(Buffer.from(await response.arrayBuffer()));
}
