import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { type ContactField, contactIssues, isContactField } from "../../../../domain/contact-rules";
import type { ApiIssue } from "../../../../domain/errors";
import { useSubmissionKey } from "../../../browser/submission-key";
import { visitAttribution } from "../../../browser/visit-attribution";
import { type FormOutcome, fieldIssues, refusedFields } from "../../../lib/form-fields";
import { useAnswerLanguage, useMessages } from "../../../lib/messages";
import { buttonClass } from "../ui/button";
import { useFormToasts } from "../ui/form-toasts";
import { useFieldIssues } from "./field-issues";
import { TextAreaField } from "./form-field";
import { SuccessPanel } from "./success-panel";
import { VisitorForm, VisitorTextFields } from "./visitor-form";

/** The query's one-line fields, in the form's order (the message follows them); labels in the page's language. */
const fields = [
  { name: "fullname", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email", dir: "ltr" },
  { name: "phone", type: "tel", autoComplete: "tel", placeholder: "0300 1234567", dir: "ltr" },
  { name: "address", autoComplete: "address-line1" },
] as const;

/**
 * The query form. Checked with the shared rules (the phone only leniently: the server decides), every
 * refused field marked at once with the spec's words under it (red border, aria-invalid), focus on
 * the first of them and its reason as an error toast; then sent as JSON to /api/v1/contact/create
 * ('Submitting...' meanwhile), the server's refusals shown the same way. Once sent, a panel that
 * stays takes the form's place and focus. Without JavaScript it posts to the page's action, which
 * applies the same rules.
 */
export function ContactForm({ outcome }: { outcome?: FormOutcome }) {
  const m = useMessages().contact;
  const answerLanguage = useAnswerLanguage();
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(outcome?.ok === true);
  const issues = useFieldIssues<ContactField>(refusedFields(outcome, isContactField));
  const toast = useFormToasts("contact");
  const submission = useSubmissionKey();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = Object.fromEntries(new FormData(form));
    const found = contactIssues(fields, m);
    if (found.length > 0) {
      toast.error(issues.show(form, found)?.message ?? m.failed);
      return;
    }
    setSubmitting(true);
    try {
      const sent = JSON.stringify({ ...fields, ...visitAttribution() });
      const response = await fetch("/api/v1/contact/create", {
        method: "POST",
        headers: { "content-type": "application/json", ...answerLanguage, ...submission.headerFor(sent) },
        body: sent,
      });
      const body = (await response.json()) as { success?: boolean; issues?: ApiIssue[] };
      if (body.success) {
        submission.sent();
        issues.clear();
        setSent(true);
        return;
      }
      const refused = fieldIssues(body.issues ?? [], isContactField);
      toast.error(refused.length > 0 ? (issues.show(form, refused)?.message ?? "") : m.failed);
    } catch {
      toast.error(m.error);
    } finally {
      setSubmitting(false);
    }
  }

  if (sent)
    return (
      <SuccessPanel title={m.submitted} again={{ label: m.sendAnother, onClick: () => setSent(false) }}>
        <p>{m.thanks}</p>
      </SuccessPanel>
    );

  return (
    <VisitorForm
      outcome={outcome}
      busy={submitting}
      onSubmit={submit}
      onInput={issues.onInput}
      toasterId={toast.toasterId}
      button={
        <button type="submit" disabled={submitting} className={buttonClass("primary", "lg", "w-full sm:w-auto")}>
          {submitting ? m.submitting : m.submit}
          {!submitting && <Send aria-hidden="true" className="size-4" />}
        </button>
      }
    >
      <VisitorTextFields
        fields={fields.map((field) => ({ ...field, label: m.labels[field.name] }))}
        outcome={outcome}
        errorOf={issues.errorOf}
      />
      <TextAreaField
        label={m.labels.message}
        name="message"
        required
        className="sm:col-span-2"
        placeholder={m.messagePlaceholder}
        defaultValue={outcome?.ok ? undefined : outcome?.values?.message}
        error={issues.errorOf("message")}
      />
    </VisitorForm>
  );
}
