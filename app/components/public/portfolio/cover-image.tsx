import type { Described } from "../../../../domain/picture-words";
import type { PortfolioDto } from "../../../../domain/portfolio";
import { coverOf, PortfolioPicture } from "./portfolio-picture";

/** The first image of a project or product: the details page's largest picture, loaded first. */
export function CoverImage({ item }: { item: PortfolioDto & Described }) {
  return (
    <div className="overflow-hidden rounded-card border border-ink-200 bg-ink-100 shadow-card">
      <PortfolioPicture {...coverOf(item)} place="page" priority />
    </div>
  );
}
