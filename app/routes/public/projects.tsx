import { portfolioQuery } from "../../../domain/portfolio-browsing";
import { CategoryFilter } from "../../components/public/portfolio/category-filter";
import { PortfolioListPage } from "../../components/public/portfolio/portfolio-list-page";
import { seo } from "../../lib/seo";
import { inLanguageOf, loadProjectsPage } from "../../loaders/portfolio.server";
import type { Route } from "./+types/projects";

/** The query parameters this page reads: the page cache keys it by these alone. */
export const handle = { searchParams: [portfolioQuery.category, portfolioQuery.page] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = await context.site();
  const list = await loadProjectsPage(
    context.db,
    new URL(request.url),
    context.categories(),
    site.portfolio.filterCategories,
  );
  return inLanguageOf(context, list);
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
    <PortfolioListPage
      title="Projects"
      bannerText="From first sketch to launch day: a selection of the web platforms and mobile apps our Lahore team has delivered."
      heading={{
        id: "project-list",
        eyebrow: "Portfolio",
        title: "Our Projects",
        description: "Choose a category to see the work closest to what you need.",
      }}
      filter={<CategoryFilter chips={chips} selected={selected} label="Project categories" />}
      page={page}
      emptyText="No projects found."
      pager={{ variant: "numbers", label: "Project pages" }}
    />
  );
}
