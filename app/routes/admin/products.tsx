import { ContentListScreen } from "../../components/admin/content-list/content-list-screen.tsx";
import { portfolioList } from "../../components/admin/portfolio/portfolio-list.tsx";
import { useCategoryList } from "../../lib/admin/use-category-list.ts";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = () => [{ title: "Products · Back office" }];

export default function Products() {
  const categories = useCategoryList();
  return <ContentListScreen kind={portfolioList("product", categories.data ?? [])} />;
}
