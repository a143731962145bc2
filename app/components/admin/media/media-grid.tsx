import type { Media } from "../../../../domain/media.ts";
import { MediaBadges, mediaName } from "./media-badges.tsx";
import { MediaThumb } from "./media-thumb.tsx";

/** Two columns on a phone, up to six on a wide screen: each thumbnail is about this wide. */
export const gridThumbSizes = "(min-width: 1280px) 200px, (min-width: 640px) 30vw, 45vw";

type MediaGridProps = {
  items: Media[];
  /** What choosing an item does, said in its button's name ("Open", "Choose"). */
  verb: string;
  onChoose: (media: Media) => void;
  /** The item already chosen (the picker's current picture), marked. */
  chosenUrl?: string;
};

/** The library as thumbnails, each a button that opens (or picks) its picture. */
export function MediaGrid({ items, verb, onChoose, chosenUrl }: MediaGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 p-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6" data-testid="media-grid">
      {items.map((media) => (
        <li key={media._id} className="min-w-0">
          <button
            type="button"
            onClick={() => onChoose(media)}
            aria-label={`${verb} ${mediaName(media)}`}
            aria-current={chosenUrl === media.url ? "true" : undefined}
            className={`group flex w-full flex-col overflow-hidden rounded-xl border bg-white text-left shadow-sm transition-colors hover:border-admin-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-admin-500 ${
              chosenUrl === media.url ? "border-admin-600 ring-2 ring-admin-600" : "border-slate-200"
            }`}
          >
            <span className="block aspect-square w-full bg-slate-100">
              <MediaThumb media={media} sizes={gridThumbSizes} className="size-full" />
            </span>
            <span className="flex min-w-0 flex-col gap-1.5 p-2">
              <span className="truncate text-xs font-medium text-slate-900" title={mediaName(media)}>
                {mediaName(media)}
              </span>
              <MediaBadges media={media} />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
