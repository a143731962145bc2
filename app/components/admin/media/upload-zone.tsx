import { CircleAlert, CircleCheck, ImageUp } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { acceptedImageTypes, IMAGE_MAX_BYTES } from "../../../../domain/images.ts";
import type { MediaUpload } from "../../../lib/admin/use-media-uploads.ts";
import { Button } from "../ui/button.tsx";
import { ProgressBar } from "../ui/progress-bar.tsx";

type UploadZoneProps = {
  onFiles: (files: File[]) => void;
  /** Several files at once (the Media screen) or one (the picker, which picks what it uploads). */
  multiple?: boolean;
  label?: string;
};

const megabytes = Math.round(IMAGE_MAX_BYTES / (1024 * 1024));

/** A box to drop pictures on, with the button that chooses them: PNG, JPEG or WebP, each at most 3 MB. */
export function UploadZone({ onFiles, multiple = true, label = "Upload pictures" }: UploadZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const take = (list: FileList | null | undefined) => {
    const files = [...(list ?? [])];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };
  return (
    <section
      aria-label="Upload"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="upload-zone"
      className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed p-5 text-center transition-colors sm:flex-row sm:text-left ${
        over ? "border-admin-500 bg-admin-50" : "border-slate-300 bg-white"
      }`}
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-admin-50 text-admin-600">
        <ImageUp aria-hidden className="size-6" />
      </span>
      <p id={hintId} className="min-w-0 flex-1 text-sm text-slate-600">
        <span className="font-semibold text-slate-900">
          Drop {multiple ? "pictures" : "a picture"} here or choose {multiple ? "files" : "a file"}.
        </span>{" "}
        PNG, JPEG or WebP, each at most {megabytes} MB.
      </p>
      <Button variant="secondary" aria-describedby={hintId} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        multiple={multiple}
        accept={acceptedImageTypes.join(",")}
        className="hidden"
        aria-label={label}
        data-testid="upload-input"
        onChange={(event) => {
          take(event.target.files);
          event.target.value = "";
        }}
      />
    </section>
  );
}

/** Each file sent or being sent: its progress, then "Uploaded" or the server's reason for refusing it. */
export function UploadList({ uploads, onClear }: { uploads: MediaUpload[]; onClear?: () => void }) {
  if (uploads.length === 0) return null;
  const finished = uploads.every((upload) => upload.status === "done" || upload.status === "failed");
  return (
    <section aria-label="Uploads" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4">
      <ul className="flex flex-col gap-3">
        {uploads.map((upload) => (
          <li key={upload.key} className="flex min-w-0 flex-col gap-1" data-testid="upload-row">
            <div className="min-w-0 [overflow-wrap:anywhere]">
              <ProgressBar value={upload.progress} label={upload.name} />
            </div>
            {upload.status === "done" && (
              <p className="flex items-center gap-1.5 text-xs font-medium text-emerald-700">
                <CircleCheck aria-hidden className="size-4" />
                {upload.message}
              </p>
            )}
            {upload.status === "failed" && (
              <p role="alert" className="flex items-center gap-1.5 text-xs font-medium text-red-700">
                <CircleAlert aria-hidden className="size-4 shrink-0" />
                {upload.message}
              </p>
            )}
          </li>
        ))}
      </ul>
      {onClear && finished && (
        <Button variant="ghost" className="self-end" onClick={onClear}>
          Clear the list
        </Button>
      )}
    </section>
  );
}
