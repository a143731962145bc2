import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { imageMessages } from "../../../domain/images.ts";
import {
  isSiteImageName,
  partnerMessages,
  partnerOrderSchema,
  partnerSchema,
  partnerUpdateSchema,
  SHARE_IMAGE_SIZE,
  siteImageNames,
  siteMessages,
  siteSchema,
} from "../../../domain/site.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { multipartDoc, streamedBody } from "../../http/admin-answers.ts";
import { errorAnswers } from "../../http/answers.ts";
import { idParams } from "../../http/id-params.ts";
import { readImageForm } from "../../images/image-form.ts";
import { imageFormSpec } from "../../images/image-uploads.ts";
import { staffWritesOf } from "../staff-writes.ts";
import { addPartner, removePartner, reorderPartners, setSiteImage, updatePartner } from "./partners.ts";

const tags = ["site"];
const rule = { access: access.area("site", "update") };
const saved = z.object({ success: z.literal(true), message: z.string(), data: siteSchema });
// A plain string, checked in the handler: a multipart route's own validator does not check params.
const imageParams = z.object({ name: z.string().meta({ enum: [...siteImageNames] }) });
const pictureName = (name: string) => {
  if (!isSiteImageName(name)) throw new NotFound(siteMessages.pictureNotFound);
  return name;
};

/**
 * The site's pictures and partner strip: each change goes through the image pipeline (files
 * checked by their bytes, re-encoded, claimed in the transaction, replaced ones removed after it)
 * and answers the whole site as the other Site calls do (docs/api.md "Site content").
 */
export const siteMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async () => ({
    success: true as const,
    message: siteMessages.updated,
    data: await app.siteContent.read(),
  });

  app.post(
    "/site/partners",
    {
      validatorCompiler: streamedBody,
      config: rule,
      schema: {
        tags,
        summary: "Add a partner at the end of the logo strip",
        description: "multipart/form-data: `name`, `url` (http or https) and the logo as the file `logo`.",
        consumes: ["multipart/form-data"],
        body: multipartDoc(["name", "url"], ["logo"]),
        response: { 201: saved, ...errorAnswers(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const writes = staffWritesOf(request);
      const { input, uploaded } = await readImageForm(request, writes.images, {
        spec: imageFormSpec({ logo: 1 }, imageMessages.oneFileOnly),
        file: "logo",
        form: "create",
        schema: partnerSchema,
        missingFile: { path: "logo", message: partnerMessages.logoRequired },
        order: ["name", "url", "logo"],
      });
      const [logo] = uploaded;
      await addPartner(writes, input, logo);
      return reply.status(201).send(await answer());
    },
  );

  // Registered before /site/partners/:id; a static segment wins over a parameter either way.
  app.patch(
    "/site/partners/order",
    {
      config: rule,
      schema: {
        tags,
        summary: "Put the partners in a new order (every partner's id once)",
        body: partnerOrderSchema,
        response: { 200: saved, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      await reorderPartners(staffWritesOf(request), request.body.ids);
      return answer();
    },
  );

  app.patch(
    "/site/partners/:id",
    {
      validatorCompiler: streamedBody,
      config: rule,
      schema: {
        tags,
        summary: "Change a partner's name, link or logo",
        description: "multipart/form-data: any of `name`, `url`, and a new logo as the file `logo`.",
        consumes: ["multipart/form-data"],
        params: idParams,
        body: multipartDoc(["name", "url"], ["logo"]),
        response: { 200: saved, ...errorAnswers(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const writes = staffWritesOf(request);
      const { input, uploaded } = await readImageForm(request, writes.images, {
        spec: imageFormSpec({ logo: 1 }, imageMessages.oneFileOnly),
        file: "logo",
        form: "edit",
        schema: partnerUpdateSchema,
      });
      await updatePartner(writes, request.params.id, input, uploaded[0]);
      return answer();
    },
  );

  app.delete(
    "/site/partners/:id",
    {
      config: rule,
      schema: {
        tags,
        summary: "Remove a partner from the logo strip",
        params: idParams,
        response: { 200: saved, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      await removePartner(staffWritesOf(request), request.params.id);
      return answer();
    },
  );

  app.patch(
    "/site/images/:name",
    {
      validatorCompiler: streamedBody,
      config: rule,
      schema: {
        tags,
        summary: "Replace one of the site's pictures (share picture, organisation logo, hero poster)",
        description: `multipart/form-data: the picture as the file \`image\`. The share picture is cropped to ${SHARE_IMAGE_SIZE.width}×${SHARE_IMAGE_SIZE.height}.`,
        consumes: ["multipart/form-data"],
        params: imageParams,
        body: multipartDoc([], ["image"]),
        response: { 200: saved, ...errorAnswers(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const name = pictureName(request.params.name);
      const writes = staffWritesOf(request);
      const { uploaded } = await readImageForm(request, writes.images, {
        spec: imageFormSpec({ image: 1 }, imageMessages.oneFileOnly),
        file: "image",
        form: "edit",
        schema: z.object({}),
        missingFile: { path: "image", message: imageMessages.selectImage },
        frame: name === "shareImage" ? SHARE_IMAGE_SIZE : undefined,
      });
      await setSiteImage(writes, name, uploaded[0]);
      return answer();
    },
  );

  app.delete(
    "/site/images/:name",
    {
      config: rule,
      schema: {
        tags,
        summary: "Put a picture's default back (the hero: its video)",
        params: imageParams,
        response: { 200: saved, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      await setSiteImage(staffWritesOf(request), pictureName(request.params.name), undefined);
      return answer();
    },
  );
};
