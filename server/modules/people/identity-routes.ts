import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { personSchema } from "../../../domain/people.ts";
import {
  activityMessages,
  activitySchema,
  identityMessages,
  keepApartSchema,
  personEditSchemaOf,
  splitSchema,
} from "../../../domain/person-identity.ts";
import { staffPhone } from "../../../domain/phone.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { messageWithData } from "../../http/admin-answers.ts";
import { errorAnswers, successMessage } from "../../http/answers.ts";
import { idParams } from "../../http/id-params.ts";
import { changeOptions } from "../change-route.ts";
import { keepApart } from "./duplicates.ts";
import { editPerson, logActivity } from "./edit.ts";
import { leadsUpdate, type PeopleRouteOptions, personAnswer, tags } from "./route-parts.ts";
import { splitPerson } from "./split.ts";

const personEditSchema = personEditSchemaOf(staffPhone);

/**
 * Who a person is (issue 69, ADR 0250, 0251), with the leads area's update right: editing them,
 * keeping apart two people suggested as one, taking leads out into another person, and logging a
 * call or a meeting. Each answers the person as `GET /people/:id` does.
 */
export const personIdentityRoutes: FastifyPluginAsyncZod<PeopleRouteOptions> = async (app, options) => {
  app.patch(
    "/people/:id",
    changeOptions({
      ...leadsUpdate,
      tags,
      summary:
        "Edit a person: name, company, notes, and the whole lists of their e-mail addresses and phone numbers (the first of each shown)",
      body: personEditSchema,
      dto: personSchema,
    }),
    async (request) => {
      await editPerson(staffWritesOf(request), request.params.id, request.body);
      return {
        success: true as const,
        message: identityMessages.saved,
        data: await personAnswer(app, request.params.id, options, request.access.holdsData("applications", "read")),
      };
    },
  );

  app.post(
    "/people/:id/keep-apart",
    {
      config: leadsUpdate,
      schema: {
        tags,
        summary: "Keep this person apart from a possible duplicate: they are not suggested as one again",
        params: idParams,
        body: keepApartSchema,
        response: { 200: successMessage, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await keepApart(staffWritesOf(request), request.params.id, request.body.otherId);
      return { success: true as const, message: identityMessages.keptApart };
    },
  );

  app.post(
    "/people/:id/split",
    {
      config: leadsUpdate,
      schema: {
        tags,
        summary:
          "Move chosen enquiries and applications to another person: the one an old merge brought them from, else a new one",
        params: idParams,
        body: splitSchema,
        response: { 201: messageWithData(personSchema), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const target = await splitPerson(staffWritesOf(request), request.params.id, request.body.leadIds, options.now());
      const person = await personAnswer(app, target, options, request.access.holdsData("applications", "read"));
      return reply.status(201).send({ success: true as const, message: identityMessages.split, data: person });
    },
  );

  app.post(
    "/people/:id/activities",
    {
      config: leadsUpdate,
      schema: {
        tags,
        summary: "Log a call or a meeting with the person on their timeline",
        params: idParams,
        body: activitySchema,
        response: { 201: messageWithData(z.object({ _id: z.string() })), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const logged = await logActivity(staffWritesOf(request), request.params.id, request.body, options.now());
      return reply.status(201).send({ success: true as const, message: activityMessages.logged, data: logged });
    },
  );
};
