import { portfolioQuery } from "../../../domain/portfolio-browsing";
import { CategoryFilter } from "../../components/public/portfolio/category-filter";
import { PagedPortfolio } from "../../components/public/portfolio/paged-portfolio";
import { PageBanner } from "../../components/public/ui/page-banner";
import { SectionHeading } from "../../components/public/ui/section-heading";
import { loadProjectsPage } from "../../lib/portfolio.server";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/projects";

/** The query parameters this page reads: the page cache keys it by these alone. */
export const handle = { searchParams: [portfolioQuery.category, portfolioQuery.page] };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProjectsPage(context.db, new URL(request.url));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Our Projects",
    description:
      "Web platforms and mobile apps we designed, built and launched for clients in Pakistan and abroad: browse our portfolio by category.",
    path: "/projects",
  });

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const { chips, selected, page } = loaderData;
  return (
    <>
      <PageBanner
        title="Projects"
        separator=">"
        breadcrumb={[{ label: "Home", to: "/" }, { label: "Projects" }]}
        description="From first sketch to launch day: a selection of the web platforms and mobile apps our Lahore team has delivered."
      />
      <section aria-labelledby="project-list" className="page-container py-section">
        <SectionHeading
          id="project-list"
          eyebrow="Portfolio"
          title="Our Projects"
          description="Choose a category to see the work closest to what you need."
          className="mb-8"
        />
        <CategoryFilter chips={chips} selected={selected} label="Project categories" />
        <PagedPortfolio
          headingId="project-list"
          page={page}
          emptyText="No projects found."
          pager={{ variant: "numbers", label: "Project pages" }}
          className="mt-10"
        />
      </section>
    </>
  );
}
