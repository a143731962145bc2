/**
 * Every stored public image `/uploads/<name>.webp` has responsive siblings `/uploads/<name>-<w>w.webp`
 * for each width below (never wider than the original). The API keeps returning the plain URL; pages
 * derive `srcset` from it with `responsiveImage`.
 */
export const imageVariantWidths = [480, 960, 1600] as const;

const storedImage = /^(\/uploads\/[0-9a-f]{20})\.webp$/;

export function variantUrl(url: string, width: number): string {
  const match = storedImage.exec(url);
  return match ? `${match[1]}-${width}w.webp` : url;
}

export function responsiveImage(url: string): { src: string; srcSet?: string } {
  if (!storedImage.test(url)) return { src: url };
  return {
    src: url,
    srcSet: imageVariantWidths.map((w) => `${variantUrl(url, w)} ${w}w`).join(", "),
  };
}
