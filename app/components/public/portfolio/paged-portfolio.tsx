import type { PortfolioDto } from "../../../../domain/portfolio";
import { Pager } from "./pager";
import { PortfolioGrid } from "./portfolio-grid";
import { useLoadingHere } from "./use-loading-here";
import { useScrollOnPageChange } from "./use-scroll-on-page-change";

type Props = {
  /** The id of the section's heading: a new page scrolls back to it. */
  headingId: string;
  page: { items: PortfolioDto[]; page: number; totalPages: number };
  emptyText: string;
  pager: { variant: "numbers" | "count"; label: string };
  className?: string;
};

/** One page of projects or products: placeholders while the next loads, then the grid and its pager. */
export function PagedPortfolio({ headingId, page, emptyText, pager, className }: Props) {
  const loading = useLoadingHere();
  useScrollOnPageChange(headingId, page.page);
  return (
    <>
      <div className={className} aria-busy={loading}>
        <PortfolioGrid items={page.items} loading={loading} emptyText={emptyText} />
      </div>
      <Pager page={page.page} totalPages={page.totalPages} variant={pager.variant} label={pager.label} />
    </>
  );
}
