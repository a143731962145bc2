import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access, type RequestAccess } from "../../../domain/access.ts";
import {
  type RevisionKind,
  revisionMessages,
  revisionSchema,
  revisionSummarySchema,
} from "../../../domain/revisions.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { errorAnswers, successWith } from "../../http/answers.ts";
import { restoreArticle } from "../articles/admin-service.ts";
import { restoreCategory } from "../categories/admin-service.ts";
import type { RevisionToRestore } from "../content-writes/revisions.ts";
import { listRevisions, readRevision } from "../content-writes/revisions.ts";
import { restoreJob } from "../jobs/admin-service.ts";
import { restorePage } from "../pages/admin-service.ts";
import { authorizeIn } from "../portfolio/admin-rights.ts";
import { restorePortfolioItem } from "../portfolio/admin-service.ts";
import { restoreService } from "../services/admin-service.ts";
import { restoreSitePart } from "../site/service.ts";
import { type StaffWrites, staffWritesOf } from "../staff-writes.ts";

type Restore = (
  writes: StaffWrites,
  id: string,
  revision: RevisionToRestore,
  access: RequestAccess,
) => Promise<Record<string, unknown>>;

/** Each kind's path word, the right its restore needs, and how a revision of it is brought back. */
const histories: { path: string; kind: RevisionKind; rule: ReturnType<typeof access.area>; restore: Restore }[] = [
  { path: "category", kind: "category", rule: access.area("category", "update"), restore: restoreCategory },
  { path: "services", kind: "service", rule: access.area("services", "update"), restore: restoreService },
  { path: "job", kind: "job", rule: access.area("career", "update"), restore: restoreJob },
  { path: "pages", kind: "page", rule: access.area("site", "update"), restore: restorePage },
  { path: "articles", kind: "article", rule: access.area("site", "update"), restore: restoreArticle },
  { path: "site", kind: "site", rule: access.area("site", "update"), restore: restoreSitePart },
  {
    path: "project",
    kind: "portfolio",
    // Narrowed inside to the item's own area (projects or product).
    rule: access.signedIn,
    restore: (writes, id, revision, rights) =>
      restorePortfolioItem(writes, id, revision, authorizeIn(rights, "update")),
  },
];

const params = z.object({ id: z.string() });
const revisionParams = z.object({ id: z.string(), revisionId: z.string() });

/** History of every content kind (docs/api.md "History, trash and edit conflicts", ADR 0102). */
export const revisionRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { path, kind, rule, restore } of histories) {
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
