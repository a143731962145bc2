import { type AppLoadContext, data } from "react-router";
import { applicationSchema, isApplicationField } from "../../domain/application.ts";
import { phoneRulesOf } from "../../domain/contact.ts";
import { genericMessages } from "../../domain/errors.ts";
import { HONEYPOT_FIELD } from "../../domain/honeypot.ts";
import { localeOfPath } from "../../domain/locales.ts";
import { messagesOf } from "../../domain/messages.ts";
import { DomainError } from "../../server/errors/domain-errors.ts";
import { storeResumeFile, submitApplication } from "../../server/modules/applications/service.ts";
import { pageFormAttribution } from "../../server/modules/attribution/attribution.ts";
import { getJob } from "../../server/modules/jobs/reads.ts";
import { type FormOutcome, fieldIssues, postedForm, refill, textFields } from "../lib/form-fields.ts";

const fieldNames = Object.keys(applicationSchema.shape).filter((name) => name !== "jobId");

/** What the application page's action needs of the page's context. */
export type ApplicationFormContext = Pick<AppLoadContext, "db" | "config" | "privateFiles" | "leadNotices" | "site">;

/**
 * The application page's action: the multipart form posted without JavaScript. The job is the one
 * in the URL; the checks (the phone by the site's rule), the honeypot and the private resume storage
 * are the API's own, every refused field named in the page's language (which the application
 * records); the visit's attribution is what the request tells.
 */
export async function submitApplicationForm(context: ApplicationFormContext, request: Request, jobKey: string) {
  const { db, config, privateFiles, leadNotices, site } = context;
  const locale = localeOfPath(new URL(request.url).pathname);
  const form = await postedForm(request);
  if (!form) return data<FormOutcome>({ ok: false, message: genericMessages.invalidMultipart }, 400);
  const posted = textFields(form, fieldNames);
  // The address names the job by its slug (or, an old one, its id): the application names its id.
  const jobId = (await getJob(db, jobKey))?._id ?? jobKey;
  const fields = { ...posted, jobId };
  const values = refill(posted, HONEYPOT_FIELD);
  try {
    const file = form.get("resume");
    const resume = file instanceof File ? await storeResumeFile(privateFiles, file) : null;
    await submitApplication(db, privateFiles, {
      fields,
      resume,
      phones: phoneRulesOf((await site()).contact),
      attribute: (input) => pageFormAttribution(input, request, config),
      notices: leadNotices,
      locale,
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const issues = fieldIssues(error.issues ?? [], isApplicationField);
    return data<FormOutcome>({ ok: false, message: error.message, issues, values }, error.statusCode);
  }
  return data<FormOutcome>({ ok: true, message: messagesOf(locale).application.submitted }, 201);
}
