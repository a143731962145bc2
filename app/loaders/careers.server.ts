import type { AppLoadContext } from "react-router";
import { addressOf } from "../../domain/addresses.ts";
import { type JobDto, jobDefaults, jobDtoSchema } from "../../domain/jobs.ts";
import type { Db } from "../../server/db/client.ts";
import { getJob, listJobs } from "../../server/modules/jobs/reads.ts";
import { addressed, bySlug, previewedId } from "./addresses.server.ts";
import { orNotFound } from "./not-found.server.ts";
import { previewedRecord } from "./preview.server.ts";
import { inPageLanguage, localRecord, translatedLocaleOf, type Versions, versionsOf } from "./translations.server.ts";

/** /career: the active jobs, newest first. */
export async function loadJobs(context: AppLoadContext) {
  const jobs = await listJobs(context.db);
  return { jobs: await inPageLanguage(context, "job", jobs, (job) => job._id) };
}

/** An open job by id or slug — an unknown or inactive job is a 404 page. */
export async function loadJob(db: Db, jobId: string) {
  return { job: orNotFound(await getJob(db, jobId)) };
}

/**
 * An open job at one of its addresses (`pathOf`: the page's or its application form's): the job at
 * its current one; any other (its id as the specs' /career/:id carries it, a former slug) one 301
 * there (ADR 0161).
 */
export async function loadAddressedJob(
  context: AppLoadContext,
  slug: string,
  pathOf: (job: { slug: string }) => string,
): Promise<{ job: JobDto; versions: Versions }> {
  const read = (key: string) => getJob(context.db, key);
  const locale = translatedLocaleOf(context);
  if (locale) {
    const { record, versions } = await localRecord(
      { ...context, locale },
      { kind: "job", key: slug, read, idOf: (job) => job._id, pathOf, requested: (asked) => pathOf({ slug: asked }) },
    );
    return { job: record, versions };
  }
  const job: JobDto = await addressed(context, bySlug("job", slug, read, pathOf));
  return { job, versions: await versionsOf(context, { kind: "job", id: job._id, record: job, pathOf }) };
}

/** /career/:slug, or its preview with the job's draft (an inactive job too). */
export async function loadJobPage(context: AppLoadContext, slug: string) {
  const jobId = previewedId(context, "job");
  if (!jobId) return loadAddressedJob(context, slug, addressOf.job);
  const read = (id: string) => getJob(context.db, id, { includeInactive: true });
  const job = await previewedRecord(context, jobDtoSchema, jobId, read, ({ fields }) => ({
    ...jobDefaults,
    ...fields,
  }));
  return { job, versions: {} };
}
