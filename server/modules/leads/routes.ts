import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../../domain/access.ts";
import { manualLeadAnswerSchema, manualLeadMessages, manualLeadSchemaOf } from "../../../domain/manual-leads.ts";
import { staffPhone } from "../../../domain/phone.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { messageWithData } from "../../http/admin-answers.ts";
import { errorAnswers } from "../../http/answers.ts";
import { addManualLead } from "./service.ts";

const manualLeadSchema = manualLeadSchemaOf(staffPhone);

/** Leads staff add by hand (issue 69, ADR 0251): the leads area's update right, like moving one along. */
export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/leads",
    {
      config: { access: access.data("leads", "update") },
      schema: {
        tags: ["enquiries"],
        summary:
          "Add a lead that did not come through the website (a phone call, a walk-in, WhatsApp…) as an enquiry of an existing or a new person",
        body: manualLeadSchema,
        response: { 201: messageWithData(manualLeadAnswerSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const added = await addManualLead(staffWritesOf(request), request.body);
      return reply.status(201).send({ success: true as const, message: manualLeadMessages.added, data: added });
    },
  );
};
