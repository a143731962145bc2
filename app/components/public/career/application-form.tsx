import { LoaderCircle } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import {
  type ApplicationField,
  applicationIssues,
  applicationTextFieldNames,
  type applicationTextFields,
  isApplicationField,
} from "../../../../domain/application-rules";
import { pathInLocale } from "../../../../domain/locales";
import { applicationWords, type Messages } from "../../../../domain/messages";
import { useSubmissionKey } from "../../../browser/submission-key";
import { visitAttribution } from "../../../browser/visit-attribution";
import { type FormOutcome, fieldIssues, refusedFields } from "../../../lib/form-fields";
import { useAnswerLanguage, useLocale, useMessages } from "../../../lib/messages";
import { useFieldIssues } from "../contact/field-issues";
import { SuccessPanel } from "../contact/success-panel";
import { VisitorForm, VisitorTextFields } from "../contact/visitor-form";
import { ButtonLink, buttonClass } from "../ui/button";
import { useFormToasts } from "../ui/form-toasts";
import { ResumePicker } from "./resume-picker";

/** The inputs of the form's text fields (their labels and limits are the domain's). */
const inputs = {
  firstName: { autoComplete: "given-name" },
  lastName: { autoComplete: "family-name" },
  yourEmail: { type: "email", autoComplete: "email", dir: "ltr" },
  phoneNumber: { type: "tel", autoComplete: "tel", dir: "ltr" },
  city: { autoComplete: "address-level2" },
  address: { autoComplete: "address-line1" },
  state: { autoComplete: "address-level1" },
  postalCode: { autoComplete: "postal-code" },
} as const satisfies Record<keyof typeof applicationTextFields, object>;
const fieldsIn = (m: Messages) =>
  applicationTextFieldNames.map((name) => ({ name, label: m.application.labels[name], ...inputs[name] }));

/** The spec's failure text: the server's `error`, else a fallback; and the fields the server refused. */
async function failureOf(response: Response, fallback: string) {
  const body = (await response.json().catch(() => null)) as { error?: unknown; issues?: unknown } | null;
  const error = typeof body?.error === "string" && body.error ? body.error : fallback;
  const issues = Array.isArray(body?.issues) ? body.issues : [];
  return { error, refused: fieldIssues(issues, isApplicationField) };
}

/**
 * The job application: checked before sending (every field required, the e-mail's form, the phone
 * leniently, the resume and its size), every refused field marked at once with focus on the first;
 * then a multipart POST to /api/v1/career/create with a spinner while sending, the server's refusals
 * shown the same way. Once sent, a panel that stays takes the form's place and focus. Without
 * JavaScript the same form posts to the page's action.
 */
export function ApplicationForm({ job, outcome }: { job: { _id: string; title: string }; outcome?: FormOutcome }) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(outcome?.ok === true);
  const [resumeName, setResumeName] = useState<string | null>(null);
  const resumeInput = useRef<HTMLInputElement>(null);
  const issues = useFieldIssues<ApplicationField>(refusedFields(outcome, isApplicationField));
  const toast = useFormToasts("application");
  const submission = useSubmissionKey();
  const messages = useMessages();
  const m = messages.application;
  const answerLanguage = useAnswerLanguage();
  const locale = useLocale();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new FormData(form);
    const resume = resumeInput.current?.files?.[0];
    const found = applicationIssues(Object.fromEntries(body), resume ? resume.size : null, applicationWords(messages));
    if (found.length > 0) {
      toast.error(issues.show(form, found)?.message ?? messages.text.somethingWentWrong);
      return;
    }
    setSending(true);
    try {
      for (const [field, value] of Object.entries(visitAttribution())) body.append(field, value);
      // The content a resend must match: every field, and the resume by its name, size and date.
      const content = JSON.stringify([
        ...[...body.entries()].map(([name, value]) =>
          typeof value === "string" ? [name, value] : [name, value.name, value.size, value.lastModified],
        ),
      ]);
      const response = await fetch("/api/v1/career/create", {
        method: "POST",
        body,
        headers: { ...answerLanguage, ...submission.headerFor(content) },
      });
      if (!response.ok) {
        const { error, refused } = await failureOf(response, messages.text.somethingWentWrong);
        toast.error(refused.length > 0 ? (issues.show(form, refused)?.message ?? error) : error);
        return;
      }
      submission.sent();
      issues.clear();
      setResumeName(null);
      setSent(true);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : messages.text.somethingWentWrong);
    } finally {
      setSending(false);
    }
  }

  if (sent)
    return (
      <SuccessPanel title={m.submitted}>
        <p>
          {m.thanks[0]}
          <strong>{job.title}</strong>
          {m.thanks[1]}
        </p>
        <p className="pt-2">
          <ButtonLink to={pathInLocale("/career", locale)} variant="secondary">
            {m.otherOpenings}
          </ButtonLink>
        </p>
      </SuccessPanel>
    );

  return (
    <VisitorForm
      outcome={outcome}
      busy={sending}
      encType="multipart/form-data"
      onSubmit={submit}
      onInput={issues.onInput}
      toasterId={toast.toasterId}
      button={
        <button
          type="submit"
          disabled={sending}
          className={buttonClass("primary", "lg", "w-full sm:w-auto sm:min-w-48")}
        >
          {sending ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
              <span className="sr-only">{m.sending}</span>
            </>
          ) : (
            m.submit
          )}
        </button>
      }
    >
      <input type="hidden" name="jobId" value={job._id} />
      <VisitorTextFields fields={fieldsIn(messages)} outcome={outcome} errorOf={issues.errorOf} disabled={sending} />
      <ResumePicker
        inputRef={resumeInput}
        fileName={resumeName}
        onChange={setResumeName}
        disabled={sending}
        error={issues.errorOf("resume")}
        words={m}
      />
    </VisitorForm>
  );
}
