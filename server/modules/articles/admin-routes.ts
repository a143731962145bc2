import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import {
  articleCreateSchema,
  articleDtoSchema,
  articleLimits,
  articleMessages,
  articleUpdateSchema,
} from "../../../domain/articles.ts";
import { isDraftCreate } from "../../../domain/drafts.ts";
import type { SaveAsDraft } from "../../engines/content-writes/from-draft.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { createOrDraftBody, messageWithData } from "../../http/admin-answers.ts";
import { errorAnswers } from "../../http/answers.ts";
import { expectedVersion, versionNote } from "../../http/expected-version.ts";
import { idParams } from "../../http/id-params.ts";
import { createdOrDraft, sendDraftCreated } from "../content-forms.ts";
import { superAdminDeleteRoute } from "../delete-route.ts";
import { createArticle, deleteArticle, updateArticle } from "./admin-service.ts";

const tags = ["articles"];
/** Articles are site content (ADR 0204), as pages are. */
const rule = access.area("site", "update");

export const articleAdminRoutes: FastifyPluginAsyncZod<{ saveAsDraft?: SaveAsDraft }> = async (app, options) => {
  app.post(
    "/articles",
    {
      validatorCompiler: createOrDraftBody,
      config: { access: rule },
      bodyLimit: articleLimits.bodyBytes,
      schema: {
        tags,
        summary:
          "Add an article (its body checked: anything unsupported is a 400 naming it; the author is the caller unless authorId names another staff member)",
        description:
          'With `draft: true` any of the fields are kept as a draft instead: the answer is its publication (`status: "draft"`), see Drafts.',
        body: articleCreateSchema.extend({ draft: z.boolean().optional() }),
        response: { 201: createdOrDraft(articleDtoSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { draft: _draft, ...input } = request.body;
      if (options.saveAsDraft && isDraftCreate(request.body)) {
        return sendDraftCreated(reply, await options.saveAsDraft(request, { body: { ...request.body }, files: [] }));
      }
      const data = await createArticle(staffWritesOf(request), input);
      return reply.status(201).send({ success: true as const, message: articleMessages.created, data });
    },
  );

  app.patch(
    "/articles/:id",
    {
      config: { access: rule },
      bodyLimit: articleLimits.bodyBytes,
      schema: {
        tags,
        summary: "Change an article (isActive publishes or unpublishes it; the first publish sets publishedAt)",
        description: versionNote,
        params: idParams,
        body: articleUpdateSchema.extend({ version: z.union([z.number(), z.string()]).optional() }),
        response: { 200: messageWithData(articleDtoSchema), ...errorAnswers(400, 401, 403, 404) },
      },
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
