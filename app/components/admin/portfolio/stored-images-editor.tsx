import { Trash2 } from "lucide-react";
import { useState } from "react";
import { imageMessages, MAX_IMAGES_PER_ITEM, responsiveImage } from "../../../../domain/images.ts";
import { portfolioMessages } from "../../../../domain/portfolio.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { checkAddedImage, editImageTypes } from "../../../lib/admin/image-checks.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { notify } from "../../../lib/admin/notify.ts";
import { ProgressBar } from "../ui/progress-bar.tsx";
import { Spinner } from "../ui/spinner.tsx";
import { ImageHint } from "./image-hint.tsx";
import { AddImageTile, ImagesHeading, ImageTile } from "./image-tiles.tsx";

type Props = { itemId: string; images: string[]; onChange: (images: string[]) => void };

/**
 * The edit form's images act at once: an added file is uploaded on its own, a removed one is
 * deleted from the server. The last image cannot be removed.
 */
export function StoredImagesEditor({ itemId, images, onChange }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const busy = progress !== null || removing !== null;
  const slotsLeft = MAX_IMAGES_PER_ITEM - images.length;

  async function upload(file: File | undefined) {
    const problem = checkAddedImage(images.length, file);
    setError(problem);
    if (problem || !file) return;
    const form = new FormData();
    form.append("image", file);
    const toastId = notify.loading(uiMessages.image.uploading);
    setProgress(0);
    try {
      const answer = await adminApi.portfolio.addImage(itemId, form, { onUploadProgress: setProgress });
      onChange(answer.data.image);
      notify.success(answer.message ?? portfolioMessages.imageUploaded, toastId);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : null);
      notify.error(uiMessages.image.uploadFailed, toastId);
    } finally {
      setProgress(null);
    }
  }

  async function remove(imagePath: string) {
    if (images.length <= 1) {
      setError(imageMessages.atLeastOne);
      return;
    }
    setError(null);
    setRemoving(imagePath);
    const toastId = notify.loading(uiMessages.image.deleting);
    try {
      const answer = await adminApi.portfolio.removeImage(itemId, imagePath);
      onChange(answer.data.image);
      notify.success(answer.message ?? portfolioMessages.imageRemoved, toastId);
    } catch {
      notify.error(uiMessages.image.removeFailed, toastId);
    } finally {
      setRemoving(null);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <ImagesHeading count={images.length} />
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
              disabled={busy || images.length <= 1}
              aria-label={`Remove image ${index + 1}`}
              title={images.length <= 1 ? imageMessages.atLeastOne : undefined}
              className="absolute top-1.5 right-1.5 rounded-full bg-white/90 p-1.5 text-slate-700 shadow hover:bg-white hover:text-red-600 focus-visible:outline-2 focus-visible:outline-admin-500 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {removing === url ? <Spinner /> : <Trash2 aria-hidden className="size-4" />}
            </button>
          </ImageTile>
        ))}
        {slotsLeft > 0 && (
          <AddImageTile
            label="Add image"
            accept={editImageTypes}
            disabled={busy}
            onChoose={(files) => upload(files[0])}
          />
        )}
      </div>
      {progress !== null && <ProgressBar value={progress} label="Uploading image" />}
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
