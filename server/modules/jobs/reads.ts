import type { AdminJobDto, JobDto } from "../../../domain/content.ts";
import type { Db } from "../../db/client.ts";
import { isUuid } from "../../lib/uuid.ts";
import { selectAdminJob, selectJobs, toAdminJobDto, toJobDto } from "./queries.ts";

export async function listJobs(db: Db, options: { includeInactive?: boolean } = {}): Promise<JobDto[]> {
  const rows = await selectJobs(db, { onlyActive: !options.includeInactive });
  return rows.map(toJobDto);
}

export async function getJob(db: Db, id: string, options: { includeInactive?: boolean } = {}): Promise<JobDto | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectJobs(db, { id, onlyActive: !options.includeInactive });
  return row ? toJobDto(row) : null;
}

/** One job as the back office reads it: active or not, with its publication badge. */
export async function getAdminJob(db: Db, id: string): Promise<AdminJobDto | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectAdminJob(db, id);
  return row ? toAdminJobDto(row) : null;
}
