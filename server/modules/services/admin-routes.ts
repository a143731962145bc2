import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  serviceCreateSchema,
  serviceDtoSchema,
  serviceFieldNames,
  serviceMessages,
  serviceUpdateSchema,
} from "../../../domain/services.ts";
import type { SaveAsDraft } from "../../engines/content-writes/from-draft.ts";
import type { MultipartForm } from "../../http/multipart-form.ts";
import { oneIconRoutes } from "../one-icon-routes.ts";
import { createService, deleteService, updateService } from "./admin-service.ts";

/** The order the issues of a refused form are listed in: the form's, where the icon comes before the features. */
const fieldOrder = serviceFieldNames.flatMap((name) => (name === "features" ? ["icon", name] : [name]));
/** The form's text fields as the OpenAPI page lists them: the features go as `feature`, the icon is a file. */
const serviceTextFields = serviceFieldNames.map((name) => (name === "features" ? "feature" : name));
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
  oneIconRoutes(
    app,
    {
      path: "services",
      area: "services",
      tags: ["services"],
      summaries: {
        create: "Create a service",
        update: "Change a service",
        delete: "Delete a service with its features and icon",
      },
      fieldsNote,
      updateNote: `Any of the create fields. ${fieldsNote}`,
      textFields: serviceTextFields,
      createFile: "icon",
      schemas: { create: serviceCreateSchema, update: serviceUpdateSchema, dto: serviceDtoSchema },
      fields: fieldsOf,
      order: fieldOrder,
      messages: serviceMessages,
      create: createService,
      update: updateService,
      remove: deleteService,
      deleteAction: "deleteService",
    },
    options.saveAsDraft,
  );
};
