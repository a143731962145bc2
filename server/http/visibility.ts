import type { FastifyRequest } from "fastify";

/** Whether the caller may see inactive products and jobs: any signed-in admin. */
export function canSeeInactive(request: FastifyRequest): boolean {
  return request.admin !== null;
}
