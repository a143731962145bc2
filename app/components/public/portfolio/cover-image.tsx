import type { Described } from "../../../../domain/picture-words";
import type { PortfolioDto } from "../../../../domain/portfolio";
import { ResponsiveImage } from "../ui/responsive-image";

/** The first image of a project or product: the details page's largest picture, loaded first. */
export function CoverImage({ item }: { item: PortfolioDto & Described }) {
  return (
    <div className="overflow-hidden rounded-card border border-ink-200 bg-ink-100 shadow-card">
      <ResponsiveImage
        src={item.image[0]}
        alt={`${item.name} cover`}
        words={item.pictureWords?.[0]}
        crop="16x10"
        width={1600}
        height={1000}
        sizes="(min-width: 1280px) 53rem, (min-width: 1024px) 66vw, 100vw"
        priority
        className="aspect-[16/10] size-full object-cover"
      />
    </div>
  );
}
