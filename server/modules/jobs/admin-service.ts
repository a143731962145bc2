import { count, eq } from "drizzle-orm";
import {
  type JobCreateInput,
  type JobDto,
  type JobUpdateInput,
  jobDefaults,
  jobDtoSchema,
  jobFieldNames,
  jobMessages,
} from "../../../domain/jobs.ts";
import { jobs } from "../../db/schema/content.ts";
import { applications } from "../../db/schema/people.ts";
import { auditFieldsOf } from "../../engines/audit-trail/fields.ts";
import type { FromDraft } from "../../engines/content-writes/from-draft.ts";
import type { RevisionToRestore } from "../../engines/content-writes/revisions.ts";
import { rowWrites } from "../../engines/content-writes/row-writes.ts";
import type { SlugColumns } from "../../engines/content-writes/slugs.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { Conflict } from "../../errors/domain-errors.ts";
import { changeKinds, pick } from "../../lib/fields.ts";
import { toJobDto } from "./queries.ts";

export type JobRow = typeof jobs.$inferSelect;

const slugs = { kind: "job", table: jobs, id: jobs.id, slug: jobs.slug } satisfies SlugColumns;

/** What an audit entry shows of a job. */
const audited = (row: JobRow) => auditFieldsOf(toJobDto(row));

/** Which rights a change needs: `update` to edit a field, `statusChange` to switch isActive. */
export const jobChangeKinds = (current: JobRow, input: JobUpdateInput) => changeKinds(current, input, jobFieldNames);

/**
 * A job's update, delete and restore (`rowWrites`). A job with applications is kept (409): deleting
 * it would silently destroy candidates' data and resumes. Deactivate it, or delete its applications
 * first (docs/decisions/0041).
 */
const jobWrites = rowWrites<JobRow, JobUpdateInput, JobDto>({
  slugs,
  fieldNames: jobFieldNames,
  notFound: jobMessages.notFound,
  switched: ["Activated", "Deactivated"],
  lockRow: (tx, id) => tx.select().from(jobs).where(eq(jobs.id, id)).for("update"),
  setRow: (tx, current, values) => tx.update(jobs).set(values).where(eq(jobs.id, current.id)).returning(),
  toDto: (_tx, row) => toJobDto(row),
  audited,
  inUse: {
    check: async (tx, id) => {
      const [{ n }] = await tx.select({ n: count() }).from(applications).where(eq(applications.jobId, id));
      return n > 0;
    },
    error: () => new Conflict(jobMessages.hasApplications),
  },
});

/** Opens a job; `fromDraft`: the job saved as a draft on create, published now with its reserved id. */
export const createJob = (writes: StaffWrites, input: JobCreateInput, fromDraft?: FromDraft): Promise<JobDto> =>
  jobWrites.create(writes, input, fromDraft, (tx, keys) =>
    tx
      .insert(jobs)
      .values({ ...input, ...keys })
      .returning(),
  );

/** Changes the given fields; `authorize` decides on the locked job (a switch of isActive alone is a status change). */
export const updateJob = (
  writes: StaffWrites,
  id: string,
  input: JobUpdateInput,
  authorize: (current: JobRow) => void,
  expectedVersion?: number,
) => jobWrites.update(writes, id, input, { authorize, expectedVersion });

/** Moves a job without applications to the trash (ADR 0117). */
export const deleteJob = (writes: StaffWrites, id: string) => jobWrites.remove(writes, id);

/**
 * Brings back every field of a revision, as a new version (and revision) of its own; a field added
 * since the revision was kept takes its default.
 */
export function restoreJob(writes: StaffWrites, id: string, revision: RevisionToRestore): Promise<JobDto> {
  const fields = pick(jobDtoSchema.parse({ ...jobDefaults, ...revision.record }), jobFieldNames);
  return jobWrites.restore(writes, id, revision, fields);
}
