import { Eye } from "lucide-react";

/** Visible texts of a preview (ADR 0122). */
export const previewBannerText = "Preview — this is a draft, not yet published";

/**
 * Marks a page rendered with a draft (a preview link, or staff's Preview button), and keeps search
 * engines away from it (the answer's X-Robots-Tag says the same).
 */
export function PreviewBanner() {
  return (
    <div
      role="status"
      className="sticky top-0 z-50 flex items-center justify-center gap-2 bg-amber-300 px-4 py-2 font-semibold text-ink-950 text-sm"
    >
      <meta name="robots" content="noindex, nofollow" />
      <Eye aria-hidden="true" className="size-4" />
      {previewBannerText}
    </div>
  );
}
