import { type Media, missesAlt } from "../../../../domain/media.ts";
import { Badge } from "../ui/badge.tsx";

/** What a picture lacks or where it stands: no alt text (unless a column says it already), unused, decorative, in the trash. */
export function MediaBadges({ media, alt = true }: { media: Media; alt?: boolean }) {
  return (
    <span className="flex flex-wrap gap-1">
      {media.deletedAt && <Badge tone="red">In the trash</Badge>}
      {alt && missesAlt(media) && <Badge tone="amber">No alt text</Badge>}
      {alt && media.decorative && <Badge>Decorative</Badge>}
      {media.uses === 0 ? <Badge>Unused</Badge> : <Badge tone="green">{`Used ${media.uses}×`}</Badge>}
    </span>
  );
}

/** "640 × 400 · 38 KB" */
export function mediaSize(media: Pick<Media, "width" | "height" | "bytes">): string {
  const size = media.width && media.height ? `${media.width} × ${media.height}` : "";
  const bytes = media.bytes === null ? "" : `${Math.max(1, Math.round(media.bytes / 1024))} KB`;
  return [size, bytes].filter(Boolean).join(" · ");
}

/** A picture's name: its uploaded file's, or for one stored before the library kept names, its file's. */
export const mediaName = (media: Pick<Media, "name" | "url">) => media.name || media.url.split("/").pop() || media.url;
