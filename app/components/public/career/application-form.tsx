import { LoaderCircle } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { applicationMessages } from "../../../../domain/application-rules";
import { genericMessages } from "../../../../domain/errors";
import { visitAttribution } from "../../../browser/visit-attribution";
import type { FormOutcome } from "../../../lib/form-fields";
import { TextField } from "../contact/form-field";
import { FormStatus } from "../contact/form-status";
import { HoneypotField } from "../contact/honeypot-field";
import { buttonClass } from "../ui/button";
import { FormToasts, useFormToasts } from "../ui/form-toasts";
import { ResumePicker } from "./resume-picker";

const fields = [
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", autoComplete: "family-name" },
  { name: "yourEmail", label: "Email", type: "email", autoComplete: "email" },
  { name: "phoneNumber", label: "Phone number", type: "tel", autoComplete: "tel" },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "address", label: "Address", autoComplete: "address-line1" },
  { name: "state", label: "State", autoComplete: "address-level1" },
  { name: "postalCode", label: "Postal code", autoComplete: "postal-code" },
] as const;

/** The spec's failure text: the server's `error`, else the exception's message, else a fallback. */
async function failureText(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === "string" && body.error ? body.error : genericMessages.internal;
}

/**
 * The job application: multipart POST to /api/v1/career/create with a spinner while sending,
 * cleared on success; its toasts appear under the button. Without JavaScript the same form posts to
 * the page's action.
 */
export function ApplicationForm({ jobId, outcome }: { jobId: string; outcome?: FormOutcome }) {
  const [sending, setSending] = useState(false);
  const [resumeName, setResumeName] = useState<string | null>(null);
  const resumeInput = useRef<HTMLInputElement>(null);
  const toast = useFormToasts("application");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSending(true);
    try {
      const sent = new FormData(form);
      for (const [field, value] of Object.entries(visitAttribution())) sent.append(field, value);
      const response = await fetch("/api/v1/career/create", { method: "POST", body: sent });
      if (!response.ok) {
        toast.error(await failureText(response));
        return;
      }
      const body = (await response.json()) as { message?: string };
      toast.success(body.message ?? applicationMessages.submitted);
      form.reset();
      setResumeName(null);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : genericMessages.internal);
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      method="post"
      encType="multipart/form-data"
      onSubmit={submit}
      className="relative space-y-6"
      aria-busy={sending}
    >
      <FormStatus outcome={outcome} />
      <input type="hidden" name="jobId" value={jobId} />
      <HoneypotField />
      <div className="grid gap-6 sm:grid-cols-2">
        {fields.map((field) => (
          <TextField
            key={field.name}
            {...field}
            required
            disabled={sending}
            defaultValue={outcome?.values?.[field.name]}
          />
        ))}
        <ResumePicker inputRef={resumeInput} fileName={resumeName} onChange={setResumeName} disabled={sending} />
      </div>
      {/* A toast appears beside the button on wide screens, under it on small ones. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={sending}
          className={buttonClass("primary", "lg", "w-full sm:w-auto sm:min-w-48")}
        >
          {sending ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
              <span className="sr-only">Sending your application</span>
            </>
          ) : (
            "Submit Application"
          )}
        </button>
        <FormToasts toasterId={toast.toasterId} />
      </div>
    </form>
  );
}
