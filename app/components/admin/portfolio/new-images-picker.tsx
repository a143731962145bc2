import { ImagePlus, X } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { imageMessages, MAX_IMAGES_PER_ITEM } from "../../../../domain/images.ts";
import { checkNewImages, createImageTypes } from "../../../lib/admin/image-checks.ts";
import { ImageHint } from "./image-hint.tsx";

type Props = { files: File[]; onChange: (files: File[]) => void; disabled?: boolean };

/** The add form's images: chosen locally (1 to 4), previewed, sent with the form. */
export function NewImagesPicker({ files, onChange, disabled }: Props) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(
    () => () => {
      for (const preview of previews) URL.revokeObjectURL(preview.url);
    },
    [previews],
  );

  function choose(list: FileList | null) {
    const chosen = [...(list ?? [])];
    if (chosen.length === 0) return;
    const problem = checkNewImages(files.length, chosen);
    setError(problem);
    if (!problem) onChange([...files, ...chosen]);
  }

  const full = files.length >= MAX_IMAGES_PER_ITEM;
  return (
    <div className="flex flex-col gap-3">
      <span className="text-sm font-medium text-slate-800">
        Images{" "}
        <span className="text-slate-500">
          ({files.length}/{MAX_IMAGES_PER_ITEM})
        </span>
      </span>
      <div className="grid grid-cols-2 gap-3">
        {previews.map(({ file, url }, index) => (
          <div
            key={url}
            className="group relative aspect-[2/3] overflow-hidden rounded-xl border border-slate-200 bg-slate-50"
          >
            <img src={url} alt={`New upload ${index + 1}: ${file.name}`} className="size-full object-cover" />
            <button
              type="button"
              onClick={() => onChange(files.filter((other) => other !== file))}
              disabled={disabled}
              aria-label={`Remove new image ${index + 1}`}
              className="absolute top-1.5 right-1.5 rounded-full bg-white/90 p-1 text-slate-700 shadow hover:bg-white hover:text-red-600 focus-visible:outline-2 focus-visible:outline-admin-500"
            >
              <X aria-hidden className="size-4" />
            </button>
            {index === 0 && (
              <span className="absolute bottom-1.5 left-1.5 rounded bg-slate-900/75 px-1.5 py-0.5 text-[11px] font-medium text-white">
                Cover
              </span>
            )}
          </div>
        ))}
        {!full && (
          <label
            htmlFor={id}
            className={`flex aspect-[2/3] cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 p-3 text-center text-sm text-slate-600 hover:border-admin-500 hover:text-admin-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-admin-500 ${disabled ? "pointer-events-none opacity-50" : ""}`}
          >
            <ImagePlus aria-hidden className="size-7" />
            <span className="font-medium">Add images</span>
            <input
              id={id}
              type="file"
              multiple
              accept={createImageTypes.join(",")}
              disabled={disabled}
              className="sr-only"
              onChange={(event) => {
                choose(event.target.files);
                event.target.value = "";
              }}
            />
          </label>
        )}
      </div>
      {error ? (
        <p role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : (
        files.length === 0 && <p className="text-xs font-medium text-amber-700">{imageMessages.atLeastOne}</p>
      )}
      <ImageHint />
    </div>
  );
}
