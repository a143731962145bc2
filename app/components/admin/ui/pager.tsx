import { ChevronLeft, ChevronRight } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { ListPagination } from "../../../../domain/list-paging.ts";

export type PagerProps = {
  page: number;
  pageCount: number;
  total: number;
  previous: () => void;
  next: () => void;
  /** Given for long lists: a field to go straight to a page. */
  jump?: (page: number) => void;
};

/** The pager of a list the server pages: where `page` stands of the answer's pages, and where the arrows go. */
export function pagerOf(
  pagination: Pick<ListPagination, "total" | "totalPages"> | undefined,
  page: number,
  go: (page: number) => void,
): PagerProps {
  const pageCount = Math.max(1, pagination?.totalPages ?? 1);
  return {
    page: Math.min(page, pageCount),
    pageCount,
    total: pagination?.total ?? 0,
    previous: () => go(Math.max(1, page - 1)),
    next: () => go(Math.min(pageCount, page + 1)),
  };
}

const count = (value: number) => value.toLocaleString("en-US");

/** Previous/next arrows, disabled at either end, where we are, and for long lists a page to go to. */
export function Pager({ page, pageCount, total, previous, next, jump }: PagerProps) {
  const arrow =
    "inline-flex size-9 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-admin-500 disabled:cursor-not-allowed disabled:opacity-40 disabled:shadow-none";
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-600"
    >
      <p aria-live="polite">
        Page <span className="font-semibold text-slate-900">{count(page)}</span> of{" "}
        <span className="font-semibold text-slate-900">{count(pageCount)}</span>
        <span className="text-slate-500"> · {count(total)} total</span>
      </p>
      <div className="flex items-center gap-2">
        {jump && pageCount > 1 && <PageJump key={page} page={page} pageCount={pageCount} jump={jump} />}
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

/** "Go to page [n] Go": a whole number from 1 to the last page; anything else is kept within them. */
function PageJump({ page, pageCount, jump }: { page: number; pageCount: number; jump: (page: number) => void }) {
  const id = useId();
  const [value, setValue] = useState(String(page));
  function submit(event: FormEvent) {
    event.preventDefault();
    const wanted = Math.round(Number(value));
    if (!Number.isFinite(wanted)) return;
    jump(Math.min(pageCount, Math.max(1, wanted)));
  }
  return (
    // noValidate: the browser would refuse a number past the last page, which this keeps within them instead.
    <form onSubmit={submit} noValidate className="flex items-center gap-2">
      <label htmlFor={id} className="whitespace-nowrap">
        Go to page
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={pageCount}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="h-9 w-20 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 tabular-nums focus:border-admin-500 focus:ring-2 focus:ring-admin-500/30 focus:outline-none"
      />
      <button
        type="submit"
        className="h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-admin-500"
      >
        Go
      </button>
    </form>
  );
}
