import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { userSchema } from "../../../domain/admin-users.ts";
import { authMessages, loginSchema } from "../../../domain/auth.ts";
import { audit } from "../../engines/audit-trail/record.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { errorAnswers } from "../../http/answers.ts";
import { currentAdmin } from "../../http/current-admin.ts";
import { apiErrorSchema } from "../../http/schemas.ts";
import { userById } from "../admin-users/service.ts";
import { createAuthenticator } from "./service.ts";

const tags = ["sign-in"];

/** A refused sign-in; `twoFactorRequired` when the password was right and a code is wanted. */
const signInRefused = apiErrorSchema.extend({ twoFactorRequired: z.literal(true).optional() });

/** `timeZone`: the agency's (SITE_TIME_ZONE), which the back office shows every time in. */
export const signInRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, options) => {
  const authenticate = createAuthenticator(app.db, app.loginThrottle, app.totpSecrets, (username, ip) =>
    audit.record(app.db, {
      actor: null,
      ip,
      action: "loginFailed",
      entity: "session",
      ...(username === null
        ? { summary: "Failed sign-in with an unknown username" }
        : { summary: `Failed sign-in as "${username}"`, after: { username } }),
    }),
  );

  app.post(
    "/admin/login",
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "Sign in: sets the session cookie and returns the token for API clients",
        description:
          "With two-factor sign-in on, a call without `code` answers 401 with `twoFactorRequired: true` and opens no session; send it again with a current TOTP code or an unused recovery code.",
        body: loginSchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), token: z.string(), data: userSchema }),
          ...errorAnswers(400, 429),
          401: signInRefused,
        },
      },
    },
    async (request, reply) => {
      const userId = await authenticate(request.body, request.ip);
      const { token, data } = await app.db.transaction(async (tx) => {
        const user = await userById(tx, userId);
        await audit.record(tx, {
          actor: { id: user._id, username: user.username },
          ip: request.ip,
          action: "login",
          entity: "session",
          entityId: user._id,
          summary: "Signed in",
        });
        return { token: await app.sessions.start(userId, request, reply, tx), data: user };
      });
      return { success: true as const, message: authMessages.loginSuccessful, token, data };
    },
  );

  app.post(
    "/admin/logout",
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "End this session (cookie or token) on the server",
        response: { 200: z.object({ success: z.literal(true), message: z.string() }), ...errorAnswers(401, 403) },
      },
    },
    async (request, reply) => {
      const writes = staffWritesOf(request);
      await writes.change(async (tx) => {
        await writes.audit.record(tx, {
          action: "logout",
          entity: "session",
          entityId: currentAdmin(request).id,
          summary: "Signed out",
        });
        await app.sessions.end(request, reply, tx);
      });
      return { success: true as const, message: authMessages.loggedOut };
    },
  );

  app.get(
    "/admin/me",
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "The signed-in admin, and the agency's time zone the back office shows times in",
        response: {
          200: z.object({
            success: z.literal(true),
            data: userSchema,
            timeZone: z.string().describe("The agency's time zone (SITE_TIME_ZONE)"),
          }),
          ...errorAnswers(401),
        },
      },
    },
    // Read with the session, in the query a burst of signed-in calls shares (ADR 0121).
    async (request) => ({ success: true as const, data: currentAdmin(request).profile, timeZone: options.timeZone }),
  );
};
