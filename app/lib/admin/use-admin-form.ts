import { zodResolver } from "@hookform/resolvers/zod";
import {
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";

type AdminFormOptions<Input extends FieldValues, Output> = Omit<
  UseFormProps<Input, unknown, Output>,
  "resolver" | "mode"
>;

/**
 * An admin form checked by a domain schema as the user types: the fields hold the schema's input,
 * the submit handler gets its output (trimmed, transformed), so the two types cannot drift apart.
 */
export function useAdminForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: AdminFormOptions<Input, Output>,
) {
  return useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema), mode: "onChange" });
}

/** A form's field props: the field registered, with the reason its value is refused (shown under it). */
export function fieldsOf<Input extends FieldValues, Output>(form: UseFormReturn<Input, unknown, Output>) {
  return (name: Path<Input>, options?: RegisterOptions<Input, Path<Input>>) => ({
    ...form.register(name, options),
    error: form.getFieldState(name, form.formState).error?.message,
  });
}

/** An add or edit form modal's title and submit label, from the thing it adds or edits. */
export function formModalTexts(noun: string, editing: boolean) {
  return { title: editing ? `Edit ${noun}` : `Add ${noun}`, submitLabel: editing ? `Update ${noun}` : `Add ${noun}` };
}
