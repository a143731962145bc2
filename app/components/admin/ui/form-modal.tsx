import { type ComponentProps, type ReactNode, useId } from "react";
import type { FieldValues, SubmitHandler, UseFormReturn } from "react-hook-form";
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
  onSubmit: SubmitHandler<Output>;
  /** The form's own layout (a column, or a grid of two). */
  className: string;
};

/** A form modal whose submit button waits until the form is valid and spins while it is sent. */
export function ModalForm<Input extends FieldValues, Output>({
  form,
  onSubmit,
  className,
  children,
  ...modal
}: ModalFormProps<Input, Output>) {
  const id = useId();
  const { isValid, isSubmitting } = form.formState;
  return (
    <FormModal {...modal} form={id} submitting={isSubmitting} disabled={!isValid || isSubmitting}>
      <form id={id} noValidate onSubmit={form.handleSubmit(onSubmit)} className={className}>
        {children}
      </form>
    </FormModal>
  );
}
