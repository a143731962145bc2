import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { alertHeadingMessages, alertHeadingSchema } from "../../../domain/alert-heading.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { errorAnswers } from "../../http/answers.ts";
import { readAlertHeading } from "./queries.ts";
import { updateAlertHeading } from "./service.ts";

const tags = ["alert heading"];
const heading = z.object({ textField: z.string() });

export const alertHeadingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/alertHeader",
    {
      config: { access: access.public, cache: { kinds: ["alertHeading"] } },
      schema: {
        tags,
        summary: "The banner text shown above every page",
        response: { 200: z.object({ success: z.literal(true), data: heading }) },
      },
    },
    async () => ({ success: true as const, data: { textField: await readAlertHeading(app.db) } }),
  );

  app.put(
    "/alertHeader/update",
    {
      config: { access: access.superAdmin("updateAlertHeading") },
      schema: {
        tags,
        summary: "Change the banner text (superAdmin)",
        body: alertHeadingSchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), data: heading }),
          ...errorAnswers(400, 401, 403),
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: alertHeadingMessages.updated,
      data: { textField: await updateAlertHeading(staffWritesOf(request), request.body.textField) },
    }),
  );
};
