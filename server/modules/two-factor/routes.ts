import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import {
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  RECOVERY_CODE_COUNT,
  twoFactorMessages,
  twoFactorSetupSchema,
} from "../../../domain/two-factor.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { errorAnswers, successMessage } from "../../http/answers.ts";
import { currentAdmin } from "../../http/current-admin.ts";
import { idParams } from "../../http/id-params.ts";
import { disableTwoFactor, enableTwoFactor, setupTwoFactor, turnOffColleagueTwoFactor } from "./service.ts";

const tags = ["staff accounts"];

export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The request's audited writes with the app's database, key and lockout. */
  const deps = (request: FastifyRequest) => ({
    db: app.db,
    box: app.totpSecrets,
    throttle: app.loginThrottle,
    writes: staffWritesOf(request),
  });

  app.post(
    "/admin/2fa/setup",
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "Start two-factor sign-in: a new TOTP secret (SHA-1, 6 digits, 30 s), off until confirmed",
        response: {
          200: z.object({ success: z.literal(true), data: twoFactorSetupSchema }),
          ...errorAnswers(401, 403, 409),
        },
      },
    },
    async (request) => ({ success: true as const, data: await setupTwoFactor(deps(request), currentAdmin(request)) }),
  );

  app.post(
    "/admin/2fa/enable",
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "Confirm with a code: two-factor sign-in is on; the recovery codes are shown this once",
        body: enableTwoFactorSchema,
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            data: z.object({ recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT) }),
          }),
          ...errorAnswers(400, 401, 403, 409),
        },
      },
    },
    async (request) => {
      const admin = currentAdmin(request);
      const recoveryCodes = await enableTwoFactor(
        deps(request),
        { id: admin.id, username: admin.username, sessionTokenHash: request.credential?.tokenHash },
        request.body.code,
      );
      return { success: true as const, message: twoFactorMessages.enabled, data: { recoveryCodes } };
    },
  );

  app.post(
    "/admin/2fa/disable",
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "Turn one's own two-factor sign-in off (password and a code or recovery code)",
        body: disableTwoFactorSchema,
        response: { 200: successMessage, ...errorAnswers(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const admin = currentAdmin(request);
      await disableTwoFactor(
        deps(request),
        { ...admin, ip: request.ip, sessionTokenHash: request.credential?.tokenHash },
        request.body,
      );
      return { success: true as const, message: twoFactorMessages.disabled };
    },
  );

  app.delete(
    "/admin/:id/2fa",
    {
      config: { access: access.superAdmin("manageUsers") },
      schema: {
        tags,
        summary: "Turn off a colleague's two-factor sign-in (a lost authenticator); their sessions end",
        params: idParams,
        response: { 200: successMessage, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      await turnOffColleagueTwoFactor(staffWritesOf(request), request.params.id, currentAdmin(request).id);
      return { success: true as const, message: twoFactorMessages.disabled };
    },
  );
};
