import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../../domain/access.ts";
import { followUpLeadFilter } from "../../../domain/follow-ups.ts";
import {
  applicationDtoSchema,
  applicationSortFields,
  inboxMessages,
  leadListFormatQuery,
} from "../../../domain/inbox.ts";
import { listPageQuery } from "../../../domain/list-paging.ts";
import { applicationChangeSchema, applicationFilterQuery, pipelineMessages } from "../../../domain/pipeline.ts";
import { queryText } from "../../../domain/text-rules.ts";
import { localDayBounds } from "../../../domain/zone-days.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { errorAnswers } from "../../http/answers.ts";
import { idParams } from "../../http/id-params.ts";
import { recordResumeDownload } from "../audit/exports.ts";
import { changed, changeOptions } from "../change-route.ts";
import { superAdminDeleteRoute } from "../delete-route.ts";
import { followUpDueOf } from "../pipeline/follow-up-due.ts";
import { type LeadDownload, leadListAnswer, leadListOptions, leadNoteRoute } from "../pipeline/lead-lists.ts";
import { applicationList } from "./admin-queries.ts";
import { addApplicationNote, applicationWithResume, changeApplication, removeApplication } from "./admin-service.ts";
import { sendResume } from "./resume-download.ts";

const tags = ["applications"];

const listQuery = leadListFormatQuery.extend(listPageQuery(applicationSortFields, "-createdAt").shape).extend({
  jobId: queryText(100).describe("Only this job's applications; an unknown id gives none"),
  ...applicationFilterQuery.shape,
  followUp: followUpLeadFilter,
});

/**
 * Applications are personal data (ADR 0136): reading them and their resumes needs the applications
 * area's read right, a download its export right, moving them along the pipeline its update right
 * (which every role that held the career area's update right was given by migration).
 */
const applicationsUpdate = { access: access.data("applications", "update") };
const applicationsRead = { access: access.data("applications", "read") };

export const applicationAdminRoutes: FastifyPluginAsyncZod<{ now: () => number; timeZone: string }> = async (
  app,
  options,
) => {
  const today = () => localDayBounds(options.timeZone, options.now());
  const download: LeadDownload = {
    name: "applications",
    area: "applications",
    entity: "application",
    what: "applications",
    timeZone: options.timeZone,
  };
  app.get(
    "/career",
    leadListOptions({
      area: "applications",
      tags,
      summary: "Job applications, newest first, with their owners and notes (?format=csv for a spreadsheet)",
      querystring: listQuery,
      row: applicationDtoSchema,
    }),
    (request, reply) => {
      const { format, page, limit, sort, ...filter } = request.query;
      return leadListAnswer(request, reply, applicationList, download, {
        filter: { ...filter, followUp: followUpDueOf(filter.followUp, today) },
        sort,
        named: { job: filter.jobId, stage: filter.stage, owner: filter.owner, followUp: filter.followUp, q: filter.q },
        audited: filter,
      });
    },
  );

  app.patch(
    "/career/update/:id",
    changeOptions({
      ...applicationsUpdate,
      tags,
      summary: "Move an application to a stage and/or give it an owner",
      body: applicationChangeSchema,
      dto: applicationDtoSchema,
    }),
    (request) =>
      changed(
        pipelineMessages.applicationUpdated,
        changeApplication(staffWritesOf(request), request.params.id, request.body),
      ),
  );

  leadNoteRoute(app, {
    url: "/career/:id/notes",
    area: "applications",
    tags,
    summary: "Add a private staff note to an application",
    add: addApplicationNote,
  });

  app.get(
    "/career/:id/resume",
    {
      config: applicationsRead,
      schema: {
        tags,
        summary: "Download an applicant's resume (attachment only, never rendered; in the audit log)",
        params: idParams,
        response: { ...errorAnswers(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const application = await applicationWithResume(app.db, app.privateFiles, request.params.id);
      await recordResumeDownload(app.db, request, application);
      return sendResume(reply, app.privateFiles, application);
    },
  );

  superAdminDeleteRoute(app, {
    url: "/career/delete/:id",
    tags,
    summary: "Delete an application and its resume",
    action: "deleteApplication",
    remove: (writes, id) => removeApplication(writes, app.resumeRemovals, id),
    message: inboxMessages.applicationDeleted,
  });
};
