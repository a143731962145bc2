import { CircleAlert } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "./button.tsx";

/** Closes a modal without saving; it waits while something is being saved. */
export function CancelButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  return (
    <Button variant="secondary" onClick={onClick} disabled={busy}>
      Cancel
    </Button>
  );
}

type FormFooterProps = {
  /** The id of the form the submit button sends. */
  form: string;
  submitLabel: string;
  onCancel: () => void;
  submitting: boolean;
  /** Until the form may be sent (valid and, when editing, changed). */
  disabled: boolean;
  /** What stands at the left of the buttons, such as upload progress. */
  children?: ReactNode;
  /** The fields still missing or invalid, by label: said beside the disabled submit button. */
  missing?: string[];
};

/** A form modal's Cancel and submit buttons; the submit button spins while the form is sent. */
export function FormFooter({ form, submitLabel, onCancel, submitting, disabled, children, missing }: FormFooterProps) {
  const missingId = useId();
  const pending = disabled && !submitting && missing && missing.length > 0 ? missing : null;
  return (
    <>
      {children}
      {pending && (
        <p
          id={missingId}
          className="flex basis-full items-start gap-1.5 text-sm text-slate-700 sm:mr-auto sm:basis-auto sm:max-w-md"
          data-testid="missing-fields"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-red-600" />
          <span>
            Still to fill in or correct: <span className="font-medium text-slate-900">{pending.join(", ")}</span>
          </span>
        </p>
      )}
      <CancelButton onClick={onCancel} busy={submitting} />
      <Button
        type="submit"
        form={form}
        disabled={disabled}
        loading={submitting}
        aria-describedby={pending ? missingId : undefined}
      >
        {submitLabel}
      </Button>
    </>
  );
}
