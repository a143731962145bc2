import { portfolioDetailsSeo } from "../../components/public/portfolio/details-seo";
import { MissingItem } from "../../components/public/portfolio/missing-item";
import { ProjectDetailsView } from "../../components/public/portfolio/project-details-view";
import { useDetailsItem } from "../../components/public/portfolio/use-details-item";
import { loadProjectDetails } from "../../loaders/portfolio.server";
import type { Route } from "./+types/project-details";

/** The spec's side title of a project's page (it was /project-details: "PROJECT"). */
export const handle = { sideTitle: "PROJECT" };

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadProjectDetails(context, params.slug);
}

export const meta: Route.MetaFunction = ({ data, matches }) => portfolioDetailsSeo(matches, data?.project, "project");

export default function ProjectDetailsPage({ loaderData }: Route.ComponentProps) {
  const project = useDetailsItem(loaderData.project, "project");
  if (!project) return <MissingItem type="project" />;
  return <ProjectDetailsView project={project} />;
}
