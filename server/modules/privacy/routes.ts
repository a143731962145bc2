import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../../domain/access.ts";
import { erasureAnswerSchema, erasureSchema, privacyMessages } from "../../../domain/privacy.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { errorAnswers } from "../../http/answers.ts";
import { eraseAddress } from "./service.ts";

export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/privacy/erase",
    {
      config: { access: access.superAdmin("erasePersonalData") },
      schema: {
        tags: ["privacy"],
        summary: "Erase every lead of one e-mail address (superAdmin)",
        description:
          "Removes every enquiry, job application (with its resume file), newsletter subscription and " +
          "potential-customer row whose address matches `email` ignoring letter case, in one transaction, " +
          "and answers how many of each went. The audit log records the erasure with the counts only, " +
          "never the address. Staff accounts are not touched.",
        body: erasureSchema,
        response: { 200: erasureAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      message: privacyMessages.erased,
      data: await eraseAddress(staffWritesOf(request), app.resumeRemovals, request.body.email),
    }),
  );
};
