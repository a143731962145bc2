import type { NavigationSettings } from "../../domain/navigation";
import type { Described } from "../../domain/picture-words";
import type { PageSearchSettings } from "../../domain/search-settings";
import type { PublicContact, Site } from "../../domain/site";

/**
 * The shapes public pages' loaders hand their components: defined here, not in the components, so
 * that a loader (server code) never imports a component.
 */

/** A card of the category and service grids. */
export type GridCard = {
  _id: string;
  name: string;
  description: string;
  icon: string | null;
  /**
   * Where its Learn More goes (domain/addresses.ts): a service's page, a category's list of
   * services, or (a category with exactly one service, ADR 0031) that service's page.
   */
  path: string;
} & Described;

/** What the Services menu shows of a category (every page carries these, in the layout's data). */
export type MenuCategory = { _id: string; name: string; slug: string; description: string };

/**
 * What every page shows of the site's content (the footer's contact details, search and sharing
 * defaults, the menu and footer links). The acknowledgement e-mail stays on the server (PublicContact, ADR 0145); of the fixed
 * pages' own search settings, only those that set something travel (ADR 0179).
 */
export type LayoutSite = {
  contact: PublicContact;
  navigation: NavigationSettings;
  seo: Omit<Site["seo"], "pages"> & { pages: Partial<PageSearchSettings> };
};
