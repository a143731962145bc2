import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { listFormatQuery } from "../../../domain/inbox.ts";
import { potentialCustomerSchema } from "../../../domain/potential-customers.ts";
import { errorAnswers } from "../../http/answers.ts";
import { toIso } from "../../lib/iso-date.ts";
import { storedAttribution } from "../attribution/stored-attribution.ts";
import { recordExport } from "../audit/exports.ts";
import { sendPotentialCustomersCsv } from "./csv-export.ts";
import { listPotentialCustomers } from "./queries.ts";

export const potentialCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/potentialCustomer",
    {
      config: { access: access.signedIn },
      schema: {
        tags: ["potential customers"],
        summary: "Everyone who wrote in, most recently seen first (?format=csv for a spreadsheet)",
        querystring: listFormatQuery,
        response: {
          200: z.object({ success: z.literal(true), data: z.array(potentialCustomerSchema) }),
          ...errorAnswers(400, 401),
        },
      },
    },
    async (request, reply) => {
      if (request.query.format === "csv") {
        await recordExport(app.db, request, "potentialCustomer", "Exported the potential customers as CSV");
        return sendPotentialCustomersCsv(app.db, reply);
      }
      const rows = await listPotentialCustomers(app.db);
      return {
        success: true as const,
        data: rows.map((row) => ({
          _id: row.id,
          email: row.email,
          source: row.source,
          visitCount: row.visitCount,
          attribution: storedAttribution(row),
          createdAt: toIso(row.createdAt),
          lastSeenAt: toIso(row.lastSeenAt),
        })),
      };
    },
  );
};
