import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { dashboardCountsSchema, visibleCounts } from "../../../domain/dashboard.ts";
import { errorAnswers } from "../../http/answers.ts";
import { dashboardCounts } from "./queries.ts";

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/count/get-all-counts",
    {
      config: { access: access.signedIn },
      schema: {
        tags: ["dashboard"],
        summary: "The dashboard's counts (those of leads and applications only for a caller who may read them)",
        response: {
          200: z.object({ success: z.literal(true), status: z.literal(200), data: dashboardCountsSchema }),
          ...errorAnswers(401),
        },
      },
    },
    async (request) => ({
      success: true as const,
      status: 200 as const,
      data: visibleCounts(await dashboardCounts(app.db), {
        leads: request.access.holdsData("leads", "read"),
        applications: request.access.holdsData("applications", "read"),
      }),
    }),
  );
};
