import { responsiveImage } from "../../../../domain/images.ts";
import type { Media } from "../../../../domain/media.ts";

/** Where a crop centres: the picture's focal point as CSS `object-position`. */
export const focalPosition = (point: Pick<Media, "focalX" | "focalY">) =>
  `${Math.round(point.focalX * 1000) / 10}% ${Math.round(point.focalY * 1000) / 10}%`;

type MediaThumbProps = {
  media: Pick<Media, "url" | "alt" | "focalX" | "focalY">;
  /** The `sizes` the thumbnail is drawn at, so the browser picks the smallest sibling that fills it. */
  sizes: string;
  className?: string;
};

/**
 * A library picture cropped around its focal point. Its alt text is the picture's own: beside a name
 * and badges it says what the picture shows; without one it is empty rather than a file name.
 */
export function MediaThumb({ media, sizes, className = "" }: MediaThumbProps) {
  return (
    <img
      {...responsiveImage(media.url)}
      sizes={sizes}
      alt={media.alt}
      loading="lazy"
      decoding="async"
      style={{ objectPosition: focalPosition(media) }}
      className={`object-cover ${className}`}
    />
  );
}
