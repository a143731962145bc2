import type { Described, PictureWords } from "../../../../domain/picture-words";
import type { PortfolioDto } from "../../../../domain/portfolio";
import { ResponsiveImage } from "../ui/responsive-image";

/** How wide a picture of a grid is drawn: a third of the page, half on a tablet, all of a phone. */
const gridSizes = "(min-width: 1024px) 26rem, (min-width: 640px) 50vw, 100vw";

/**
 * Where a project's or product's picture is shown: its file's width, how wide it is drawn, its look,
 * and whether it sits in a row that scrolls by drag (where a drag must not pick the picture up).
 */
const places = {
  /** A card of the home page's Our Projects row. */
  row: {
    width: 1600,
    sizes: "20rem",
    className: "aspect-[16/10] w-full object-cover transition duration-500 group-hover:scale-105",
    dragged: true,
  },
  /** A tile of a product's Our Products carousel. */
  tile: { width: 480, sizes: "20rem", className: "aspect-[16/10] w-full object-cover", dragged: true },
  /** A card of the projects' or products' grid (its box holds the ratio). */
  card: {
    width: 960,
    sizes: gridSizes,
    className: "size-full object-cover transition duration-500 group-hover:scale-105 motion-reduce:transition-none",
    dragged: false,
  },
  /** The details page's cover, its largest picture. */
  page: {
    width: 1600,
    sizes: "(min-width: 1280px) 53rem, (min-width: 1024px) 66vw, 100vw",
    className: "aspect-[16/10] size-full object-cover",
    dragged: false,
  },
  /** One of the details page's other pictures. */
  gallery: { width: 960, sizes: gridSizes, className: "aspect-[16/10] size-full object-cover", dragged: false },
} as const;

type Props = {
  src: string | null | undefined;
  alt: string;
  words: PictureWords | null | undefined;
  place: keyof typeof places;
  priority?: boolean;
};

/** A picture of a project or product, cropped 16:10 wherever it is shown, sized for its place. */
export function PortfolioPicture({ src, alt, words, place, priority }: Props) {
  const { width, sizes, className, dragged } = places[place];
  return (
    <ResponsiveImage
      src={src}
      alt={alt}
      words={words}
      crop="16x10"
      width={width}
      height={(width * 10) / 16}
      sizes={sizes}
      priority={priority}
      draggable={dragged ? false : undefined}
      className={className}
    />
  );
}

/** A project's or product's cover (a grid's card, its details page): its first picture, named "<its name> cover". */
export const coverOf = (item: PortfolioDto & Described) => ({
  src: item.image[0],
  alt: `${item.name} cover`,
  words: item.pictureWords?.[0],
});
