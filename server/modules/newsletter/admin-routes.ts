import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../../domain/access.ts";
import { downloadFormatNames, inboxMessages, subscriberDtoSchema, subscriberListQuery } from "../../../domain/inbox.ts";
import { listAnswer } from "../../../domain/list-paging.ts";
import { csvOf } from "../../db/csv-batches.ts";
import { errorAnswers } from "../../http/answers.ts";
import { listOrCsv } from "../../http/list-or-csv.ts";
import { recordExport } from "../audit/exports.ts";
import { superAdminDeleteRoute } from "../delete-route.ts";
import { filtersNamed } from "../pipeline/service.ts";
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
    {
      config: { access: access.data("leads", "read") },
      schema: {
        tags,
        summary: "Subscribers: a page with page/limit, searched with q, sorted (?format=csv for a spreadsheet)",
        querystring: subscriberListQuery,
        response: { 200: listAnswer(subscriberDtoSchema), ...errorAnswers(400, 401, 403) },
      },
    },
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
        requireExport: () => request.access.requireData("leads", "export"),
        recordExport: (format) =>
          recordExport(
            app.db,
            request,
            "subscriber",
            `Exported the newsletter subscribers${filtersNamed(filter)} as ${downloadFormatNames[format]}`,
          ),
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
