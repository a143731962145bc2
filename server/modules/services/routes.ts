import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { serviceListQuery } from "../../../domain/admin-lists.ts";
import { contentMessages } from "../../../domain/content.ts";
import { listAnswer } from "../../../domain/list-paging.ts";
import { adminServiceDtoSchema, serviceDtoSchema } from "../../../domain/services.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { errorAnswers, successWith } from "../../http/answers.ts";
import { listPage } from "../../http/list-or-csv.ts";
import { isUuid } from "../../lib/uuid.ts";
import { getCategory } from "../categories/reads.ts";
import { oneRecordRoute } from "../one-record-route.ts";
import { pagedList } from "../paged-list.ts";
import { withTranslationStatuses } from "../translations/statuses.ts";
import { adminServiceList } from "./queries.ts";
import { getAdminService, getService, listServices } from "./reads.ts";

const serviceList = successWith("services", z.array(serviceDtoSchema));

export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/services",
    {
      config: { access: access.public, cache: { kinds: ["service", "category"] } },
      schema: {
        tags: ["services"],
        summary:
          "Every service with its category and features, ordered by name; a signed-in caller sending page/limit gets a page ({ success, data, pagination }), each with its status and hasDraft, searched by service or category name with q, filtered by categoryId and publication, sorted",
        querystring: serviceListQuery,
        response: { 200: z.union([serviceList, listAnswer(adminServiceDtoSchema)]), ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      const { page, limit, q, categoryId, publication, sort } = request.query;
      // The public read (cached, the site's) stays whole; the back office pages on the server.
      if (!request.access.seesInactive || (page === undefined && limit === undefined)) {
        return { success: true as const, services: await listServices(app.db) };
      }
      const filter = { q, categoryId, publication };
      return listPage(
        reply,
        request.query,
        withTranslationStatuses(app.db, "service", pagedList(app.db, adminServiceList, filter, sort)),
      );
    },
  );

  app.get(
    "/services/category-id/:categoryId",
    {
      config: { access: access.public, cache: { kinds: ["service", "category"] } },
      schema: {
        tags: ["services"],
        summary: "The services of one category (by its id or slug), ordered by name",
        params: z.object({ categoryId: z.string().describe("The category's id or its slug") }),
        response: { 200: serviceList, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const { categoryId } = request.params;
      // A slug is looked up first; an id is read straight, and only an empty list needs the second
      // look: is the category empty, or unknown?
      const category = isUuid(categoryId) ? undefined : await getCategory(app.db, categoryId);
      if (category === null) throw new NotFound(contentMessages.categoryNotFound);
      const services = await listServices(app.db, { categoryId: category?._id ?? categoryId });
      if (!category && services.length === 0 && !(await getCategory(app.db, categoryId))) {
        throw new NotFound(contentMessages.categoryNotFound);
      }
      return { success: true as const, services };
    },
  );

  // Services have no inactive state: everyone sees every one.
  oneRecordRoute(app, {
    url: "/services/:id",
    kinds: ["service", "category"],
    tags: ["services"],
    summary: "One service; a signed-in caller gets its status and hasDraft too",
    dto: serviceDtoSchema,
    adminDto: adminServiceDtoSchema,
    get: getService,
    getAdmin: getAdminService,
    notFound: contentMessages.serviceNotFound,
  });
};
