import { and, eq } from "drizzle-orm";
import { applicationSchemaOf } from "../../../domain/application.ts";
import type { Attribution, AttributionInput } from "../../../domain/attribution.ts";
import { isHoneypotFilled } from "../../../domain/honeypot.ts";
import { DEFAULT_LOCALE, type Locale } from "../../../domain/locales.ts";
import { messagesOf } from "../../../domain/messages.ts";
import type { PhoneRules } from "../../../domain/phone.ts";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema/content.ts";
import { applications } from "../../db/schema/people.ts";
import { recordLeadEvent } from "../../engines/audit-trail/webhook-outbox.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { validationError, zodIssues } from "../../errors/validation.ts";
import { isUuid } from "../../lib/uuid.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import type { LeadNotices } from "../lead-notices/notices.ts";
import { attachPerson } from "../people/attach.ts";
import { recordPotentialCustomer } from "../potential-customers/record.ts";
import { applicationById } from "./admin-queries.ts";
import type { StoredResume } from "./resume-storage.ts";

export { type StoredResume, storeResume, storeResumeFile } from "./resume-storage.ts";

/** A job application as it arrived, and what recording it needs. */
export type ApplicationSubmission = {
  /** The form's text fields, not yet checked. */
  fields: unknown;
  resume: StoredResume | null;
  /** The site's phone rule (contact.acceptInternationalPhones). */
  phones: PhoneRules;
  attribute: (input: AttributionInput) => Attribution;
  notices: LeadNotices;
  /** The language the applicant wrote in: refusals are in it, it is stored, the acknowledgement speaks it. */
  locale?: Locale;
};

/**
 * Records a job application whose resume is already in private storage (storeResume). The row
 * and the potential-customer visit are written in one transaction; if anything fails — invalid
 * fields (400, every one named; the phone checked by the site's rule and stored normalised), an unknown or inactive job (404), the database — the stored file is removed, so a
 * failed submission leaves neither an orphan file nor half a record. Once committed, staff who
 * asked are told (never sent the resume). `attribute` tells, from the checked fields, the visit that
 * led to the application (how depends on the form: ADR 0079).
 */
export async function submitApplication(
  db: Db,
  storage: FileStorage,
  { fields, resume, phones, attribute, notices, locale = DEFAULT_LOCALE }: ApplicationSubmission,
): Promise<void> {
  let keepFile = false;
  const m = messagesOf(locale).application;
  try {
    const parsed = applicationSchemaOf(phones, locale).safeParse(fields);
    const issues = parsed.success ? [] : zodIssues(parsed.error);
    if (!resume) issues.push({ path: "resume", message: m.resumeRequired });
    if (!parsed.success || !resume) throw validationError(issues);

    const input = parsed.data;
    if (isHoneypotFilled(input.website)) return;
    if (!isUuid(input.jobId)) throw new NotFound(m.jobNotFound);
    const attribution = attribute(input);

    const applicationId = await db.transaction(async (tx) => {
      const [job] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, input.jobId), eq(jobs.isActive, true)))
        .for("share");
      if (!job) throw new NotFound(m.jobNotFound);
      const personId = await attachPerson(tx, {
        email: input.yourEmail,
        phone: input.phoneNumber,
        name: `${input.firstName} ${input.lastName}`,
        source: "application",
      });
      const [row] = await tx
        .insert(applications)
        .values({
          personId,
          jobId: job.id,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.yourEmail,
          phoneNumber: input.phoneNumber,
          city: input.city,
          address: input.address,
          state: input.state,
          postalCode: input.postalCode,
          resumeKey: resume.key,
          resumeName: resume.name,
          resumeType: resume.type,
          resumeSize: resume.size,
          ...attribution,
          language: locale,
        })
        .returning({ id: applications.id, createdAt: applications.createdAt });
      await recordPotentialCustomer(tx, input.yourEmail, "career", attribution, personId);
      await recordLeadEvent(tx, "application", row, () => applicationById(tx, row.id));
      return row.id;
    });
    keepFile = true;
    notices.applicationReceived(applicationId);
  } finally {
    if (!keepFile && resume) await storage.remove(resume.key);
  }
}
