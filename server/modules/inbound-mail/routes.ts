import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { pollResultSchema } from "../../../domain/reply-channel.ts";
import { errorAnswers } from "../../http/answers.ts";

/**
 * "Check for answers" (ADR 0252): reads the inbound mailbox now instead of at the next timed poll.
 * Anyone who may read leads may ask; a poll already running (here or on another instance) is not
 * started twice.
 */
export const inboundMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/inbound-mail/poll",
    {
      config: { access: access.data("leads", "read") },
      schema: {
        tags: ["people"],
        summary: "Read people's answers from the inbound mailbox now (IMAP_URL)",
        response: { 200: z.object({ success: z.literal(true), data: pollResultSchema }), ...errorAnswers(401, 403) },
      },
    },
    async () => ({ success: true as const, data: await app.inboundMail.poll() }),
  );
};
