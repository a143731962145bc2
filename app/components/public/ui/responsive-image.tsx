import type { ImgHTMLAttributes } from "react";
import type { CropRatio } from "../../../../domain/image-renditions";
import { responsiveImage } from "../../../../domain/images";
import { coverImage, focalPosition, type PictureWords, pictureAlt } from "../../../../domain/picture-words";

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
  /** The box's fixed ratio (object-fit: cover): the library item's crop at its focal point, when it pays (ADR 0193). */
  crop?: CropRatio;
};

export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = "100vw",
  priority = false,
  words,
  crop,
  style,
  ...rest
}: Props) {
  const image = coverImage(src || PLACEHOLDER_IMAGE, words, crop);
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
