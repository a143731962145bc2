import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../../domain/access.ts";
import {
  articleCreateSchema,
  articleDtoSchema,
  articleLimits,
  articleMessages,
  articleUpdateSchema,
} from "../../../domain/articles.ts";
import type { SaveAsDraft } from "../../engines/content-writes/from-draft.ts";
import { jsonCreateOptions, jsonUpdateOptions, sendIfJsonDraft } from "../../engines/content-writes/json-routes.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { expectedVersion } from "../../http/expected-version.ts";
import { superAdminDeleteRoute } from "../delete-route.ts";
import { createArticle, deleteArticle, updateArticle } from "./admin-service.ts";

const tags = ["articles"];
/** Articles are site content (ADR 0204), as pages are. */
const rule = access.area("site", "update");

export const articleAdminRoutes: FastifyPluginAsyncZod<{ saveAsDraft?: SaveAsDraft }> = async (app, options) => {
  app.post(
    "/articles",
    {
      ...jsonCreateOptions({
        access: rule,
        tags,
        summary:
          "Add an article (its body checked: anything unsupported is a 400 naming it; the author is the caller unless authorId names another staff member)",
        body: articleCreateSchema,
        dto: articleDtoSchema,
      }),
      bodyLimit: articleLimits.bodyBytes,
    },
    async (request, reply) => {
      if (await sendIfJsonDraft(request, reply, options.saveAsDraft)) return reply;
      const { draft: _draft, ...input } = request.body;
      const data = await createArticle(staffWritesOf(request), input);
      return reply.status(201).send({ success: true as const, message: articleMessages.created, data });
    },
  );

  app.patch(
    "/articles/:id",
    {
      ...jsonUpdateOptions({
        access: rule,
        tags,
        summary: "Change an article (isActive publishes or unpublishes it; the first publish sets publishedAt)",
        body: articleUpdateSchema,
        dto: articleDtoSchema,
      }),
      bodyLimit: articleLimits.bodyBytes,
    },
    async (request) => {
      const { version, ...input } = request.body;
      const data = await updateArticle(
        staffWritesOf(request),
        request.params.id,
        input,
        expectedVersion(request, version),
      );
      return { success: true as const, message: articleMessages.updated, data };
    },
  );

  superAdminDeleteRoute(app, {
    url: "/articles/:id",
    tags,
    summary: "Move an article to the trash",
    action: "deleteArticle",
    remove: deleteArticle,
    message: articleMessages.deleted,
  });
};
