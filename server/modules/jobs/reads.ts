import type { AdminJobDto, JobDto } from "../../../domain/content.ts";
import type { Db } from "../../db/client.ts";
import { recordKey } from "../../lib/record-key.ts";
import { isUuid } from "../../lib/uuid.ts";
import { selectAdminJob, selectJobs, toAdminJobDto, toJobDto } from "./queries.ts";

export async function listJobs(db: Db, options: { includeInactive?: boolean } = {}): Promise<JobDto[]> {
  const rows = await selectJobs(db, { onlyActive: !options.includeInactive });
  return rows.map(toJobDto);
}

/** The job with this id or slug (issue 53: a public read accepts either). */
export async function getJob(
  db: Db,
  idOrSlug: string,
  options: { includeInactive?: boolean } = {},
): Promise<JobDto | null> {
  const key = recordKey(idOrSlug);
  if (!key) return null;
  const [row] = await selectJobs(db, { ...key, onlyActive: !options.includeInactive });
  return row ? toJobDto(row) : null;
}

/** One job as the back office reads it: active or not, with its publication badge. */
export async function getAdminJob(db: Db, idOrSlug: string): Promise<AdminJobDto | null> {
  const id = isUuid(idOrSlug) ? idOrSlug : (await getJob(db, idOrSlug, { includeInactive: true }))?._id;
  if (!id) return null;
  const [row] = await selectAdminJob(db, id);
  return row ? toAdminJobDto(row) : null;
}
