import { useLocation } from "react-router";
import { portfolioQuery } from "../../../domain/portfolio-browsing";
import { itemFromState } from "../../components/public/portfolio/details-link";
import { MissingItem } from "../../components/public/portfolio/missing-item";
import { ProjectDetailsView } from "../../components/public/portfolio/project-details-view";
import { loadProjectDetails } from "../../lib/portfolio.server";
import { seo } from "../../lib/seo";
import { useHydrated } from "../../lib/use-hydrated";
import type { Route } from "./+types/project-details";

/** The query parameters this page reads: the page cache keys it by these alone. */
export const handle = { searchParams: [portfolioQuery.id] };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProjectDetails(context.db, new URL(request.url));
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const project = data?.project;
  if (!project) {
    return seo(matches, {
      title: "Project details",
      description: "No project data found.",
      path: "/project-details",
      noindex: true,
    });
  }
  return seo(matches, {
    title: project.name,
    description: project.description.slice(0, 160) || `${project.name}, a ${project.category.name} project`,
    path: `/project-details?id=${project._id}`,
    image: project.image[0],
    type: "article",
  });
};

/**
 * The project of `?id=` (rendered on the server), else the one passed in navigation state, as the
 * spec's page reads it. State is only read after hydration: the server cannot see it.
 */
export default function ProjectDetailsPage({ loaderData }: Route.ComponentProps) {
  const { state } = useLocation();
  const hydrated = useHydrated();
  const project = loaderData.project ?? (hydrated ? itemFromState(state, "project") : null);
  if (!project) return <MissingItem message="No project data found." back={{ label: "Projects", to: "/projects" }} />;
  return <ProjectDetailsView project={project} />;
}
