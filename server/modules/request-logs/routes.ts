import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { logPageQuery } from "../../../domain/request-logs.ts";
import { errorAnswers } from "../../http/answers.ts";
import { isoDate, toIso } from "../../http/schemas.ts";
import { pageOfRequestLogs } from "./queries.ts";

const logEntrySchema = z.object({
  _id: z.string(),
  method: z.string(),
  route: z.string(),
  user: z.string().nullable().describe("the caller's user agent"),
  ip: z.string().nullable(),
  username: z.string().nullable(),
  timestamp: isoDate,
  statusCode: z.number().int(),
  durationMs: z.number().int(),
});

export const requestLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/logger/get-all",
    {
      config: { access: access.superAdmin("readLogs") },
      schema: {
        tags: ["request logs"],
        summary: "One page of the request log, newest first",
        querystring: logPageQuery,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(logEntrySchema),
            pagination: z.object({
              page: z.number().int(),
              limit: z.number().int(),
              total: z.number().int(),
              totalPages: z.number().int(),
            }),
          }),
          ...errorAnswers(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await pageOfRequestLogs(app.db, page, limit);
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
        })),
        pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
      };
    },
  );
};
