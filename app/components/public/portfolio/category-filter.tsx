import clsx from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { portfolioQuery } from "../../../../domain/portfolio-browsing";
import { PORTFOLIO_ALL } from "../../../../domain/public-site";
import { scrollByPage, useScrollEdges } from "./use-scroll-edges";

type Props = { chips: string[]; selected: string; label: string };

/** `?category=` for a chip; choosing one drops `page`, so the list starts again at page 1. */
export const chipHref = (chip: string) => ({
  search: chip === PORTFOLIO_ALL ? "" : `?${new URLSearchParams({ [portfolioQuery.category]: chip })}`,
});

/** The projects' category chips in a row that scrolls sideways, with arrows when it overflows. */
export function CategoryFilter({ chips, selected, label }: Props) {
  const row = useRef<HTMLUListElement>(null);
  const edges = useScrollEdges(row);
  const arrow =
    "absolute top-1/2 z-10 grid size-9 -translate-y-1/2 place-items-center rounded-full border border-ink-200 bg-white text-ink-800 shadow-card hover:text-brand-700";
  return (
    <nav aria-label={label} className="relative">
      {edges.left && (
        <button
          type="button"
          aria-label="Scroll categories left"
          className={clsx(arrow, "left-0")}
          onClick={() => scrollByPage(row.current, -1)}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
      )}
      <ul ref={row} className="flex gap-3 overflow-x-auto px-1 py-2 [scrollbar-width:none]">
        {chips.map((chip) => {
          const active = chip === selected;
          return (
            <li key={chip} className="shrink-0">
              <Link
                to={chipHref(chip)}
                preventScrollReset
                aria-current={active ? "true" : undefined}
                className={clsx(
                  "inline-flex rounded-full border px-5 py-2.5 font-semibold text-sm transition motion-reduce:transition-none",
                  active
                    ? "border-brand-600 bg-brand-600 text-white shadow-sm"
                    : "border-ink-200 bg-white text-ink-800 hover:border-brand-400 hover:text-brand-700",
                )}
              >
                {chip}
              </Link>
            </li>
          );
        })}
      </ul>
      {edges.right && (
        <button
          type="button"
          aria-label="Scroll categories right"
          className={clsx(arrow, "right-0")}
          onClick={() => scrollByPage(row.current, 1)}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      )}
    </nav>
  );
}
