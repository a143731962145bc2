import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  potentialCustomerListQuery,
  potentialCustomerMessages,
  potentialCustomerSchema,
} from "../../../domain/potential-customers.ts";
import { csvOf } from "../../db/csv-batches.ts";
import { listOrCsv } from "../../http/list-or-csv.ts";
import { toIso } from "../../lib/iso-date.ts";
import { storedAttribution } from "../attribution/stored-attribution.ts";
import { superAdminDeleteRoute } from "../delete-route.ts";
import { leadExport, leadListOptions } from "../pipeline/lead-lists.ts";
import { potentialCustomerCsvFields } from "./csv-export.ts";
import {
  type PotentialCustomerRow,
  potentialCustomerCsvBatch,
  potentialCustomerOrder,
  potentialCustomerTotal,
  selectPotentialCustomers,
} from "./queries.ts";
import { removePotentialCustomer } from "./service.ts";

export const potentialCustomerRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, { timeZone }) => {
  app.get(
    "/potentialCustomer",
    leadListOptions({
      area: "leads",
      tags: ["potential customers"],
      summary:
        "Everyone who wrote in, most recently seen first: a page with page/limit, searched with q, filtered, sorted (?format=csv for a spreadsheet)",
      querystring: potentialCustomerListQuery,
      row: potentialCustomerSchema,
    }),
    (request, reply) => {
      const filter = { q: request.query.q, source: request.query.source };
      return listOrCsv(reply, request.query, {
        name: "potential-customers",
        filters: { source: filter.source, q: filter.q },
        read: (window) => selectPotentialCustomers(app.db, filter, window),
        total: () => potentialCustomerTotal(app.db, filter),
        order: potentialCustomerOrder(request.query.sort),
        csv: csvOf(app.db, potentialCustomerCsvFields, potentialCustomerCsvBatch(app.db, filter), timeZone),
        toDto: toPotentialCustomerDto,
        ...leadExport(request, "leads", "potentialCustomer", "potential customers", filter),
      });
    },
  );

  superAdminDeleteRoute(app, {
    url: "/potentialCustomer/delete/:id",
    tags: ["potential customers"],
    summary: "Forget a potential customer (their enquiries, subscription and applications stay)",
    action: "deletePotentialCustomer",
    remove: removePotentialCustomer,
    message: potentialCustomerMessages.deleted,
  });
};

const toPotentialCustomerDto = (row: PotentialCustomerRow) => ({
  _id: row.id,
  email: row.email,
  source: row.source,
  visitCount: row.visitCount,
  attribution: storedAttribution(row),
  createdAt: toIso(row.createdAt),
  lastSeenAt: toIso(row.lastSeenAt),
});
