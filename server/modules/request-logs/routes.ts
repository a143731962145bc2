import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { listPaginationSchema } from "../../../domain/list-paging.ts";
import { logEntrySchema, logPageQuery } from "../../../domain/request-logs.ts";
import { errorAnswers } from "../../http/answers.ts";
import { listPage } from "../../http/list-or-csv.ts";
import { toIso } from "../../lib/iso-date.ts";
import { requestLogList } from "./queries.ts";

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
            pagination: listPaginationSchema,
          }),
          ...errorAnswers(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { page, limit, ...filter } = request.query;
      const answer = await listPage(
        reply,
        { page, limit },
        {
          ...requestLogList(app.db, filter),
          toDto: (row) => ({
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
          }),
        },
      );
      // `page` and `limit` always have a value here, so the answer always has its pagination.
      return {
        ...answer,
        pagination: answer.pagination ?? { page, limit, total: 0, totalPages: 0, totalEstimated: false },
      };
    },
  );
};
