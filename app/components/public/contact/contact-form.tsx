import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import {
  type ContactField,
  type ContactIssue,
  contactFormMessages,
  contactIssue,
  contactMessages,
  isContactField,
} from "../../../../domain/contact-rules";
import { visitAttribution } from "../../../browser/visit-attribution";
import type { FormOutcome } from "../../../lib/form-fields";
import { buttonClass } from "../ui/button";
import { FormToasts, useFormToasts } from "../ui/form-toasts";
import { TextAreaField, TextField } from "./form-field";
import { FormStatus } from "./form-status";
import { HoneypotField } from "./honeypot-field";

/** The field a refusal posted without JavaScript names, to mark it again in the page that answers. */
function postedIssue(outcome: FormOutcome | undefined): ContactIssue | null {
  if (!outcome || outcome.ok || !isContactField(outcome.field)) return null;
  return { field: outcome.field, message: outcome.message };
}

/**
 * The query form. Checked in the spec's order with the shared rules, the first failure shown as an
 * error toast and on its field (red border, aria-invalid, the same words under it; focus moves
 * there); then sent as JSON to /api/v1/contact/create ('Submitting...' meanwhile) and cleared on
 * success. Without JavaScript it posts to the page's action, which applies the same rules.
 */
export function ContactForm({ outcome }: { outcome?: FormOutcome }) {
  const [submitting, setSubmitting] = useState(false);
  const [issue, setIssue] = useState(() => postedIssue(outcome));
  const toast = useFormToasts("contact");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = Object.fromEntries(new FormData(form));
    const found = contactIssue(fields);
    setIssue(found);
    if (found) {
      toast.error(found.message);
      const field = form.elements.namedItem(found.field);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    setSubmitting(true);
    try {
      const response = await fetch("/api/v1/contact/create", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...fields, ...visitAttribution() }),
      });
      const body = (await response.json()) as { success?: boolean };
      if (body.success) {
        toast.success(contactMessages.submitted);
        form.reset();
      } else {
        toast.error(contactFormMessages.failed);
      }
    } catch {
      toast.error(contactFormMessages.error);
    } finally {
      setSubmitting(false);
    }
  }

  // Editing the refused field takes its mark away; the next submit checks again.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (issue && target.name === issue.field) setIssue(null);
  };

  const value = (name: string) => outcome?.values?.[name];
  const error = (field: ContactField) => (issue?.field === field ? issue.message : null);
  return (
    <form
      method="post"
      onSubmit={submit}
      onInput={onInput}
      noValidate
      className="relative space-y-6"
      aria-busy={submitting}
    >
      <FormStatus outcome={outcome} />
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
          placeholder="03XXXXXXXXX"
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
