import { portfolioQuery } from "../../../domain/portfolio-browsing";
import { portfolioDetailsSeo } from "../../components/public/portfolio/details-seo";
import { MissingItem } from "../../components/public/portfolio/missing-item";
import { ProjectDetailsView } from "../../components/public/portfolio/project-details-view";
import { useDetailsItem } from "../../components/public/portfolio/use-details-item";
import { loadProjectDetails } from "../../loaders/portfolio.server";
import type { Route } from "./+types/project-details";

/** The query parameters this page reads: the page cache keys it by these alone. */
export const handle = { searchParams: [portfolioQuery.id] };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProjectDetails(context.db, new URL(request.url), context);
}

export const meta: Route.MetaFunction = ({ data, matches }) => portfolioDetailsSeo(matches, data?.project, "project");

export default function ProjectDetailsPage({ loaderData }: Route.ComponentProps) {
  const project = useDetailsItem(loaderData.project, "project");
  if (!project) return <MissingItem type="project" />;
  return <ProjectDetailsView project={project} />;
}
