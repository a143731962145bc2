import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import {
  changePasswordSchema,
  passwordMessages,
  resetConfirmSchema,
  resetLinkSchema,
  resetRequestSchema,
} from "../../../domain/passwords.ts";
import type { AppConfig } from "../../config.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { errorAnswers, successMessage } from "../../http/answers.ts";
import { currentAdmin } from "../../http/current-admin.ts";
import { idParams } from "../../http/id-params.ts";
import { changePassword, confirmPasswordReset, resetLinkForColleague, resetMailsFor } from "./service.ts";

const tags = ["staff accounts"];

export const passwordRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.post(
    "/admin/password",
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "Change one's own password; every session of the admin ends (sign in again)",
        body: changePasswordSchema,
        response: { 200: successMessage, ...errorAnswers(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const admin = currentAdmin(request);
      const deps = { db: app.db, throttle: app.loginThrottle, writes: staffWritesOf(request) };
      await changePassword(deps, { ...admin, ip: request.ip }, request.body);
      await app.sessions.end(request, reply);
      return { success: true as const, message: passwordMessages.changed };
    },
  );

  app.post(
    "/admin/password-reset/request",
    {
      config: { access: access.public, rateLimit: app.publicWriteLimit("password-reset") },
      schema: {
        tags,
        summary: "E-mail a one-time reset link (30 minutes) to the staff accounts with this address",
        description:
          "Answers the same, as quickly, whether or not the address belongs to an account: the e-mail is prepared and sent after the answer.",
        body: resetRequestSchema,
        response: { 200: successMessage, ...errorAnswers(400, 429) },
      },
    },
    async (request) => {
      const { email } = request.body;
      app.mail.later("password reset", () => resetMailsFor(app.db, email, config.publicUrl));
      return { success: true as const, message: passwordMessages.resetRequested };
    },
  );

  app.post(
    "/admin/password-reset/confirm",
    {
      config: { access: access.public, rateLimit: app.publicWriteLimit("password-reset-confirm") },
      schema: {
        tags,
        summary: "Set a new password with a reset link's token; the link is used up and the admin's sessions end",
        body: resetConfirmSchema,
        response: { 200: successMessage, ...errorAnswers(400, 429) },
      },
    },
    async (request) => {
      await confirmPasswordReset(app.db, request.body, request.ip);
      return { success: true as const, message: passwordMessages.resetDone };
    },
  );

  app.post(
    "/admin/:id/reset-link",
    {
      config: { access: access.superAdmin("manageUsers") },
      schema: {
        tags,
        summary: "Make a one-time reset link for a colleague without working e-mail (30 minutes)",
        params: idParams,
        response: {
          201: z.object({ success: z.literal(true), data: resetLinkSchema }),
          ...errorAnswers(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const data = await resetLinkForColleague(staffWritesOf(request), request.params.id, config.publicUrl);
      return reply.status(201).send({ success: true as const, data });
    },
  );
};
