import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { portfolioPageQuery } from "../../../domain/admin-lists.ts";
import { contentMessages } from "../../../domain/content.ts";
import { portfolioTypes } from "../../../domain/enums.ts";
import { listAnswer } from "../../../domain/list-paging.ts";
import { adminPortfolioDtoSchema, portfolioDtoSchema } from "../../../domain/portfolio.ts";
import { queryText } from "../../../domain/text-rules.ts";
import { errorAnswers, successWith } from "../../http/answers.ts";
import { listPage } from "../../http/list-or-csv.ts";
import { isUuid } from "../../lib/uuid.ts";
import { oneRecordRoute } from "../one-record-route.ts";
import { withTranslationStatuses } from "../translations/statuses.ts";
import { portfolioOrder, portfolioTotal, selectPortfolioPage, toAdminPortfolioDto } from "./queries.ts";
import { getAdminPortfolioItem, getPortfolioItem, listPortfolio } from "./reads.ts";

const listQuery = z
  .object({
    type: z.enum(portfolioTypes).default("project").describe("Missing means project"),
    category: queryText(100).describe("A category id; an unknown one gives an empty list"),
    isActive: z.enum(["true", "false"]).optional().describe("Admins only; anonymous callers always get active items"),
    q: queryText(200).describe("Part of the name or the project code, any letter case"),
  })
  .extend(portfolioPageQuery.shape);

export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/project",
    {
      config: { access: access.public, cache: { kinds: ["portfolio", "category"] } },
      schema: {
        tags: ["portfolio"],
        summary:
          "Projects or products, newest first; a signed-in caller sending page/limit gets a page ({ success, data, pagination }), each with its status and hasDraft, with the same filters and by publication, sorted",
        querystring: listQuery,
        response: {
          200: z.union([successWith("portfolios", z.array(portfolioDtoSchema)), listAnswer(adminPortfolioDtoSchema)]),
          ...errorAnswers(400),
        },
      },
    },
    async (request, reply) => {
      const { type, category, isActive, q, page, limit, sort, publication } = request.query;
      // The public read (cached, the site's) stays whole; the back office pages on the server.
      if (request.access.seesInactive && (page !== undefined || limit !== undefined)) {
        // Not an id: no category has it, so nothing matches (as the whole list says).
        const known = category === undefined || isUuid(category);
        const filter = {
          type,
          categoryId: category,
          q: q?.trim() || undefined,
          isActive: isActive === undefined ? undefined : isActive === "true",
          publication,
        };
        return listPage(
          reply,
          request.query,
          withTranslationStatuses(app.db, "portfolio", {
            read: async (window) => (known ? selectPortfolioPage(app.db, filter, window) : []),
            total: async () => (known ? portfolioTotal(app.db, filter) : { total: 0, estimated: false }),
            order: portfolioOrder(sort),
            toDto: toAdminPortfolioDto,
          }),
        );
      }
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

  oneRecordRoute(app, {
    url: "/project/:id",
    kinds: ["portfolio", "category"],
    tags: ["portfolio"],
    summary: "One project or product; a signed-in caller also gets an inactive one, with its status and hasDraft",
    dto: portfolioDtoSchema,
    adminDto: adminPortfolioDtoSchema,
    get: getPortfolioItem,
    getAdmin: getAdminPortfolioItem,
    notFound: contentMessages.portfolioNotFound,
  });
};
