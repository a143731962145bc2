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
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema/content.ts";
import { applications } from "../../db/schema/people.ts";
import { auditFieldsOf } from "../../engines/audit-trail/fields.ts";
import { type AuditEvent, createdAudit, updatedAudit } from "../../engines/audit-trail/record.ts";
import type { FromDraft } from "../../engines/content-writes/from-draft.ts";
import { auditedAsRestore, type RevisionToRestore } from "../../engines/content-writes/revisions.ts";
import { type SlugColumns, slugForChange, slugForNew } from "../../engines/content-writes/slugs.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { historyOf, nothingToLock } from "../../engines/content-writes/unit-of-work.ts";
import { Conflict, NotFound } from "../../errors/domain-errors.ts";
import { changeKinds, pick } from "../../lib/fields.ts";
import { isUuid } from "../../lib/uuid.ts";
import { toJobDto } from "./queries.ts";

export type JobRow = typeof jobs.$inferSelect;

const slugs: SlugColumns = { kind: "job", table: jobs, id: jobs.id, slug: jobs.slug };

/** What an audit entry shows of a job. */
const audited = (row: JobRow) => auditFieldsOf(toJobDto(row));

const readJob = async (tx: Db, id: string) => toJobDto(await lockJob(tx, id));

/** A job's history: its revisions, and the version an editor started from. */
const history = historyOf("job", readJob);

/** Opens a job; `fromDraft`: the job saved as a draft on create, published now with its reserved id. */
export function createJob({ content }: StaffWrites, input: JobCreateInput, fromDraft?: FromDraft): Promise<JobDto> {
  return content.run({
    kinds: ["job"],
    lock: nothingToLock,
    history: history(),
    apply: async (tx) => {
      await fromDraft?.settle(tx);
      const slug = await slugForNew(tx, slugs, input.slug, input.title);
      const [row] = await tx
        .insert(jobs)
        .values({ ...input, slug, ...(fromDraft ? { id: fromDraft.id } : {}) })
        .returning();
      const audit = createdAudit("job", row.id, row.title, audited(row));
      return { result: toJobDto(row), audit };
    },
  });
}

async function lockJob(tx: Db, id: string): Promise<JobRow> {
  const [current] = await tx.select().from(jobs).where(eq(jobs.id, id)).for("update");
  if (!current) throw new NotFound(jobMessages.notFound);
  return current;
}

/** Which rights a change needs: `update` to edit a field, `statusChange` to switch isActive. */
export const jobChangeKinds = (current: JobRow, input: JobUpdateInput) => changeKinds(current, input, jobFieldNames);

/**
 * The one write of an update and of a restore: the fields over the locked job, with its audit
 * entry (a switch of isActive alone is a status change).
 */
async function writeJob(
  tx: Db,
  current: JobRow,
  fields: JobUpdateInput,
  summary: (row: JobRow, statusOnly: boolean) => string,
): Promise<{ result: JobDto; audit: AuditEvent }> {
  const slug = await slugForChange(tx, slugs, current, fields.slug);
  const [row] =
    Object.keys(fields).length > 0
      ? await tx
          .update(jobs)
          .set({ ...fields, slug })
          .where(eq(jobs.id, current.id))
          .returning()
      : await tx.select().from(jobs).where(eq(jobs.id, current.id));
  const changes = jobChangeKinds(current, fields);
  const fieldsChanged = { before: audited(current), after: audited(row) };
  const audit = updatedAudit("job", current.id, changes, (statusOnly) => summary(row, statusOnly), fieldsChanged);
  return { result: toJobDto(row), audit };
}

export async function updateJob(
  { content }: StaffWrites,
  id: string,
  input: JobUpdateInput,
  authorize: (current: JobRow) => void,
  expectedVersion?: number,
): Promise<JobDto> {
  if (!isUuid(id)) throw new NotFound(jobMessages.notFound);
  return content.run({
    kinds: ["job"],
    lock: (tx) => lockJob(tx, id),
    authorize,
    history: history(id, expectedVersion),
    apply: (tx, current) =>
      writeJob(
        tx,
        current,
        input,
        (row, statusOnly) =>
          `${statusOnly ? (row.isActive ? "Activated" : "Deactivated") : "Updated"} job "${row.title}"`,
      ),
  });
}

/**
 * A job with applications is kept (409): deleting it would silently destroy candidates' data and
 * resumes. Deactivate it, or delete its applications first (docs/decisions/0041). Otherwise it
 * moves to the trash (ADR 0117).
 */
export async function deleteJob({ content }: StaffWrites, id: string): Promise<void> {
  if (!isUuid(id)) throw new NotFound(jobMessages.notFound);
  await content.run({
    kinds: ["job"],
    lock: (tx) => lockJob(tx, id),
    apply: async (tx, current, { moveToTrash }) => {
      const [{ n }] = await tx.select({ n: count() }).from(applications).where(eq(applications.jobId, id));
      if (n > 0) throw new Conflict(jobMessages.hasApplications);
      return moveToTrash({
        kind: "job",
        id,
        name: current.title,
        audit: { entity: "job", summary: `Moved job "${current.title}" to the trash`, before: audited(current) },
        inUse: () => new Conflict(jobMessages.hasApplications),
      });
    },
  });
}

/**
 * Brings back every field of a revision, as a new version (and revision) of its own; a field added
 * since the revision was kept takes its default.
 */
export function restoreJob({ content }: StaffWrites, id: string, revision: RevisionToRestore): Promise<JobDto> {
  const fields = pick(jobDtoSchema.parse({ ...jobDefaults, ...revision.record }), jobFieldNames);
  return content.run({
    kinds: ["job"],
    lock: (tx) => lockJob(tx, id),
    history: history(id),
    apply: async (tx, current) => {
      const summary = (row: JobRow) => `Restored job "${row.title}" to version ${revision.version}`;
      return auditedAsRestore(await writeJob(tx, current, fields, summary));
    },
  });
}
