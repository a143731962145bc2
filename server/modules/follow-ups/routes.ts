import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../../domain/access.ts";
import {
  type FollowUpLeadKind,
  followUpChangeSchema,
  followUpDtoSchema,
  followUpInputSchema,
  followUpLeadKinds,
  followUpListAnswer,
  followUpListQuery,
  followUpMessages,
  type MyFollowUpList,
  myFollowUpsAnswer,
} from "../../../domain/follow-ups.ts";
import { localDayBounds } from "../../../domain/zone-days.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { messageWithData } from "../../http/admin-answers.ts";
import { errorAnswers, successMessage } from "../../http/answers.ts";
import { idParams } from "../../http/id-params.ts";
import { changed, changeOptions } from "../change-route.ts";
import { selectFollowUps } from "./queries.ts";
import { changeFollowUp, createFollowUp, followUpLeads, removeFollowUp } from "./service.ts";

const tags = ["follow-ups"];

/** The lead routes follow-ups are added under: the enquiries' and the applications' own prefixes. */
const leadRoutes: { kind: FollowUpLeadKind; url: string; summary: string }[] = [
  { kind: "enquiry", url: "/contact/:id/follow-ups", summary: "Add a follow-up (due time, task, owner) to an enquiry" },
  {
    kind: "application",
    url: "/career/:id/follow-ups",
    summary: "Add a follow-up (due time, task, owner) to a job application",
  },
];

/**
 * Follow-ups on enquiries and applications (ADR 0175). Adding one is the lead area's update right,
 * as notes are; listing needs the read right of the areas listed; changing or deleting one needs
 * the update right of its lead's area, which is known once it is found. "Today" and "overdue" are
 * the agency's calendar days (SITE_TIME_ZONE) by the app's clock.
 */
export const followUpRoutes: FastifyPluginAsyncZod<{ now: () => number; timeZone: string }> = async (app, options) => {
  const today = () => localDayBounds(options.timeZone, options.now());
  const requireUpdate = (request: FastifyRequest) => (area: "leads" | "applications") =>
    request.access.requireData(area, "update");

  for (const route of leadRoutes) {
    app.post(
      route.url,
      {
        config: { access: access.data(followUpLeads[route.kind].area, "update") },
        schema: {
          tags,
          summary: route.summary,
          params: idParams,
          body: followUpInputSchema,
          response: { 201: messageWithData(followUpDtoSchema), ...errorAnswers(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const data = await createFollowUp(staffWritesOf(request), route.kind, request.params.id, request.body, today());
        return reply.status(201).send({ success: true as const, message: followUpMessages.created, data });
      },
    );
  }

  app.get(
    "/follow-ups",
    {
      // Which areas' follow-ups are listed is decided below, from the caller's read rights.
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "Follow-ups the caller may read, soonest due first: ?due=today|overdue (agency's time zone), ?owner=",
        querystring: followUpListQuery,
        response: { 200: followUpListAnswer, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { due, owner, kind, lead } = request.query;
      if (kind !== undefined) request.access.requireData(followUpLeads[kind].area, "read");
      const kinds = followUpLeadKinds.filter(
        (k) => (kind === undefined || k === kind) && request.access.holdsData(followUpLeads[k].area, "read"),
      );
      // Any signed-in admin may ask (the dashboard does): one who reads neither area sees none.
      const data = kinds.length > 0 ? await selectFollowUps(app.db, { due, owner, kinds, lead }, today()) : [];
      return { success: true as const, data, timeZone: options.timeZone };
    },
  );

  app.get(
    "/follow-ups/mine",
    {
      // The caller's own follow-ups, of the areas they may read (the dashboard's "My follow-ups").
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "My follow-ups: the caller's open follow-ups, overdue, due today and upcoming (agency's time zone)",
        response: { 200: myFollowUpsAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request) => {
      const kinds = followUpLeadKinds.filter((k) => request.access.holdsData(followUpLeads[k].area, "read"));
      const me = request.admin?.id;
      // An API key acts for nobody on the staff list: nothing is assigned to it.
      const rows =
        kinds.length > 0 && me !== undefined
          ? await selectFollowUps(app.db, { owner: me, kinds, open: true }, today())
          : [];
      const of = (due: MyFollowUpList) => rows.filter((row) => row.due === due);
      return {
        success: true as const,
        data: { overdue: of("overdue"), today: of("today"), later: of("later") },
        timeZone: options.timeZone,
      };
    },
  );

  app.patch(
    "/follow-ups/:id",
    changeOptions({
      access: access.signedIn,
      tags,
      summary: "Change a follow-up's due time, task or owner, or mark it done ({ done: true }) or open again",
      body: followUpChangeSchema,
      dto: followUpDtoSchema,
    }),
    (request) =>
      changed(
        followUpMessages.updated,
        changeFollowUp(staffWritesOf(request), requireUpdate(request), request.params.id, request.body, {
          now: new Date(options.now()),
          today: today(),
        }),
      ),
  );

  app.delete(
    "/follow-ups/:id",
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "Delete a follow-up",
        params: idParams,
        response: { 200: successMessage, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      await removeFollowUp(staffWritesOf(request), requireUpdate(request), request.params.id);
      return { success: true as const, message: followUpMessages.deleted };
    },
  );
};
