import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { personMessages, replyTemplateInputSchema, replyTemplateSchema } from "../../../domain/people.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { messageWithData } from "../../http/admin-answers.ts";
import { errorAnswers, successMessage } from "../../http/answers.ts";
import { idParams } from "../../http/id-params.ts";
import { createReplyTemplate, deleteReplyTemplate, listReplyTemplates, updateReplyTemplate } from "./service.ts";

const tags = ["people"];
const leadsRead = { access: access.data("leads", "read") };
const leadsUpdate = { access: access.data("leads", "update") };

/** The reply templates (ADR 0172): read with the leads area's read right, edited with its update right. */
export const replyTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/reply-templates",
    {
      config: leadsRead,
      schema: {
        tags,
        summary: "The reply templates, by name ({name}, {email}, {phone}, {sender} are filled in when sent)",
        response: {
          200: z.object({ success: z.literal(true), data: z.array(replyTemplateSchema) }),
          ...errorAnswers(401, 403),
        },
      },
    },
    async () => ({ success: true as const, data: await listReplyTemplates(app.db) }),
  );

  app.post(
    "/reply-templates",
    {
      config: leadsUpdate,
      schema: {
        tags,
        summary: "Add a reply template (its name unique, letter case ignored)",
        body: replyTemplateInputSchema,
        response: { 201: messageWithData(replyTemplateSchema), ...errorAnswers(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const data = await createReplyTemplate(staffWritesOf(request), request.body);
      return reply.status(201).send({ success: true as const, message: personMessages.templateSaved, data });
    },
  );

  app.put(
    "/reply-templates/:id",
    {
      config: leadsUpdate,
      schema: {
        tags,
        summary: "Replace a reply template's name, subject and body",
        params: idParams,
        body: replyTemplateInputSchema,
        response: { 200: messageWithData(replyTemplateSchema), ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      message: personMessages.templateSaved,
      data: await updateReplyTemplate(staffWritesOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    "/reply-templates/:id",
    {
      config: leadsUpdate,
      schema: {
        tags,
        summary: "Delete a reply template (e-mails already sent with it keep their text)",
        params: idParams,
        response: { 200: successMessage, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteReplyTemplate(staffWritesOf(request), request.params.id);
      return { success: true as const, message: personMessages.templateDeleted };
    },
  );
};
