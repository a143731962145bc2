import { portfolioQuery } from "../../../domain/portfolio-browsing";
import { KindSections } from "../../components/public/kind-sections/kind-sections";
import { portfolioDetailsSeo } from "../../components/public/portfolio/details-seo";
import { MissingItem } from "../../components/public/portfolio/missing-item";
import { ProjectDetailsView } from "../../components/public/portfolio/project-details-view";
import { useDetailsItem } from "../../components/public/portfolio/use-details-item";
import { sectionsAt } from "../../loaders/kind-sections.server";
import { loadProjectDetails } from "../../loaders/portfolio.server";
import { followSpecAddress } from "../../loaders/spec-addresses.server";
import type { Route } from "./+types/project-details";

/**
 * The spec's side title of a project's page (it was /project-details: "PROJECT"); the page cache keys
 * /project-details by its `id`, so the "no id" page it may store never answers for one that names one.
 */
export const handle = { sideTitle: "PROJECT", searchParams: [portfolioQuery.id] };

/**
 * /projects/:slug, and the spec's /project-details: one 301 when it names an item (former addresses, ADR 0161), else
 * the item passed in navigation state or the spec's "No project data found.". One module for both
 * keeps the page's view in its own chunk rather than in what every public page loads.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (params.slug !== undefined) {
    const { project, versions } = await loadProjectDetails(context, params.slug);
    return { project, sections: await sectionsAt(context, "project", { id: project._id }), versions };
  }
  await followSpecAddress(context, new URL(request.url));
  return { project: null, sections: [], versions: {} };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  portfolioDetailsSeo(matches, data?.project, "project", data?.versions);

export default function ProjectDetailsPage({ loaderData }: Route.ComponentProps) {
  const project = useDetailsItem(loaderData.project, "project");
  if (!project) return <MissingItem type="project" />;
  return (
    <>
      <ProjectDetailsView project={project} />
      <KindSections sections={loaderData.sections} />
    </>
  );
}
