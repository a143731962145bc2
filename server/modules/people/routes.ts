import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isoTimestamp } from "../../../domain/iso-timestamp.ts";
import { listAnswer } from "../../../domain/list-paging.ts";
import {
  mergeSchema,
  personListQuery,
  personMessages,
  personRowSchema,
  personSchema,
  replySchema,
  unmergeSchema,
} from "../../../domain/people.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { messageWithData } from "../../http/admin-answers.ts";
import { errorAnswers, successMessage } from "../../http/answers.ts";
import { idParams } from "../../http/id-params.ts";
import { listPage } from "../../http/list-or-csv.ts";
import { isUuid } from "../../lib/uuid.ts";
import { survivorOf } from "./attach.ts";
import { personOrder, personTotal, selectPeople, toPersonRow } from "./queries.ts";
import { leadsRead, leadsUpdate, type PeopleRouteOptions, personAnswer, tags } from "./route-parts.ts";
import { mergePeople, sendReply, unmergePeople } from "./service.ts";

/**
 * People (issue 51, ADR 0171, 0172) are leads: reading them needs the leads area's read right,
 * merging, undoing a merge and e-mailing them its update right. A person's applications are shown
 * only to a caller who may also read applications.
 */
export const peopleRoutes: FastifyPluginAsyncZod<PeopleRouteOptions> = async (app, options) => {
  app.get(
    "/people",
    {
      config: leadsRead,
      schema: {
        tags,
        summary: "People, most recently seen first: a page with page/limit, searched with q (name, e-mail, phone)",
        querystring: personListQuery,
        response: { 200: listAnswer(personRowSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    (request, reply) => {
      const { q, sort } = request.query;
      const withApplications = request.access.holdsData("applications", "read");
      return listPage(reply, request.query, {
        read: (window) => selectPeople(app.db, q, window),
        total: () => personTotal(app.db, q),
        order: personOrder(sort),
        toDto: (row) => ({ ...toPersonRow(row), ...(withApplications ? {} : { applicationCount: 0 }) }),
      });
    },
  );

  app.get(
    "/people/:id",
    {
      config: leadsRead,
      schema: {
        tags,
        summary:
          "A person with their enquiries, applications, subscription and timeline, newest first (a merged-away person answers as the one they were merged into)",
        params: idParams,
        response: { 200: z.object({ success: z.literal(true), data: personSchema }), ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      if (!isUuid(request.params.id)) throw new NotFound(personMessages.notFound);
      const withApplications = request.access.holdsData("applications", "read");
      const id = await survivorOf(app.db, request.params.id);
      return { success: true as const, data: await personAnswer(app, id, options, withApplications) };
    },
  );

  app.post(
    "/people/:id/merge",
    {
      config: leadsUpdate,
      schema: {
        tags,
        summary: `Merge another person into this one (undoable for 30 days with /unmerge)`,
        params: idParams,
        body: mergeSchema,
        response: { 200: successMessage, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await mergePeople(staffWritesOf(request), request.params.id, request.body.otherId, options.now());
      return { success: true as const, message: personMessages.merged };
    },
  );

  app.post(
    "/people/:id/unmerge",
    {
      config: leadsUpdate,
      schema: {
        tags,
        summary: "Undo a merge into this person (the one with otherId, else the latest) within 30 days of it",
        params: idParams,
        body: unmergeSchema,
        response: {
          200: messageWithData(z.object({ otherId: z.string() })),
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: personMessages.unmerged,
      data: await unmergePeople(staffWritesOf(request), request.params.id, request.body?.otherId, options.now()),
    }),
  );

  app.post(
    "/people/:id/email",
    {
      config: leadsUpdate,
      schema: {
        tags,
        summary:
          "E-mail the person from the agency's address under the sender's name ({name}, {email}, {phone}, {sender} filled in; a template's subject and body where left empty); recorded on the timeline",
        params: idParams,
        body: replySchema,
        response: {
          201: messageWithData(z.object({ _id: z.string(), subject: z.string(), sentAt: isoTimestamp })),
          ...errorAnswers(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { contact } = await app.siteContent.read();
      const sent = await sendReply(staffWritesOf(request), app.mail, request.params.id, request.body, {
        now: options.now(),
        answers: app.answers,
        siteEmail: contact.email,
      });
      return reply.status(201).send({ success: true as const, message: personMessages.replySent, data: sent });
    },
  );
};
