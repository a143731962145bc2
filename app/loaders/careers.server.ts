import type { AppLoadContext } from "react-router";
import { jobDtoSchema } from "../../domain/content.ts";
import { jobDefaults } from "../../domain/jobs.ts";
import type { Db } from "../../server/db/client.ts";
import { getJob, listJobs } from "../../server/modules/jobs/reads.ts";
import { orNotFound } from "./not-found.server.ts";
import { draftOnlyRecord, isPreviewOf, withDraft } from "./preview.server.ts";

/** /career: the active jobs, newest first. */
export async function loadJobs(db: Db) {
  return { jobs: await listJobs(db) };
}

/** /career/:id and /career/form/:id — an unknown or inactive job is a 404 page. */
export async function loadJob(db: Db, jobId: string) {
  return { job: orNotFound(await getJob(db, jobId)) };
}

/** /career/:id, or its preview with the job's draft (an inactive job too). */
export async function loadJobPage(context: AppLoadContext, jobId: string) {
  if (!isPreviewOf(context, "job", jobId)) return loadJob(context.db, jobId);
  const draftOnly = await draftOnlyRecord(context, jobDtoSchema, jobId, ({ fields, savedAt }) => ({
    ...jobDefaults,
    ...fields,
    version: 0,
    createdAt: savedAt,
    updatedAt: savedAt,
  }));
  if (draftOnly) return { job: draftOnly };
  const job = orNotFound(await getJob(context.db, jobId, { includeInactive: true }));
  return { job: withDraft(context, jobDtoSchema, job) };
}
