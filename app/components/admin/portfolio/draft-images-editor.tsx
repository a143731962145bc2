import { Trash2 } from "lucide-react";
import { useState } from "react";
import { imageMessages, MAX_IMAGES_PER_ITEM, responsiveImage } from "../../../../domain/images.ts";
import type { Media } from "../../../../domain/media.ts";
import { checkAddedImage, checkPickedImage, editImageTypes } from "../../../lib/admin/image-checks.ts";
import { LibraryButton } from "../media/library-button.tsx";
import { Spinner } from "../ui/spinner.tsx";
import { ImageHint } from "./image-hint.tsx";
import { AddImageTile, ImagesHeading, ImageTile } from "./image-tiles.tsx";

type Props = {
  /** The pictures the draft names (the item's own while it names none). */
  images: string[];
  /** Whether the draft names pictures of its own, not yet published. */
  changed: boolean;
  /** Saves the draft with a new picture (multipart) or the list without one; whether it was saved. */
  onAdd: (file: File) => Promise<boolean>;
  /** Saves the draft with a library picture added (by id, ADR 0190); whether it was saved. */
  onPick: (media: Media) => Promise<boolean>;
  /** The pictures' name in the library picker's title ("Project images"). */
  title: string;
  onRemove: (url: string) => Promise<boolean>;
};

/**
 * The edit form's images in the item's draft (ADR 0125): an added picture is stored with the draft
 * and a removed one leaves the draft's list; the public site keeps the item's own until Publish.
 */
export function DraftImagesEditor({ images, changed, onAdd, onPick, title, onRemove }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const slotsLeft = MAX_IMAGES_PER_ITEM - images.length;

  async function add(file: File | undefined) {
    const problem = checkAddedImage(images.length, file);
    setError(problem);
    if (problem || !file) return;
    setBusy("adding");
    await onAdd(file);
    setBusy(null);
  }

  async function pick(media: Media) {
    if (busy !== null) return;
    const problem = checkPickedImage(images, media.url);
    setError(problem);
    if (problem) return;
    setBusy("adding");
    await onPick(media);
    setBusy(null);
  }

  async function remove(url: string) {
    if (images.length <= 1) {
      setError(imageMessages.atLeastOne);
      return;
    }
    setError(null);
    setBusy(url);
    await onRemove(url);
    setBusy(null);
  }

  return (
    <div className="flex flex-col gap-3">
      <ImagesHeading count={images.length} />
      {changed && (
        <p className="rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-900">
          Pictures changed in the draft: the site shows them once it is published.
        </p>
      )}
      <div className="grid grid-cols-2 gap-3">
        {images.map((url, index) => (
          <ImageTile key={url} index={index}>
            <img
              {...responsiveImage(url)}
              sizes="160px"
              alt={`Gallery item ${index + 1}`}
              className="size-full object-cover"
            />
            <button
              type="button"
              onClick={() => remove(url)}
              disabled={busy !== null || images.length <= 1}
              aria-label={`Remove image ${index + 1}`}
              title={images.length <= 1 ? imageMessages.atLeastOne : undefined}
              className="absolute top-1.5 right-1.5 rounded-full bg-white/90 p-1.5 text-slate-700 shadow hover:bg-white hover:text-red-600 focus-visible:outline-2 focus-visible:outline-admin-500 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {busy === url ? <Spinner /> : <Trash2 aria-hidden className="size-4" />}
            </button>
          </ImageTile>
        ))}
        {slotsLeft > 0 && (
          <AddImageTile
            label={busy === "adding" ? "Saving…" : "Add image"}
            accept={editImageTypes}
            disabled={busy !== null}
            onChoose={(files) => add(files[0])}
          />
        )}
      </div>
      {slotsLeft > 0 && (
        <LibraryButton
          title={title}
          chosenUrl={null}
          // Not disabled while saving: focus comes back to it from the picker, and a disabled button would drop it.
          onPick={(media) => void pick(media)}
          className="w-full"
        />
      )}
      {error && (
        <p role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
      {slotsLeft === 0 && !error && <p className="text-xs text-slate-500">{imageMessages.slotsLeft(0)}</p>}
      <ImageHint />
    </div>
  );
}
