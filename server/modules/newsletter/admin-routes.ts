import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { inboxMessages, listFormatQuery, subscriberDtoSchema } from "../../../domain/inbox.ts";
import { errorAnswers, successMessage, successWith } from "../../http/answers.ts";
import type { CsvColumn } from "../../http/csv-export.ts";
import { idParams } from "../../http/ids.ts";
import { listOrCsv } from "../../http/list-or-csv.ts";
import { attributionCsvColumns } from "../attribution/stored-attribution.ts";
import { recordExport } from "../audit/exports.ts";
import { staffWritesOf } from "../staff-writes.ts";
import { type SubscriberRow, selectSubscribers, toSubscriberDto } from "./queries.ts";
import { removeSubscriber } from "./service.ts";

const tags = ["newsletter"];

const csvColumns: CsvColumn<SubscriberRow>[] = [
  { header: "Subscribed", value: (r) => r.createdAt },
  { header: "Email", value: (r) => r.email },
  ...attributionCsvColumns<SubscriberRow>((r) => r),
];

export const newsletterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/newsletter",
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "Every subscriber, newest first (?format=csv for a spreadsheet)",
        querystring: listFormatQuery,
        response: { 200: successWith("data", z.array(subscriberDtoSchema)), ...errorAnswers(400, 401) },
      },
    },
    (request, reply) =>
      listOrCsv(reply, request.query.format, {
        name: "subscribers",
        read: (page) => selectSubscribers(app.db, page),
        columns: csvColumns,
        toDto: toSubscriberDto,
        recordExport: () => recordExport(app.db, request, "subscriber", "Exported the newsletter subscribers as CSV"),
      }),
  );

  app.delete(
    "/newsletter/delete/:id",
    {
      config: { access: access.superAdmin("deleteSubscriber") },
      schema: {
        tags,
        summary: "Remove a subscriber",
        params: idParams,
        response: { 200: successMessage, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      await removeSubscriber(staffWritesOf(request), request.params.id);
      return { success: true as const, message: inboxMessages.subscriberDeleted };
    },
  );
};
