import { Plus, Trash2 } from "lucide-react";
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from "react-hook-form";
import { Button, IconButton } from "../ui/button.tsx";
import { TextAreaField, TextField } from "../ui/fields.tsx";
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
    <fieldset className="flex flex-col gap-3 sm:col-span-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      <p className="-mt-1 text-xs text-slate-500">{hint}</p>
      {rows.fields.map((field, index) => (
        <div
          key={field.id}
          className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[1fr_2fr_auto]"
        >
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
          <div className="flex items-end">
            <IconButton
              label={`Remove ${noun.toLowerCase()} ${index + 1}`}
              tone="danger"
              onClick={() => rows.remove(index)}
            >
              <Trash2 aria-hidden className="size-4" />
            </IconButton>
          </div>
        </div>
      ))}
      {listMessage && <p className="text-xs font-medium text-red-600">{listMessage}</p>}
      <Button
        variant="secondary"
        className="w-fit"
        icon={<Plus aria-hidden className="size-4" />}
        onClick={() => rows.append({ title: "", text: "" })}
        disabled={rows.fields.length >= max}
      >
        Add {noun.toLowerCase()}
      </Button>
    </fieldset>
  );
}
