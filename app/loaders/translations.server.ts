import { type AppLoadContext, data, redirect } from "react-router";
import { addressIn, slugOfSegment } from "../../domain/local-addresses.ts";
import { DEFAULT_LOCALE, isTranslatedLocale, type Locale, type TranslatedLocale } from "../../domain/locales.ts";
import { withRequestQuery } from "../../domain/redirects.ts";
import { type AddressedKind, formerOwnerOf, isInTrash } from "../../server/modules/addresses/queries.ts";
import {
  type PublishedTranslation,
  publishedTranslation,
  publishedTranslations,
  recordIdByTranslatedSlug,
  translated,
} from "../../server/modules/translations/reads.ts";
import { notFoundPage } from "./not-found.server.ts";

/**
 * A page's versions (issue 74, ADR 0290): its address in each language it is offered in — English
 * always, another language only where the record's translation is published and the site serves it.
 * The page's head names them (`hreflang`), and the language switch links to them.
 */
export type Versions = Partial<Record<Locale, string>>;

type LocaleContext = Pick<AppLoadContext, "locale" | "config">;

/** The page's language when it is a translated one (an `/ur/…` address), else null. */
export const translatedLocaleOf = (context: Pick<AppLoadContext, "locale">): TranslatedLocale | null =>
  isTranslatedLocale(context.locale) ? context.locale : null;

/** The translated languages the site serves (SITE_LOCALES). */
export const servedTranslations = (context: Pick<AppLoadContext, "config">): TranslatedLocale[] =>
  context.config.locales.filter(isTranslatedLocale);

/** How a record shows in a language: its translation laid over it (a service's category needs more). */
export type Overlay<T extends object> = (record: T, translation: PublishedTranslation) => T | Promise<T>;

/** A record's published translations in the languages the site serves (one query a language; none in English only). */
async function translationsOf(context: Pick<AppLoadContext, "db" | "config">, kind: AddressedKind, id: string) {
  const found = await Promise.all(
    servedTranslations(context).map(
      async (locale) => [locale, await publishedTranslation(context.db, kind, id, locale)] as const,
    ),
  );
  return new Map(found.flatMap(([locale, translation]) => (translation ? [[locale, translation] as const] : [])));
}

type VersionsOf<T extends object> = {
  kind: AddressedKind;
  id: string;
  record: T;
  pathOf(record: NoInfer<T>): string;
  overlay?: Overlay<NoInfer<T>>;
};

/** The versions of a record whose translations are known. */
async function versionsFrom<T extends object>(
  how: VersionsOf<T>,
  translations: ReadonlyMap<TranslatedLocale, PublishedTranslation>,
) {
  const overlay: Overlay<T> = how.overlay ?? ((record, translation) => translated(how.kind, record, translation));
  const versions: Versions = { [DEFAULT_LOCALE]: how.pathOf(how.record) };
  for (const [locale, translation] of translations) {
    versions[locale] = addressIn(locale, how.pathOf(await overlay(how.record, translation)));
  }
  return versions;
}

/**
 * An English record page's versions: its address, and each served language's address made from the
 * record's published translation (`pathOf` is the English `addressOf`).
 */
export async function versionsOf<T extends object>(context: Pick<AppLoadContext, "db" | "config">, how: VersionsOf<T>) {
  return versionsFrom(how, await translationsOf(context, how.kind, how.id));
}

/** How a detail page in a translated language finds its record. */
export type LocalAddressing<T extends object, M> = {
  kind: AddressedKind;
  /** The slug (or id) the address names, as React Router hands it. */
  key: string;
  /** The published record a visitor may see, by id or English slug; null when there is none. */
  read(key: string): Promise<T | null>;
  idOf(record: NoInfer<T>): string;
  /** Its English address (domain/addresses.ts); given the translated record, the same address with the translation's slugs. */
  pathOf(record: NoInfer<T>): string;
  /** The address asked for, rebuilt from the route's parameters with `pathOf` (the English shape, translated slugs). */
  requested(slug: string): string;
  overlay?: Overlay<NoInfer<T>>;
  /** What an address naming nothing answers instead of the 404 error. */
  missing?: () => M;
};

/**
 * The record a detail address in a translated language names (the site in Urdu: issue 74, ADR 0290):
 * - its translated slug: the record with its published translation laid over it (its address
 *   asked for in another shape, a category it left: one 301 to its current one);
 * - its English slug, a former one, or its id: one 301 to its address in the language when it is
 *   translated; else one 302 to its English address (no mixed page), the query kept;
 * - a record in the trash: 410; anything else: the 404 page (or `missing`).
 * A translation's draft is never read here: only what was published.
 */
export async function localRecord<T extends object, M = never>(
  context: Pick<AppLoadContext, "db" | "config" | "query"> & { locale: TranslatedLocale },
  how: LocalAddressing<T, M>,
): Promise<{ record: T; versions: Versions } | M> {
  const { db, locale } = context;
  const overlay: Overlay<T> = how.overlay ?? ((record, translation) => translated(how.kind, record, translation));
  const slug = slugOfSegment(how.key);
  const translatedId = await recordIdByTranslatedSlug(db, how.kind, locale, slug);
  const english: T | null = translatedId ? await how.read(translatedId) : await foundInEnglish(context, how, slug);
  if (!english) {
    if (await isInTrash(db, how.kind, slug)) throw data(null, { status: 410, statusText: "Gone" });
    return how.missing ? how.missing() : notFoundPage();
  }
  const translations = await translationsOf(context, how.kind, how.idOf(english));
  const translation = translations.get(locale);
  if (!translation) throw redirect(withRequestQuery(how.pathOf(english), context.query), 302);
  const versions = await versionsFrom<T>({ ...how, id: how.idOf(english), record: english, overlay }, translations);
  const here = versions[locale] ?? "";
  if (here !== addressIn(locale, how.requested(slug))) throw redirect(withRequestQuery(here, context.query), 301);
  return { record: await overlay(english, translation), versions };
}

/** A record named by its English slug, a former one or its id. */
async function foundInEnglish<T extends object>(
  context: Pick<AppLoadContext, "db">,
  how: LocalAddressing<T, unknown>,
  key: string,
) {
  const record = await how.read(key);
  if (record) return record;
  const owner = await formerOwnerOf(context.db, how.kind, key);
  return owner ? how.read(owner) : null;
}

/**
 * A list in the page's language: in English, the records as they are; in a translated language only
 * those with a published translation, each laid over (one query for the whole list).
 */
export async function inPageLanguage<T extends object>(
  context: Pick<AppLoadContext, "db" | "locale">,
  kind: AddressedKind,
  records: readonly T[],
  idOf: (record: NoInfer<T>) => string,
  overlay?: Overlay<NoInfer<T>>,
): Promise<T[]> {
  const locale = translatedLocaleOf(context);
  if (!locale) return [...records];
  const translations = await publishedTranslations(context.db, kind, locale, records.map(idOf));
  const shown = records.flatMap((record) => {
    const translation = translations.get(idOf(record));
    return translation ? [{ record, translation }] : [];
  });
  return Promise.all(
    shown.map(({ record, translation }) =>
      overlay ? overlay(record, translation) : translated(kind, record, translation),
    ),
  );
}

/** A site path in the page's language (a fixed page's, or an address `addressOf` wrote from translated slugs). */
export const pathHere = (context: Pick<AppLoadContext, "locale">, path: string) => addressIn(context.locale, path);

/** A fixed page's versions: the same page in every language the site serves. */
export const fixedVersions = (context: LocaleContext, path: string): Versions =>
  Object.fromEntries(context.config.locales.map((locale) => [locale, addressIn(locale, path)]));
