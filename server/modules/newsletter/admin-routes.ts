import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../../domain/access.ts";
import { inboxMessages, subscriberDtoSchema, subscriberListQuery } from "../../../domain/inbox.ts";
import { subscriberTagMessages, subscriberUpdateSchema } from "../../../domain/newsletter.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { changed, changeOptions } from "../change-route.ts";
import { superAdminDeleteRoute } from "../delete-route.ts";
import { type LeadDownload, leadListAnswer, leadListOptions } from "../pipeline/lead-lists.ts";
import { subscriberList } from "./queries.ts";
import { removeSubscriber, tagSubscriber } from "./service.ts";

const tags = ["newsletter"];

export const newsletterAdminRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, { timeZone }) => {
  const download: LeadDownload = {
    name: "subscribers",
    area: "leads",
    entity: "subscriber",
    what: "newsletter subscribers",
    timeZone,
  };
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
      const { q, status, tag, sort } = request.query;
      const filter = { q, status, tag };
      return leadListAnswer(request, reply, subscriberList, download, {
        filter,
        sort,
        named: filter,
        audited: filter,
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
