import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../../domain/access.ts";
import { imageMessages } from "../../../domain/images.ts";
import {
  serviceCreateSchema,
  serviceDtoSchema,
  serviceFieldNames,
  serviceMessages,
  serviceUpdateSchema,
} from "../../../domain/services.ts";
import type { SaveAsDraft } from "../../engines/content-writes/from-draft.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { messageWithData } from "../../http/admin-answers.ts";
import { expectedVersion, versionNote } from "../../http/expected-version.ts";
import { type MultipartForm, readMultipartForm } from "../../http/multipart-form.ts";
import { readImageForm } from "../../images/image-form.ts";
import { imageFormSpec } from "../../images/image-uploads.ts";
import { multipartCreateOptions, multipartUpdateOptions, sendIfDraft } from "../content-forms.ts";
import { superAdminDeleteRoute } from "../delete-route.ts";
import { createService, deleteService, updateService } from "./admin-service.ts";

const tags = ["services"];
const answer = messageWithData(serviceDtoSchema);
/** The order the issues of a refused form are listed in: the form's, where the icon comes before the features. */
const fieldOrder = serviceFieldNames.flatMap((name) => (name === "features" ? ["icon", name] : [name]));
/** The form's text fields as the OpenAPI page lists them: the features go as `feature`, the icon is a file. */
const serviceTextFields = serviceFieldNames.map((name) => (name === "features" ? "feature" : name));
const formSpec = imageFormSpec({ icon: 1 }, imageMessages.oneFileOnly);
const fieldsNote =
  "multipart/form-data: `categoryId, name, description, approach, color, workUrl, benefits`, the file `icon`, " +
  "and `feature` (or `features`) as JSON text of `[{ name, description }]`; optionally `topics` (0–10) and " +
  "`benefitTiles` (0–12), each JSON text of `[{ title, text }]`: the detail page's accordion and benefit grid " +
  "(an empty list shows the standard five topics and eight tiles).";

/** The form sends the features as `feature` (or `features`), JSON text of `[{ name, description }]`. */
const fieldsOf = (form: MultipartForm) => {
  const { feature, features, ...rest } = form.fields;
  const list = features ?? feature;
  return list === undefined ? rest : { ...rest, features: list };
};

export const serviceAdminRoutes: FastifyPluginAsyncZod<{ saveAsDraft?: SaveAsDraft }> = async (app, options) => {
  app.post(
    "/services/create",
    multipartCreateOptions({
      access: access.area("services", "create"),
      tags,
      summary: "Create a service",
      fieldsNote,
      draftFiles: "0–1 icon",
      textFields: serviceTextFields,
      fileFields: ["icon"],
      dto: serviceDtoSchema,
    }),
    async (request, reply) => {
      const writes = staffWritesOf(request);
      const multipart = await readMultipartForm(request, formSpec);
      const draftBody = (rest: MultipartForm["fields"]) => fieldsOf({ ...multipart, fields: rest });
      const pictures = { file: "icon", allowed: 1 };
      if (await sendIfDraft(request, reply, options.saveAsDraft, multipart, pictures, draftBody)) return reply;
      const { input, uploaded } = await readImageForm(request, writes.images, {
        multipart,
        spec: formSpec,
        file: "icon",
        form: "create",
        schema: serviceCreateSchema,
        fields: fieldsOf,
        missingFile: { path: "icon", message: serviceMessages.iconRequired },
        order: fieldOrder,
      });
      const [icon] = uploaded;
      const data = await createService(writes, input, icon);
      return reply.status(201).send({ success: true as const, message: serviceMessages.created, data });
    },
  );

  app.patch(
    "/services/update/:id",
    multipartUpdateOptions({
      access: access.area("services", "update"),
      tags,
      summary: "Change a service",
      description: `Any of the create fields. ${fieldsNote} ${versionNote}`,
      textFields: serviceTextFields,
      fileFields: ["icon"],
      answer,
    }),
    async (request) => {
      const writes = staffWritesOf(request);
      const { input, uploaded, fields } = await readImageForm(request, writes.images, {
        spec: formSpec,
        file: "icon",
        form: "edit",
        schema: serviceUpdateSchema,
        fields: fieldsOf,
        order: fieldOrder,
      });
      const [icon] = uploaded;
      const version = expectedVersion(request, fields.version);
      const data = await updateService(writes, request.params.id, input, icon, version);
      return { success: true as const, message: serviceMessages.updated, data };
    },
  );

  superAdminDeleteRoute(app, {
    url: "/services/delete/:id",
    tags,
    summary: "Delete a service with its features and icon",
    action: "deleteService",
    remove: deleteService,
    message: serviceMessages.deleted,
  });
};
