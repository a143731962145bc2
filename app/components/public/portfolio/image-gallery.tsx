import type { PictureWords } from "../../../../domain/picture-words";
import { PortfolioPicture } from "./portfolio-picture";

/** The item's remaining images (all but the cover), in a grid; lazy, below the fold. */
export function ImageGallery({
  images,
  name,
  words = [],
}: {
  images: string[];
  name: string;
  /** The library's words of each of `images`, in the same order. */
  words?: (PictureWords | null)[];
}) {
  if (images.length === 0) return null;
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {images.map((src, index) => (
        <li key={src} className="overflow-hidden rounded-card border border-ink-200 bg-ink-100">
          <PortfolioPicture src={src} alt={`${name}, image ${index + 2}`} words={words[index]} place="gallery" />
        </li>
      ))}
    </ul>
  );
}
