import { X } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { imageMessages, MAX_IMAGES_PER_ITEM, responsiveImage } from "../../../../domain/images.ts";
import type { Media } from "../../../../domain/media.ts";
import { checkNewImages, checkPickedImage, createImageTypes } from "../../../lib/admin/image-checks.ts";
import { LibraryButton } from "../media/library-button.tsx";
import { fieldErrorClass } from "../ui/fields.tsx";
import { ImageHint } from "./image-hint.tsx";
import { AddImageTile, ImagesHeading, ImageTile } from "./image-tiles.tsx";

/** The add form's pictures: library pictures (sent by id) and new files. */
export type NewImages = { picked: Media[]; files: File[] };

type Props = {
  images: NewImages;
  onChange: (images: NewImages) => void;
  /** The pictures' name in the picker's title ("Project images"). */
  title: string;
  disabled?: boolean;
};

/**
 * The add form's images: chosen locally (1 to 4) or from the library, previewed, sent with the form.
 * The library's come first, as the create lists them (library ids, then files), so the first tile
 * is the cover the site will show.
 */
export function NewImagesPicker({ images, onChange, title, disabled }: Props) {
  const { picked, files } = images;
  const [error, setError] = useState<string | null>(null);
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(
    () => () => {
      for (const preview of previews) URL.revokeObjectURL(preview.url);
    },
    [previews],
  );
  const count = picked.length + files.length;

  function choose(chosen: File[]) {
    if (chosen.length === 0) return;
    const problem = checkNewImages(count, chosen);
    setError(problem);
    if (!problem) onChange({ picked, files: [...files, ...chosen] });
  }

  function pick(media: Media) {
    const problem = checkPickedImage(
      picked.map((item) => item.url),
      media.url,
      count,
    );
    setError(problem);
    if (!problem) onChange({ picked: [...picked, media], files });
  }

  const full = count >= MAX_IMAGES_PER_ITEM;
  return (
    <div className="flex flex-col gap-3">
      <ImagesHeading count={count} />
      <div className="grid grid-cols-2 gap-3">
        {picked.map((media, index) => (
          <ImageTile key={media._id} index={index}>
            <img
              {...responsiveImage(media.url)}
              sizes="160px"
              alt={`From the library ${index + 1}: ${media.name}`}
              className="size-full object-cover"
            />
            <RemoveButton
              label={`Remove library picture ${index + 1}`}
              disabled={disabled}
              onClick={() => onChange({ picked: picked.filter((other) => other !== media), files })}
            />
          </ImageTile>
        ))}
        {previews.map(({ file, url }, index) => (
          <ImageTile key={url} index={picked.length + index}>
            <img src={url} alt={`New upload ${index + 1}: ${file.name}`} className="size-full object-cover" />
            <RemoveButton
              label={`Remove new image ${index + 1}`}
              disabled={disabled}
              onClick={() => onChange({ picked, files: files.filter((other) => other !== file) })}
            />
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
      {!full && <LibraryButton title={title} onPick={pick} disabled={disabled} className="w-full" />}
      {error ? (
        <p role="alert" className={fieldErrorClass}>
          {error}
        </p>
      ) : (
        count === 0 && <p className={fieldErrorClass}>{imageMessages.atLeastOne}</p>
      )}
      <ImageHint />
    </div>
  );
}

function RemoveButton({ label, disabled, onClick }: { label: string; disabled?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className="absolute top-1.5 right-1.5 rounded-full bg-white/90 p-1 text-slate-700 shadow hover:bg-white hover:text-red-600 focus-visible:outline-2 focus-visible:outline-admin-500"
    >
      <X aria-hidden className="size-4" />
    </button>
  );
}
