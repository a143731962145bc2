import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { jobListQuery } from "../../../domain/admin-lists.ts";
import { contentMessages } from "../../../domain/content.ts";
import { adminJobDtoSchema, type JobDto, jobDtoSchema } from "../../../domain/jobs.ts";
import { listAnswer } from "../../../domain/list-paging.ts";
import { errorAnswers } from "../../http/answers.ts";
import { type CsvColumn, sendCsv } from "../../http/csv-export.ts";
import { listPage } from "../../http/list-or-csv.ts";
import { recordExport } from "../audit/exports.ts";
import { oneRecordRoute } from "../one-record-route.ts";
import { pagedList } from "../paged-list.ts";
import { withTranslationStatuses } from "../translations/statuses.ts";
import { adminJobList } from "./queries.ts";
import { getAdminJob, getJob, listJobs } from "./reads.ts";

/** Jobs are few: the list is read whole, then streamed like the larger exports. */
async function* listed(jobs: JobDto[]) {
  yield* jobs;
}

const csvColumns: CsvColumn<JobDto>[] = [
  { header: "Posted", value: (job) => job.createdAt },
  { header: "Title", value: (job) => job.title },
  { header: "Status", value: (job) => (job.isActive ? "Active" : "Inactive") },
  { header: "Location", value: (job) => job.location },
  { header: "Employment type", value: (job) => job.employmentType },
  { header: "Job role", value: (job) => job.jobRole.join("\n") },
  { header: "Requirements", value: (job) => job.requirements.join("\n") },
  { header: "Company overview", value: (job) => job.companyOverview },
  { header: "Description", value: (job) => job.description },
];

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/job",
    {
      config: { access: access.public, cache: { kinds: ["job"] } },
      schema: {
        tags: ["jobs"],
        summary:
          "Active jobs, newest first (?format=csv for a spreadsheet); with all=true an admin's list of every job, each with its status and hasDraft: a page with page/limit, searched by title with q, filtered by isActive and publication, sorted",
        querystring: jobListQuery,
        response: { 200: z.union([listAnswer(adminJobDtoSchema), listAnswer(jobDtoSchema)]), ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      const includeInactive = request.query.all === "true" && request.access.seesInactive;
      const { format, q, isActive, publication, sort } = request.query;
      // The public list (cached) stays whole and active-only; the back office's pages on the server.
      if (includeInactive && format !== "csv") {
        const filter = { q, publication, isActive: isActive === undefined ? undefined : isActive === "true" };
        return listPage(
          reply,
          request.query,
          withTranslationStatuses(app.db, "job", pagedList(app.db, adminJobList, filter, sort)),
        );
      }
      const data = await listJobs(app.db, { includeInactive });
      if (request.query.format === "csv") {
        const which = includeInactive ? "every job" : "the active jobs";
        await recordExport(app.db, request, "job", `Exported ${which} as CSV`);
        return sendCsv(reply, "jobs", listed(data), csvColumns);
      }
      return { success: true as const, data };
    },
  );

  oneRecordRoute(app, {
    url: "/job/:id",
    kinds: ["job"],
    tags: ["jobs"],
    summary: "One job; a signed-in caller also gets an inactive one, with its status and hasDraft",
    dto: jobDtoSchema,
    adminDto: adminJobDtoSchema,
    get: getJob,
    getAdmin: getAdminJob,
    notFound: contentMessages.jobNotFound,
  });
};
