import { portfolioQuery } from "../../../domain/portfolio-browsing";
import { portfolioDetailsSeo } from "../../components/public/portfolio/details-seo";
import { MissingItem } from "../../components/public/portfolio/missing-item";
import { ProductDetailsView } from "../../components/public/portfolio/product-details-view";
import { ProjectDetailsView } from "../../components/public/portfolio/project-details-view";
import { useDetailsItem } from "../../components/public/portfolio/use-details-item";
import { followSpecAddress } from "../../loaders/spec-addresses.server";
import type { Route } from "./+types/spec-address";

/**
 * The specs' addresses by id (/services/sub-services/:id, /services/service-detail/:id,
 * /project-details?id=, /product-details?id=, /career/form/:id): each answers one 301 to the
 * record's readable address (ADR 0161). Only a details page opened without an id is a page: the
 * item the spec passes in navigation state, else its "No project data found.".
 */
/**
 * The query parameter naming the record: the page cache keys by it, so the "no id" page it may store
 * never answers for an address that names one.
 */
export const handle = { searchParams: [portfolioQuery.id] };

export async function loader({ request, context }: Route.LoaderArgs) {
  return followSpecAddress(context, new URL(request.url));
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data ? portfolioDetailsSeo(matches, null, data.missing) : [];

export default function SpecAddressPage({ loaderData }: Route.ComponentProps) {
  const type = loaderData.missing;
  const item = useDetailsItem(null, type);
  if (!item) return <MissingItem type={type} />;
  return type === "product" ? <ProductDetailsView product={item} /> : <ProjectDetailsView project={item} />;
}
