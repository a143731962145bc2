import type { ImgHTMLAttributes } from "react";
import { responsiveImage } from "../../../../domain/images";
import { focalPosition, type PictureWords, pictureAlt } from "../../../../domain/picture-words";

/** Shown when an item has no image at all (the spec's placeholder fallback). */
export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "width" | "height"> & {
  /** A stored upload (`/uploads/<hash>.webp`, gets a srcset over its variants) or any other URL. */
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the file arrives (no layout shift). */
  width: number;
  height: number;
  /** How wide the image is drawn, for choosing a variant, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes?: string;
  /** The page's largest above-the-fold image: loaded eagerly with high priority. */
  priority?: boolean;
  /** What the media library says of it: its alt text over `alt`, its focal point for a cropped picture. */
  words?: PictureWords | null;
};

export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = "100vw",
  priority = false,
  words,
  style,
  ...rest
}: Props) {
  const image = responsiveImage(src || PLACEHOLDER_IMAGE);
  const focus = focalPosition(words);
  return (
    <img
      {...rest}
      style={focus ? { ...style, objectPosition: focus } : style}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={pictureAlt(words, alt)}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
}

/** The `<link rel="preload">` for a page's LCP image, for a route's `links` export. */
export function preloadImage(src: string | null | undefined, sizes = "100vw") {
  const image = responsiveImage(src || PLACEHOLDER_IMAGE);
  return {
    rel: "preload",
    as: "image",
    href: image.src,
    imageSrcSet: image.srcSet,
    imageSizes: image.srcSet ? sizes : undefined,
    fetchPriority: "high",
  } as const;
}
