import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { isDraftCreate } from "../../../domain/drafts.ts";
import {
  pageCreateSchema,
  pageDtoSchema,
  pageLimits,
  pageMessages,
  pageTiesSchema,
  pageUpdateSchema,
} from "../../../domain/pages.ts";
import type { SaveAsDraft } from "../../engines/content-writes/from-draft.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { createOrDraftBody, messageWithData } from "../../http/admin-answers.ts";
import { errorAnswers, successWith } from "../../http/answers.ts";
import { expectedVersion, versionNote } from "../../http/expected-version.ts";
import { idParams } from "../../http/id-params.ts";
import { createdOrDraft, sendDraftCreated } from "../content-forms.ts";
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
      validatorCompiler: createOrDraftBody,
      config: { access: rule },
      bodyLimit: pageLimits.bodyBytes,
      schema: {
        tags,
        summary: "Add a page (its blocks checked: anything unsupported is a 400 naming it)",
        description:
          'With `draft: true` any of the fields are kept as a draft instead: the answer is its publication (`status: "draft"`), see Drafts.',
        body: pageCreateSchema.extend({ draft: z.boolean().optional() }),
        response: { 201: createdOrDraft(pageDtoSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { draft: _draft, ...input } = request.body;
      if (options.saveAsDraft && isDraftCreate(request.body)) {
        // Sent as is (createOrDraftBody): checked as a draft, where any of the fields will do.
        return sendDraftCreated(reply, await options.saveAsDraft(request, { body: { ...request.body }, files: [] }));
      }
      const data = await createPage(staffWritesOf(request), input);
      return reply.status(201).send({ success: true as const, message: pageMessages.created, data });
    },
  );

  app.patch(
    "/pages/:id",
    {
      config: { access: rule },
      bodyLimit: pageLimits.bodyBytes,
      schema: {
        tags,
        summary: "Change a page (isActive publishes or unpublishes it)",
        description: versionNote,
        params: idParams,
        body: pageUpdateSchema.extend({ version: z.union([z.number(), z.string()]).optional() }),
        response: { 200: messageWithData(pageDtoSchema), ...errorAnswers(400, 401, 403, 404) },
      },
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
