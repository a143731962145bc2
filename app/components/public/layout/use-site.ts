import { useRouteLoaderData } from "react-router";
import type { LayoutSite } from "../../../lib/public-cards";
import { fallbackSite, PUBLIC_LAYOUT_ROUTE_ID } from "../../../lib/seo";
import type { LayoutData } from "../../../loaders/layout-data.server";

/**
 * The contact details, search defaults and menus every public page shows, from the layout's loader.
 * Only a page rendered without it (an error page) gets the defaults.
 */
export function useSite(): LayoutSite {
  return useRouteLoaderData<LayoutData>(PUBLIC_LAYOUT_ROUTE_ID)?.site ?? fallbackSite;
}
