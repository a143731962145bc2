import { ChevronLeft, ChevronRight } from "lucide-react";

type PagerProps = { page: number; pageCount: number; total: number; previous: () => void; next: () => void };

/** Previous/next arrows, disabled at either end, and where we are. */
export function Pager({ page, pageCount, total, previous, next }: PagerProps) {
  const arrow =
    "inline-flex size-9 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-admin-500 disabled:cursor-not-allowed disabled:opacity-40 disabled:shadow-none";
  return (
    <nav
      aria-label="Pagination"
      className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-600"
    >
      <p aria-live="polite">
        Page <span className="font-semibold text-slate-900">{page}</span> of{" "}
        <span className="font-semibold text-slate-900">{pageCount}</span>
        <span className="text-slate-500"> · {total} total</span>
      </p>
      <div className="flex gap-2">
        <button type="button" className={arrow} onClick={previous} disabled={page <= 1} aria-label="Previous page">
          <ChevronLeft aria-hidden className="size-4" />
        </button>
        <button type="button" className={arrow} onClick={next} disabled={page >= pageCount} aria-label="Next page">
          <ChevronRight aria-hidden className="size-4" />
        </button>
      </div>
    </nav>
  );
}
