import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../../domain/access.ts";
import {
  DEFAULT_INSIGHTS_PERIOD,
  INSIGHTS_TOP_ROWS,
  type InsightsPeriod,
  insightsMessages,
  insightsQuerySchema,
  insightsSchema,
  visibleInsights,
} from "../../../domain/insights.ts";
import { validationError } from "../../errors/validation.ts";
import { errorAnswers, successWith } from "../../http/answers.ts";
import { sendInsightsCsv } from "./csv-tables.ts";
import { readInsights } from "./read-insights.ts";

/**
 * Any signed-in admin reads the insights (docs/api.md "Attribution and insights"); the counts of
 * enquiries and applications only one who may read them.
 */
export const insightsRoutes: FastifyPluginAsyncZod<{ now: () => number }> = async (app, { now }) => {
  app.get(
    "/insights",
    {
      config: { access: access.signedIn },
      schema: {
        tags: ["insights"],
        summary:
          "Visitors, page views, top pages, referrers, campaigns and leads per 100 visitors over 7, 30 or 90 days (?format=csv&table= for one table)",
        querystring: insightsQuerySchema,
        response: { 200: successWith("data", insightsSchema), ...errorAnswers(400, 401) },
      },
    },
    async (request, reply) => {
      const { days, format, table } = request.query;
      const period = (days ? Number(days) : DEFAULT_INSIGHTS_PERIOD) as InsightsPeriod;
      // Lead counts only for a caller who may read those leads, as on the dashboard (issue 69).
      const may = {
        leads: request.access.holdsData("leads", "read"),
        applications: request.access.holdsData("applications", "read"),
      };
      if (format !== "csv") {
        const data = await readInsights(app.db, period, now(), INSIGHTS_TOP_ROWS);
        return { success: true as const, data: visibleInsights(data, may) };
      }
      if (!table) throw validationError([{ path: "table", message: insightsMessages.tableRequired }]);
      return sendInsightsCsv(reply, table, visibleInsights(await readInsights(app.db, period, now()), may));
    },
  );
};
