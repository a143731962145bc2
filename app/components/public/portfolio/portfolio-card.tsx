import { ArrowUpRight } from "lucide-react";
import { Link } from "react-router";
import type { Described } from "../../../../domain/picture-words";
import type { PortfolioDto } from "../../../../domain/portfolio";
import { useAddressHere } from "../../../lib/address-here";
import { detailsLink } from "./details-link";
import { coverOf, PortfolioPicture } from "./portfolio-picture";

type Props = {
  item: PortfolioDto & Described;
  /** The page's first card: its cover is the largest image on a phone's first screen. */
  priority?: boolean;
};

/** A project or product in a grid: cover, category, name, client and year, and 'View More'. */
export function PortfolioCard({ item, priority = false }: Props) {
  const link = detailsLink(item, useAddressHere());
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-ink-200 bg-white shadow-card transition duration-300 hover:-translate-y-1 hover:shadow-lift motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div className="aspect-[16/10] overflow-hidden bg-ink-100">
        <PortfolioPicture {...coverOf(item)} place="card" priority={priority} />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="font-semibold text-brand-700 text-eyebrow uppercase">{item.category.name}</p>
        <h3 className="mt-2 font-bold text-ink-950 text-xl">{item.name}</h3>
        <p className="mt-1 text-ink-500 text-sm">
          {item.client} · {item.year}
        </p>
        {/* The free height of a stretched card goes under the text (mb-auto): a clamped box taller than its lines would show a fourth line under the ellipsis. */}
        <p className="mt-3 mb-auto line-clamp-3 text-ink-700">{item.description || "No details found"}</p>
        <Link
          to={link.to}
          state={link.state}
          aria-label={`View More about ${item.name}`}
          className="mt-6 inline-flex items-center gap-1.5 self-start font-semibold text-brand-700 after:absolute after:inset-0"
        >
          View More
          <ArrowUpRight
            aria-hidden="true"
            className="size-4 transition group-hover:-translate-y-0.5 group-hover:translate-x-0.5 motion-reduce:transition-none rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
          />
        </Link>
      </div>
    </article>
  );
}
