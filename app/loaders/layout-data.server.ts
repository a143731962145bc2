import type { AppLoadContext } from "react-router";
import { setsNothing } from "../../domain/fixed-pages";
import type { PageSearchSettings } from "../../domain/search-settings";
import type { PublicContact } from "../../domain/site";
import { readAlertHeading } from "../../server/modules/alert-heading/queries";
import type { LayoutSite, MenuCategory } from "../lib/public-cards";

/**
 * What every public page needs: the categories of the Services panel (with their one-line
 * descriptions), the public origin, and the parts of the site's content every page shows (the
 * footer's contact details, the search and sharing defaults). Each page's own texts come with its
 * own loader, so a page carries only what it shows.
 */
export async function loadLayoutData(context: AppLoadContext) {
  const [categories, site, announcement] = await Promise.all([
    context.categories(),
    context.site(),
    readAlertHeading(context.db),
  ]);
  // The acknowledgement e-mail is the server's alone: no page shows it.
  const { acknowledgement: _acknowledgement, ...contact } = site.contact;
  const publicContact: PublicContact = contact;
  return {
    origin: context.config.publicUrl,
    categories: categories.map(({ _id, name, slug, description }): MenuCategory => ({ _id, name, slug, description })),
    site: {
      contact: publicContact,
      seo: { ...site.seo, pages: pagesSettingSomething(site.seo.pages) },
      navigation: site.navigation,
    } satisfies LayoutSite,
    /** The alert heading (the specs' banner), shown as a bar above every page while not empty. */
    announcement,
    /** The page shows a draft (a preview link, or staff's Preview): marked with a banner. */
    preview: context.preview !== undefined,
    /** The page's language, and the languages the site serves (its head's versions, the language switch). */
    locale: context.locale,
    locales: context.config.locales,
  };
}

/** The fixed pages whose own search settings change something: the rest show the defaults anyway. */
function pagesSettingSomething(pages: PageSearchSettings): Partial<PageSearchSettings> {
  return Object.fromEntries(Object.entries(pages).filter(([, settings]) => !setsNothing(settings)));
}

export type LayoutData = Awaited<ReturnType<typeof loadLayoutData>>;
