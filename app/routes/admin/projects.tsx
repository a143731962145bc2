import { PortfolioScreen } from "../../components/admin/portfolio/portfolio-screen.tsx";
import type { Route } from "./+types/projects";

export const meta: Route.MetaFunction = () => [{ title: "Projects · Back office" }];

export default function Projects() {
  return <PortfolioScreen key="project" type="project" />;
}
