import { portfolioDetailsSeo } from "../../components/public/portfolio/details-seo";
import { MissingItem } from "../../components/public/portfolio/missing-item";
import { followSpecAddress } from "../../loaders/spec-addresses.server";
import type { Route } from "./+types/spec-address";

/**
 * The specs' addresses by id (/services/sub-services/:id, /services/service-detail/:id,
 * /career/form/:id): each answers one 301 to the record's readable address (ADR 0161). The details
 * pages' addresses (/project-details?id=, /product-details?id=) are their own modules'.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return followSpecAddress(context, new URL(request.url));
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data ? portfolioDetailsSeo(matches, null, data.missing) : [];

/** Never shown in practice: each of these addresses answers a 301, a 410 or the 404 page. */
export default function SpecAddressPage({ loaderData }: Route.ComponentProps) {
  return <MissingItem type={loaderData.missing} />;
}
