import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { listFormatQuery } from "../../../domain/inbox.ts";
import { potentialCustomerMessages, potentialCustomerSchema } from "../../../domain/potential-customers.ts";
import { errorAnswers, successMessage } from "../../http/answers.ts";
import { idParams } from "../../http/ids.ts";
import { toIso } from "../../lib/iso-date.ts";
import { storedAttribution } from "../attribution/stored-attribution.ts";
import { recordExport } from "../audit/exports.ts";
import { staffWritesOf } from "../staff-writes.ts";
import { sendPotentialCustomersCsv } from "./csv-export.ts";
import { listPotentialCustomers } from "./queries.ts";
import { removePotentialCustomer } from "./service.ts";

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

  app.delete(
    "/potentialCustomer/delete/:id",
    {
      config: { access: access.superAdmin("deletePotentialCustomer") },
      schema: {
        tags: ["potential customers"],
        summary: "Forget a potential customer (their enquiries, subscription and applications stay)",
        params: idParams,
        response: { 200: successMessage, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      await removePotentialCustomer(staffWritesOf(request), request.params.id);
      return { success: true as const, message: potentialCustomerMessages.deleted };
    },
  );
};
