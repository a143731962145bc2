import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import {
  audienceSchema,
  campaignCreateSchema,
  campaignDetailSchema,
  campaignDtoSchema,
  campaignMessages,
  campaignPreviewSchema,
  campaignScheduleSchema,
  campaignTestSchema,
  campaignUpdateSchema,
} from "../../../domain/campaigns.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { messageWithData } from "../../http/admin-answers.ts";
import { errorAnswers, successWith } from "../../http/answers.ts";
import { idParams } from "../../http/id-params.ts";
import { isUuid } from "../../lib/uuid.ts";
import { findCampaign, listCampaigns } from "./queries.ts";
import {
  type CampaignParts,
  cancelCampaign,
  createCampaign,
  deleteCampaign,
  previewCampaign,
  scheduleCampaign,
  sendCampaign,
  testCampaign,
  updateCampaign,
} from "./service.ts";
import { audienceSize } from "./start.ts";

const tags = ["newsletter"];

/**
 * What the e-mail may do in the campaign screen's frame: its own inline styles and pictures from
 * anywhere (as a mail program shows them), no script, no form, no navigation of the back office;
 * framed by the back office only, and its links open outside it.
 */
export const CAMPAIGN_PREVIEW_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' https: data:",
  "font-src 'self' https:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  "sandbox allow-popups allow-popups-to-escape-sandbox",
].join("; ");
const read = { access: access.signedIn };

/**
 * Newsletter campaigns (docs/api.md "Newsletter sending"), area `newsletter`: any signed-in admin
 * reads them (words and counts, no one's address); writing, changing and sending take the rights.
 */
export const campaignRoutes: FastifyPluginAsyncZod<{
  parts: CampaignParts;
  kick: () => void;
  timeZone: string;
}> = async (app, { parts, kick, timeZone }) => {
  const now = () => new Date(parts.now());

  app.get(
    "/campaigns",
    {
      config: read,
      schema: {
        tags,
        summary: "Every campaign, newest first, with its counts",
        response: {
          200: z.object({ success: z.literal(true), data: z.array(campaignDtoSchema), timeZone: z.string() }),
          ...errorAnswers(401, 403),
        },
      },
    },
    async () => ({ success: true as const, data: await listCampaigns(app.db), timeZone }),
  );

  app.post(
    "/campaigns",
    {
      config: { access: access.newsletter("create") },
      schema: {
        tags,
        summary: "Write a campaign (a draft): blocks of the editor, or a published article's id",
        body: campaignCreateSchema,
        response: { 201: messageWithData(campaignDetailSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const data = await createCampaign(app.db, staffWritesOf(request), request.body, {
        adminId: request.admin?.id ?? null,
      });
      return reply.code(201).send({ success: true as const, message: campaignMessages.created, data });
    },
  );

  app.post(
    "/campaigns/audience",
    {
      config: read,
      schema: {
        tags,
        summary: "How many confirmed subscribers an audience holds now",
        body: z.object({ audience: audienceSchema }),
        response: {
          200: successWith("data", z.object({ recipients: z.number().int() })),
          ...errorAnswers(400, 401, 403),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: { recipients: await audienceSize(app.db, request.body.audience) },
    }),
  );

  app.get(
    "/campaigns/:id",
    {
      config: read,
      schema: {
        tags,
        summary: "One campaign with its counts and its links' clicks (polled while it sends)",
        params: idParams,
        response: {
          200: z.object({ success: z.literal(true), data: campaignDetailSchema, timeZone: z.string() }),
          ...errorAnswers(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const data = isUuid(request.params.id) ? await findCampaign(app.db, request.params.id) : null;
      if (!data) throw new NotFound(campaignMessages.notFound);
      reply.header("cache-control", "no-store");
      return { success: true as const, data, timeZone };
    },
  );

  app.patch(
    "/campaigns/:id",
    {
      config: { access: access.newsletter("update") },
      schema: {
        tags,
        summary: "Change a draft or scheduled campaign (409 once it has started sending)",
        params: idParams,
        body: campaignUpdateSchema,
        response: { 200: messageWithData(campaignDetailSchema), ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      message: campaignMessages.updated,
      data: await updateCampaign(app.db, staffWritesOf(request), request.params.id, request.body, now()),
    }),
  );

  app.delete(
    "/campaigns/:id",
    {
      config: { access: access.newsletter("update") },
      schema: {
        tags,
        summary: "Delete a campaign that never started sending",
        params: idParams,
        response: {
          200: z.object({ success: z.literal(true), message: z.literal(campaignMessages.deleted) }),
          ...errorAnswers(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      await deleteCampaign(staffWritesOf(request), request.params.id);
      return { success: true as const, message: campaignMessages.deleted };
    },
  );

  app.get(
    "/campaigns/:id/preview",
    {
      config: read,
      schema: {
        tags,
        summary: "The e-mail as a subscriber gets it: subject, HTML and plain text",
        params: idParams,
        response: { 200: successWith("data", campaignPreviewSchema), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await previewCampaign(app.db, request.params.id, parts) }),
  );

  app.get(
    "/campaigns/:id/preview.html",
    {
      // Its own policy: the e-mail's inline styles apply, nothing of it runs or posts (ADR 0278).
      config: { ...read, ownSecurityPolicy: true },
      schema: {
        tags,
        summary: "The e-mail's HTML as a subscriber gets it, for the campaign screen's desktop and phone frames",
        params: idParams,
        produces: ["text/html"],
        response: { 200: z.string(), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const preview = await previewCampaign(app.db, request.params.id, parts);
      return reply
        .header("content-type", "text/html; charset=utf-8")
        .header("content-security-policy", CAMPAIGN_PREVIEW_POLICY)
        .header("x-frame-options", "SAMEORIGIN")
        .header("referrer-policy", "no-referrer")
        .send(preview.html);
    },
  );

  app.post(
    "/campaigns/:id/test",
    {
      config: { access: access.newsletter("send") },
      schema: {
        tags,
        summary: "Send the campaign once to a staff member's address",
        params: idParams,
        body: campaignTestSchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string() }),
          ...errorAnswers(400, 401, 403, 404, 502),
        },
      },
    },
    async (request) => {
      await testCampaign(app.db, staffWritesOf(request), request.params.id, request.body.to, parts);
      return { success: true as const, message: campaignMessages.testSent(request.body.to) };
    },
  );

  app.post(
    "/campaigns/:id/schedule",
    {
      config: { access: access.newsletter("send") },
      schema: {
        tags,
        summary: "Send at a time to come (ISO-8601 with its offset)",
        params: idParams,
        body: campaignScheduleSchema,
        response: { 200: messageWithData(campaignDetailSchema), ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      message: campaignMessages.scheduled,
      data: await scheduleCampaign(app.db, staffWritesOf(request), request.params.id, new Date(request.body.at), now()),
    }),
  );

  app.post(
    "/campaigns/:id/send",
    {
      config: { access: access.newsletter("send") },
      schema: {
        tags,
        summary: "Send now: one message per confirmed subscriber of the audience is queued (202)",
        params: idParams,
        response: { 202: messageWithData(campaignDetailSchema), ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const data = await sendCampaign(app.db, staffWritesOf(request), request.params.id, parts);
      kick();
      return reply.code(202).send({ success: true as const, message: campaignMessages.sendingStarted, data });
    },
  );

  app.post(
    "/campaigns/:id/cancel",
    {
      config: { access: access.newsletter("send") },
      schema: {
        tags,
        summary: "Stop a campaign: a scheduled one becomes a draft again, a sending one sends no more",
        params: idParams,
        response: { 200: messageWithData(campaignDetailSchema), ...errorAnswers(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { campaign, message } = await cancelCampaign(app.db, staffWritesOf(request), request.params.id, now());
      return { success: true as const, message, data: campaign };
    },
  );
};
