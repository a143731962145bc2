import type { Db } from "../../server/db/client.ts";
import { getJob, listJobs } from "../../server/modules/jobs/reads.ts";
import { orNotFound } from "./not-found.server.ts";

/** /career: the active jobs, newest first. */
export async function loadJobs(db: Db) {
  return { jobs: await listJobs(db) };
}

/** /career/:id and /career/form/:id — an unknown or inactive job is a 404 page. */
export async function loadJob(db: Db, jobId: string) {
  return { job: orNotFound(await getJob(db, jobId)) };
}
