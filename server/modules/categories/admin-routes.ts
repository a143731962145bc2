import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../../domain/access.ts";
import {
  categoryCreateSchema,
  categoryDtoSchema,
  categoryFieldNames,
  categoryMessages,
  categoryUpdateSchema,
} from "../../../domain/categories.ts";
import { imageMessages } from "../../../domain/images.ts";
import type { SaveAsDraft } from "../../engines/content-writes/from-draft.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { messageWithData } from "../../http/admin-answers.ts";
import { expectedVersion, versionNote } from "../../http/expected-version.ts";
import { readMultipartForm } from "../../http/multipart-form.ts";
import { readImageForm } from "../../images/image-form.ts";
import { imageFormSpec } from "../../images/image-uploads.ts";
import { multipartCreateOptions, multipartUpdateOptions, sendIfDraft } from "../content-forms.ts";
import { superAdminDeleteRoute } from "../delete-route.ts";
import { createCategory, deleteCategory, updateCategory } from "./admin-service.ts";

const tags = ["categories"];
const answer = messageWithData(categoryDtoSchema);

const createSpec = imageFormSpec({ logo: 1 }, imageMessages.oneFileOnly);

export const categoryAdminRoutes: FastifyPluginAsyncZod<{ saveAsDraft?: SaveAsDraft }> = async (app, options) => {
  app.post(
    "/category/create",
    multipartCreateOptions({
      access: access.area("category", "create"),
      tags,
      summary: "Create a category",
      fieldsNote:
        "multipart/form-data: `name`, `description`, and the icon as the file `logo` (PNG, JPEG or WebP, at most 3 MB).",
      draftFiles: "0–1 icon",
      textFields: categoryFieldNames,
      fileFields: ["logo"],
      dto: categoryDtoSchema,
      conflict: true,
    }),
    async (request, reply) => {
      const writes = staffWritesOf(request);
      const multipart = await readMultipartForm(request, createSpec);
      if (await sendIfDraft(request, reply, options.saveAsDraft, multipart, { file: "logo", allowed: 1 })) return reply;
      const { input, uploaded } = await readImageForm(request, writes.images, {
        multipart,
        spec: createSpec,
        file: "logo",
        form: "create",
        schema: categoryCreateSchema,
        missingFile: { path: "logo", message: categoryMessages.iconRequired },
      });
      const [icon] = uploaded;
      const data = await createCategory(writes, input, icon);
      return reply.status(201).send({ success: true as const, message: categoryMessages.created, data });
    },
  );

  app.patch(
    "/category/update/:id",
    multipartUpdateOptions({
      access: access.area("category", "update"),
      tags,
      summary: "Change a category",
      description: `multipart/form-data: any of \`name\`, \`description\`, and a new icon as the file \`icon\`. ${versionNote}`,
      textFields: categoryFieldNames,
      fileFields: ["icon"],
      answer,
      conflict: true,
    }),
    async (request) => {
      const writes = staffWritesOf(request);
      const { input, uploaded, fields } = await readImageForm(request, writes.images, {
        spec: imageFormSpec({ icon: 1 }, imageMessages.oneFileOnly),
        file: "icon",
        form: "edit",
        schema: categoryUpdateSchema,
      });
      const [icon] = uploaded;
      const data = await updateCategory(
        writes,
        request.params.id,
        input,
        icon,
        expectedVersion(request, fields.version),
      );
      return { success: true as const, message: categoryMessages.updated, data };
    },
  );

  superAdminDeleteRoute(app, {
    url: "/category/delete/:id",
    tags,
    summary: "Delete a category nothing belongs to",
    action: "deleteCategory",
    conflict: true,
    remove: deleteCategory,
    message: categoryMessages.deleted,
  });
};
