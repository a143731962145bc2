import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../../domain/access.ts";
import {
  pageCreateSchema,
  pageDtoSchema,
  pageLimits,
  pageMessages,
  pageTiesSchema,
  pageUpdateSchema,
} from "../../../domain/pages.ts";
import type { SaveAsDraft } from "../../engines/content-writes/from-draft.ts";
import { jsonCreateOptions, jsonUpdateOptions, sendIfJsonDraft } from "../../engines/content-writes/json-routes.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { errorAnswers, successWith } from "../../http/answers.ts";
import { expectedVersion } from "../../http/expected-version.ts";
import { idParams } from "../../http/id-params.ts";
import { superAdminDeleteRoute } from "../delete-route.ts";
import { createPage, deletePage, updatePage } from "./admin-service.ts";
import { pageTies } from "./ties.ts";

const tags = ["pages"];
/** Pages are site content (ADR 0197). */
const rule = access.area("site", "update");

export const pageAdminRoutes: FastifyPluginAsyncZod<{ saveAsDraft?: SaveAsDraft }> = async (app, options) => {
  app.post(
    "/pages",
    {
      ...jsonCreateOptions({
        access: rule,
        tags,
        summary: "Add a page (its blocks checked: anything unsupported is a 400 naming it)",
        body: pageCreateSchema,
        dto: pageDtoSchema,
      }),
      bodyLimit: pageLimits.bodyBytes,
    },
    async (request, reply) => {
      if (await sendIfJsonDraft(request, reply, options.saveAsDraft)) return reply;
      const { draft: _draft, ...input } = request.body;
      const data = await createPage(staffWritesOf(request), input);
      return reply.status(201).send({ success: true as const, message: pageMessages.created, data });
    },
  );

  app.patch(
    "/pages/:id",
    {
      ...jsonUpdateOptions({
        access: rule,
        tags,
        summary: "Change a page (isActive publishes or unpublishes it)",
        body: pageUpdateSchema,
        dto: pageDtoSchema,
      }),
      bodyLimit: pageLimits.bodyBytes,
    },
    async (request) => {
      const { version, ...input } = request.body;
      const data = await updatePage(
        staffWritesOf(request),
        request.params.id,
        input,
        expectedVersion(request, version),
      );
      return { success: true as const, message: pageMessages.updated, data };
    },
  );

  app.get(
    "/pages/:id/ties",
    {
      config: { access: rule },
      schema: {
        tags,
        summary: "What leans on a page: the menu's links and the redirects to it (said before a delete)",
        params: idParams,
        response: { 200: successWith("data", pageTiesSchema), ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const ties = await pageTies(app.db, request.params.id);
      if (!ties) throw new NotFound(pageMessages.notFound);
      return { success: true as const, data: ties };
    },
  );

  superAdminDeleteRoute(app, {
    url: "/pages/:id",
    tags,
    summary: "Move a page to the trash",
    action: "deletePage",
    remove: deletePage,
    message: pageMessages.deleted,
  });
};
