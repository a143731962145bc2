import { portfolioQuery } from "../../../domain/portfolio-browsing";
import { PortfolioListPage } from "../../components/public/portfolio/portfolio-list-page";
import { seo } from "../../lib/seo";
import { inLanguageOf, loadProductsPage } from "../../loaders/portfolio.server";
import type { Route } from "./+types/products";

/** The query parameters this page reads: the page cache keys it by these alone. */
export const handle = { searchParams: [portfolioQuery.page] };

export async function loader({ request, context }: Route.LoaderArgs) {
  return inLanguageOf(context, await loadProductsPage(context.db, new URL(request.url)));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Our Products",
    description:
      "Ready-made software products from our Lahore studio: e-commerce, booking, cloud and business tools you can launch quickly and tailor to your brand.",
    path: "/products",
  });

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  return (
    <PortfolioListPage
      title="Products"
      bannerText="Proven software we build on and tailor for each client, so you launch sooner and spend less."
      heading={{
        id: "product-list",
        eyebrow: "Catalogue",
        title: "Our Products",
        description: "Open a product to see what it does, who uses it and how we can adapt it for you.",
      }}
      page={loaderData.page}
      emptyText="No products found."
      pager={{ variant: "count", label: "Product pages" }}
    />
  );
}
