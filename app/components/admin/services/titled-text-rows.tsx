import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from "react-hook-form";
import { TextAreaField, TextField } from "../ui/fields.tsx";
import { RowList } from "../ui/row-list.tsx";
import type { ServiceFormOutput, ServiceFormValues } from "./service-form-schema.ts";

type Props = {
  name: "topics" | "benefitTiles";
  /** "Topic", "Benefit tile": each row's label and the add button's. */
  noun: string;
  legend: string;
  hint: string;
  max: number;
  control: Control<ServiceFormValues, unknown, ServiceFormOutput>;
  register: UseFormRegister<ServiceFormValues>;
  errors: FieldErrors<ServiceFormValues>;
};

/**
 * A service's own `{ title, text }` rows for its detail page. Optional: an empty list keeps the
 * standard topics or tiles, which the hint says, so nobody fills it in just to "complete" the form.
 */
export function TitledTextRows({ name, noun, legend, hint, max, control, register, errors }: Props) {
  const rows = useFieldArray({ control, name });
  const rowErrors = errors[name];
  const listMessage = rowErrors?.message ?? rowErrors?.root?.message;
  return (
    <RowList
      legend={legend}
      hint={hint}
      keys={rows.fields.map((field) => field.id)}
      noun={noun}
      onRemove={rows.remove}
      onAdd={() => rows.append({ title: "", text: "" })}
      max={max}
      message={listMessage}
      row={(index) => (
        <>
          <TextField
            label={`${noun} ${index + 1} title`}
            error={rowErrors?.[index]?.title?.message}
            {...register(`${name}.${index}.title`)}
          />
          <TextAreaField
            label={`${noun} ${index + 1} text`}
            rows={2}
            error={rowErrors?.[index]?.text?.message}
            {...register(`${name}.${index}.text`)}
          />
        </>
      )}
    />
  );
}
