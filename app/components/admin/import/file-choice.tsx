import { FileArchive, FileCode, X } from "lucide-react";
import { useId, useRef } from "react";
import { IconTile } from "../icon-tile.tsx";
import { Button, IconButton } from "../ui/button.tsx";

type FileChoiceProps = {
  /** What the file is ("WordPress export"). */
  label: string;
  /** What it takes, said before a file is picked. */
  hint: string;
  accept: string;
  kind: "export" | "archive";
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  optional?: boolean;
};

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One file to give the import: what it takes, the button that chooses it, and the file chosen. */
export function FileChoice({ label, hint, accept, kind, file, onChange, disabled, optional }: FileChoiceProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:flex-row sm:items-center">
      <IconTile icon={kind === "export" ? FileCode : FileArchive} look="rounded-full bg-admin-50 text-admin-600" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-900">
          {label}
          {optional && <span className="font-normal text-slate-500"> (optional)</span>}
        </p>
        {file ? (
          <p className="truncate text-sm text-slate-700" data-testid={`${kind}-chosen`}>
            {file.name} · {sizeOf(file.size)}
          </p>
        ) : (
          <p id={hintId} className="text-sm text-slate-600">
            {hint}
          </p>
        )}
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <Button
          variant="secondary"
          aria-describedby={file ? undefined : hintId}
          onClick={() => input.current?.click()}
          disabled={disabled}
        >
          {file ? "Choose another" : "Choose file"}
        </Button>
        {file && optional && (
          <IconButton label={`Remove ${label.toLowerCase()}`} onClick={() => onChange(null)} disabled={disabled}>
            <X aria-hidden className="size-4" />
          </IconButton>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="hidden"
        aria-label={label}
        data-testid={`${kind}-input`}
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          event.target.value = "";
        }}
      />
    </div>
  );
}
