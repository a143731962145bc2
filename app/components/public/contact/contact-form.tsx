import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import toast from "react-hot-toast/headless";
import { contactFormMessages, contactMessages, contactProblem } from "../../../../domain/contact-rules";
import { visitAttribution } from "../../../browser/visit-attribution";
import type { FormOutcome } from "../../../lib/form-fields";
import { buttonClass } from "../ui/button";
import { TextAreaField, TextField } from "./form-field";
import { FormStatus } from "./form-status";
import { HoneypotField } from "./honeypot-field";

/**
 * The query form. Checked in the spec's order with the shared schema, the first failure shown as an
 * error toast; then sent as JSON to /api/v1/contact/create ('Submitting...' meanwhile) and cleared on
 * success. Without JavaScript it posts to the page's action, which applies the same rules.
 */
export function ContactForm({ outcome }: { outcome?: FormOutcome }) {
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = Object.fromEntries(new FormData(form));
    const problem = contactProblem(fields);
    if (problem) {
      toast.error(problem);
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

  const value = (name: string) => outcome?.values?.[name];
  return (
    <form method="post" onSubmit={submit} className="relative space-y-6" aria-busy={submitting}>
      <FormStatus outcome={outcome} />
      <HoneypotField />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="Full name" name="fullname" required autoComplete="name" defaultValue={value("fullname")} />
        <TextField
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          defaultValue={value("email")}
        />
        <TextField
          label="Phone number"
          name="phone"
          type="tel"
          required
          autoComplete="tel"
          placeholder="03XXXXXXXXX"
          defaultValue={value("phone")}
        />
        <TextField
          label="Address"
          name="address"
          required
          autoComplete="street-address"
          defaultValue={value("address")}
        />
        <TextAreaField
          label="Message"
          name="message"
          required
          className="sm:col-span-2"
          placeholder="Tell us about your project, your goals and your timeline."
          defaultValue={value("message")}
        />
      </div>
      <button type="submit" disabled={submitting} className={buttonClass("primary", "lg", "w-full sm:w-auto")}>
        {submitting ? "Submitting..." : "Submit"}
        {!submitting && <Send aria-hidden="true" className="size-4" />}
      </button>
    </form>
  );
}
