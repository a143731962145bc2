import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../../domain/access.ts";
import { inboxMessages, subscriberDtoSchema, subscriberListQuery } from "../../../domain/inbox.ts";
import { subscriberTagMessages, subscriberUpdateSchema } from "../../../domain/newsletter.ts";
import { csvOf } from "../../db/csv-batches.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { listOrCsv } from "../../http/list-or-csv.ts";
import { changed, changeOptions } from "../change-route.ts";
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
import { removeSubscriber, tagSubscriber } from "./service.ts";

const tags = ["newsletter"];

export const newsletterAdminRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, { timeZone }) => {
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
      const { q, status, tag } = request.query;
      const filter = { q, status, tag };
      return listOrCsv(reply, request.query, {
        name: "subscribers",
        filters: filter,
        read: (window) => selectSubscribers(app.db, filter, window),
        total: () => subscriberTotal(app.db, filter),
        order: subscriberOrder(request.query.sort),
        csv: csvOf(app.db, subscriberCsvFields, subscriberCsvBatch(app.db, filter), timeZone),
        toDto: toSubscriberDto,
        ...leadExport(request, "leads", "subscriber", "newsletter subscribers", filter),
      });
    },
  );

  app.patch(
    "/newsletter/:id",
    changeOptions({
      access: access.data("leads", "update"),
      tags,
      summary: "Set a subscriber's tags (a campaign may be sent to the subscribers of a tag)",
      body: subscriberUpdateSchema,
      dto: subscriberDtoSchema,
    }),
    (request) =>
      changed(
        subscriberTagMessages.updated,
        tagSubscriber(staffWritesOf(request), request.params.id, request.body.tags),
      ),
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
