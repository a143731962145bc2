import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import {
  deliverySchema,
  webhookCreateSchema,
  webhookMessages,
  webhookSchema,
  webhookUpdateSchema,
  webhookWithSecretSchema,
} from "../../../domain/webhooks.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { messageWithData } from "../../http/admin-answers.ts";
import { errorAnswers, successWith } from "../../http/answers.ts";
import { idParams } from "../../http/id-params.ts";
import { isUuid } from "../../lib/uuid.ts";
import { superAdminDeleteRoute } from "../delete-route.ts";
import { deliveriesOf, findEndpoint, listWebhooks } from "./queries.ts";
import { createWebhook, deleteWebhook, queueTest, redeliver, updateWebhook } from "./service.ts";

const tags = ["webhooks"];
const rule = { access: access.superAdmin("manageWebhooks") };

/** superAdmin only (docs/api.md "Backups and webhooks"); every write is audited. */
export const webhookRoutes: FastifyPluginAsyncZod<{ allowPrivate: boolean }> = async (app, { allowPrivate }) => {
  app.get(
    "/webhooks",
    {
      config: rule,
      schema: {
        tags,
        summary: "Every webhook endpoint (never its secret)",
        response: { 200: successWith("data", z.array(webhookSchema)), ...errorAnswers(401, 403) },
      },
    },
    async () => ({ success: true as const, data: await listWebhooks(app.db) }),
  );

  app.post(
    "/webhooks",
    {
      config: rule,
      schema: {
        tags,
        summary: "Add an endpoint; the answer shows its signing secret, this once",
        description:
          "The URL must be https:// and resolve only to public addresses, unless WEBHOOK_ALLOW_PRIVATE=true.",
        body: webhookCreateSchema,
        response: { 201: messageWithData(webhookWithSecretSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const data = await createWebhook(staffWritesOf(request), request.body, allowPrivate);
      return reply.code(201).send({ success: true as const, message: webhookMessages.created, data });
    },
  );

  app.patch(
    "/webhooks/:id",
    {
      config: rule,
      schema: {
        tags,
        summary: "Change an endpoint; `rotateSecret: true` makes a new secret, shown in this answer only",
        params: idParams,
        body: webhookUpdateSchema,
        response: {
          200: messageWithData(z.union([webhookWithSecretSchema, webhookSchema])),
          ...errorAnswers(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: webhookMessages.updated,
      data: await updateWebhook(staffWritesOf(request), request.params.id, request.body, allowPrivate),
    }),
  );

  superAdminDeleteRoute(app, {
    url: "/webhooks/:id",
    tags,
    summary: "Delete an endpoint and its delivery log",
    action: "manageWebhooks",
    remove: deleteWebhook,
    message: webhookMessages.deleted,
  });

  app.post(
    "/webhooks/:id/test",
    {
      config: rule,
      schema: {
        tags,
        summary: "Queue a `webhook.test` event for this endpoint; the answer is its delivery",
        params: idParams,
        response: { 202: messageWithData(deliverySchema), ...errorAnswers(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const data = await queueTest(staffWritesOf(request), request.params.id);
      return reply.code(202).send({ success: true as const, message: webhookMessages.testQueued, data });
    },
  );

  app.get(
    "/webhooks/:id/deliveries",
    {
      config: rule,
      schema: {
        tags,
        summary: "The endpoint's latest 50 deliveries, newest first, each with every attempt",
        params: idParams,
        response: { 200: successWith("data", z.array(deliverySchema)), ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id) || !(await findEndpoint(app.db, id))) throw new NotFound(webhookMessages.notFound);
      return { success: true as const, data: await deliveriesOf(app.db, id) };
    },
  );

  app.post(
    "/webhooks/deliveries/:id/redeliver",
    {
      config: rule,
      schema: {
        tags,
        summary: "Send a delivered or failed delivery again now",
        params: idParams,
        response: { 202: messageWithData(deliverySchema), ...errorAnswers(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const data = await redeliver(staffWritesOf(request), request.params.id);
      return reply.code(202).send({ success: true as const, message: webhookMessages.redeliveryQueued, data });
    },
  );
};
