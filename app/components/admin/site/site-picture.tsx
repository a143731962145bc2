import { ImageUp, RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import type { Site, SiteImageName } from "../../../../domain/site.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { checkIconFile, editImageTypes } from "../../../lib/admin/image-checks.ts";
import { notify } from "../../../lib/admin/notify.ts";
import { Button } from "../ui/button.tsx";
import { FieldError } from "../ui/fields.tsx";

type SitePictureProps = {
  site: Site;
  name: SiteImageName;
  label: string;
  hint: string;
  /** What shows while no picture is stored (the default picture), or null for "nothing" (the hero's video). */
  fallback: string | null;
  fallbackText: string;
  onSaved: (site: Site) => void;
};

/**
 * One of the site's pictures: chosen, sent and stored at once through the image pipeline
 * (PATCH /site/images/:name), apart from the form's texts; "Use the default" puts the default back.
 */
export function SitePicture({ site, name, label, hint, fallback, fallbackText, onSaved }: SitePictureProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const stored = site.images[name];
  const shown = stored ?? fallback;

  const run = async (call: () => Promise<{ message: string; data: Site }>) => {
    setBusy(true);
    try {
      const answer = await call();
      notify.success(answer.message);
      onSaved(answer.data);
    } catch (failure) {
      const message = messageOf(failure, "Failed to save. Please try again.");
      setError(message);
      notify.error(message);
    } finally {
      setBusy(false);
    }
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = checkIconFile(file, "edit");
    setError(problem ?? undefined);
    if (problem) return;
    const form = new FormData();
    form.append("image", file);
    void run(() => adminApi.site.setImage(name, form));
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
        <p className="text-sm font-medium text-slate-900">{label}</p>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint} {stored ? "" : `Now: ${fallbackText.toLowerCase()}.`}
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
          {stored && (
            <Button
              variant="ghost"
              loading={busy}
              icon={<RotateCcw aria-hidden className="size-4" />}
              onClick={() => void run(() => adminApi.site.resetImage(name))}
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
