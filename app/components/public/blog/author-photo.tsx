import { ResponsiveImage } from "../ui/responsive-image";

/**
 * An author's photo beside their name (a byline, their page, "About the author"): round, `size` CSS
 * pixels, lazily loaded from the smallest variant. Its alt is empty: the name is written next to it.
 */
export function AuthorPhoto({
  photo,
  size,
  className = "",
}: {
  photo: string | null;
  size: number;
  className?: string;
}) {
  if (!photo) return null;
  return (
    <ResponsiveImage
      src={photo}
      alt=""
      width={size}
      height={size}
      sizes={`${size}px`}
      className={`${className} shrink-0 rounded-full object-cover`}
      style={{ width: size, height: size }}
    />
  );
}
