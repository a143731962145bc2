import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { isDraftCreate } from "../../../domain/drafts.ts";
import { jobCreateSchema, jobDtoSchema, jobMessages, jobUpdateSchema } from "../../../domain/jobs.ts";
import type { SaveAsDraft } from "../../engines/content-writes/from-draft.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { createOrDraftBody, messageWithData } from "../../http/admin-answers.ts";
import { errorAnswers } from "../../http/answers.ts";
import { expectedVersion, versionNote } from "../../http/expected-version.ts";
import { idParams } from "../../http/id-params.ts";
import { createdOrDraft, sendDraftCreated } from "../content-forms.ts";
import { superAdminDeleteRoute } from "../delete-route.ts";
import { createJob, deleteJob, type JobRow, jobChangeKinds, updateJob } from "./admin-service.ts";

const tags = ["jobs"];
const answer = messageWithData(jobDtoSchema);

export const jobAdminRoutes: FastifyPluginAsyncZod<{ saveAsDraft?: SaveAsDraft }> = async (app, options) => {
  app.post(
    "/job/create",
    {
      validatorCompiler: createOrDraftBody,
      config: { access: access.area("career", "create") },
      schema: {
        tags,
        summary: "Open a job (isActive=false also needs statusChange)",
        description:
          'With `draft: true` any of the fields are kept as a draft instead: the answer is its publication (`status: "draft"`), see Drafts.',
        body: jobCreateSchema.extend({ draft: z.boolean().optional() }),
        response: {
          201: createdOrDraft(jobDtoSchema),
          ...errorAnswers(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { draft: _draft, ...input } = request.body;
      if (options.saveAsDraft && isDraftCreate(request.body)) {
        // Sent as is (createOrDraftBody): checked as a draft, where any of the fields will do.
        return sendDraftCreated(reply, await options.saveAsDraft(request, { body: { ...request.body }, files: [] }));
      }
      if (input.isActive === false) request.access.requireArea("career", "statusChange");
      const data = await createJob(staffWritesOf(request), input);
      return reply.status(201).send({ success: true as const, message: jobMessages.created, data });
    },
  );

  app.patch(
    "/job/update/:id",
    {
      // Narrowed inside: update to edit, statusChange to switch isActive (docs/decisions/0043).
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "Change a job; editing needs update, switching isActive needs statusChange",
        description: versionNote,
        params: idParams,
        body: jobUpdateSchema.extend({ version: z.union([z.number(), z.string()]).optional() }),
        response: { 200: answer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
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
