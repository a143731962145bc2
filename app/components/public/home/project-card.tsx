import { ArrowUpRight } from "lucide-react";
import { Link } from "react-router";
import type { Described } from "../../../../domain/picture-words";
import type { PortfolioCard } from "../../../../domain/portfolio";
import { PortfolioPicture } from "../portfolio/portfolio-picture";

/** What the home page's portfolio row shows of a project. */
export type ProjectCard = PortfolioCard & Described;

/** A card of the Our Projects row; it opens /projects (the spec's target), unless the row was dragged. */
export function ProjectRowCard({ project }: { project: ProjectCard }) {
  return (
    <Link
      to="/projects"
      draggable={false}
      className="group flex w-72 shrink-0 flex-col select-none overflow-hidden rounded-card border border-ink-200 bg-white shadow-card transition hover:-translate-y-1 hover:shadow-lift motion-reduce:hover:translate-y-0 sm:w-80"
    >
      <div className="relative overflow-hidden">
        <PortfolioPicture src={project.cover} alt="" words={project.pictureWords?.[0]} place="row" />
        <span className="absolute top-3 start-3 rounded-full bg-white/95 px-3 py-1 font-semibold text-ink-900 text-xs">
          {project.category}
        </span>
      </div>
      <div className="flex flex-1 items-start justify-between gap-3 p-5">
        <div>
          <h3 className="font-bold text-ink-950 leading-snug">{project.name}</h3>
          <p className="mt-1 text-ink-600 text-sm">
            {project.client} · {project.year}
          </p>
        </div>
        <ArrowUpRight
          aria-hidden="true"
          className="mt-1 size-5 shrink-0 text-brand-600 transition group-hover:translate-x-0.5 group-hover:-translate-y-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
        />
      </div>
    </Link>
  );
}
