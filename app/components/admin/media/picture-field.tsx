import { ImageOff, X } from "lucide-react";
import { useId } from "react";
import { responsiveImage } from "../../../../domain/images.ts";
import type { Media } from "../../../../domain/media.ts";
import { Button } from "../ui/button.tsx";
import { FieldError } from "../ui/fields.tsx";
import { LibraryButton } from "./library-button.tsx";

type PictureFieldProps = {
  label: string;
  hint?: string;
  /** The chosen picture's url; empty for none. */
  value: string;
  /** The picked item (its url is what most fields keep), or null when removed. */
  onChange: (media: Media | null) => void;
  /** What shows when none is chosen ("The site's share picture"). */
  emptyText: string;
  error?: string;
};

/**
 * A picture field backed by the media library: the chosen picture, "Choose from library" (the
 * picker, upload included) and Remove. Any field that keeps a library picture can use it.
 */
export function PictureField({ label, hint, value, onChange, emptyText, error }: PictureFieldProps) {
  const id = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5" data-testid="picture-field">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          <img
            {...responsiveImage(value)}
            sizes="160px"
            alt={`${label}: chosen`}
            className="h-24 w-40 rounded-lg border border-slate-200 bg-slate-100 object-cover"
          />
        ) : (
          <span className="flex h-24 w-40 flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-slate-300 px-2 text-center text-xs text-slate-500">
            <ImageOff aria-hidden className="size-5" />
            {emptyText}
          </span>
        )}
        <div className="flex flex-wrap gap-2">
          <LibraryButton title={label} chosenUrl={value || undefined} onPick={onChange} />
          {value && (
            <Button variant="ghost" onClick={() => onChange(null)} icon={<X aria-hidden className="size-4" />}>
              Remove
            </Button>
          )}
        </div>
      </div>
      {hint && !error && <p className="text-xs text-slate-500">{hint}</p>}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
