import { useRouteLoaderData } from "react-router";
import { defaultContact, defaultSeo } from "../../../../domain/site-defaults";
import type { LayoutSite } from "../../../lib/public-cards";
import { PUBLIC_LAYOUT_ROUTE_ID } from "../../../lib/seo";
import type { LayoutData } from "../../../loaders/layout-data.server";

const fallback: LayoutSite = {
  contact: defaultContact,
  seo: { ...defaultSeo, shareImage: "/images/og-default.png", organisationLogo: "/images/logo-mark.png" },
};

/**
 * The contact details and search defaults every public page shows, from the layout's loader. Only
 * a page rendered without it (an error page) gets the defaults.
 */
export function useSite(): LayoutSite {
  return useRouteLoaderData<LayoutData>(PUBLIC_LAYOUT_ROUTE_ID)?.site ?? fallback;
}
