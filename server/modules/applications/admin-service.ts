import { eq } from "drizzle-orm";
import { inboxMessages as m } from "../../../domain/inbox.ts";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema.ts";
import { notFound } from "../../http/http-error.ts";
import { toIso } from "../../lib/iso-date.ts";
import { isUuid } from "../../lib/uuid.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import type { StaffWrites } from "../staff-writes.ts";
import { deleteApplication, findApplication } from "./admin-queries.ts";
import type { ResumeRemovals } from "./resume-removals.ts";

/** The application whose resume is asked for, when both it and its file exist. */
export async function applicationWithResume(db: Db, files: FileStorage, id: string) {
  const row = isUuid(id) ? await findApplication(db, id) : null;
  if (!row) throw notFound(m.applicationNotFound);
  if (!(await files.exists(row.resumeKey))) throw notFound(m.resumeMissing);
  return row;
}

/**
 * Deletes an application, then its resume (queued with the delete, so a file that cannot be removed
 * at once is retried: ADR 0084). The entry keeps no copy of the applicant's details, only the job
 * applied for (docs/decisions/0076).
 */
export async function removeApplication({ change, audit }: StaffWrites, resumes: ResumeRemovals, id: string) {
  if (!isUuid(id)) throw notFound(m.applicationNotFound);
  const resumeKey = await change(async (tx) => {
    const deleted = await deleteApplication(tx, id);
    if (!deleted) throw notFound(m.applicationNotFound);
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
