import type { ReactNode } from "react";
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
};

/** A form modal's Cancel and submit buttons; the submit button spins while the form is sent. */
export function FormFooter({ form, submitLabel, onCancel, submitting, disabled, children }: FormFooterProps) {
  return (
    <>
      {children}
      <CancelButton onClick={onCancel} busy={submitting} />
      <Button type="submit" form={form} disabled={disabled} loading={submitting}>
        {submitLabel}
      </Button>
    </>
  );
}
