import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { contentMessages, portfolioDtoSchema } from "../../../domain/content.ts";
import { portfolioTypes } from "../../../domain/enums.ts";
import { queryText } from "../../../domain/text-rules.ts";
import { errorAnswers, successWith } from "../../http/answers.ts";
import { idParams } from "../../http/ids.ts";
import { findVisibleOr404 } from "../visible-item.ts";
import { getPortfolioItem, listPortfolio } from "./service.ts";

const listQuery = z.object({
  type: z.enum(portfolioTypes).default("project").describe("Missing means project"),
  category: queryText(100).describe("A category id; an unknown one gives an empty list"),
  isActive: z.enum(["true", "false"]).optional().describe("Admins only; anonymous callers always get active items"),
  q: queryText(200).describe("Part of the name or the project code, any letter case"),
});

export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/project",
    {
      config: { access: access.public, cache: { kinds: ["portfolio", "category"] } },
      schema: {
        tags: ["portfolio"],
        summary: "Projects or products, newest first",
        querystring: listQuery,
        response: { 200: successWith("portfolios", z.array(portfolioDtoSchema)), ...errorAnswers(400) },
      },
    },
    async (request) => {
      const { type, category, isActive, q } = request.query;
      const portfolios = await listPortfolio(app.db, {
        type,
        categoryId: category,
        q,
        includeInactive: request.access.seesInactive,
        isActive: isActive === undefined ? undefined : isActive === "true",
      });
      return { success: true as const, portfolios };
    },
  );

  app.get(
    "/project/:id",
    {
      config: { access: access.public, cache: { kinds: ["portfolio", "category"] } },
      schema: {
        tags: ["portfolio"],
        summary: "One project or product",
        params: idParams,
        response: { 200: successWith("data", portfolioDtoSchema), ...errorAnswers(404) },
      },
    },
    async (request) => {
      const item = await findVisibleOr404(
        request.access,
        (visibility) => getPortfolioItem(app.db, request.params.id, visibility),
        contentMessages.portfolioNotFound,
      );
      return { success: true as const, data: item };
    },
  );
};
