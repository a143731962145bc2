import type { FastifyRequest } from "fastify";

/**
 * Whether the caller may see inactive products and jobs (signed-in admins). Admin sessions do not
 * exist yet, so everyone is anonymous; wire this to the session once it does — it is the only
 * place the public routes ask.
 */
export function canSeeInactive(_request: FastifyRequest): boolean {
  return false;
}
