import clsx from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef, useState } from "react";
import { PORTFOLIO_ALL } from "../../../../domain/public-site";
import { filterByCategory, portfolioChips } from "../../../lib/portfolio-filter";
import { useDragScroll } from "../portfolio/use-drag-scroll";
import { scrollByPage, useScrollEdges } from "../portfolio/use-scroll-edges";
import { ButtonLink } from "../ui/button";
import { SectionHeading } from "../ui/section-heading";
import { ServerMarkup } from "../ui/server-markup";
import { type ProjectCard, ProjectRowCard } from "./project-card";

type Props = {
  projects: ProjectCard[];
  /** Names of all categories, or null when they could not be read (the chips fall back). */
  categoryNames: string[] | null;
  /** The categories that get a chip (Site › Portfolio). */
  filterCategories?: readonly string[];
};

/** Our Projects: category chips over a drag-scrollable row of project cards with edge indicators. */
export function PortfolioSection({ projects, categoryNames, filterCategories }: Props) {
  const [chip, setChip] = useState(PORTFOLIO_ALL);
  const row = useRef<HTMLUListElement>(null);
  useDragScroll(row);
  const edges = useScrollEdges(row);
  const shown = filterByCategory(projects, chip);

  return (
    <section aria-labelledby="projects-title" className="overflow-hidden py-section">
      <div className="page-container flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
        <SectionHeading
          id="projects-title"
          eyebrow="Portfolio"
          title="Our Projects"
          description="Websites, portals and apps we have designed, built and launched with clients in Pakistan and abroad."
        />
        <fieldset className="flex flex-wrap gap-2 lg:shrink-0">
          <legend className="sr-only">Filter projects by category</legend>
          {portfolioChips(categoryNames, filterCategories).map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={chip === name}
              onClick={() => setChip(name)}
              className={clsx(
                "rounded-full border px-4 py-2 font-semibold text-sm transition",
                chip === name
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "border-ink-300 bg-white text-ink-800 hover:border-brand-500 hover:text-brand-700",
              )}
            >
              {name}
            </button>
          ))}
        </fieldset>
      </div>
      <div className="relative mt-10">
        {shown.length === 0 && <p className="page-container text-ink-600">No projects in this category yet.</p>}
        {/* Always in the DOM, so the drag and edge listeners stay on the row that is shown. */}
        <ul
          ref={row}
          hidden={shown.length === 0}
          aria-label="Projects"
          data-testid="portfolio-row"
          className="flex cursor-grab gap-5 overflow-x-auto scroll-smooth px-[max(var(--spacing-gutter),calc((100vw-80rem)/2+var(--spacing-gutter)))] pt-2 pb-6 [scrollbar-width:thin] active:cursor-grabbing"
        >
          {shown.map((project) => (
            // Server markup: a card hydrates as one element however many projects there are (ADR 0116);
            // its link navigates through ServerMarkup, and a drag still swallows the click that ends it.
            <ServerMarkup as="li" key={project._id} className="flex">
              <ProjectRowCard project={project} />
            </ServerMarkup>
          ))}
        </ul>
        <EdgeButton side="left" visible={edges.left} onClick={() => scrollByPage(row.current, -1)} />
        <EdgeButton
          side="right"
          visible={edges.right && shown.length > 0}
          onClick={() => scrollByPage(row.current, 1)}
        />
      </div>
      <div className="page-container mt-6">
        <ButtonLink to="/projects" variant="secondary">
          See all projects
        </ButtonLink>
      </div>
    </section>
  );
}

function EdgeButton({ side, visible, onClick }: { side: "left" | "right"; visible: boolean; onClick: () => void }) {
  const Icon = side === "left" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      hidden={!visible}
      data-testid={`portfolio-${side}`}
      aria-label={side === "left" ? "Scroll projects left" : "Scroll projects right"}
      className={clsx(
        "-translate-y-1/2 absolute top-1/2 z-10 grid size-12 place-items-center rounded-full bg-white text-ink-900 shadow-lift transition hover:bg-brand-600 hover:text-white",
        side === "left" ? "left-3 sm:left-6" : "right-3 sm:right-6",
      )}
    >
      <Icon aria-hidden="true" className="size-6" />
    </button>
  );
}
