import clsx from "clsx";
import { ArrowUpRight } from "lucide-react";
import { Link } from "react-router";
import type { CategoryRef } from "../../../../domain/content";

/** The spec's split: the first 4 categories in the left column, the rest in the right. */
export const LEFT_COLUMN_SIZE = 4;

type Props = {
  categories: CategoryRef[];
  /** Called when a link is chosen: closes the panel and the side menu. */
  onNavigate: () => void;
  tone?: "light" | "dark";
};

/**
 * The category links of the Services menu: two columns on wide screens, one list on small screens
 * (the two lists simply stack). Each goes to that category's services.
 */
export function ServicesLinks({ categories, onNavigate, tone = "light" }: Props) {
  const columns = [categories.slice(0, LEFT_COLUMN_SIZE), categories.slice(LEFT_COLUMN_SIZE)];
  if (categories.length === 0) {
    return <p className={tone === "dark" ? "text-ink-300" : "text-ink-600"}>No services to show yet.</p>;
  }
  return (
    <div className="grid gap-x-8 gap-y-1 lg:grid-cols-2" data-testid="services-columns">
      {columns.map((column, index) =>
        column.length === 0 ? null : (
          <ul key={index === 0 ? "left" : "right"} className="space-y-1" data-column={index === 0 ? "left" : "right"}>
            {column.map((category) => (
              <li key={category._id}>
                <Link
                  to={`/services/sub-services/${category._id}`}
                  onClick={onNavigate}
                  className={clsx(
                    "group flex items-center justify-between gap-3 rounded-xl px-3 py-2.5 font-medium transition",
                    tone === "dark"
                      ? "text-ink-100 hover:bg-white/10 hover:text-white"
                      : "text-ink-800 hover:bg-brand-50 hover:text-brand-700",
                  )}
                >
                  {category.name}
                  <ArrowUpRight
                    aria-hidden="true"
                    className="size-4 opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100"
                  />
                </Link>
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

/** The drop-down under the header on wide screens. */
export function ServicesPanel({ id, open, categories, onNavigate }: Props & { id: string; open: boolean }) {
  return (
    <div
      id={id}
      hidden={!open}
      className="absolute inset-x-0 top-full z-50 border-ink-200 border-t bg-white shadow-lift"
    >
      <div className="page-container grid gap-8 py-8 lg:grid-cols-[18rem_1fr]">
        <div>
          <p className="font-bold font-display text-ink-950 text-lg">Our Services</p>
          <p className="mt-2 text-ink-600 text-sm leading-relaxed">
            Pick a discipline to see what we build, how we work and what it brings your business.
          </p>
          <Link
            to="/services"
            onClick={onNavigate}
            className="mt-4 inline-flex items-center gap-1 rounded font-semibold text-brand-700 text-sm hover:underline"
          >
            All services <ArrowUpRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <ServicesLinks categories={categories} onNavigate={onNavigate} />
      </div>
    </div>
  );
}
