import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { revisionMessages, revisionSchema, revisionSummarySchema } from "../../../domain/revisions.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { errorAnswers, successWith } from "../../http/answers.ts";
import { listRevisions, readRevision } from "../content-writes/revisions.ts";
import { staffWritesOf } from "../content-writes/staff-writes.ts";

const params = z.object({ id: z.string() });
const revisionParams = z.object({ id: z.string(), revisionId: z.string() });

/** History of every content kind (docs/api.md "History, trash and edit conflicts", ADR 0102). */
export const revisionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each kind's path word, the right its restore needs (its drafts') and how it is restored: its declaration.
  for (const { kind, path, rule } of app.contentKinds.drafts) {
    const { restore } = app.contentKinds.of(kind);
    const tags = ["history"];
    app.get(
      `/${path}/:id/revisions`,
      {
        config: { access: access.signedIn },
        schema: {
          tags,
          summary: `The saved versions of a ${kind}, newest first`,
          params,
          response: { 200: successWith("data", z.array(revisionSummarySchema)), ...errorAnswers(401) },
        },
      },
      async (request) => ({ success: true as const, data: await listRevisions(app.db, kind, request.params.id) }),
    );

    app.get(
      `/${path}/:id/revisions/:revisionId`,
      {
        config: { access: access.signedIn },
        schema: {
          tags,
          summary: `One saved version of a ${kind}: the whole record as it was`,
          params: revisionParams,
          response: { 200: successWith("data", revisionSchema), ...errorAnswers(401, 404) },
        },
      },
      async (request) => {
        const { id, revisionId } = request.params;
        const revision = await readRevision(app.db, kind, id, revisionId);
        if (!revision) throw new NotFound(revisionMessages.notFound);
        return { success: true as const, data: revision };
      },
    );

    app.post(
      `/${path}/:id/revisions/:revisionId/restore`,
      {
        config: { access: rule },
        schema: {
          tags,
          summary: `Bring a ${kind} back to a saved version (itself a new version, audited)`,
          params: revisionParams,
          response: {
            200: z.object({ success: z.literal(true), message: z.string(), data: z.record(z.string(), z.unknown()) }),
            ...errorAnswers(400, 401, 403, 404, 409),
          },
        },
      },
      async (request) => {
        const { id, revisionId } = request.params;
        const revision = await readRevision(app.db, kind, id, revisionId);
        if (!revision) throw new NotFound(revisionMessages.notFound);
        const data = await restore(staffWritesOf(request), id, revision, request.access);
        return { success: true as const, message: revisionMessages.restored, data };
      },
    );
  }
};
