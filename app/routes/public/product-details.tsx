import { portfolioQuery } from "../../../domain/portfolio-browsing";
import { portfolioDetailsSeo } from "../../components/public/portfolio/details-seo";
import { MissingItem } from "../../components/public/portfolio/missing-item";
import { ProductCarousel } from "../../components/public/portfolio/product-carousel";
import { ProductDetailsView } from "../../components/public/portfolio/product-details-view";
import { useDetailsItem } from "../../components/public/portfolio/use-details-item";
import { loadProductDetails, loadProductRow } from "../../loaders/portfolio.server";
import { followSpecAddress } from "../../loaders/spec-addresses.server";
import type { Route } from "./+types/product-details";

/** The spec's side title of a product's page (it was /product-details: "PRODUCT"); keyed as a project's. */
export const handle = { sideTitle: "PRODUCT", searchParams: [portfolioQuery.id] };

/** /products/:slug, and the spec's /product-details, as a project's page (project-details.tsx). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (params.slug !== undefined) return loadProductDetails(context, params.slug);
  await followSpecAddress(context, new URL(request.url));
  return loadProductRow(context);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  portfolioDetailsSeo(matches, data?.product, "product", data && "versions" in data ? data.versions : undefined);

/** Like a project's page, with the other active products in a row below. */
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
