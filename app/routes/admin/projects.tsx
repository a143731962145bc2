import { ContentListScreen } from "../../components/admin/content-list/content-list-screen.tsx";
import { portfolioList } from "../../components/admin/portfolio/portfolio-list.tsx";
import { useCategoryList } from "../../lib/admin/use-category-list.ts";
import type { Route } from "./+types/projects";

export const meta: Route.MetaFunction = () => [{ title: "Projects · Back office" }];

export default function Projects() {
  const categories = useCategoryList();
  return <ContentListScreen kind={portfolioList("project", categories.data ?? [])} />;
}
