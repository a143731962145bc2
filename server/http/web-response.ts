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
