import { ImageUp } from "lucide-react";
import { type ReactNode, useEffect, useId, useMemo, useState } from "react";
import type { Media } from "../../../../domain/media.ts";
import { checkIconFile, createImageTypes, editImageTypes } from "../../../lib/admin/image-checks.ts";
import { fieldErrorClass } from "../ui/fields.tsx";
import { LibraryButton } from "./library-button.tsx";

type IconPickerProps = {
  label: string;
  /** The stored icon's URL when editing. */
  current?: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  /** A library picture chosen in place of a file (its id is what the form sends). */
  onPick: (media: Media) => void;
  mode: "create" | "edit";
  /** Shown while nothing is chosen and nothing is stored. */
  requiredMessage: string;
  hint: ReactNode;
  square?: boolean;
  disabled?: boolean;
};

/**
 * One image (a category logo or a service icon), previewed before it is sent with the form: a new
 * file, or a picture chosen from the media library.
 */
export function IconPicker({
  label,
  current,
  file,
  onChange,
  onPick,
  mode,
  requiredMessage,
  hint,
  square,
  disabled,
}: IconPickerProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = preview ?? current ?? null;

  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-slate-800">
        {label}{" "}
        <span aria-hidden className="text-red-600">
          *
        </span>
      </span>
      <div className="flex items-center gap-4">
        <div
          className={`flex shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50 ${square ? "size-20" : "h-20 w-32"}`}
        >
          {shown ? (
            <img src={shown} alt={`${label} preview`} className="size-full object-contain p-1" />
          ) : (
            <ImageUp aria-hidden className="size-7 text-slate-400" />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap gap-2">
            <label
              htmlFor={id}
              className={`inline-flex min-h-10 w-fit cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-700 shadow-sm hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-admin-500 ${disabled ? "pointer-events-none opacity-50" : ""}`}
            >
              {shown ? "Change image" : "Choose image"}
              <input
                id={id}
                type="file"
                accept={(mode === "create" ? createImageTypes : editImageTypes).join(",")}
                className="sr-only"
                disabled={disabled}
                onChange={(event) => {
                  const chosen = event.target.files?.[0];
                  event.target.value = "";
                  if (!chosen) return;
                  const problem = checkIconFile(chosen, mode);
                  setError(problem);
                  onChange(problem ? null : chosen);
                }}
              />
            </label>
            <LibraryButton
              title={label}
              chosenUrl={preview ? null : current}
              disabled={disabled}
              onPick={(media) => {
                setError(null);
                onPick(media);
              }}
            />
          </div>
          <div className="text-xs text-slate-500">{hint}</div>
        </div>
      </div>
      {error ? (
        <p role="alert" className={fieldErrorClass}>
          {error}
        </p>
      ) : (
        !shown && <p className={fieldErrorClass}>{requiredMessage}</p>
      )}
    </div>
  );
}
