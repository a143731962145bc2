import { PortfolioScreen } from "../../components/admin/portfolio/portfolio-screen.tsx";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = () => [{ title: "Products · Back office" }];

export default function Products() {
  return <PortfolioScreen key="product" type="product" />;
}
