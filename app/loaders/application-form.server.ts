import { data } from "react-router";
import { applicationMessages, applicationSchema } from "../../domain/application.ts";
import { genericMessages } from "../../domain/errors.ts";
import { HONEYPOT_FIELD } from "../../domain/honeypot.ts";
import type { AppConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import { DomainError } from "../../server/errors/domain-errors.ts";
import { storeResumeFile, submitApplication } from "../../server/modules/applications/service.ts";
import { pageFormAttribution } from "../../server/modules/attribution/attribution.ts";
import type { LeadNotices } from "../../server/modules/lead-notices/notices.ts";
import type { FileStorage } from "../../server/storage/file-storage.ts";
import { type FormOutcome, postedForm, refill, textFields } from "../lib/form-fields.ts";

const fieldNames = Object.keys(applicationSchema.shape).filter((name) => name !== "jobId");

/**
 * The application page's action: the multipart form posted without JavaScript. The job is the one
 * in the URL; the checks, the honeypot and the private resume storage are the API's own; the visit's
 * attribution is what the request itself tells.
 */
export async function submitApplicationForm(
  db: Db,
  config: AppConfig,
  storage: FileStorage,
  notices: LeadNotices,
  request: Request,
  jobId: string,
) {
  const form = await postedForm(request);
  if (!form) return data<FormOutcome>({ ok: false, message: genericMessages.invalidMultipart }, 400);
  const posted = textFields(form, fieldNames);
  const fields = { ...posted, jobId };
  const values = refill(posted, HONEYPOT_FIELD);
  try {
    const file = form.get("resume");
    const resume = file instanceof File ? await storeResumeFile(storage, file) : null;
    await submitApplication(
      db,
      storage,
      fields,
      resume,
      (input) => pageFormAttribution(input, request, config),
      notices,
    );
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data<FormOutcome>({ ok: false, message: error.message, values }, error.statusCode);
  }
  return data<FormOutcome>({ ok: true, message: applicationMessages.submitted }, 201);
}
