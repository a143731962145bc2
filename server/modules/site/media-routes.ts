import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { draftMessages, type Publication, publicationSchema } from "../../../domain/drafts.ts";
import { imageMessages } from "../../../domain/images.ts";
import {
  isSiteImageName,
  partnerMessages,
  partnerOrderSchema,
  partnerSchema,
  partnerUpdateSchema,
  SHARE_IMAGE_SIZE,
  siteImageNames,
  siteMediaDraftQuery,
  siteMessages,
  siteSchema,
} from "../../../domain/site.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { multipartDoc, parseForm, streamedBody } from "../../http/admin-answers.ts";
import { errorAnswers } from "../../http/answers.ts";
import { idParams } from "../../http/id-params.ts";
import { readImageForm } from "../../images/image-form.ts";
import { imageFormSpec } from "../../images/image-uploads.ts";
import {
  addPartner,
  draftSiteImage,
  type PartnerTarget,
  removePartner,
  reorderPartners,
  setSiteImage,
  updatePartner,
} from "./partners.ts";

const tags = ["site"];
const rule = { access: access.area("site", "update") };
const saved = z.object({ success: z.literal(true), message: z.string(), data: siteSchema });
/** With `?draft=true`: the part's publication, its draft (the strip whole, or the pictures changed) in it. */
const drafted = z.object({ success: z.literal(true), message: z.string(), data: publicationSchema });
const savedOrDrafted = z.union([saved, drafted]);
const draftNote =
  " With `?draft=true` the change goes to the part's draft (`partners` or `images`, kind `site`), not the site: " +
  'the answer is its publication, and it goes live through `POST /site/{part}/publish` (docs/api.md "Drafts").';
// A plain string, checked in the handler: a multipart route's own validator does not check params.
/** A partner's form: its logo, one file. */
const logoForm = { spec: imageFormSpec({ logo: 1 }, imageMessages.oneFileOnly), file: "logo" } as const;
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
export const siteMediaRoutes: FastifyPluginAsyncZod<{ now: () => number; timeZone: string }> = async (app, options) => {
  const answer = async () => ({
    success: true as const,
    message: siteMessages.updated,
    data: await app.siteContent.read(),
  });
  /** Where the change goes: the part's draft with `?draft=true` (checked here: a multipart route's validator checks nothing). */
  const targetOf = (request: FastifyRequest): PartnerTarget => {
    const { draft } = parseForm(siteMediaDraftQuery, request.query ?? {});
    const author = {
      by: request.admin?.username ?? request.apiKey?.username ?? null,
      at: new Date(options.now()),
      timeZone: options.timeZone,
    };
    return { writes: staffWritesOf(request), draft: draft === "true" ? author : null };
  };
  /** The site (a change made live) or the draft's publication. */
  const answerOf = async (publication: Publication | undefined) =>
    publication ? { success: true as const, message: draftMessages.saved, data: publication } : answer();

  app.post(
    "/site/partners",
    {
      validatorCompiler: streamedBody,
      config: rule,
      schema: {
        tags,
        summary: "Add a partner at the end of the logo strip",
        description: `multipart/form-data: \`name\`, \`url\` (http or https) and the logo as the file \`logo\`.${draftNote}`,
        consumes: ["multipart/form-data"],
        querystring: siteMediaDraftQuery,
        body: multipartDoc(["name", "url"], ["logo"]),
        response: { 201: savedOrDrafted, ...errorAnswers(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const target = targetOf(request);
      const { input, uploaded } = await readImageForm(request, target.writes.images, {
        ...logoForm,
        form: "create",
        schema: partnerSchema,
        missingFile: { path: "logo", message: partnerMessages.logoRequired },
        order: ["name", "url", "logo"],
      });
      const [logo] = uploaded;
      return reply.status(201).send(await answerOf(await addPartner(target, input, logo)));
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
        description: `The draft's partners with \`?draft=true\`.${draftNote}`,
        querystring: siteMediaDraftQuery,
        body: partnerOrderSchema,
        response: { 200: savedOrDrafted, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => answerOf(await reorderPartners(targetOf(request), request.body.ids)),
  );

  app.patch(
    "/site/partners/:id",
    {
      validatorCompiler: streamedBody,
      config: rule,
      schema: {
        tags,
        summary: "Change a partner's name, link or logo",
        description: `multipart/form-data: any of \`name\`, \`url\`, and a new logo as the file \`logo\`.${draftNote}`,
        consumes: ["multipart/form-data"],
        params: idParams,
        querystring: siteMediaDraftQuery,
        body: multipartDoc(["name", "url"], ["logo"]),
        response: { 200: savedOrDrafted, ...errorAnswers(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const target = targetOf(request);
      const { input, uploaded } = await readImageForm(request, target.writes.images, {
        ...logoForm,
        form: "edit",
        schema: partnerUpdateSchema,
      });
      return answerOf(await updatePartner(target, request.params.id, input, uploaded[0]));
    },
  );

  app.delete(
    "/site/partners/:id",
    {
      config: rule,
      schema: {
        tags,
        summary: "Remove a partner from the logo strip",
        description: `The draft's partner with \`?draft=true\`.${draftNote}`,
        params: idParams,
        querystring: siteMediaDraftQuery,
        response: { 200: savedOrDrafted, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => answerOf(await removePartner(targetOf(request), request.params.id)),
  );

  app.patch(
    "/site/images/:name",
    {
      validatorCompiler: streamedBody,
      config: rule,
      schema: {
        tags,
        summary: "Replace one of the site's pictures (share picture, organisation logo, hero poster)",
        description: `multipart/form-data: the picture as the file \`image\`. The share picture is cropped to ${SHARE_IMAGE_SIZE.width}×${SHARE_IMAGE_SIZE.height}.${draftNote}`,
        consumes: ["multipart/form-data"],
        params: imageParams,
        querystring: siteMediaDraftQuery,
        body: multipartDoc([], ["image"]),
        response: { 200: savedOrDrafted, ...errorAnswers(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const name = pictureName(request.params.name);
      const { writes, draft } = targetOf(request);
      const { uploaded } = await readImageForm(request, writes.images, {
        spec: imageFormSpec({ image: 1 }, imageMessages.oneFileOnly),
        file: "image",
        form: "edit",
        schema: z.object({}),
        missingFile: { path: "image", message: imageMessages.selectImage },
        frame: name === "shareImage" ? SHARE_IMAGE_SIZE : undefined,
      });
      if (draft) return answerOf(await draftSiteImage(writes, draft, name, uploaded[0]));
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
        description: `In the pictures' draft with \`?draft=true\`.${draftNote}`,
        params: imageParams,
        querystring: siteMediaDraftQuery,
        response: { 200: savedOrDrafted, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const name = pictureName(request.params.name);
      const { writes, draft } = targetOf(request);
      if (draft) return answerOf(await draftSiteImage(writes, draft, name, undefined));
      await setSiteImage(writes, name, undefined);
      return answer();
    },
  );
};
