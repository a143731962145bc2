import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { newsletterMessages, newsletterSchema } from "../../../domain/newsletter.ts";
import type { AppConfig } from "../../config.ts";
import { errorAnswers } from "../../http/answers.ts";
import { attributionOf, requestOwnHosts } from "../attribution/attribution.ts";
import { subscribe } from "./service.ts";

export const newsletterPublicRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.post(
    "/newsletter/create",
    {
      config: { access: access.public, rateLimit: app.publicWriteLimit("newsletter") },
      schema: {
        tags: ["newsletter"],
        summary: "Subscribe to the newsletter; repeating it is harmless (200 instead of 201)",
        body: newsletterSchema,
        response: {
          201: z.object({ success: z.literal(true), message: z.literal(newsletterMessages.subscribed) }),
          200: z.object({ success: z.literal(true), message: z.literal(newsletterMessages.alreadySubscribed) }),
          ...errorAnswers(400, 413, 429),
        },
      },
    },
    async (request, reply) => {
      const attribution = attributionOf(request.body, requestOwnHosts(request, config));
      const { created } = await subscribe(app.db, request.body, attribution);
      return created
        ? reply.status(201).send({ success: true as const, message: newsletterMessages.subscribed })
        : reply.status(200).send({ success: true as const, message: newsletterMessages.alreadySubscribed });
    },
  );
};
