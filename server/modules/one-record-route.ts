import { z } from "zod";
import { access } from "../../domain/access.ts";
import { isContentKind } from "../../domain/content-kinds.ts";
import type { ShownKind } from "../cache/content-kinds.ts";
import type { Db } from "../db/client.ts";
import { errorAnswers, successWith } from "../http/answers.ts";
import { idOrSlugParams } from "../http/id-params.ts";
import type { ZodRoutes } from "./delete-route.ts";
import { withRecordStatuses } from "./translations/statuses.ts";
import { findVisibleOr404 } from "./visible-item.ts";

/** A kind's public read of one record by id or slug (recordReads gives `get` and `getAdmin`). */
type OneRecordRoute = {
  /** The route, its `:id` included. */
  url: string;
  /** The content its answer shows, its own kind first: a change to one of them drops the cached answer. */
  kinds: readonly ShownKind[];
  tags: string[];
  summary: string;
  dto: z.ZodType;
  /** The record as a signed-in caller gets it: with its status and hasDraft. */
  adminDto: z.ZodType;
  get: (db: Db, idOrSlug: string) => Promise<unknown>;
  getAdmin: (db: Db, idOrSlug: string) => Promise<unknown>;
  notFound: string;
};

/**
 * One record for anyone, an inactive one (and the badge) only for a caller who may see inactive
 * items; anything missing or hidden a 404 with the kind's message.
 */
export function oneRecordRoute(app: ZodRoutes, route: OneRecordRoute) {
  app.get(
    route.url,
    {
      config: { access: access.public, cache: { kinds: route.kinds } },
      schema: {
        tags: route.tags,
        summary: route.summary,
        params: idOrSlugParams,
        response: { 200: successWith("data", z.union([route.adminDto, route.dto])), ...errorAnswers(404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [own] = route.kinds;
      // The back office's read carries the record's translations' statuses (issue 74).
      const getAdmin = async () => {
        const record = await route.getAdmin(app.db, id);
        return own !== undefined && isContentKind(own) ? withRecordStatuses(app.db, own, record) : record;
      };
      const find = ({ includeInactive }: { includeInactive: boolean }) =>
        includeInactive ? getAdmin() : route.get(app.db, id);
      return { success: true as const, data: await findVisibleOr404(request.access, find, route.notFound) };
    },
  );
}
