import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contactMessages, contactSchema, phoneRulesOf } from "../../../domain/contact.ts";
import type { AppConfig } from "../../config.ts";
import { errorAnswers } from "../../http/answers.ts";
import { attributionOf, requestOwnHosts } from "../attribution/attribution.ts";
import { answerLocale, publicFormPost } from "../public-form.ts";
import { createEnquiry, readEnquiry } from "./service.ts";

const created = z.object({
  success: z.literal(true),
  message: z.literal(contactMessages.submitted),
  data: z.object({ _id: z.string() }),
});

export const contactPublicRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.post(
    "/contact/create",
    {
      ...publicFormPost(app, "contact"),
      // Checked in the handler, by the site's phone rule (contact.acceptInternationalPhones), in the
      // language Accept-Language asks for.
      validatorCompiler: () => (data) => ({ value: data }),
      schema: {
        tags: ["enquiries"],
        summary:
          "Send a contact enquiry (also records the sender as a potential customer); landingPage, referrer and utm* describe the visit",
        body: contactSchema,
        response: { 201: created, ...errorAnswers(400, 409, 413, 422, 429) },
      },
    },
    async (request, reply) => {
      const posted: unknown = request.body;
      const locale = answerLocale(request, config);
      const input = readEnquiry(posted, phoneRulesOf((await app.siteContent.read()).contact), locale);
      const attribution = attributionOf(input, requestOwnHosts(request, config));
      const enquiry = await createEnquiry(app.db, input, attribution, app.leadNotices, locale);
      return reply.status(201).send({ success: true as const, message: contactMessages.submitted, data: enquiry });
    },
  );
};
