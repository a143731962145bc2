import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { contentMessages, jobDtoSchema } from "../../../domain/content.ts";
import { errorAnswers, successWith } from "../../http/answers.ts";
import { notFound } from "../../http/http-error.ts";
import { idParams } from "../../http/ids.ts";
import { publicCache } from "../../http/public-cache.ts";
import { canSeeInactive } from "../../http/visibility.ts";
import { getJob, listJobs } from "./service.ts";

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/job",
    {
      config: { access: access.public },
      schema: {
        tags: ["jobs"],
        summary: "Active jobs, newest first",
        querystring: z.object({
          all: z.enum(["true", "false"]).optional().describe("Admins only: include inactive jobs"),
        }),
        response: { 200: successWith("data", z.array(jobDtoSchema)), ...errorAnswers(400) },
      },
      onSend: publicCache,
    },
    async (request) => {
      const includeInactive = request.query.all === "true" && canSeeInactive(request);
      return { success: true as const, data: await listJobs(app.db, { includeInactive }) };
    },
  );

  app.get(
    "/job/:id",
    {
      config: { access: access.public },
      schema: {
        tags: ["jobs"],
        summary: "One job",
        params: idParams,
        response: { 200: successWith("data", jobDtoSchema), ...errorAnswers(404) },
      },
      onSend: publicCache,
    },
    async (request) => {
      const job = await getJob(app.db, request.params.id, { includeInactive: canSeeInactive(request) });
      if (!job) throw notFound(contentMessages.jobNotFound);
      return { success: true as const, data: job };
    },
  );
};
