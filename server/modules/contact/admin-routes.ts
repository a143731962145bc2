import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../../domain/access.ts";
import { boardAnswer, boardQuery } from "../../../domain/enquiry-board.ts";
import { enquiryChangeSchema, enquiryDtoSchema, enquiryListQuery, inboxMessages } from "../../../domain/inbox.ts";
import { localDayBounds } from "../../../domain/zone-days.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { errorAnswers } from "../../http/answers.ts";
import { changed, changeOptions } from "../change-route.ts";
import { superAdminDeleteRoute } from "../delete-route.ts";
import { followUpDueOf } from "../pipeline/follow-up-due.ts";
import { type LeadDownload, leadListAnswer, leadListOptions, leadNoteRoute } from "../pipeline/lead-lists.ts";
import { enquiryBoard, enquiryList } from "./admin-queries.ts";
import { addEnquiryNote, changeEnquiry, removeEnquiry } from "./service.ts";

const tags = ["enquiries"];
const leadsUpdate = { access: access.data("leads", "update") };

/**
 * Enquiries are leads (ADR 0136): reading them needs the leads area's read right, a download its
 * export right, moving them along the pipeline, giving them an owner and writing notes its update right.
 */
export const contactAdminRoutes: FastifyPluginAsyncZod<{ now: () => number; timeZone: string }> = async (
  app,
  options,
) => {
  const today = () => localDayBounds(options.timeZone, options.now());
  const download: LeadDownload = {
    name: "enquiries",
    area: "leads",
    entity: "enquiry",
    what: "enquiries",
    timeZone: options.timeZone,
  };
  app.get(
    "/contact",
    leadListOptions({
      area: "leads",
      tags,
      summary:
        "Enquiries with their owners and notes: a page with page/limit, searched with q, filtered, sorted (?format=csv for a spreadsheet)",
      querystring: enquiryListQuery,
      row: enquiryDtoSchema,
    }),
    (request, reply) => {
      const { format, page, limit, sort, ...filter } = request.query;
      return leadListAnswer(request, reply, enquiryList, download, {
        filter: { ...filter, followUp: followUpDueOf(filter.followUp, today) },
        sort,
        named: {
          stage: filter.stage,
          status: filter.status,
          owner: filter.owner,
          followUp: filter.followUp,
          q: filter.q,
        },
        audited: filter,
      });
    },
  );

  app.get(
    "/contact/board",
    {
      config: { access: access.data("leads", "read") },
      schema: {
        tags,
        summary: "The enquiry pipeline as a board: per stage its count, summed deal value and newest cards (?owner=)",
        querystring: boardQuery,
        response: { 200: boardAnswer, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await enquiryBoard(app.db, request.query.owner) }),
  );

  app.patch(
    "/contact/update/:id",
    changeOptions({
      ...leadsUpdate,
      tags,
      summary: "Move an enquiry to a stage and/or give it an owner ({ status } still marks it pending or completed)",
      body: enquiryChangeSchema,
      dto: enquiryDtoSchema,
    }),
    (request) =>
      changed(inboxMessages.enquiryUpdated, changeEnquiry(staffWritesOf(request), request.params.id, request.body)),
  );

  leadNoteRoute(app, {
    url: "/contact/:id/notes",
    area: "leads",
    tags,
    summary: "Add a private staff note to an enquiry",
    add: addEnquiryNote,
  });

  superAdminDeleteRoute(app, {
    url: "/contact/delete/:id",
    tags,
    summary: "Delete an enquiry",
    action: "deleteEnquiry",
    remove: removeEnquiry,
    message: inboxMessages.enquiryDeleted,
  });
};
