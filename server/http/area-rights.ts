import type { FastifyRequest } from "fastify";
import { access } from "../../domain/access.ts";
import type { AreaAction, ContentArea } from "../../domain/roles.ts";
import { assertAccess } from "../plugins/access-control.ts";

/**
 * The route-level rule narrowed once the request shows which area it touches (a portfolio item's
 * type, a status change inside an update): the access-control check with a narrower rule.
 */
export function assertAreaRight(request: FastifyRequest, area: ContentArea, action: AreaAction): void {
  assertAccess(request, access.area(area, action));
}
