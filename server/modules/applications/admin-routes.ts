import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../../domain/access.ts";
import {
  applicationDtoSchema,
  applicationSortFields,
  downloadFormatNames,
  inboxMessages,
  leadListFormatQuery,
} from "../../../domain/inbox.ts";
import { listAnswer, listPageQuery } from "../../../domain/list-paging.ts";
import {
  applicationChangeSchema,
  applicationFilterQuery,
  leadNoteSchema,
  noteInputSchema,
  pipelineMessages,
} from "../../../domain/pipeline.ts";
import { queryText } from "../../../domain/text-rules.ts";
import { csvOf } from "../../db/csv-batches.ts";
import { messageWithData } from "../../http/admin-answers.ts";
import { errorAnswers, successMessage } from "../../http/answers.ts";
import { idParams } from "../../http/id-params.ts";
import { listOrCsv } from "../../http/list-or-csv.ts";
import { recordExport } from "../audit/exports.ts";
import { filtersNamed } from "../pipeline/service.ts";
import { staffWritesOf } from "../staff-writes.ts";
import {
  applicationCsvBatch,
  applicationCsvFields,
  applicationOrder,
  applicationTotal,
  selectApplications,
  toApplicationDto,
} from "./admin-queries.ts";
import { addApplicationNote, applicationWithResume, changeApplication, removeApplication } from "./admin-service.ts";
import { sendResume } from "./resume-download.ts";

const tags = ["applications"];

const listQuery = leadListFormatQuery.extend(listPageQuery(applicationSortFields, "-createdAt").shape).extend({
  jobId: queryText(100).describe("Only this job's applications; an unknown id gives none"),
  ...applicationFilterQuery.shape,
});

/** Moving an application along the pipeline is work in the career area (docs/api.md, ADR 0083). */
const careerUpdate = { access: access.area("career", "update") };

export const applicationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/career",
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "Job applications, newest first, with their owners and notes (?format=csv for a spreadsheet)",
        querystring: listQuery,
        response: { 200: listAnswer(applicationDtoSchema), ...errorAnswers(400, 401) },
      },
    },
    (request, reply) => {
      const { format, page, limit, sort, ...filter } = request.query;
      return listOrCsv(reply, request.query, {
        name: "applications",
        filters: { job: filter.jobId, stage: filter.stage, owner: filter.owner, q: filter.q },
        read: (window) => selectApplications(app.db, filter, window, format !== "csv"),
        total: () => applicationTotal(app.db, filter),
        order: applicationOrder(sort),
        csv: csvOf(app.db, applicationCsvFields, applicationCsvBatch(app.db, filter)),
        toDto: toApplicationDto,
        recordExport: (format) =>
          recordExport(
            app.db,
            request,
            "application",
            `Exported the applications${filtersNamed(filter)} as ${downloadFormatNames[format]}`,
          ),
      });
    },
  );

  app.patch(
    "/career/update/:id",
    {
      config: careerUpdate,
      schema: {
        tags,
        summary: "Move an application to a stage and/or give it an owner",
        params: idParams,
        body: applicationChangeSchema,
        response: { 200: messageWithData(applicationDtoSchema), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      message: pipelineMessages.applicationUpdated,
      data: await changeApplication(staffWritesOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    "/career/:id/notes",
    {
      config: careerUpdate,
      schema: {
        tags,
        summary: "Add a private staff note to an application",
        params: idParams,
        body: noteInputSchema,
        response: { 201: messageWithData(leadNoteSchema), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const note = await addApplicationNote(staffWritesOf(request), request.params.id, request.body.text);
      return reply.status(201).send({ success: true as const, message: pipelineMessages.noteAdded, data: note });
    },
  );

  app.get(
    "/career/:id/resume",
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "Download an applicant's resume (attachment only, never rendered)",
        params: idParams,
        response: { ...errorAnswers(401, 404) },
      },
    },
    async (request, reply) =>
      sendResume(reply, app.privateFiles, await applicationWithResume(app.db, app.privateFiles, request.params.id)),
  );

  app.delete(
    "/career/delete/:id",
    {
      config: { access: access.superAdmin("deleteApplication") },
      schema: {
        tags,
        summary: "Delete an application and its resume",
        params: idParams,
        response: { 200: successMessage, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      await removeApplication(staffWritesOf(request), app.resumeRemovals, request.params.id);
      return { success: true as const, message: inboxMessages.applicationDeleted };
    },
  );
};
