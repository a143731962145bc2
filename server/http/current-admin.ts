import type { FastifyRequest } from "fastify";
import { authMessages } from "../../domain/auth.ts";
import { Unauthenticated } from "../errors/domain-errors.ts";

/** The admin of a route whose rule already required sign-in. */
export function currentAdmin(request: FastifyRequest) {
  if (!request.admin) throw new Unauthenticated(authMessages.tokenRequired);
  return request.admin;
}
