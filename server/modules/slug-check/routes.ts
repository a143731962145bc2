import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { slugCheckQuerySchema, slugVerdictSchema } from "../../../domain/slugs.ts";
import { checkSlug } from "../../engines/content-writes/slugs.ts";
import { errorAnswers, successWith } from "../../http/answers.ts";

/**
 * `GET /slug-check/{kind}` (issue 67, ADR 0281): a slug checked as it is typed, before any save,
 * with the kind's draft right — whoever may write the record may ask. Read only; the saves check
 * again in their transactions.
 */
export const slugCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of app.contentKinds.drafts) {
    const columns = kind.slugs;
    if (!columns) continue;
    app.get(
      `/slug-check/${columns.kind}`,
      {
        config: { access: kind.rule },
        schema: {
          tags: ["drafts"],
          summary: `Whether a slug is free for a ${columns.kind}, and a free one when it is not`,
          description:
            "`slug` as typed; `id` the record being edited (its own slug is free for it). The answer says what " +
            "a save would refuse — the slug's shape, one of the site's own addresses, another record's slug — " +
            "and the first free slug made from it.",
          querystring: slugCheckQuerySchema,
          response: { 200: successWith("data", slugVerdictSchema), ...errorAnswers(400, 401, 403) },
        },
      },
      async (request) => {
        const { slug, id } = request.query;
        return { success: true as const, data: await checkSlug(app.db, columns, slug.trim(), id) };
      },
    );
  }
};
