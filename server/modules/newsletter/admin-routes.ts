import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { inboxMessages, subscriberDtoSchema, subscriberListQuery } from "../../../domain/inbox.ts";
import { csvOf } from "../../db/csv-batches.ts";
import { listOrCsv } from "../../http/list-or-csv.ts";
import { superAdminDeleteRoute } from "../delete-route.ts";
import { leadExport, leadListOptions } from "../pipeline/lead-lists.ts";
import {
  selectSubscribers,
  subscriberCsvBatch,
  subscriberCsvFields,
  subscriberOrder,
  subscriberTotal,
  toSubscriberDto,
} from "./queries.ts";
import { removeSubscriber } from "./service.ts";

const tags = ["newsletter"];

export const newsletterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/newsletter",
    leadListOptions({
      area: "leads",
      tags,
      summary: "Subscribers: a page with page/limit, searched with q, sorted (?format=csv for a spreadsheet)",
      querystring: subscriberListQuery,
      row: subscriberDtoSchema,
    }),
    (request, reply) => {
      const filter = { q: request.query.q };
      return listOrCsv(reply, request.query, {
        name: "subscribers",
        filters: filter,
        read: (window) => selectSubscribers(app.db, filter, window),
        total: () => subscriberTotal(app.db, filter),
        order: subscriberOrder(request.query.sort),
        csv: csvOf(app.db, subscriberCsvFields, subscriberCsvBatch(app.db, filter)),
        toDto: toSubscriberDto,
        ...leadExport(request, "leads", "subscriber", "newsletter subscribers", filter),
      });
    },
  );

  superAdminDeleteRoute(app, {
    url: "/newsletter/delete/:id",
    tags,
    summary: "Remove a subscriber",
    action: "deleteSubscriber",
    remove: removeSubscriber,
    message: inboxMessages.subscriberDeleted,
  });
};
