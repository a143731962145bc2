import { X } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { imageMessages, MAX_IMAGES_PER_ITEM } from "../../../../domain/images.ts";
import { checkNewImages, createImageTypes } from "../../../lib/admin/image-checks.ts";
import { fieldErrorClass } from "../ui/fields.tsx";
import { ImageHint } from "./image-hint.tsx";
import { AddImageTile, ImagesHeading, ImageTile } from "./image-tiles.tsx";

type Props = { files: File[]; onChange: (files: File[]) => void; disabled?: boolean };

/** The add form's images: chosen locally (1 to 4), previewed, sent with the form. */
export function NewImagesPicker({ files, onChange, disabled }: Props) {
  const [error, setError] = useState<string | null>(null);
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(
    () => () => {
      for (const preview of previews) URL.revokeObjectURL(preview.url);
    },
    [previews],
  );

  function choose(chosen: File[]) {
    if (chosen.length === 0) return;
    const problem = checkNewImages(files.length, chosen);
    setError(problem);
    if (!problem) onChange([...files, ...chosen]);
  }

  const full = files.length >= MAX_IMAGES_PER_ITEM;
  return (
    <div className="flex flex-col gap-3">
      <ImagesHeading count={files.length} />
      <div className="grid grid-cols-2 gap-3">
        {previews.map(({ file, url }, index) => (
          <ImageTile key={url} index={index}>
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
          </ImageTile>
        ))}
        {!full && (
          <AddImageTile
            label="Add images"
            multiple
            accept={createImageTypes}
            disabled={disabled ?? false}
            onChoose={choose}
          />
        )}
      </div>
      {error ? (
        <p role="alert" className={fieldErrorClass}>
          {error}
        </p>
      ) : (
        files.length === 0 && <p className={fieldErrorClass}>{imageMessages.atLeastOne}</p>
      )}
      <ImageHint />
    </div>
  );
}
