import clsx from "clsx";
import { ArrowRight, ArrowUpRight, Phone } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { addressOf } from "../../../../domain/addresses";
import { pathInLocale } from "../../../../domain/locales";
import { telHref } from "../../../../domain/site-defaults";
import { useLocale, useMessages } from "../../../lib/messages";
import type { MenuCategory } from "../../../lib/public-cards";
import { colorPreset } from "../ui/color-presets";
import { useSite } from "./use-site";

/** The spec's split: the first 4 categories in the left column, the rest in the right. */
export const LEFT_COLUMN_SIZE = 4;

type Props = {
  categories: MenuCategory[];
  /** Called when a link is chosen: closes the panel and the side menu. */
  onNavigate: () => void;
  tone?: "light" | "dark";
  /** The wide panel shows each category's one-line description under its name; the side menu only names. */
  detailed?: boolean;
};

/**
 * The category links of the Services menu: two columns on wide screens, one list on small screens
 * (the two lists simply stack). Each goes to that category's services. A category keeps the colour
 * its card has in the Services grid (the same preset, by position), so the two read as one set.
 */
export function ServicesLinks({ categories, onNavigate, tone = "light", detailed = false }: Props) {
  const words = useMessages().chrome;
  const columns = [categories.slice(0, LEFT_COLUMN_SIZE), categories.slice(LEFT_COLUMN_SIZE)];
  if (categories.length === 0) {
    return <p className={tone === "dark" ? "text-ink-300" : "text-ink-600"}>{words.noServices}</p>;
  }
  return (
    <div
      className={clsx("grid lg:grid-cols-2", detailed ? "gap-x-4 gap-y-1" : "gap-y-1")}
      data-testid="services-columns"
    >
      {columns.map((column, index) =>
        column.length === 0 ? null : (
          <ul key={index === 0 ? "left" : "right"} className="space-y-1" data-column={index === 0 ? "left" : "right"}>
            {column.map((category, row) => {
              const preset = colorPreset(index * LEFT_COLUMN_SIZE + row);
              return (
                <li key={category._id}>
                  <Link
                    to={addressOf.category(category)}
                    onClick={onNavigate}
                    className={clsx(
                      "group flex items-center gap-3 rounded-xl transition",
                      detailed ? "p-3" : "px-3 py-2.5",
                      tone === "dark"
                        ? "text-ink-100 hover:bg-white/10 hover:text-white"
                        : "text-ink-800 hover:bg-ink-50 hover:text-brand-700",
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={clsx(
                        "grid shrink-0 place-items-center font-bold font-display",
                        detailed ? "size-11 rounded-xl text-base" : "size-7 rounded-lg text-xs",
                        preset.iconTile,
                      )}
                    >
                      {category.name.trim().charAt(0).toUpperCase()}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span data-name="" className={clsx("block", detailed ? "font-semibold" : "font-medium")}>
                        {category.name}
                      </span>
                      {detailed && (
                        <span className="mt-0.5 line-clamp-2 text-ink-500 text-sm">{category.description}</span>
                      )}
                    </span>
                    <ArrowUpRight
                      aria-hidden="true"
                      className="size-4 shrink-0 opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100 rtl:-scale-x-100"
                    />
                  </Link>
                </li>
              );
            })}
          </ul>
        ),
      )}
    </div>
  );
}

/**
 * The drop-down under the header on wide screens: what the Services page is about and a way to it,
 * the categories in the spec's two columns, and (where there is room) a way to start a project for
 * visitors who do not yet know which discipline they need. Its content is rendered from the first
 * time it opens: hidden, it shows nothing, and hydration need not build it (ADR 0116).
 */
export function ServicesPanel({ id, open, categories, onNavigate }: Props & { id: string; open: boolean }) {
  const { contact } = useSite();
  const m = useMessages().chrome;
  const locale = useLocale();
  const [everOpened, setEverOpened] = useState(open);
  if (open && !everOpened) setEverOpened(true);
  return (
    <div
      id={id}
      hidden={!open}
      className="absolute inset-x-0 top-full z-50 border-ink-200 border-t bg-white shadow-lift"
    >
      {everOpened && (
        <div className="page-container grid gap-8 py-8 lg:grid-cols-[14rem_1fr] xl:grid-cols-[14rem_1fr_16rem]">
          <div className="flex flex-col">
            <p className="font-semibold text-brand-700 text-eyebrow uppercase">{m.whatWeDo}</p>
            <p className="mt-2 font-bold font-display text-ink-950 text-xl">{m.ourServices}</p>
            <p className="mt-2 text-ink-600 text-sm leading-relaxed">{m.servicesIntro}</p>
            <Link
              to={pathInLocale("/services", locale)}
              onClick={onNavigate}
              className="group mt-5 inline-flex items-center gap-1.5 self-start rounded-full bg-brand-50 px-4 py-2 font-semibold text-brand-700 text-sm transition hover:bg-brand-100"
            >
              {m.allServices}
              <ArrowRight
                aria-hidden="true"
                className="size-4 transition group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
              />
            </Link>
          </div>
          <ServicesLinks categories={categories} onNavigate={onNavigate} detailed />
          <aside
            aria-label={m.startProject}
            className="hidden flex-col self-start rounded-card bg-ink-950 p-6 text-ink-300 xl:flex"
          >
            <p className="font-semibold text-accent-300 text-eyebrow uppercase">{m.startProject}</p>
            <p className="mt-2 font-bold font-display text-lg text-white leading-snug">{m.notSureWhichService}</p>
            <p className="mt-2 text-sm leading-relaxed">{m.projectIntro}</p>
            <div className="mt-5 flex flex-col gap-2">
              <Link
                to={pathInLocale("/contact", locale)}
                onClick={onNavigate}
                className="inline-flex items-center justify-center gap-2 rounded-full bg-accent-400 px-5 py-2.5 font-semibold text-ink-950 text-sm transition hover:bg-accent-300"
              >
                {m.contactUs} <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              </Link>
              <a
                href={telHref(contact.phones[0])}
                className="inline-flex items-center justify-center gap-2 rounded-full px-5 py-2 text-sm text-white hover:bg-white/10"
              >
                <Phone aria-hidden="true" className="size-4 text-accent-300" /> <bdi dir="ltr">{contact.phones[0]}</bdi>
              </a>
            </div>
          </aside>
        </div>
      )}
    </div>
  );
}
