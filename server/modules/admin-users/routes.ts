import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { userListQuery } from "../../../domain/admin-lists.ts";
import {
  adminUserMessages,
  changeRoleSchema,
  profileUpdateSchema,
  registerAdminSchema,
  userSchema,
} from "../../../domain/admin-users.ts";
import { listAnswer } from "../../../domain/list-paging.ts";
import { staffRefSchema } from "../../../domain/pipeline.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { errorAnswers } from "../../http/answers.ts";
import { currentAdmin } from "../../http/current-admin.ts";
import { idParams } from "../../http/id-params.ts";
import { listPage } from "../../http/list-or-csv.ts";
import { changed, changeOptions } from "../change-route.ts";
import { pagedList } from "../paged-list.ts";
import { staffDirectory, userList } from "./queries.ts";
import { changeRole, registerAdmin, removeUser, updateProfile } from "./service.ts";

const tags = ["admin users"];
const manageUsers = { access: access.superAdmin("manageUsers") };
const withUser = z.object({ success: z.literal(true), message: z.string(), data: userSchema });

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin",
    {
      config: manageUsers,
      schema: {
        tags,
        summary:
          "Every admin, oldest first: a page with page/limit, searched by name, username or e-mail with q, filtered by role, sorted",
        querystring: userListQuery,
        response: { 200: listAnswer(userSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    (request, reply) => {
      const filter = { q: request.query.q, role: request.query.role };
      return listPage(reply, request.query, pagedList(app.db, userList, filter, request.query.sort));
    },
  );

  app.get(
    "/admin/staff",
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "Every staff user's id and username, for any signed-in admin (to choose a lead's owner)",
        response: {
          200: z.object({ success: z.literal(true), data: z.array(staffRefSchema) }),
          ...errorAnswers(401),
        },
      },
    },
    async () => ({ success: true as const, data: await staffDirectory(app.db) }),
  );

  app.post(
    "/admin/register",
    {
      config: manageUsers,
      schema: {
        tags,
        summary:
          "Add an admin and their author profile (the caller stays signed in as themself); with authorId, the account signs in as that author who could not (an imported one)",
        body: registerAdminSchema,
        response: { 201: withUser, ...errorAnswers(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const data = await registerAdmin(staffWritesOf(request), request.body, app.publicContent);
      return reply.status(201).send({ success: true as const, message: adminUserMessages.added, data });
    },
  );

  app.patch(
    "/admin/update-role/:id",
    changeOptions({
      ...manageUsers,
      tags,
      summary: "Give an admin another role; their sessions end",
      body: changeRoleSchema,
      dto: userSchema,
    }),
    (request) =>
      changed(adminUserMessages.roleUpdated, changeRole(staffWritesOf(request), request.params.id, request.body.role)),
  );

  app.delete(
    "/admin/delete/:id",
    {
      config: manageUsers,
      schema: {
        tags,
        summary: "Delete an admin (not oneself, not a superAdmin)",
        params: idParams,
        response: {
          200: z.object({ success: z.literal(true), message: z.string() }),
          ...errorAnswers(401, 403, 404),
        },
      },
    },
    async (request) => {
      await removeUser(staffWritesOf(request), request.params.id, currentAdmin(request).id);
      return { success: true as const, message: adminUserMessages.deleted };
    },
  );

  app.patch(
    "/admin/update/:id",
    changeOptions({
      access: access.self("updateProfile"),
      tags,
      summary:
        "Change one's own email, contact number, address, lead notices, full name (their articles' byline too) or author profile (bio, photoId: what the blog shows of them)",
      body: profileUpdateSchema,
      dto: userSchema,
    }),
    (request) =>
      changed(
        adminUserMessages.profileUpdated,
        updateProfile(staffWritesOf(request), request.params.id, request.body, app.publicContent),
      ),
  );
};
