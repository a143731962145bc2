import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { errorAnswers } from "../../http/answers.ts";
import { type DashboardCounts, dashboardCounts } from "./queries.ts";

const countKeys: (keyof DashboardCounts)[] = [
  "categoryCount",
  "subCategoryCount",
  "totalServiceCount",
  "CompletedCount",
  "PendingCount",
  "totalProjectCount",
  "enquire",
  "getintouch",
  "activeProductCount",
  "inActiveProductCount",
  "potentialCustomers",
  "jobCount",
  "applicationCount",
];
const countsSchema = z.object(Object.fromEntries(countKeys.map((key) => [key, z.number().int()])));

export const countRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/count/get-all-counts",
    {
      config: { access: access.signedIn },
      schema: {
        tags: ["dashboard"],
        summary: "The dashboard's counts",
        response: {
          200: z.object({ success: z.literal(true), status: z.literal(200), data: countsSchema }),
          ...errorAnswers(401),
        },
      },
    },
    async () => ({ success: true as const, status: 200 as const, data: await dashboardCounts(app.db) }),
  );
};
