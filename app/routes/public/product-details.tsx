import { useLocation } from "react-router";
import { portfolioQuery } from "../../../domain/portfolio-browsing";
import { itemFromState } from "../../components/public/portfolio/details-link";
import { MissingItem } from "../../components/public/portfolio/missing-item";
import { ProductCarousel } from "../../components/public/portfolio/product-carousel";
import { ProductDetailsView } from "../../components/public/portfolio/product-details-view";
import { loadProductDetails } from "../../lib/portfolio.server";
import { originFrom, productJsonLd, seo } from "../../lib/seo";
import { useHydrated } from "../../lib/use-hydrated";
import type { Route } from "./+types/product-details";

/** The query parameters this page reads: the page cache keys it by these alone. */
export const handle = { searchParams: [portfolioQuery.id] };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProductDetails(context.db, new URL(request.url));
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const product = data?.product;
  if (!product) {
    return seo(matches, {
      title: "Product details",
      description: "No project data available.",
      path: "/product-details",
      noindex: true,
    });
  }
  return seo(matches, {
    title: product.name,
    description: product.description.slice(0, 160) || `${product.name}, a ${product.category.name} product`,
    path: `/product-details?id=${product._id}`,
    image: product.image[0],
    type: "product",
    jsonLd: [productJsonLd(originFrom(matches), product)],
  });
};

/** Like /project-details: `?id=` on the server, else the product in navigation state once hydrated. */
export default function ProductDetailsPage({ loaderData }: Route.ComponentProps) {
  const { state } = useLocation();
  const hydrated = useHydrated();
  const product = loaderData.product ?? (hydrated ? itemFromState(state, "product") : null);
  const others = loaderData.others.filter((item) => item._id !== product?._id);
  return (
    <>
      {product ? (
        <ProductDetailsView product={product} />
      ) : (
        <MissingItem message="No project data available." back={{ label: "Products", to: "/products" }} />
      )}
      <ProductCarousel products={others} />
    </>
  );
}
