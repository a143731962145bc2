import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../../domain/access.ts";
import { jobCreateSchema, jobDtoSchema, jobMessages, jobUpdateSchema } from "../../../domain/jobs.ts";
import type { SaveAsDraft } from "../../engines/content-writes/from-draft.ts";
import { jsonCreateOptions, jsonUpdateOptions, sendIfJsonDraft } from "../../engines/content-writes/json-routes.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { expectedVersion } from "../../http/expected-version.ts";
import { superAdminDeleteRoute } from "../delete-route.ts";
import { createJob, deleteJob, type JobRow, jobChangeKinds, updateJob } from "./admin-service.ts";

const tags = ["jobs"];

export const jobAdminRoutes: FastifyPluginAsyncZod<{ saveAsDraft?: SaveAsDraft }> = async (app, options) => {
  app.post(
    "/job/create",
    jsonCreateOptions({
      access: access.area("career", "create"),
      tags,
      summary: "Open a job (isActive=false also needs statusChange)",
      body: jobCreateSchema,
      dto: jobDtoSchema,
    }),
    async (request, reply) => {
      if (await sendIfJsonDraft(request, reply, options.saveAsDraft)) return reply;
      const { draft: _draft, ...input } = request.body;
      if (input.isActive === false) request.access.requireArea("career", "statusChange");
      const data = await createJob(staffWritesOf(request), input);
      return reply.status(201).send({ success: true as const, message: jobMessages.created, data });
    },
  );

  app.patch(
    "/job/update/:id",
    jsonUpdateOptions({
      // Narrowed inside: update to edit, statusChange to switch isActive (docs/decisions/0043).
      access: access.signedIn,
      tags,
      summary: "Change a job; editing needs update, switching isActive needs statusChange",
      body: jobUpdateSchema,
      dto: jobDtoSchema,
    }),
    async (request) => {
      const { version, ...input } = request.body;
      const authorize = (current: JobRow) => {
        const { edits, statusChanges } = jobChangeKinds(current, input);
        if (edits || !statusChanges) request.access.requireArea("career", "update");
        if (statusChanges) request.access.requireArea("career", "statusChange");
      };
      const expected = expectedVersion(request, version);
      const data = await updateJob(staffWritesOf(request), request.params.id, input, authorize, expected);
      return { success: true as const, message: jobMessages.updated, data };
    },
  );

  superAdminDeleteRoute(app, {
    url: "/job/delete/:id",
    tags,
    summary: "Delete a job that has no applications",
    action: "deleteJob",
    conflict: true,
    remove: deleteJob,
    message: jobMessages.deleted,
  });
};
