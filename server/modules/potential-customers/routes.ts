import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { isoDate, toIso } from "../../http/schemas.ts";
import { listPotentialCustomers } from "./queries.ts";

const potentialCustomerSchema = z.object({
  _id: z.string(),
  email: z.string(),
  source: z.string(),
  visitCount: z.number().int(),
  createdAt: isoDate,
  lastSeenAt: isoDate,
});

export const potentialCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/potentialCustomer",
    {
      config: { access: access.signedIn },
      schema: {
        tags: ["potential customers"],
        summary: "Everyone who wrote in, most recently seen first",
        response: {
          200: z.object({ success: z.literal(true), data: z.array(potentialCustomerSchema) }),
          ...errorResponses(401),
        },
      },
    },
    async () => {
      const rows = await listPotentialCustomers(app.db);
      return {
        success: true as const,
        data: rows.map((row) => ({
          _id: row.id,
          email: row.email,
          source: row.source,
          visitCount: row.visitCount,
          createdAt: toIso(row.createdAt),
          lastSeenAt: toIso(row.lastSeenAt),
        })),
      };
    },
  );
};
