import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  categoryCreateSchema,
  categoryDtoSchema,
  categoryFieldNames,
  categoryMessages,
  categoryUpdateSchema,
} from "../../../domain/categories.ts";
import type { SaveAsDraft } from "../../engines/content-writes/from-draft.ts";
import { oneIconRoutes } from "../one-icon-routes.ts";
import { createCategory, deleteCategory, updateCategory } from "./admin-service.ts";

export const categoryAdminRoutes: FastifyPluginAsyncZod<{ saveAsDraft?: SaveAsDraft }> = async (app, options) => {
  oneIconRoutes(
    app,
    {
      path: "category",
      area: "category",
      tags: ["categories"],
      summaries: {
        create: "Create a category",
        update: "Change a category",
        delete: "Delete a category nothing belongs to",
      },
      fieldsNote:
        "multipart/form-data: `name`, `description`, and the icon as the file `logo` (PNG, JPEG or WebP, at most 3 MB).",
      updateNote: "multipart/form-data: any of `name`, `description`, and a new icon as the file `icon`.",
      textFields: categoryFieldNames,
      createFile: "logo",
      schemas: { create: categoryCreateSchema, update: categoryUpdateSchema, dto: categoryDtoSchema },
      messages: categoryMessages,
      conflict: true,
      create: createCategory,
      update: updateCategory,
      remove: deleteCategory,
      deleteAction: "deleteCategory",
    },
    options.saveAsDraft,
  );
};
