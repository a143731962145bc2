import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { contentMessages, serviceDtoSchema } from "../../../domain/content.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { errorAnswers, successWith } from "../../http/answers.ts";
import { idParams } from "../../http/ids.ts";
import { getCategory } from "../categories/service.ts";
import { findVisibleOr404 } from "../visible-item.ts";
import { getService, listServices } from "./service.ts";

const serviceList = successWith("services", z.array(serviceDtoSchema));

export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/services",
    {
      config: { access: access.public, cache: { kinds: ["service", "category"] } },
      schema: {
        tags: ["services"],
        summary: "Every service with its category and features, ordered by name",
        response: { 200: serviceList },
      },
    },
    async () => ({ success: true as const, services: await listServices(app.db) }),
  );

  app.get(
    "/services/category-id/:categoryId",
    {
      config: { access: access.public, cache: { kinds: ["service", "category"] } },
      schema: {
        tags: ["services"],
        summary: "The services of one category, ordered by name",
        params: z.object({ categoryId: z.string() }),
        response: { 200: serviceList, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const { categoryId } = request.params;
      const services = await listServices(app.db, { categoryId });
      // Only an empty list needs the second look: is the category empty, or unknown?
      if (services.length === 0 && !(await getCategory(app.db, categoryId))) {
        throw new NotFound(contentMessages.categoryNotFound);
      }
      return { success: true as const, services };
    },
  );

  app.get(
    "/services/:id",
    {
      config: { access: access.public, cache: { kinds: ["service", "category"] } },
      schema: {
        tags: ["services"],
        summary: "One service",
        params: idParams,
        response: { 200: successWith("data", serviceDtoSchema), ...errorAnswers(404) },
      },
    },
    async (request) => {
      // Services have no inactive state: everyone sees every one.
      const find = () => getService(app.db, request.params.id);
      return {
        success: true as const,
        data: await findVisibleOr404(request.access, find, contentMessages.serviceNotFound),
      };
    },
  );
};
