import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { imageMessages, MAX_IMAGES_PER_ITEM } from "../../../domain/images.ts";
import {
  portfolioAreas,
  portfolioCreateSchema,
  portfolioDtoSchema,
  portfolioFieldNames,
  portfolioMessages,
  portfolioTypeMessages,
  portfolioUpdateSchema,
  removeImageSchema,
} from "../../../domain/portfolio.ts";
import type { SaveAsDraft } from "../../engines/content-writes/from-draft.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { InvalidInput } from "../../errors/domain-errors.ts";
import { messageWithData, parseForm } from "../../http/admin-answers.ts";
import { errorAnswers } from "../../http/answers.ts";
import { expectedVersion, versionField, versionNote } from "../../http/expected-version.ts";
import { idParams } from "../../http/id-params.ts";
import { readMultipartForm } from "../../http/multipart-form.ts";
import { readImageForm } from "../../images/image-form.ts";
import { imageFormSpec } from "../../images/image-uploads.ts";
import { multipartCreateOptions, multipartUpdateOptions, sendIfDraft } from "../content-forms.ts";
import { superAdminDeleteRoute } from "../delete-route.ts";
import { authorizeIn, authorizeUpdate } from "./admin-rights.ts";
import {
  addPortfolioImages,
  createPortfolioItem,
  deletePortfolioItem,
  removePortfolioImage,
  updatePortfolioItem,
} from "./admin-service.ts";

const tags = ["portfolio"];
/** The form's fields, then its pictures: the order the issues of a refused form are listed in. */
const fieldOrder = [...portfolioFieldNames, "image"];
const imagesAnswer = messageWithData(z.object({ image: z.array(z.string()) }));
const bothAreas = ["projects", "product"] as const;

const createSpec = imageFormSpec({ image: MAX_IMAGES_PER_ITEM }, imageMessages.limitReached);

export const portfolioAdminRoutes: FastifyPluginAsyncZod<{ saveAsDraft?: SaveAsDraft }> = async (app, options) => {
  app.post(
    "/project/create",
    multipartCreateOptions({
      access: access.area(bothAreas, "create"),
      tags,
      summary: "Create a project or product",
      fieldsNote:
        "multipart/form-data: `type, category, name, client, technology, url, date, description, approach?, " +
        "isActive?` (`approach`, 0–1000 characters, is the details page's approach text; empty shows the " +
        "standard one) and 1–4 files named `image` (PNG, JPEG or WebP, 3 MB each). Needs create in the type's area; " +
        "isActive=false also needs statusChange.",
      draftFiles: "0–4 images",
      textFields: portfolioFieldNames,
      fileFields: ["image"],
      dto: portfolioDtoSchema,
    }),
    async (request, reply) => {
      const writes = staffWritesOf(request);
      const multipart = await readMultipartForm(request, createSpec);
      const pictures = { file: "image", allowed: MAX_IMAGES_PER_ITEM };
      if (await sendIfDraft(request, reply, options.saveAsDraft, multipart, pictures)) return reply;
      const { input, uploaded } = await readImageForm(request, writes.images, {
        multipart,
        spec: createSpec,
        file: "image",
        form: "create",
        schema: portfolioCreateSchema,
        missingFile: { path: "image", message: imageMessages.atLeastOne },
        order: fieldOrder,
        before: (checked) => {
          request.access.requireArea(portfolioAreas[checked.type], "create");
          if (checked.isActive === false) request.access.requireArea(portfolioAreas[checked.type], "statusChange");
        },
      });
      const data = await createPortfolioItem(writes, input, uploaded);
      return reply.status(201).send({ success: true as const, message: portfolioTypeMessages[data.type].added, data });
    },
  );

  app.patch(
    "/project/update/:id",
    {
      // Narrowed inside: update and/or statusChange in the item's own area (docs/decisions/0043).
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "Change a project or product",
        description:
          "JSON or multipart/form-data with any of the create fields except images and `draft`; `projectId`, " +
          "`productId` and codes are ignored. Changing fields needs update, switching isActive needs " +
          `statusChange, in the item's area. ${versionNote}`,
        consumes: ["application/json", "multipart/form-data"],
        params: idParams,
        response: { 200: messageWithData(portfolioDtoSchema), ...errorAnswers(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const fields = request.isMultipart()
        ? (await readMultipartForm(request, imageFormSpec({}, portfolioMessages.imagesNotOnUpdate))).fields
        : (request.body ?? {});
      const input = parseForm(portfolioUpdateSchema, fields, [], fieldOrder);
      // Pictures change through change-image and image/:id, library ones too (ADR 0181).
      if (typeof fields === "object" && fields !== null && "imageIds" in fields)
        throw InvalidInput.of(portfolioMessages.imagesNotOnUpdate, "imageIds");
      const data = await updatePortfolioItem(
        staffWritesOf(request),
        request.params.id,
        input,
        authorizeUpdate(request.access, input),
        expectedVersion(request, versionField(fields)),
      );
      return { success: true as const, message: portfolioTypeMessages[data.type].updated, data };
    },
  );

  app.patch(
    "/project/change-image/:id",
    multipartUpdateOptions({
      access: access.area(bothAreas, "update"),
      tags,
      summary: "Add images to a project or product (at most 4 in all)",
      description:
        "multipart/form-data: files `image` (up to the free slots), or library pictures by id in `imageIds` (ADR 0181).",
      textFields: [],
      fileFields: ["image"],
      answer: imagesAnswer,
    }),
    async (request) => {
      const writes = staffWritesOf(request);
      const { uploaded } = await readImageForm(request, writes.images, {
        spec: imageFormSpec({ image: MAX_IMAGES_PER_ITEM }, imageMessages.limitReached),
        file: "image",
        form: "edit",
        schema: z.object({}),
        missingFile: { path: "image", message: imageMessages.selectImage },
      });
      const image = await addPortfolioImages(
        writes,
        request.params.id,
        uploaded,
        authorizeIn(request.access, "update"),
      );
      return { success: true as const, message: portfolioMessages.imageUploaded, data: { image } };
    },
  );

  app.delete(
    "/project/image/:id",
    {
      config: { access: access.area(bothAreas, "update") },
      schema: {
        tags,
        summary: "Remove one image of a project or product (never the last)",
        params: idParams,
        body: removeImageSchema,
        response: { 200: imagesAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const image = await removePortfolioImage(
        staffWritesOf(request),
        request.params.id,
        request.body.imagePath,
        authorizeIn(request.access, "update"),
      );
      return { success: true as const, message: portfolioMessages.imageRemoved, data: { image } };
    },
  );

  superAdminDeleteRoute(app, {
    url: "/project/delete/:id",
    tags,
    summary: "Delete a project or product with its images",
    action: "deletePortfolioItem",
    remove: deletePortfolioItem,
    message: (type) => portfolioTypeMessages[type].deleted,
  });
};
