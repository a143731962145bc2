import { ChevronRight } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import { useMessages } from "../../../lib/messages";

export type Crumb = { label: string; to?: string };

/** "Home / About": every crumb but the last links somewhere; the last is the current page. */
export function Breadcrumb({ items, separator = "/" }: { items: Crumb[]; separator?: "/" | ">" }) {
  const m = useMessages().chrome;
  return (
    <nav aria-label={m.breadcrumb}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-ink-200">
        {items.map((crumb, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={`${crumb.to ?? ""}:${crumb.label}`}>
              <li>
                {crumb.to && !last ? (
                  <Link
                    to={crumb.to}
                    className="rounded text-white/90 underline-offset-4 hover:text-white hover:underline"
                  >
                    {crumb.label}
                  </Link>
                ) : (
                  <span aria-current={last ? "page" : undefined} className="text-accent-300">
                    {crumb.label}
                  </span>
                )}
              </li>
              {!last && (
                <li aria-hidden="true" className="text-ink-400">
                  {separator === ">" ? <ChevronRight className="size-4 rtl:-scale-x-100" /> : "/"}
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
