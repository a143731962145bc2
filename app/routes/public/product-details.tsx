import { portfolioQuery } from "../../../domain/portfolio-browsing";
import { portfolioDetailsSeo } from "../../components/public/portfolio/details-seo";
import { MissingItem } from "../../components/public/portfolio/missing-item";
import { ProductCarousel } from "../../components/public/portfolio/product-carousel";
import { ProductDetailsView } from "../../components/public/portfolio/product-details-view";
import { useDetailsItem } from "../../components/public/portfolio/use-details-item";
import { loadProductDetails } from "../../loaders/portfolio.server";
import type { Route } from "./+types/product-details";

/** The query parameters this page reads: the page cache keys it by these alone. */
export const handle = { searchParams: [portfolioQuery.id] };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProductDetails(context.db, new URL(request.url), context);
}

export const meta: Route.MetaFunction = ({ data, matches }) => portfolioDetailsSeo(matches, data?.product, "product");

/** Like /project-details, with the other active products in a row below. */
export default function ProductDetailsPage({ loaderData }: Route.ComponentProps) {
  const product = useDetailsItem(loaderData.product, "product");
  const others = loaderData.others.filter((item) => item._id !== product?._id);
  return (
    <>
      {product ? <ProductDetailsView product={product} /> : <MissingItem type="product" />}
      <ProductCarousel products={others} />
    </>
  );
}
