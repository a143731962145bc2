import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access, type SuperAdminAction } from "../../domain/access.ts";
import { type StaffWrites, staffWritesOf } from "../engines/content-writes/staff-writes.ts";
import { errorAnswers, successMessage } from "../http/answers.ts";
import { idParams } from "../http/id-params.ts";

/** The Fastify instance a route plugin with zod schemas is given. */
export type ZodRoutes = Parameters<FastifyPluginAsyncZod>[0];

type DeleteRoute<Removed> = {
  /** The route, its `:id` included. */
  url: string;
  tags: string[];
  summary: string;
  /** The super admin's action the 403 names. */
  action: SuperAdminAction;
  /** Answers 409 too: the record is refused while something still needs it. */
  conflict?: boolean;
  remove: (writes: StaffWrites, id: string) => Promise<Removed>;
  /** The answer's message, or how it follows from what `remove` gave back (a portfolio item's type). */
  message: string | ((removed: Removed) => string);
};

/**
 * A delete of one record by its id, which only a super admin may do: every such route has the same
 * rule, documentation and answer (`{ success, message }`), so they are declared here once.
 */
export function superAdminDeleteRoute<Removed>(app: ZodRoutes, route: DeleteRoute<Removed>) {
  app.delete(
    route.url,
    {
      config: { access: access.superAdmin(route.action) },
      schema: {
        tags: route.tags,
        summary: route.summary,
        params: idParams,
        response: {
          200: successMessage,
          ...(route.conflict ? errorAnswers(401, 403, 404, 409) : errorAnswers(401, 403, 404)),
        },
      },
    },
    async (request) => {
      const removed = await route.remove(staffWritesOf(request), request.params.id);
      const message = typeof route.message === "string" ? route.message : route.message(removed);
      return { success: true as const, message };
    },
  );
}
