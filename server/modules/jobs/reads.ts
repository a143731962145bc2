import type { JobDto } from "../../../domain/jobs.ts";
import type { Db } from "../../db/client.ts";
import { recordReads } from "../record-reads.ts";
import { selectAdminJob, selectJobs, toAdminJobDto, toJobDto } from "./queries.ts";

export async function listJobs(db: Db, options: { includeInactive?: boolean } = {}): Promise<JobDto[]> {
  const rows = await selectJobs(db, { onlyActive: !options.includeInactive });
  return rows.map(toJobDto);
}

/** The job with this id or slug (an active one, unless `includeInactive`), and as the back office reads it. */
export const { get: getJob, getAdmin: getAdminJob } = recordReads({
  select: (db, key, onlyActive) => selectJobs(db, { ...key, onlyActive }),
  toDto: toJobDto,
  selectAdmin: selectAdminJob,
  toAdminDto: toAdminJobDto,
});
