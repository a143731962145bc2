import clsx from "clsx";
import { ArrowRight, Layers } from "lucide-react";
import { Link } from "react-router";
import type { CropRatio } from "../../../domain/image-renditions";
import type { GridCard } from "../../lib/public-cards";
import { colorPreset } from "./ui/color-presets";
import { IconBadge } from "./ui/icon-badge";
import { ResponsiveImage } from "./ui/responsive-image";
import { Reveal } from "./ui/reveal";

type Props = {
  /** Categories, or the services of one category. */
  items: GridCard[];
  kind: "category" | "service";
  /** h3 under a section's h2 (the default); h2 when the grid is the section. */
  headingLevel?: "h2" | "h3";
};

/** Columns of the grid on wide screens (spec: 1 column small, 2 at sm, 4 at lg). */
const WIDE_COLUMNS = 4;

/** A card's width on a 12-track grid at lg, by how many cards share its row (full names, for Tailwind). */
const lgSpans: Record<number, string> = {
  1: "lg:col-span-12",
  2: "lg:col-span-6",
  3: "lg:col-span-4",
  4: "lg:col-span-3",
};

/**
 * Where a card sits: rows are full (4 at lg, 2 at sm) and the cards of an incomplete last row share
 * its whole width, so a grid never ends in empty slots. A card at least half the row wide lays its
 * picture beside its text instead of above it (a stretched banner would dwarf the full rows).
 */
export function gridPlacement(index: number, count: number) {
  const lastRowSize = count % WIDE_COLUMNS || WIDE_COLUMNS;
  const inLastRow = index >= count - lastRowSize;
  const perRow = inLastRow ? lastRowSize : WIDE_COLUMNS;
  const wideAtLg = perRow <= 2;
  const wideAtSm = count % 2 === 1 && index === count - 1;
  // Written out per case so Tailwind finds every class; "beside" at sm carries on to lg unless undone.
  const beside = (sm: string, lg: string, undo: string) => clsx(wideAtSm && sm, wideAtLg ? lg : wideAtSm && undo);
  return {
    span: clsx(lgSpans[perRow], wideAtSm && "sm:col-span-2"),
    layout: beside("sm:flex-row sm:items-center", "lg:flex-row lg:items-center", "lg:flex-col lg:items-stretch"),
    /** The picture's column when beside the text (a category's banner; a service's square icon keeps its size). */
    media: beside("sm:w-2/5", "lg:w-2/5", "lg:w-auto"),
    heading: clsx("mt-5", beside("sm:mt-0", "lg:mt-0", "lg:mt-5")),
  };
}

/** The 'What We Do' cards: 1 column small, 2 at sm, 4 at lg; cards cycle the 8 colour presets. */
export function CategoryGrid({ items, kind, headingLevel = "h3" }: Props) {
  const Heading = headingLevel;
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-12" data-testid="card-grid">
      {items.map((item, index) => {
        const preset = colorPreset(index);
        const place = gridPlacement(index, items.length);
        return (
          <Reveal as="li" key={item._id} delay={(index % 4) * 0.08} className={clsx("flex", place.span)}>
            <article
              className={clsx(
                "group relative flex w-full flex-col gap-x-6 overflow-hidden rounded-card border p-5 transition duration-300",
                "hover:-translate-y-1 hover:shadow-lift motion-reduce:transition-none motion-reduce:hover:translate-y-0",
                place.layout,
                preset.surface,
                preset.border,
              )}
            >
              <span aria-hidden="true" className={clsx("absolute inset-x-0 top-0 h-1", preset.bar)} />
              <div className={clsx("shrink-0", kind === "category" && place.media)}>
                <CardIcon item={item} kind={kind} tile={preset.iconTile} />
              </div>
              <div className="flex flex-1 flex-col">
                <Heading className={clsx("font-bold text-ink-950 text-lg leading-snug", place.heading)}>
                  {item.name}
                </Heading>
                {/* mb-auto, not flex-1: a clamped box taller than its three lines would show a fourth under the ellipsis. */}
                <p className="mt-2 mb-auto line-clamp-3 text-ink-700 text-sm leading-relaxed">{item.description}</p>
                <Link
                  to={item.path}
                  className={clsx(
                    "mt-5 inline-flex items-center gap-1.5 self-start rounded font-semibold text-sm after:absolute after:inset-0",
                    preset.accent,
                  )}
                >
                  Learn More<span className="sr-only"> about {item.name}</span>
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1"
                  />
                </Link>
              </div>
            </article>
          </Reveal>
        );
      })}
    </ul>
  );
}

function CardIcon({ item, kind, tile }: { item: GridCard; kind: Props["kind"]; tile: string }) {
  if (!item.icon) {
    return <IconBadge icon={Layers} size="lg" className={tile} />;
  }
  return <ResponsiveImage src={item.icon} alt="" words={item.pictureWords?.[0]} {...iconShapes[kind]} />;
}

// Category artwork is a 2:1 banner; a service icon is a square tile.
const iconShapes: Record<
  Props["kind"],
  { width: number; height: number; sizes: string; className: string; crop: CropRatio }
> = {
  category: {
    crop: "2x1",
    width: 400,
    height: 200,
    sizes: "(min-width: 1024px) 18rem, (min-width: 640px) 45vw, 90vw",
    className: "aspect-[2/1] w-full rounded-xl object-cover",
  },
  service: { crop: "1x1", width: 512, height: 512, sizes: "4rem", className: "size-16 rounded-2xl object-cover" },
};
