import { ImageUp, RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import type { Media } from "../../../../domain/media.ts";
import type { Site, SiteImageName } from "../../../../domain/site.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { checkIconFile, editImageTypes } from "../../../lib/admin/image-checks.ts";
import type { Publication } from "../../../lib/admin/types.ts";
import { LibraryButton } from "../media/library-button.tsx";
import { Badge } from "../ui/badge.tsx";
import { Button } from "../ui/button.tsx";
import { FieldError } from "../ui/fields.tsx";
import { sendChange } from "./media-draft.tsx";

/** Where a picture's change goes: live at once (the site's answer), or into the pictures' draft. */
export type PictureTarget =
  | { inDraft: false; onSaved: (site: Site) => void }
  | { inDraft: true; onDrafted: (publication: Publication) => void };

export type SitePictureProps = {
  name: SiteImageName;
  label: string;
  hint: string;
  /** What shows while no picture is stored (the default picture), or null for "nothing" (the hero's video). */
  fallback: string | null;
  fallbackText: string;
};

type Props = SitePictureProps & {
  /** The picture stored: the draft's while changing as a draft, else the site's (none: the default). */
  stored: string | undefined;
  /** The draft changes this picture (shown beside its label). */
  drafted: boolean;
  target: PictureTarget;
};

/**
 * One of the site's pictures, chosen and sent through the image pipeline (PATCH /site/images/:name)
 * apart from the form's texts, live or into the pictures' draft (`?draft=true`, ADR 0123); "Use the
 * default" puts the default back.
 */
export function SitePicture({ name, label, hint, fallback, fallbackText, stored, drafted, target }: Props) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const shown = stored ?? fallback;

  const send = async (image: FormData | null) => {
    setBusy(true);
    setError(undefined);
    const failure = target.inDraft
      ? await sendChange(
          () => (image ? adminApi.site.inDraft.setImage(name, image) : adminApi.site.inDraft.resetImage(name)),
          target.onDrafted,
        )
      : await sendChange(
          () => (image ? adminApi.site.setImage(name, image) : adminApi.site.resetImage(name)),
          target.onSaved,
        );
    setError(failure ?? undefined);
    setBusy(false);
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = checkIconFile(file, "edit");
    setError(problem ?? undefined);
    if (problem) return;
    const form = new FormData();
    form.append("image", file);
    void send(form);
  };

  /** A library picture, named by id in place of a file (ADR 0190). */
  const pick = (media: Media) => {
    if (busy) return;
    setError(undefined);
    const form = new FormData();
    form.append("imageId", media._id);
    void send(form);
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center">
      <div className="flex h-24 w-full shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 sm:w-44">
        {shown ? (
          <img src={shown} alt={`${label} now`} className="max-h-full max-w-full object-contain" />
        ) : (
          <span className="px-3 text-center text-xs text-slate-500">{fallbackText}</span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
          {label}
          {drafted && <Badge tone="amber">Changed in the draft</Badge>}
        </p>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint} {target.inDraft ? "Saved in the draft." : "Saved at once."}{" "}
          {stored ? "" : `Now: ${fallbackText.toLowerCase()}.`}
        </p>
        <div className="flex flex-wrap gap-2">
          <label
            className={`inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 shadow-sm hover:bg-slate-50 focus-within:outline-2 focus-within:outline-admin-500 ${busy ? "pointer-events-none opacity-60" : ""}`}
          >
            <ImageUp aria-hidden className="size-4" />
            {stored ? "Replace picture" : "Upload picture"}
            <input
              type="file"
              accept={editImageTypes.join(",")}
              aria-label={`${label}: choose a picture`}
              aria-describedby={`${id}-hint`}
              className="sr-only"
              disabled={busy}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = "";
              }}
            />
          </label>
          {/* Not disabled while saving: focus comes back to it from the picker. */}
          <LibraryButton title={label} chosenUrl={stored} onPick={pick} />
          {stored && (
            <Button
              variant="ghost"
              loading={busy}
              icon={<RotateCcw aria-hidden className="size-4" />}
              onClick={() => void send(null)}
            >
              Use the default
            </Button>
          )}
        </div>
        <FieldError id={`${id}-error`} error={error} alert />
      </div>
    </div>
  );
}
