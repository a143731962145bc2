import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { apiKeyCreatedSchema, apiKeyCreateSchema, apiKeyMessages, apiKeySchema } from "../../../domain/api-keys.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { messageWithData } from "../../http/admin-answers.ts";
import { errorAnswers, successMessage, successWith } from "../../http/answers.ts";
import { currentAdmin } from "../../http/current-admin.ts";
import { idParams } from "../../http/id-params.ts";
import { listApiKeys } from "./queries.ts";
import { createApiKey, revokeApiKey } from "./service.ts";

const tags = ["api-keys"];
const rule = { access: access.superAdmin("manageApiKeys") };

/** superAdmin only (docs/api.md "Privilege areas for personal data, and API keys", ADR 0137); every write is audited. */
export const apiKeyRoutes: FastifyPluginAsyncZod<{ now: () => number }> = async (app, { now }) => {
  app.get(
    "/api-keys",
    {
      config: rule,
      schema: {
        tags,
        summary: "Every API key, newest first, revoked ones included (never the key itself)",
        response: { 200: successWith("data", z.array(apiKeySchema)), ...errorAnswers(401, 403) },
      },
    },
    async () => ({ success: true as const, data: await listApiKeys(app.db) }),
  );

  app.post(
    "/api-keys",
    {
      config: rule,
      schema: {
        tags,
        summary: "Create a key; the answer shows the key, this once (only its hash is stored)",
        body: apiKeyCreateSchema,
        response: { 201: messageWithData(apiKeyCreatedSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const data = await createApiKey(staffWritesOf(request), currentAdmin(request).id, request.body, now());
      return reply.code(201).send({ success: true as const, message: apiKeyMessages.created, data });
    },
  );

  app.delete(
    "/api-keys/:id",
    {
      config: rule,
      schema: {
        tags,
        summary: "Revoke a key: every instance refuses it from this answer on",
        params: idParams,
        response: { 200: successMessage, ...errorAnswers(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await revokeApiKey(staffWritesOf(request), request.params.id, now());
      return { success: true as const, message: apiKeyMessages.revoked };
    },
  );
};
