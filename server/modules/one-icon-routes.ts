import type { z } from "zod";
import { access, type SuperAdminAction } from "../../domain/access.ts";
import { imageMessages } from "../../domain/images.ts";
import type { ContentArea } from "../../domain/roles.ts";
import type { SaveAsDraft } from "../engines/content-writes/from-draft.ts";
import { type StaffWrites, staffWritesOf } from "../engines/content-writes/staff-writes.ts";
import { messageWithData } from "../http/admin-answers.ts";
import { expectedVersion, versionNote } from "../http/expected-version.ts";
import { type MultipartForm, readMultipartForm } from "../http/multipart-form.ts";
import { readImageForm } from "../images/image-form.ts";
import { imageFormSpec } from "../images/image-uploads.ts";
import type { UploadedImage } from "../images/public-images.ts";
import { multipartCreateOptions, multipartUpdateOptions, sendIfDraft } from "./content-forms.ts";
import { superAdminDeleteRoute, type ZodRoutes } from "./delete-route.ts";

/**
 * A kind whose form carries one icon (a category, a service): what its create, change and delete
 * routes say of it. The steps are the same for each: a create may be kept as a draft, a form's icon
 * is a file or a library picture, a change names the version it was made on.
 */
export type OneIconKind<Create extends z.ZodType, Update extends z.ZodType> = {
  /** The routes' path word (`/category/create`, `/category/update/:id`, `/category/delete/:id`). */
  path: string;
  area: ContentArea;
  tags: string[];
  summaries: { create: string; update: string; delete: string };
  /** The create form's fields and files, for the OpenAPI page. */
  fieldsNote: string;
  /** The change's description before the version note. */
  updateNote: string;
  /** The form's text fields as the OpenAPI page lists them. */
  textFields: readonly string[];
  /** The file field of the create form (a category's logo); a change sends `icon`. */
  createFile: string;
  /** The record's answer is `dto`'s (its create and change read no more of it). */
  schemas: { create: Create; update: Update; dto: z.ZodType };
  /** The form's text fields as the record's (a service's features come as JSON text). */
  fields?: (form: MultipartForm) => Record<string, unknown>;
  /** The order a refused form's issues are listed in. */
  order?: string[];
  messages: { created: string; updated: string; deleted: string; iconRequired: string };
  /** Answers 409 too (a name another record has; a delete while something needs it). */
  conflict?: boolean;
  create: (writes: StaffWrites, input: z.output<Create>, icon: UploadedImage) => Promise<unknown>;
  update: (
    writes: StaffWrites,
    id: string,
    input: z.output<Update>,
    icon: UploadedImage | undefined,
    version: number | undefined,
  ) => Promise<unknown>;
  remove: (writes: StaffWrites, id: string) => Promise<void>;
  deleteAction: SuperAdminAction;
};

const ICON = "icon";

/** Registers a one-icon kind's create, change and delete. */
export function oneIconRoutes<Create extends z.ZodType, Update extends z.ZodType>(
  app: ZodRoutes,
  kind: OneIconKind<Create, Update>,
  saveAsDraft: SaveAsDraft | undefined,
) {
  const { tags, schemas, messages, conflict, fields: recordFields } = kind;
  const textFields = [...kind.textFields];
  const createSpec = imageFormSpec({ [kind.createFile]: 1 }, imageMessages.oneFileOnly);
  const updateSpec = imageFormSpec({ [ICON]: 1 }, imageMessages.oneFileOnly);
  // A draft keeps the form's fields as the record's, as a create would read them.
  const draftBody = (multipart: MultipartForm) =>
    recordFields && ((rest: MultipartForm["fields"]) => recordFields({ ...multipart, fields: rest }));

  app.post(
    `/${kind.path}/create`,
    multipartCreateOptions({
      access: access.area(kind.area, "create"),
      tags,
      summary: kind.summaries.create,
      fieldsNote: kind.fieldsNote,
      draftFiles: "0–1 icon",
      textFields,
      fileFields: [kind.createFile],
      dto: schemas.dto,
      conflict,
    }),
    async (request, reply) => {
      const writes = staffWritesOf(request);
      const multipart = await readMultipartForm(request, createSpec);
      const pictures = { file: kind.createFile, allowed: 1 };
      if (await sendIfDraft(request, reply, saveAsDraft, multipart, pictures, draftBody(multipart))) return reply;
      const { input, uploaded } = await readImageForm(request, writes.images, {
        multipart,
        spec: createSpec,
        file: kind.createFile,
        form: "create",
        schema: schemas.create,
        fields: recordFields,
        missingFile: { path: kind.createFile, message: messages.iconRequired },
        order: kind.order,
      });
      const [icon] = uploaded;
      const data = await kind.create(writes, input, icon);
      return reply.status(201).send({ success: true as const, message: messages.created, data });
    },
  );

  app.patch(
    `/${kind.path}/update/:id`,
    multipartUpdateOptions({
      access: access.area(kind.area, "update"),
      tags,
      summary: kind.summaries.update,
      description: `${kind.updateNote} ${versionNote}`,
      textFields,
      fileFields: [ICON],
      answer: messageWithData(schemas.dto),
      conflict,
    }),
    async (request) => {
      const writes = staffWritesOf(request);
      const { input, uploaded, fields } = await readImageForm(request, writes.images, {
        spec: updateSpec,
        file: ICON,
        form: "edit",
        schema: schemas.update,
        fields: recordFields,
        order: kind.order,
      });
      const [icon] = uploaded;
      const version = expectedVersion(request, fields.version);
      const data = await kind.update(writes, request.params.id, input, icon, version);
      return { success: true as const, message: messages.updated, data };
    },
  );

  superAdminDeleteRoute(app, {
    url: `/${kind.path}/delete/:id`,
    tags,
    summary: kind.summaries.delete,
    action: kind.deleteAction,
    conflict,
    remove: kind.remove,
    message: messages.deleted,
  });
}
