import type { PortfolioDto } from "../../../../domain/portfolio";
import { SkeletonCard } from "../ui/skeleton";
import { NoData } from "./no-data";
import { PortfolioCard } from "./portfolio-card";

type Props = {
  items: PortfolioDto[];
  /** While another page or category loads: six placeholder cards (spec §4). */
  loading?: boolean;
  emptyText: string;
};

const PLACEHOLDER_CARDS = 6;

export function PortfolioGrid({ items, loading = false, emptyText }: Props) {
  if (loading) {
    return (
      <div role="status" aria-label="Loading" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <SkeletonCard key={index} />
        ))}
      </div>
    );
  }
  if (items.length === 0) return <NoData text={emptyText} />;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <li key={item._id}>
          {/* Only the first cover is on a phone's first screen; on a wide one the rest of the row, lazy
              but in view, still loads at once. */}
          <PortfolioCard item={item} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
