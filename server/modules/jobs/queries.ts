import { and, desc, eq, type SQL } from "drizzle-orm";
import type { jobSortFields } from "../../../domain/admin-lists.ts";
import type { RecordPublication } from "../../../domain/drafts.ts";
import type { AdminJobDto, JobDto } from "../../../domain/jobs.ts";
import { jobFieldNames } from "../../../domain/jobs.ts";
import type { ListSort } from "../../../domain/list-paging.ts";
import type { Db } from "../../db/client.ts";
import { orderOf, totalOf } from "../../db/list-query.ts";
import { inWindow, type ListWindow } from "../../db/list-window.ts";
import { jobs } from "../../db/schema/content.ts";
import { publicationColumns, withBadge } from "../../engines/drafts/store.ts";
import { pick } from "../../lib/fields.ts";
import { recordFields } from "../record-fields.ts";
import { type WrittenListFilter, writtenListMatching } from "../written-list-filter.ts";

type JobRow = typeof jobs.$inferSelect;

export const toJobDto = (row: JobRow): JobDto => ({ ...recordFields(row), ...pick(row, jobFieldNames) });

/** Newest first; `onlyActive` keeps what the public may see. */
export function selectJobs(db: Db, filter: { id?: string; slug?: string; onlyActive: boolean }) {
  const where: (SQL | undefined)[] = [
    filter.id !== undefined ? eq(jobs.id, filter.id) : undefined,
    filter.slug !== undefined ? eq(jobs.slug, filter.slug) : undefined,
    filter.onlyActive ? eq(jobs.isActive, true) : undefined,
  ];
  return db
    .select()
    .from(jobs)
    .where(and(...where.filter(Boolean)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
}

/** The back-office list's filter: every job, or only active or inactive ones, by publication, searched by title. */
export type JobListFilter = WrittenListFilter;

const matchingJobs = (db: Db, filter: JobListFilter) => writtenListMatching(db, "job", jobs, filter);

export const jobTotal = (db: Db, filter: JobListFilter) => totalOf(db, jobs, matchingJobs(db, filter));

export const jobOrder = (sort: ListSort<(typeof jobSortFields)[number]>) =>
  orderOf({ createdAt: jobs.createdAt, title: jobs.title }, jobs.id, sort);

/** A job as the back office reads it: the row and its publication badge, in one query. */
const adminJobColumns = (db: Db) => ({ job: jobs, ...publicationColumns(db, "job", jobs.id) });

export const toAdminJobDto: (row: { job: JobRow } & RecordPublication) => AdminJobDto = withBadge(({ job }) =>
  toJobDto(job),
);

/** One job, active or not, with its badge (the signed-in single read). */
export const selectAdminJob = (db: Db, id: string) =>
  db.select(adminJobColumns(db)).from(jobs).where(eq(jobs.id, id)).limit(1);

export async function selectJobPage(db: Db, filter: JobListFilter, window: ListWindow) {
  const query = db.select(adminJobColumns(db)).from(jobs).$dynamic();
  return inWindow(query, { at: jobs.createdAt, id: jobs.id }, matchingJobs(db, filter), window);
}

/** The back office's list of jobs, each with its status and hasDraft (`pagedList`). */
export const adminJobList = { select: selectJobPage, total: jobTotal, order: jobOrder, toDto: toAdminJobDto };
