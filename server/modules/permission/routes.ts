import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { privilegeListQuery } from "../../../domain/admin-lists.ts";
import { listAnswer } from "../../../domain/list-paging.ts";
import {
  createPrivilegeSchema,
  permissionsReportSchema,
  privilegeMessages,
  privilegeSchema,
  updatePrivilegeSchema,
} from "../../../domain/privileges.ts";
import { permissionsReport } from "../../../domain/roles.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { errorAnswers } from "../../http/answers.ts";
import { currentAdmin } from "../../http/current-admin.ts";
import { idParams } from "../../http/id-params.ts";
import { listPage } from "../../http/list-or-csv.ts";
import { pagedList } from "../paged-list.ts";
import { privilegeList } from "./queries.ts";
import { changePrivilege, createPrivilege, removePrivilege } from "./service.ts";

const tags = ["privileges"];
const managePrivileges = { access: access.superAdmin("managePrivileges") };
const withMessage = z.object({ success: z.literal(true), message: z.string(), data: privilegeSchema });

export const permissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/permission/by-admin",
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "The signed-in admin's role and rights, for the back office to mirror",
        response: {
          200: z.object({
            success: z.literal(true),
            permission: z.object({ role: z.string(), permissions: permissionsReportSchema }),
          }),
          ...errorAnswers(401),
        },
      },
    },
    async (request) => {
      const admin = currentAdmin(request);
      return {
        success: true as const,
        permission: { role: admin.role, permissions: permissionsReport(admin.role, admin.permissions) },
      };
    },
  );

  app.get(
    "/permission",
    {
      config: managePrivileges,
      schema: {
        tags,
        summary:
          "Every role with its rights, oldest first: a page with page/limit, searched by role name with q, sorted",
        querystring: privilegeListQuery,
        response: { 200: listAnswer(privilegeSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    (request, reply) =>
      listPage(reply, request.query, pagedList(app.db, privilegeList, request.query.q, request.query.sort)),
  );

  app.post(
    "/permission/create",
    {
      config: managePrivileges,
      schema: {
        tags,
        summary: "Create a role",
        body: createPrivilegeSchema,
        response: { 201: withMessage, ...errorAnswers(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const data = await createPrivilege(staffWritesOf(request), request.body);
      return reply.status(201).send({ success: true as const, message: privilegeMessages.created, data });
    },
  );

  app.patch(
    "/permission/:id",
    {
      config: managePrivileges,
      schema: {
        tags,
        summary: "Rename a role or change its rights (not superAdmin or Member)",
        params: idParams,
        body: updatePrivilegeSchema,
        response: { 200: withMessage, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      message: privilegeMessages.updated,
      data: await changePrivilege(staffWritesOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    "/permission/:id",
    {
      config: managePrivileges,
      schema: {
        tags,
        summary: "Delete a role no admin holds (not superAdmin or Member)",
        params: idParams,
        response: {
          200: z.object({ success: z.literal(true), message: z.string() }),
          ...errorAnswers(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      await removePrivilege(staffWritesOf(request), request.params.id);
      return { success: true as const, message: privilegeMessages.deleted };
    },
  );
};
