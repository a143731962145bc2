import type { MetaDescriptor } from "react-router";
import { fixedPageAt } from "../../domain/fixed-pages";
import { addressIn } from "../../domain/local-addresses";
import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  localeFacts,
  localeOfPath,
  pathWithoutLocale,
} from "../../domain/locales";
import type { SearchSettings } from "../../domain/search-settings";
import { defaultContact, defaultNavigation, defaultSeo, pageTitle } from "../../domain/site-defaults";
import type { LayoutSite } from "./public-cards";
import { type JsonLd, organizationJsonLd, type Publisher } from "./structured-data";

export {
  blogPostingJsonLd,
  faqPageJsonLd,
  jobPostingJsonLd,
  productJsonLd,
  serviceJsonLd,
} from "./structured-data";

/** The id of the layout route whose loader hands every page the site's public origin. */
export const PUBLIC_LAYOUT_ROUTE_ID = "routes/public/layout";
export const DEFAULT_SHARE_IMAGE = { url: "/images/og-default.png", width: 1200, height: 630 } as const;

export type PageSeo = {
  /** The page's own title, put in the site's title template (`%s | <site name>`). */
  title: string;
  description: string;
  /** Canonical path with any query that identifies the page (e.g. `/product-details?id=…`). */
  path: string;
  /** Share image (absolute or site-relative). Defaults to the site's card. */
  image?: string;
  type?: "website" | "article" | "product";
  /** Extra JSON-LD (Service, Product, JobPosting …); the Organization is always included. */
  jsonLd?: JsonLd[];
  /** Pages that must not be indexed (the 404 page). */
  noindex?: boolean;
  /**
   * A record's own search settings (issue 53, ADR 0166): each one set replaces the page's own. A fixed
   * page's (`/about` …) come from Site › Search and sharing (ADR 0179).
   */
  search?: SearchSettings;
  /** The record's own pictures: its chosen share picture is used while it is still one of them. */
  pictures?: readonly string[];
  /**
   * A record's versions (issue 74): its address in each language it is published in, from its
   * loader. Without them the page is a fixed one, offered in every language the site serves.
   */
  versions?: Partial<Record<Locale, string>>;
};

/** Open Graph names a language with the agency's country (`en_PK`, `ur_PK`). */
const ogLocaleOf = (locale: Locale) => `${localeFacts[locale].tag}_PK`;

/** A site path made absolute with the public origin; an absolute address as it is. */
const absolute = (origin: string, address: string) => (/^https?:\/\//.test(address) ? address : `${origin}${address}`);

/** The page's title, description, address, picture and indexing, its record's own settings over its own. */
function ownOver(page: PageSeo, origin: string, settings: LayoutSite["seo"], here: string, locale: Locale) {
  const fixed = fixedPageAt(page.path);
  const own: Partial<SearchSettings> | undefined = page.search ?? (fixed && settings.pages[fixed]);
  // A record's picture while it is still one of its own; a fixed page's is any picture of the library.
  const usable = (image: string) => (page.search ? page.pictures?.includes(image) : true);
  const sharePicture = own?.image && usable(own.image) ? own.image : undefined;
  return {
    title: own?.title || pageTitle(settings.titleTemplate, page.title),
    description: own?.description || page.description,
    // A record's own canonical address is an English one: a translated page is its own canonical.
    url: absolute(origin, (locale === DEFAULT_LOCALE && own?.canonical) || here),
    image: sharePicture ?? page.image,
    noindex: page.noindex || own?.noindex,
  };
}

export type MetaMatch = { id: string; loaderData?: unknown } | undefined;

type LayoutMatchData = { origin?: unknown; site?: LayoutSite; locale?: unknown; locales?: unknown };

const layoutData = (matches: readonly MetaMatch[]): LayoutMatchData | undefined =>
  matches.find((match) => match?.id === PUBLIC_LAYOUT_ROUTE_ID)?.loaderData as LayoutMatchData | undefined;

/**
 * Reads the public origin (PUBLIC_URL) from the layout's loader data among a meta function's
 * `matches`, so canonical and share URLs are absolute without each page loading the config.
 */
export function originFrom(matches: readonly MetaMatch[]): string {
  const origin = layoutData(matches)?.origin;
  return typeof origin === "string" ? origin : "";
}

/** The page's language and the languages the site serves, from the layout's loader data (English alone on an error page). */
export function localesFrom(matches: readonly MetaMatch[]): { locale: Locale; served: Locale[] } {
  const layout = layoutData(matches);
  const locale = typeof layout?.locale === "string" && isLocale(layout.locale) ? layout.locale : DEFAULT_LOCALE;
  const listed = Array.isArray(layout?.locales) ? layout.locales : [];
  const served = listed.filter((value): value is Locale => typeof value === "string" && isLocale(value));
  return { locale, served: served.length > 0 ? served : [DEFAULT_LOCALE] };
}

/**
 * The page's address in its language and its versions: a record's from its loader, a fixed page's
 * (given by its English address) the same page in every language served. Only served languages count.
 */
function versionsOfPage(page: PageSeo, locale: Locale, served: readonly Locale[]) {
  const here = localeOfPath(page.path) === DEFAULT_LOCALE ? addressIn(locale, page.path) : page.path;
  const english = pathWithoutLocale(here.split("?")[0] ?? "");
  const all = page.versions ?? Object.fromEntries(served.map((language) => [language, addressIn(language, english)]));
  const versions = served.flatMap((language) => {
    const path = all[language];
    return path ? [{ language, path }] : [];
  });
  return { here, versions };
}

/** What a page rendered without the layout's data (an error page) shows: the defaults. */
export const fallbackSite: LayoutSite = {
  contact: defaultContact,
  navigation: defaultNavigation,
  seo: { ...defaultSeo, shareImage: DEFAULT_SHARE_IMAGE.url, organisationLogo: "/images/logo-mark.png" },
};

/** The site's contact and search settings from the layout's loader data (defaults on an error page). */
export function siteFrom(matches: readonly MetaMatch[]): LayoutSite {
  return layoutData(matches)?.site ?? fallbackSite;
}

/** A page kept out of search engines (a missing page, a newsletter's page): its title, text and address. */
export function unindexedSeo(
  matches: readonly MetaMatch[],
  title: string,
  description: string,
  path: string,
): MetaDescriptor[] {
  return seo(matches, { title, description, path, noindex: true });
}

/** The 404 page's head, at the address that was asked for. */
export const notFoundSeo = (matches: readonly MetaMatch[], path: string) =>
  unindexedSeo(matches, "Page not found", "The page you are looking for does not exist.", path);

/** The origin and site settings the JSON-LD is written from. */
export function publisherFrom(matches: readonly MetaMatch[]): Publisher {
  return { origin: originFrom(matches), site: siteFrom(matches) };
}

/**
 * Every tag a public page needs in its <head>: title, description, canonical, Open Graph, Twitter
 * and JSON-LD. Use it as the whole return value of a route's `meta` export:
 *
 *   export const meta: Route.MetaFunction = ({ matches }) =>
 *     seo(matches, { title: "About", description: "…", path: "/about" });
 */
export function seo(matches: readonly MetaMatch[], page: PageSeo): MetaDescriptor[] {
  const publisher = publisherFrom(matches);
  const { origin } = publisher;
  const { seo: settings } = publisher.site;
  const { locale, served } = localesFrom(matches);
  const { here, versions } = versionsOfPage(page, locale, served);
  const { title, description, url, noindex, ...shown } = ownOver(page, origin, settings, here, locale);
  const image = shown.image ?? settings.shareImage;
  const imageUrl = absolute(origin, image);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: settings.siteName },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:locale", content: ogLocaleOf(locale) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
  // The default picture and a share picture staff uploaded (cropped to the same size) are 1200×630.
  if (image === settings.shareImage) {
    tags.push(
      { property: "og:image:width", content: String(DEFAULT_SHARE_IMAGE.width) },
      { property: "og:image:height", content: String(DEFAULT_SHARE_IMAGE.height) },
    );
  }
  if (noindex || settings.noindex) tags.push({ name: "robots", content: "noindex" });
  // Every published version of the page (issue 74), English the default; none for a page with one
  // version or kept out of search engines.
  else if (versions.length > 1) {
    for (const { language, path } of versions) {
      const href = absolute(origin, path);
      tags.push({ tagName: "link", rel: "alternate", hrefLang: localeFacts[language].tag, href });
      if (language !== locale) tags.push({ property: "og:locale:alternate", content: ogLocaleOf(language) });
    }
    const english = versions.find(({ language }) => language === DEFAULT_LOCALE);
    if (english)
      tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absolute(origin, english.path) });
  }
  for (const data of [organizationJsonLd(publisher), ...(page.jsonLd ?? [])]) {
    tags.push({ "script:ld+json": data });
  }
  return tags;
}
