import { type ComponentProps, type ReactNode, useId } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { saveForm } from "../../../lib/admin/save-form.ts";
import { FormFooter } from "./form-footer.tsx";
import { Modal } from "./modal.tsx";

type FormModalProps = Pick<ComponentProps<typeof Modal>, "title" | "size" | "onClose" | "children"> & {
  /** The id of the form inside, which the footer's submit button sends. */
  form: string;
  submitLabel: string;
  submitting: boolean;
  /** Until the form may be sent (valid and, when editing, changed). */
  disabled: boolean;
  /** Upload progress, at the left of the footer. */
  progress?: ReactNode;
  /** The fields still missing or invalid, by label, said while the submit button is disabled. */
  missing?: string[];
};

/** A modal around an add or edit form; it cannot be closed while the form is being sent. */
export function FormModal({
  title,
  size,
  onClose,
  children,
  form,
  submitLabel,
  submitting,
  disabled,
  progress,
  missing,
}: FormModalProps) {
  return (
    <Modal
      title={title}
      size={size}
      onClose={onClose}
      busy={submitting}
      footer={
        <FormFooter
          form={form}
          submitLabel={submitLabel}
          onCancel={onClose}
          submitting={submitting}
          disabled={disabled}
          missing={missing}
        >
          {progress}
        </FormFooter>
      }
    >
      {children}
    </Modal>
  );
}

type ModalFormProps<Input extends FieldValues, Output> = Pick<
  FormModalProps,
  "title" | "size" | "onClose" | "submitLabel" | "missing" | "children"
> & {
  form: UseFormReturn<Input, unknown, Output>;
  /** Sends the values; its answer's toast, then `onSaved`. */
  send: (values: Output) => Promise<{ message?: string }>;
  /** The toast when it is refused; the fields it names get their reasons and the form stays open. */
  failed: (error: unknown) => string;
  onSaved: () => void;
  /** The form's own layout (a column, or a grid of two). */
  className: string;
};

/** A form modal whose submit button waits until the form is valid and spins while it is sent. */
export function ModalForm<Input extends FieldValues, Output>({
  form,
  send,
  failed,
  onSaved,
  className,
  children,
  ...modal
}: ModalFormProps<Input, Output>) {
  const id = useId();
  const { isValid, isSubmitting, defaultValues } = form.formState;
  // A 400's issues may name any of the form's fields.
  const fields = Object.keys(defaultValues ?? {});
  const onSubmit = (values: Output) =>
    saveForm(() => send(values), { setError: form.setError, fields, failed, onSaved });
  return (
    <FormModal {...modal} form={id} submitting={isSubmitting} disabled={!isValid || isSubmitting}>
      <form id={id} noValidate onSubmit={form.handleSubmit(onSubmit)} className={className}>
        {children}
      </form>
    </FormModal>
  );
}
