import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { categoryDtoSchema, contentMessages } from "../../../domain/content.ts";
import { errorAnswers, successWith } from "../../http/answers.ts";
import { idParams } from "../../http/ids.ts";
import { findVisibleOr404 } from "../visible-item.ts";
import { getCategory, listCategories } from "./service.ts";

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/category",
    {
      config: { access: access.public, cache: { kinds: ["category"] } },
      schema: {
        tags: ["categories"],
        summary: "Every category, ordered by name",
        response: { 200: successWith("data", z.array(categoryDtoSchema)) },
      },
    },
    async () => ({ success: true as const, data: await listCategories(app.db) }),
  );

  app.get(
    "/category/:id",
    {
      config: { access: access.public, cache: { kinds: ["category"] } },
      schema: {
        tags: ["categories"],
        summary: "One category",
        params: idParams,
        response: { 200: successWith("data", categoryDtoSchema), ...errorAnswers(404) },
      },
    },
    async (request) => {
      const find = () => getCategory(app.db, request.params.id);
      return {
        success: true as const,
        data: await findVisibleOr404(request.access, find, contentMessages.categoryNotFound),
      };
    },
  );
};
