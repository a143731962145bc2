import { eq } from "drizzle-orm";
import { type ApplicationDto, inboxMessages } from "../../../domain/inbox.ts";
import type { ApplicationChange, LeadNote } from "../../../domain/pipeline.ts";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema/content.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { toIso } from "../../lib/iso-date.ts";
import { isUuid } from "../../lib/uuid.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { findStaff } from "../pipeline/queries.ts";
import { addNote, ownerOfChange, recordLeadChange } from "../pipeline/service.ts";
import { applicationById, deleteApplication, findApplication, updateApplicationPipeline } from "./admin-queries.ts";
import type { ResumeRemovals } from "./resume-removals.ts";

/** The application whose resume is asked for, when both it and its file exist. */
export async function applicationWithResume(db: Db, files: FileStorage, id: string) {
  const row = isUuid(id) ? await findApplication(db, id) : null;
  if (!row) throw new NotFound(inboxMessages.applicationNotFound);
  if (!(await files.exists(row.resumeKey))) throw new NotFound(inboxMessages.resumeMissing);
  return row;
}

/**
 * Deletes an application, then its resume (queued with the delete, so a file that cannot be removed
 * at once is retried: ADR 0084). The entry keeps no copy of the applicant's details, only the job
 * applied for (docs/decisions/0076).
 */
export async function removeApplication({ change, audit }: StaffWrites, resumes: ResumeRemovals, id: string) {
  if (!isUuid(id)) throw new NotFound(inboxMessages.applicationNotFound);
  const resumeKey = await change(async (tx) => {
    const deleted = await deleteApplication(tx, id);
    if (!deleted) throw new NotFound(inboxMessages.applicationNotFound);
    const [job] = await tx.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, deleted.jobId));
    await audit.record(tx, {
      action: "delete",
      entity: "application",
      entityId: id,
      summary: `Deleted an application for "${job?.title ?? "a deleted job"}"`,
      before: { job: { _id: deleted.jobId, title: job?.title ?? null }, receivedAt: toIso(deleted.createdAt) },
    });
    await resumes.queue(tx, [deleted.resumeKey]);
    return deleted.resumeKey;
  });
  await resumes.remove([resumeKey]);
}

/**
 * Moves an application along the pipeline and/or gives it an owner. Unknown application → 404,
 * unknown owner → 400; the answer is the application as the list shows it.
 */
export async function changeApplication(
  staff: StaffWrites,
  id: string,
  change: ApplicationChange,
): Promise<ApplicationDto> {
  if (!isUuid(id)) throw new NotFound(inboxMessages.applicationNotFound);
  return staff.change(async (tx) => {
    const current = await findApplication(tx, id, true);
    if (!current) throw new NotFound(inboxMessages.applicationNotFound);
    const owner = await ownerOfChange(tx, change.ownerId);
    const ownerBefore = current.ownerId ? await findStaff(tx, current.ownerId) : null;
    const stage = change.stage ?? current.stage;
    await updateApplicationPipeline(tx, id, owner === undefined ? { stage } : { stage, ownerId: owner?._id ?? null });
    await recordLeadChange(
      staff,
      tx,
      { entity: "application", id, noun: "an application" },
      { stage: change.stage !== undefined, owner: owner !== undefined },
      { stage: current.stage, owner: ownerBefore },
      { stage, owner: owner === undefined ? ownerBefore : owner },
      () => applicationById(tx, id),
    );
    const changed = await applicationById(tx, id);
    if (!changed) throw new NotFound(inboxMessages.applicationNotFound);
    return changed;
  });
}

/** A staff member's private note on an application (1–2000 characters, checked by the route's schema). */
export async function addApplicationNote(staff: StaffWrites, id: string, text: string): Promise<LeadNote> {
  if (!isUuid(id)) throw new NotFound(inboxMessages.applicationNotFound);
  return addNote(
    staff,
    { entity: "application", id, noun: "an application", column: { applicationId: id } },
    async (tx) => (await findApplication(tx, id, true)) !== null,
    () => new NotFound(inboxMessages.applicationNotFound),
    text,
  );
}
