import clsx from "clsx";
import { Paperclip } from "lucide-react";
import { type RefObject, useState } from "react";
import { formatFileSize as formatSize } from "../../../../domain/file-size.ts";
import type { Messages } from "../../../../domain/messages";
import { FieldError, FieldLabel } from "../contact/form-field";
import { CrossButton } from "../ui/cross-button";

type Props = {
  inputRef: RefObject<HTMLInputElement | null>;
  /** The chosen file's name, or null. Lifted so the form can clear it after sending. */
  fileName: string | null;
  onChange(fileName: string | null): void;
  disabled?: boolean;
  /** Why the resume was refused (none chosen, too large): marks the input, the reason under it. */
  error?: string | null;
  /** The form's words in the page's language. */
  words: Messages["application"];
};

/**
 * The resume input: any file is accepted (the spec says so). Once one is chosen it shows as a chip
 * with a cross that removes it. The real file input stays in the form, so it also works without JS.
 */
export function ResumePicker({ inputRef, fileName, onChange, disabled, error, words }: Props) {
  const [size, setSize] = useState<number | null>(null);
  const remove = () => {
    if (inputRef.current) inputRef.current.value = "";
    setSize(null);
    onChange(null);
    inputRef.current?.focus();
  };
  return (
    <div className="sm:col-span-2">
      <FieldLabel htmlFor="field-resume" label={words.labels.resume} required />
      <input
        ref={inputRef}
        id="field-resume"
        name="resume"
        type="file"
        required
        disabled={disabled}
        aria-describedby={error ? "field-resume-error resume-hint" : "resume-hint"}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setSize(file?.size ?? null);
          onChange(file?.name ?? null);
        }}
        className={clsx(
          "mt-2 block w-full cursor-pointer rounded-xl border border-dashed bg-white p-3 text-ink-700 text-sm",
          error ? "border-rose-500" : "border-ink-300",
          "file:me-4 file:cursor-pointer file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100",
          fileName && "sr-only",
        )}
      />
      {fileName && (
        <div className="mt-2 flex items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3">
          <Paperclip aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <span className="min-w-0 flex-1 truncate font-semibold text-ink-900" title={fileName}>
            {fileName}
            {size !== null && <span className="ms-2 font-normal text-ink-500">({formatSize(size)})</span>}
          </span>
          <CrossButton
            label={words.removeResume(fileName)}
            onClick={remove}
            disabled={disabled}
            className="grid size-8 shrink-0 place-items-center rounded-full text-ink-600 hover:bg-white hover:text-rose-700"
            iconClassName="size-4"
          />
        </div>
      )}
      <FieldError id="field-resume-error" error={error} />
      <p id="resume-hint" className="mt-2 text-ink-500 text-sm">
        {words.resumeHint}
      </p>
    </div>
  );
}
