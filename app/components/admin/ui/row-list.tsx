import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button, IconButton } from "./button.tsx";

type Props = {
  legend: string;
  /** Marked with the red asterisk: the list may not be left empty. */
  required?: boolean;
  hint?: string;
  /** The rows' keys (react-hook-form's `useFieldArray` ids), in order. */
  keys: readonly string[];
  /** A row's own fields. */
  row: (index: number) => ReactNode;
  /** "Feature", "Topic": each remove button's label and the add button's. */
  noun: string;
  onRemove: (index: number) => void;
  onAdd: () => void;
  max: number;
  /** What is wrong with the list as a whole. */
  message?: string;
};

/** A form's list of rows the admin adds and removes (a service's features, topics, benefit tiles). */
export function RowList({ legend, required, hint, keys, row, noun, onRemove, onAdd, max, message }: Props) {
  const word = noun.toLowerCase();
  return (
    <fieldset className="flex flex-col gap-3 sm:col-span-2">
      <legend className={`${hint ? "mb-1" : "mb-2"} text-sm font-medium text-slate-800`}>
        {legend}
        {required && (
          <>
            {" "}
            <span aria-hidden className="text-red-600">
              *
            </span>
          </>
        )}
      </legend>
      {hint && <p className="-mt-1 text-xs text-slate-500">{hint}</p>}
      {keys.map((key, index) => (
        <div
          key={key}
          className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[1fr_2fr_auto]"
        >
          {row(index)}
          <div className="flex items-end">
            <IconButton label={`Remove ${word} ${index + 1}`} tone="danger" onClick={() => onRemove(index)}>
              <Trash2 aria-hidden className="size-4" />
            </IconButton>
          </div>
        </div>
      ))}
      {message && <p className="text-xs font-medium text-red-600">{message}</p>}
      <Button
        variant="secondary"
        className="w-fit"
        icon={<Plus aria-hidden className="size-4" />}
        onClick={onAdd}
        disabled={keys.length >= max}
      >
        Add {word}
      </Button>
    </fieldset>
  );
}
