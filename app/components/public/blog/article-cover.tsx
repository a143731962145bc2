import type { ArticleDto } from "../../../../domain/articles";
import { ResponsiveImage } from "../ui/responsive-image";

/**
 * An article's cover at 16:9, wherever the blog shows it; nothing when it has none. `sizes` says how
 * wide the place draws it; `priority` where it is the page's largest picture above the fold.
 */
export function ArticleCover({
  cover,
  sizes,
  priority = false,
  className,
}: {
  cover: ArticleDto["cover"];
  sizes: string;
  priority?: boolean;
  /** The place's own spacing and corners. */
  className: string;
}) {
  if (!cover) return null;
  return (
    <ResponsiveImage
      src={cover.url}
      alt={cover.alt}
      width={1600}
      height={900}
      sizes={sizes}
      priority={priority}
      className={`${className} aspect-video w-full object-cover`}
    />
  );
}
