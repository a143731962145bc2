import type { FastifyRequest } from "fastify";
import { access, deniedMessage } from "../../domain/access.ts";
import type { AreaAction, ContentArea } from "../../domain/roles.ts";
import { currentAdmin } from "../plugins/access-control.ts";
import { forbidden } from "./http-error.ts";

/**
 * The route-level rule, narrowed once the request shows which area it touches (a portfolio item's
 * type, a status change inside an update). Same decision, same 403 wording as config.access.
 */
export function assertAreaRight(request: FastifyRequest, area: ContentArea, action: AreaAction): void {
  const denied = deniedMessage(access.area(area, action), currentAdmin(request));
  if (denied) throw forbidden(denied);
}
