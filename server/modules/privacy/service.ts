import { countOf, type ErasureCounts, erasureKinds } from "../../../domain/privacy.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import type { ResumeRemovals } from "../applications/resume-removals.ts";
import { deleteLeadsOf } from "./queries.ts";

/**
 * Erases one person's leads (ADR 0084): every enquiry, application, newsletter subscription and
 * potential-customer row of `email`, in one transaction with its audit entry; the resumes' files go
 * once it commits (queued with the rows, so one that cannot be removed at once is retried). The
 * entry proves the erasure without storing the address again: it holds the counts only, no address
 * and no hash of it. Nothing public shows leads, so nothing is invalidated.
 */
export async function eraseAddress(
  { change, audit }: StaffWrites,
  resumes: ResumeRemovals,
  email: string,
): Promise<ErasureCounts> {
  const { counts, resumeKeys } = await change(async (tx) => {
    const erased = await deleteLeadsOf(tx, email);
    await resumes.queue(tx, erased.resumeKeys);
    await audit.record(tx, {
      action: "erase",
      entity: "personalData",
      summary: `Erased the personal data of one e-mail address: ${erasureKinds
        .map((kind) => countOf(kind, erased.counts[kind]))
        .join(", ")}`,
      before: erased.counts,
    });
    return erased;
  });
  await resumes.remove(resumeKeys);
  return counts;
}
