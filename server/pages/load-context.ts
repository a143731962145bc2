import type { FastifyBaseLogger } from "fastify";
import type { AppLoadContext } from "react-router";
import type { CategoryDto } from "../../domain/categories.ts";
import { isTranslatedLocale, type Locale, localeOfPath, type TranslatedLocale } from "../../domain/locales.ts";
import type { Site } from "../../domain/site.ts";
import type { AppConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { listCategories } from "../modules/categories/reads.ts";
import type { LeadNotices } from "../modules/lead-notices/notices.ts";
import type { Subscriptions } from "../modules/newsletter/subscriptions.ts";
import { publishedTranslation, publishedTranslations, translated } from "../modules/translations/reads.ts";
import type { FileStorage } from "../storage/file-storage.ts";

declare module "react-router" {
  interface AppLoadContext {
    db: Db;
    config: AppConfig;
    /** Private storage for resumes sent through the application page's own form. */
    privateFiles: FileStorage;
    /** Tells staff of an enquiry or application sent through a page's own form. */
    leadNotices: LeadNotices;
    /** Newsletter sign-up, confirmation and leaving, for the pages' own forms (issue 72). */
    newsletter: Subscriptions;
    /** The visitor's address as the request tells it (TRUST_PROXY): a consent records where it came from. */
    clientIp: string | null;
    /** The request's logger (its lines carry the request id). */
    log: FastifyBaseLogger;
    /** A block of the page could not be read and shows its empty state: the page must not be kept. */
    readFailed(): void;
    /**
     * Every category, read once per request: the layout's Services panel and a page's cards or
     * filter chips show the same list, and each query costs a render about 1.5 ms on PGlite.
     */
    categories(): Promise<CategoryDto[]>;
    /** The site's editable content, from memory (server/modules/site/site-content.ts): no query per render. */
    site(): Promise<Site>;
    /** Set only on a preview (ADR 0122): the record whose draft the page shows in place of what is published. */
    preview?: PagePreview;
    /** The request's query (`?utm_source=x`, or empty): a page's redirect carries it (issue 68). */
    query: string;
    /** The page's language, from its address (`/ur/…`: Urdu; issue 74). */
    locale: Locale;
  }
}

/** A record's draft shown on its public page: by a preview link, or to signed-in staff. */
export type PagePreview = {
  kind: string;
  recordId: string;
  fields: Record<string, unknown>;
  /** A record saved as a draft on create (ADR 0122): no row yet, its page is built from the draft and these files. */
  draftOnly?: { images: string[]; savedAt: string };
};

/** What every page request shares: the database, settings and the services forms post to. */
export type PageServices = Pick<
  AppLoadContext,
  "db" | "config" | "privateFiles" | "leadNotices" | "site" | "newsletter"
>;

/** Reads that several loaders of one request make, done once for them all and never kept past it. */
export function sharedReads(db: Db): Pick<AppLoadContext, "categories"> {
  let categories: Promise<CategoryDto[]> | undefined;
  return {
    categories: () => {
      categories ??= listCategories(db);
      return categories;
    },
  };
}

/**
 * A translated page's shared reads (issue 74): the site's parts with their published translation
 * laid over (one query), and only the categories translated into the language, their words laid
 * over. A category keeps its English slug here: the menus that list them link to English-shaped
 * addresses, and a page in the language finds its own category's translated slug itself.
 */
function translatedReads(
  services: PageServices,
  shared: Pick<AppLoadContext, "categories">,
  locale: TranslatedLocale,
): Pick<AppLoadContext, "site" | "categories"> {
  let site: Promise<Site> | undefined;
  let categories: Promise<CategoryDto[]> | undefined;
  return {
    site: () => {
      site ??= Promise.all([services.site(), publishedTranslation(services.db, "site", "site", locale)]).then(
        ([original, translation]) => translated("site", original, translation),
      );
      return site;
    },
    categories: () => {
      categories ??= Promise.all([shared.categories(), publishedTranslations(services.db, "category", locale)]).then(
        ([all, translations]) =>
          all.flatMap((category) => {
            const translation = translations.get(category._id);
            return translation ? [{ ...translated("category", category, translation), slug: category.slug }] : [];
          }),
      );
      return categories;
    },
  };
}

/** The context a page's loaders and actions get, made afresh for each request. */
export function pageLoadContext(
  services: PageServices,
  request: { log: FastifyBaseLogger; ip: string | null; url?: string },
  readFailed: () => void,
  preview?: PagePreview,
): AppLoadContext {
  const { log, ip, url = "" } = request;
  // A page's redirect carries the request's query (issue 68).
  const queryAt = url.indexOf("?");
  const query = queryAt === -1 ? "" : url.slice(queryAt);
  const locale = localeOfPath(queryAt === -1 ? url : url.slice(0, queryAt));
  const shared = sharedReads(services.db);
  return {
    ...services,
    log,
    clientIp: ip,
    readFailed,
    query,
    locale,
    ...shared,
    ...(isTranslatedLocale(locale) ? translatedReads(services, shared, locale) : {}),
    ...(preview ? { preview } : {}),
  };
}
