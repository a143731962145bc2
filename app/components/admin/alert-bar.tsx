import { Megaphone, Pencil } from "lucide-react";
import { useState } from "react";
import { ALERT_HEADING_MAX, alertHeadingSchema } from "../../../domain/alert-heading.ts";
import { apiUrl } from "../../lib/admin/api-client.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
import { notify } from "../../lib/admin/notify.ts";
import { useAdminForm } from "../../lib/admin/use-admin-form.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import { IconButton } from "./ui/button.tsx";
import { TextAreaField } from "./ui/fields.tsx";
import { FormModal } from "./ui/form-modal.tsx";

const alertTexts = uiMessages.heading;

/** The ALERT marquee with the site's heading; superAdmin gets the edit icon. */
export function AlertBar({ editable }: { editable: boolean }) {
  const heading = useResource(
    () => adminApi.alertHeading.read().then((answer) => answer.data.textField),
    [],
    apiUrl("/alertHeader"),
  );
  const [editing, setEditing] = useState(false);

  const text = heading.error ? alertTexts.fetchFailed : heading.data?.trim() ? heading.data : alertTexts.empty;

  return (
    <section
      aria-label="Alert heading"
      className="flex items-center gap-3 overflow-hidden rounded-2xl border border-amber-200 bg-amber-50 py-2 pr-2 pl-3 shadow-sm"
    >
      <span className="flex shrink-0 items-center gap-1.5 rounded-lg bg-red-600 px-2.5 py-1 text-xs font-bold tracking-wider text-white">
        <Megaphone aria-hidden className="size-3.5" />
        ALERT
      </span>
      <div className="relative min-w-0 flex-1 overflow-hidden">
        {heading.loading && heading.data === undefined && !heading.error ? (
          <span className="text-sm text-amber-900/70">Loading...</span>
        ) : (
          <p
            data-testid="alert-text"
            className="inline-block animate-admin-marquee pl-[100%] text-sm font-medium whitespace-nowrap text-amber-950 hover:[animation-play-state:paused] motion-reduce:animate-none motion-reduce:pl-0"
          >
            {text}
          </p>
        )}
      </div>
      {editable && (
        <IconButton label="Edit alert heading" tone="edit" onClick={() => setEditing(true)}>
          <Pencil aria-hidden className="size-4" />
        </IconButton>
      )}
      {editing && (
        <AlertHeadingForm
          current={heading.data ?? ""}
          onClose={() => setEditing(false)}
          onSaved={(textField) => {
            heading.replace(() => textField);
            setEditing(false);
          }}
        />
      )}
    </section>
  );
}

type FormProps = { current: string; onClose: () => void; onSaved: (text: string) => void };

function AlertHeadingForm({ current, onClose, onSaved }: FormProps) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isValid, isSubmitting },
  } = useAdminForm(alertHeadingSchema, { defaultValues: { textField: current } });
  const value = watch("textField") ?? "";
  const unchanged = value.trim() === current.trim();

  async function save({ textField }: { textField: string }) {
    const toastId = notify.loading(alertTexts.updating);
    try {
      const answer = await adminApi.alertHeading.update(textField);
      notify.success(answer.message, toastId);
      onSaved(answer.data.textField);
    } catch {
      notify.error(alertTexts.failed, toastId);
    }
  }

  return (
    <FormModal
      title="Edit alert heading"
      form="alert-heading-form"
      submitLabel="Update"
      onClose={onClose}
      submitting={isSubmitting}
      disabled={!isValid || unchanged || isSubmitting}
    >
      <form id="alert-heading-form" noValidate onSubmit={handleSubmit(save)}>
        <TextAreaField
          label="Heading"
          rows={3}
          limit={ALERT_HEADING_MAX}
          length={value.length}
          error={errors.textField?.message}
          {...register("textField")}
        />
      </form>
    </FormModal>
  );
}
