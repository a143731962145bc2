import { portfolioQuery } from "../../../domain/portfolio-browsing";
import { PagedPortfolio } from "../../components/public/portfolio/paged-portfolio";
import { PageBanner } from "../../components/public/ui/page-banner";
import { SectionHeading } from "../../components/public/ui/section-heading";
import { loadProductsPage } from "../../lib/portfolio.server";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/products";

/** The query parameters this page reads: the page cache keys it by these alone. */
export const handle = { searchParams: [portfolioQuery.page] };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProductsPage(context.db, new URL(request.url));
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
    <>
      <PageBanner
        title="Products"
        separator=">"
        breadcrumb={[{ label: "Home", to: "/" }, { label: "Products" }]}
        description="Proven software we build on and tailor for each client, so you launch sooner and spend less."
      />
      <section aria-labelledby="product-list" className="page-container py-section">
        <SectionHeading
          id="product-list"
          eyebrow="Catalogue"
          title="Our Products"
          description="Open a product to see what it does, who uses it and how we can adapt it for you."
          className="mb-10"
        />
        <PagedPortfolio
          headingId="product-list"
          page={loaderData.page}
          emptyText="No products found."
          pager={{ variant: "count", label: "Product pages" }}
        />
      </section>
    </>
  );
}
