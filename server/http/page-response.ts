import type { FastifyReply, FastifyRequest } from "fastify";
import type { StoredPage } from "./page-cache.ts";

/**
 * Public pages (and their `.data` loads) are the same for every visitor, so a GET is cached under
 * its URL. The back office is never cached: its pages belong to a signed-in person.
 */
export function pageCacheKey(request: FastifyRequest): string | undefined {
  if (request.method !== "GET" || /^\/admin(\/|\.data|\?|$)/i.test(request.url)) return undefined;
  return request.url;
}

export async function storedPage(response: Response): Promise<StoredPage> {
  return {
    status: response.status,
    headers: [...response.headers],
    body: Buffer.from(await response.arrayBuffer()),
  };
}

export function sendStoredPage(reply: FastifyReply, page: StoredPage) {
  reply.status(page.status);
  for (const [name, value] of page.headers) {
    // The body is sent whole, so the length is Fastify's to set (compression changes it anyway).
    if (name !== "content-length") reply.header(name, value);
  }
  return reply.send(page.body);
}
