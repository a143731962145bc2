import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  potentialCustomerListQuery,
  potentialCustomerMessages,
  potentialCustomerSchema,
} from "../../../domain/potential-customers.ts";
import { superAdminDeleteRoute } from "../delete-route.ts";
import { type LeadDownload, leadListAnswer, leadListOptions } from "../pipeline/lead-lists.ts";
import { potentialCustomerList } from "./queries.ts";
import { removePotentialCustomer } from "./service.ts";

export const potentialCustomerRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, { timeZone }) => {
  const download: LeadDownload = {
    name: "potential-customers",
    area: "leads",
    entity: "potentialCustomer",
    what: "potential customers",
    timeZone,
  };
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
      return leadListAnswer(request, reply, potentialCustomerList, download, {
        filter,
        sort: request.query.sort,
        named: { source: filter.source, q: filter.q },
        audited: filter,
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
