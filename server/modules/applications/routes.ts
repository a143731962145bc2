import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { applicationMessages, applicationSchema } from "../../../domain/application.ts";
import type { AttributionInput } from "../../../domain/attribution.ts";
import { phoneRulesOf } from "../../../domain/contact.ts";
import { genericMessages } from "../../../domain/errors.ts";
import type { AppConfig } from "../../config.ts";
import { UnsupportedType } from "../../errors/domain-errors.ts";
import { streamedBody } from "../../http/admin-answers.ts";
import { errorAnswers } from "../../http/answers.ts";
import { attributionOf, requestOwnHosts } from "../attribution/attribution.ts";
import { answerLocale, publicFormPost } from "../public-form.ts";
import { readApplicationForm } from "./multipart.ts";
import { submitApplication } from "./service.ts";

/** Documents the multipart form; the handler reads and checks it itself while streaming. */
const applicationForm = applicationSchema.extend({
  resume: z.string().meta({ format: "binary" }).describe("The resume, any file type, at most 10 MB"),
});

export const applicationPublicRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.post(
    "/career/create",
    {
      ...publicFormPost(app, "career"),
      // The multipart body is validated by submitApplication, not by Fastify (it is a stream here).
      validatorCompiler: streamedBody,
      schema: {
        tags: ["applications"],
        summary: "Apply for a job with a resume (stored privately; also records a potential customer)",
        consumes: ["multipart/form-data"],
        body: applicationForm,
        response: {
          201: z.object({ success: z.literal(true), message: z.literal(applicationMessages.submitted) }),
          ...errorAnswers(400, 404, 409, 413, 415, 422, 429),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new UnsupportedType(genericMessages.unsupportedMediaType);
      const { fields, resume } = await readApplicationForm(request, app.privateFiles);
      const hosts = requestOwnHosts(request, config);
      const attribute = (input: AttributionInput) => attributionOf(input, hosts);
      const phones = phoneRulesOf((await app.siteContent.read()).contact);
      await submitApplication(app.db, app.privateFiles, {
        fields,
        resume,
        phones,
        attribute,
        notices: app.leadNotices,
        locale: answerLocale(request, config),
      });
      return reply.status(201).send({ success: true as const, message: applicationMessages.submitted });
    },
  );
};
