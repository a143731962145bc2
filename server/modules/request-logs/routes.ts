import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { logEntrySchema, logPageQuery, paginationSchema } from "../../../domain/request-logs.ts";
import { errorAnswers } from "../../http/answers.ts";
import { toIso } from "../../lib/iso-date.ts";
import { pageOfRequestLogs } from "./queries.ts";

export const requestLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/logger/get-all",
    {
      config: { access: access.superAdmin("readLogs") },
      schema: {
        tags: ["request logs"],
        summary: "One page of the request log, newest first, optionally filtered",
        querystring: logPageQuery,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(logEntrySchema),
            pagination: paginationSchema,
          }),
          ...errorAnswers(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      const { rows, total } = await pageOfRequestLogs(app.db, page, limit, filter);
      return {
        success: true as const,
        data: rows.map((row) => ({
          _id: String(row.id),
          method: row.method,
          route: row.route,
          user: row.userAgent,
          ip: row.ip,
          username: row.username,
          timestamp: toIso(row.timestamp),
          statusCode: row.statusCode,
          durationMs: row.durationMs,
          level: row.level,
        })),
        pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
      };
    },
  );
};
