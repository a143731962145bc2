import clsx from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { portfolioQuery } from "../../../../domain/portfolio-browsing";
import { useMessages } from "../../../lib/messages";

type Props = {
  page: number;
  totalPages: number;
  /** "numbers": a link per page (projects); "count": the spec's 'page / total' indicator (products). */
  variant: "numbers" | "count";
  label: string;
};

/** The current URL with another `page`, keeping the other parameters (the category). */
function usePageHref() {
  const { search } = useLocation();
  return (page: number) => {
    const params = new URLSearchParams(search);
    if (page <= 1) params.delete(portfolioQuery.page);
    else params.set(portfolioQuery.page, String(page));
    const query = params.toString();
    return { search: query ? `?${query}` : "" };
  };
}

const step =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-full border px-2.5 font-semibold text-sm transition sm:px-4 motion-reduce:transition-none";

function Step({
  to,
  disabled,
  children,
  label,
}: {
  to: object;
  disabled: boolean;
  children: ReactNode;
  label: string;
}) {
  if (disabled) {
    return (
      <span aria-disabled="true" className={clsx(step, "cursor-not-allowed border-ink-200 text-ink-400")}>
        {children}
      </span>
    );
  }
  return (
    <Link
      to={to}
      aria-label={label}
      className={clsx(step, "border-ink-300 bg-white text-ink-900 hover:border-brand-500 hover:text-brand-700")}
    >
      {children}
    </Link>
  );
}

/** Previous / next around the page links or the 'page / total' indicator. Hidden when there is one page of projects. */
export function Pager({ page, totalPages, variant, label }: Props) {
  const hrefFor = usePageHref();
  const m = useMessages().chrome;
  if (variant === "numbers" && totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-12 flex flex-wrap items-center justify-center gap-2 sm:gap-3">
      <Step to={hrefFor(page - 1)} disabled={page <= 1} label={m.previousPage}>
        <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        <span className="sr-only sm:not-sr-only">{m.previous}</span>
      </Step>
      {variant === "count" ? (
        <p className="min-w-16 text-center font-semibold text-ink-800 tabular-nums" aria-live="polite">
          <span className="sr-only">{m.page} </span>
          {`${page} / ${totalPages}`}
        </p>
      ) : (
        <ol className="flex items-center gap-2">
          {Array.from({ length: totalPages }, (_, index) => index + 1).map((number) => (
            <li key={number}>
              <Link
                to={hrefFor(number)}
                aria-label={`${m.page} ${number}`}
                aria-current={number === page ? "page" : undefined}
                className={clsx(
                  "grid size-10 place-items-center rounded-full font-semibold text-sm tabular-nums transition motion-reduce:transition-none",
                  number === page
                    ? "bg-brand-600 text-white"
                    : "bg-white text-ink-800 ring-1 ring-ink-200 hover:text-brand-700",
                )}
              >
                {number}
              </Link>
            </li>
          ))}
        </ol>
      )}
      <Step to={hrefFor(page + 1)} disabled={page >= totalPages} label={m.nextPage}>
        <span className="sr-only sm:not-sr-only">{m.next}</span>
        <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </Step>
    </nav>
  );
}
