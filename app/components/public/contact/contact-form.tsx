import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import {
  type ContactField,
  contactFormMessages,
  contactIssues,
  contactMessages,
  isContactField,
} from "../../../../domain/contact-rules";
import type { ApiIssue } from "../../../../domain/errors";
import { visitAttribution } from "../../../browser/visit-attribution";
import { type FormOutcome, fieldIssues, refusedFields } from "../../../lib/form-fields";
import { buttonClass } from "../ui/button";
import { FormToasts, useFormToasts } from "../ui/form-toasts";
import { useFieldIssues } from "./field-issues";
import { TextAreaField, TextField } from "./form-field";
import { FormStatus } from "./form-status";
import { HoneypotField } from "./honeypot-field";
import { SuccessPanel } from "./success-panel";

/**
 * The query form. Checked with the shared rules (the phone only leniently: the server decides), every
 * refused field marked at once with the spec's words under it (red border, aria-invalid), focus on
 * the first of them and its reason as an error toast; then sent as JSON to /api/v1/contact/create
 * ('Submitting...' meanwhile), the server's refusals shown the same way. Once sent, a panel that
 * stays takes the form's place and focus. Without JavaScript it posts to the page's action, which
 * applies the same rules.
 */
export function ContactForm({ outcome }: { outcome?: FormOutcome }) {
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(outcome?.ok === true);
  const issues = useFieldIssues<ContactField>(refusedFields(outcome, isContactField));
  const toast = useFormToasts("contact");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = Object.fromEntries(new FormData(form));
    const found = contactIssues(fields);
    if (found.length > 0) {
      toast.error(issues.show(form, found)?.message ?? contactFormMessages.failed);
      return;
    }
    setSubmitting(true);
    try {
      const response = await fetch("/api/v1/contact/create", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...fields, ...visitAttribution() }),
      });
      const body = (await response.json()) as { success?: boolean; issues?: ApiIssue[] };
      if (body.success) {
        issues.clear();
        setSent(true);
        return;
      }
      const refused = fieldIssues(body.issues ?? [], isContactField);
      toast.error(refused.length > 0 ? (issues.show(form, refused)?.message ?? "") : contactFormMessages.failed);
    } catch {
      toast.error(contactFormMessages.error);
    } finally {
      setSubmitting(false);
    }
  }

  if (sent)
    return (
      <SuccessPanel
        title={contactMessages.submitted}
        again={{ label: "Send another message", onClick: () => setSent(false) }}
      >
        <p>Thank you for getting in touch. We will reply within one working day.</p>
      </SuccessPanel>
    );

  const value = (name: string) => (outcome?.ok ? undefined : outcome?.values?.[name]);
  const error = issues.errorOf;
  return (
    <form
      method="post"
      onSubmit={submit}
      onInput={issues.onInput}
      noValidate
      className="relative space-y-6"
      aria-busy={submitting}
    >
      {outcome && !outcome.ok && <FormStatus outcome={outcome} />}
      <HoneypotField />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="Full name"
          name="fullname"
          required
          autoComplete="name"
          defaultValue={value("fullname")}
          error={error("fullname")}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          defaultValue={value("email")}
          error={error("email")}
        />
        <TextField
          label="Phone number"
          name="phone"
          type="tel"
          required
          autoComplete="tel"
          placeholder="0300 1234567"
          defaultValue={value("phone")}
          error={error("phone")}
        />
        <TextField
          label="Address"
          name="address"
          required
          autoComplete="address-line1"
          defaultValue={value("address")}
          error={error("address")}
        />
        <TextAreaField
          label="Message"
          name="message"
          required
          className="sm:col-span-2"
          placeholder="Tell us about your project, your goals and your timeline."
          defaultValue={value("message")}
          error={error("message")}
        />
      </div>
      {/* A toast appears beside the button on wide screens, under it on small ones. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button type="submit" disabled={submitting} className={buttonClass("primary", "lg", "w-full sm:w-auto")}>
          {submitting ? "Submitting..." : "Submit"}
          {!submitting && <Send aria-hidden="true" className="size-4" />}
        </button>
        <FormToasts toasterId={toast.toasterId} />
      </div>
    </form>
  );
}
