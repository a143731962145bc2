import { and, desc, eq, type SQL } from "drizzle-orm";
import { JOB_EMPLOYMENT_TYPE, JOB_LOCATION, type JobDto } from "../../../domain/content.ts";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema.ts";
import { recordFields } from "../record-fields.ts";

type JobRow = typeof jobs.$inferSelect;

export function toJobDto(row: JobRow): JobDto {
  return {
    ...recordFields(row),
    title: row.title,
    description: row.description,
    companyOverview: row.companyOverview,
    jobRole: row.jobRole,
    requirements: row.requirements,
    location: JOB_LOCATION,
    employmentType: JOB_EMPLOYMENT_TYPE,
    isActive: row.isActive,
  };
}

/** Newest first; `onlyActive` keeps what the public may see. */
export function selectJobs(db: Db, filter: { id?: string; onlyActive: boolean }) {
  const where: (SQL | undefined)[] = [
    filter.id !== undefined ? eq(jobs.id, filter.id) : undefined,
    filter.onlyActive ? eq(jobs.isActive, true) : undefined,
  ];
  return db
    .select()
    .from(jobs)
    .where(and(...where.filter(Boolean)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
}
