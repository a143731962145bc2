import type { Described } from "../../../../domain/picture-words";
import type { PortfolioDto } from "../../../../domain/portfolio";
import { PageBanner } from "../ui/page-banner";
import { SectionHeading } from "../ui/section-heading";
import { CoverImage } from "./cover-image";
import { ImageGallery } from "./image-gallery";
import { ItemFacts } from "./item-facts";
import { LiveDemoLink } from "./live-demo-link";

/** The spec gives the approach block no data of its own: a project without an approach shows this text. */
const standardApproach =
  "We began with a discovery workshop to understand the client's goals and their customers, then designed, built and tested in short iterations with a working demo every two weeks. Launch was followed by monitoring, measurement and steady improvements.";

/** "{category}-Details", or "Details" for a project without a category name. */
export const detailsCrumb = (item: PortfolioDto) => (item.category?.name ? `${item.category.name}-Details` : "Details");

export function ProjectDetailsView({ project }: { project: PortfolioDto & Described }) {
  const rest = project.image.slice(1);
  return (
    <>
      <PageBanner
        title={project.name}
        eyebrow={project.category.name}
        separator=">"
        breadcrumb={[{ label: "Projects", to: "/projects" }, { label: detailsCrumb(project) }]}
      />
      <section aria-labelledby="about-project" className="page-container grid gap-12 py-section lg:grid-cols-3">
        <div className="lg:col-span-2">
          <CoverImage item={project} />
          <SectionHeading id="about-project" title="About the project" className="mt-12" />
          <p className="mt-4 whitespace-pre-line text-ink-700 text-lead">{project.description || "No details found"}</p>
          <h2 className="mt-10 font-bold text-ink-950 text-subtitle">Our approach</h2>
          <p className="mt-3 whitespace-pre-line text-ink-700">{project.approach || standardApproach}</p>
        </div>
        <aside aria-label="Project facts" className="space-y-6 lg:sticky lg:top-28 lg:self-start">
          <ItemFacts item={project} />
          <LiveDemoLink url={project.url} />
        </aside>
      </section>
      {rest.length > 0 && (
        <section aria-labelledby="project-gallery" className="page-container pb-section">
          <h2 id="project-gallery" className="mb-8 font-bold text-ink-950 text-subtitle">
            More from {project.name}
          </h2>
          <ImageGallery images={rest} name={project.name} words={project.pictureWords?.slice(1)} />
        </section>
      )}
    </>
  );
}
