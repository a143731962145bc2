import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { campaignMessages } from "../../../domain/campaigns.ts";
import { queryText } from "../../../domain/text-rules.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { errorAnswers } from "../../http/answers.ts";
import { followLink } from "./clicks.ts";

/** A campaign's counted links (ADR 0264): the site's own redirect, never a tracking pixel. */
export const campaignPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/newsletter/click/:id",
    {
      config: { access: access.public },
      schema: {
        tags: ["newsletter"],
        summary: "A link of a newsletter: counts the click and answers 302 to the address the campaign linked to",
        params: z.object({ id: z.string().max(100) }),
        querystring: z.object({ m: queryText(200) }),
        response: { 302: z.null(), ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const url = await followLink(app.db, app.newsletter.links, request.params.id, request.query.m);
      if (!url) throw new NotFound(campaignMessages.linkNotFound);
      // Every click counts: no cache may answer the next one.
      return reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer").redirect(url, 302);
    },
  );
};
