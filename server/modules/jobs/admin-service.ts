import { count, eq } from "drizzle-orm";
import type { JobDto } from "../../../domain/content.ts";
import { type JobCreateInput, type JobUpdateInput, jobMessages } from "../../../domain/jobs.ts";
import { isForeignKeyViolation } from "../../db/pg-errors.ts";
import { applications, jobs } from "../../db/schema.ts";
import { Conflict, NotFound } from "../../errors/domain-errors.ts";
import { isUuid } from "../../http/ids.ts";
import { auditFieldsOf, changedFields } from "../audit/fields.ts";
import type { StaffWrites } from "../staff-writes.ts";
import { toJobDto } from "./queries.ts";

const m = jobMessages;
type JobRow = typeof jobs.$inferSelect;

/** What an audit entry shows of a job. */
const audited = (row: JobRow) => auditFieldsOf(toJobDto(row));

export async function createJob({ content, audit }: StaffWrites, input: JobCreateInput): Promise<JobDto> {
  return content.change(["job"], async (tx) => {
    const [row] = await tx.insert(jobs).values(input).returning();
    await audit.record(tx, {
      action: "create",
      entity: "job",
      entityId: row.id,
      summary: `Created job "${row.title}"`,
      after: audited(row),
    });
    return toJobDto(row);
  });
}

/** Which rights a change needs: `update` to edit the text, `statusChange` to switch isActive. */
export function jobChangeKinds(current: JobRow, input: JobUpdateInput) {
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);
  const edits =
    (["title", "description", "companyOverview", "location", "employmentType"] as const).some(
      (k) => input[k] !== undefined && input[k] !== current[k],
    ) ||
    (input.jobRole !== undefined && !same(input.jobRole, current.jobRole)) ||
    (input.requirements !== undefined && !same(input.requirements, current.requirements));
  const statusChanges = input.isActive !== undefined && input.isActive !== current.isActive;
  return { edits, statusChanges };
}

export async function updateJob(
  { content, audit }: StaffWrites,
  id: string,
  input: JobUpdateInput,
  authorize: (current: JobRow) => void,
): Promise<JobDto> {
  if (!isUuid(id)) throw new NotFound(m.notFound);
  return content.change(["job"], async (tx) => {
    const [current] = await tx.select().from(jobs).where(eq(jobs.id, id)).for("update");
    if (!current) throw new NotFound(m.notFound);
    authorize(current);
    const { edits, statusChanges } = jobChangeKinds(current, input);
    const [row] = await tx
      .update(jobs)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(jobs.id, id))
      .returning();
    const statusOnly = statusChanges && !edits;
    await audit.record(tx, {
      action: statusOnly ? "statusChange" : "update",
      entity: "job",
      entityId: id,
      summary: `${statusOnly ? (row.isActive ? "Activated" : "Deactivated") : "Updated"} job "${row.title}"`,
      ...changedFields(audited(current), audited(row)),
    });
    return toJobDto(row);
  });
}

/**
 * A job with applications is kept (409): deleting it would silently destroy candidates' data and
 * resumes. Deactivate it, or delete its applications first (docs/decisions/0041).
 */
export async function deleteJob({ content, audit }: StaffWrites, id: string): Promise<void> {
  if (!isUuid(id)) throw new NotFound(m.notFound);
  await content.change(["job"], async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(applications).where(eq(applications.jobId, id));
    if (n > 0) throw new Conflict(m.hasApplications);
    const [deleted] = await tx
      .delete(jobs)
      .where(eq(jobs.id, id))
      .returning()
      .catch((error: unknown) => {
        throw isForeignKeyViolation(error) ? new Conflict(m.hasApplications) : error;
      });
    if (!deleted) throw new NotFound(m.notFound);
    await audit.record(tx, {
      action: "delete",
      entity: "job",
      entityId: id,
      summary: `Deleted job "${deleted.title}"`,
      before: audited(deleted),
    });
  });
}
