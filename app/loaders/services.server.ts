import type { AppLoadContext } from "react-router";
import { addressOf } from "../../domain/addresses.ts";
import { type CategoryDto, categoryDefaults, categoryDtoSchema } from "../../domain/categories.ts";
import { addressIn, slugOfSegment } from "../../domain/local-addresses.ts";
import type { Locale, TranslatedLocale } from "../../domain/locales.ts";
import { type ServiceDto, serviceDefaults, serviceDtoSchema } from "../../domain/services.ts";
import type { Db } from "../../server/db/client.ts";
import { getCategory } from "../../server/modules/categories/reads.ts";
import { describeRecords } from "../../server/modules/media/picture-words.ts";
import { getService, listServices } from "../../server/modules/services/reads.ts";
import { publishedTranslation, translated } from "../../server/modules/translations/reads.ts";
import type { GridCard } from "../lib/public-cards.ts";
import { addressed, bySlug, previewedId } from "./addresses.server.ts";
import { sectionsAt } from "./kind-sections.server.ts";
import { orNotFound } from "./not-found.server.ts";
import { draftOnlyRecord, withDraft } from "./preview.server.ts";
import {
  inPageLanguage,
  localRecord,
  type Overlay,
  translatedLocaleOf,
  type Versions,
  versionsOf,
} from "./translations.server.ts";

/** /services: every category, for the What We Do grid, each with its address and its picture's words. */
export async function loadServicesPage(context: AppLoadContext): Promise<{ categories: GridCard[] }> {
  return { categories: await describeRecords(context.db, await categoryCards(context), "icon") };
}

/**
 * The categories as cards in the page's language (the shared list: in a translated language only the
 * translated ones), each with its address there.
 */
export async function categoryCards(context: AppLoadContext) {
  const categories = await context.categories();
  const locale = translatedLocaleOf(context);
  if (!locale) return categories.map((category) => ({ ...category, path: addressOf.category(category) }));
  return Promise.all(
    categories.map(async (category) => ({
      ...category,
      path: addressIn(locale, addressOf.category(await categoryIn(context, category, locale))),
    })),
  );
}

/** A category's name and slug in a language: its published translation's, else the English ones. */
async function categoryIn<C extends Pick<CategoryDto, "_id" | "name" | "slug">>(
  context: Pick<AppLoadContext, "db">,
  category: C,
  locale: TranslatedLocale,
): Promise<C> {
  const translation = await publishedTranslation(context.db, "category", category._id, locale);
  return translated("category", category, translation);
}

/** A service in a language: its translation laid over, and its category's name and slug in that language. */
const serviceOverlay =
  (context: Pick<AppLoadContext, "db">): Overlay<ServiceDto> =>
  async (service, translation) => ({
    ...translated("service", service, translation),
    category: await categoryIn(context, service.category, translation.locale),
  });

/** A category's services as its grid shows them, each with its address and its icon's words (one query). */
const asCards = (db: Db, services: ServiceDto[], locale: Locale = "en") =>
  describeRecords(
    db,
    services.map((service) => ({ ...service, path: addressIn(locale, addressOf.service(service)) })),
    "icon",
  );

/** A category (by id or slug) and its services; an unknown category is a 404 page. */
export async function loadCategoryServices(db: Db, categoryId: string) {
  const category = orNotFound(await getCategory(db, categoryId));
  const services = await listServices(db, { categoryId: category._id });
  return { category, services: await asCards(db, services) };
}

/** A service by id or slug; an unknown service is a 404 page. */
export async function loadServiceDetail(db: Db, serviceId: string) {
  return { service: orNotFound(await getService(db, serviceId)) };
}

/**
 * /services/:category — the category's page at its address; any other address of it (its id, a
 * former slug, the specs' /services/sub-services/:id) one 301 there (ADR 0161); or its preview.
 */
export async function loadCategoryPage(
  context: AppLoadContext,
  slug: string,
): Promise<{ category: CategoryDto; services: GridCard[]; versions: Versions }> {
  const previewed = previewedId(context, "category");
  if (previewed) return { ...(await loadCategoryPreview(context, previewed)), versions: {} };
  const locale = translatedLocaleOf(context);
  if (locale) return loadLocalCategoryPage(context, locale, slug);
  const category = await addressed(
    context,
    bySlug("category", slug, (key) => getCategory(context.db, key), addressOf.category),
  );
  const [services, versions] = await Promise.all([
    listServices(context.db, { categoryId: category._id }),
    versionsOf(context, { kind: "category", id: category._id, record: category, pathOf: addressOf.category }),
  ]);
  return { category, services: await asCards(context.db, services), versions };
}

/** /ur/services/:category: the translated category, and only its translated services (issue 74). */
async function loadLocalCategoryPage(context: AppLoadContext, locale: TranslatedLocale, slug: string) {
  const { record: category, versions } = await localRecord(
    { ...context, locale },
    {
      kind: "category",
      key: slug,
      read: (key) => getCategory(context.db, key),
      idOf: (record) => record._id,
      pathOf: addressOf.category,
      requested: (asked) => addressOf.category({ slug: asked }),
    },
  );
  const services = await listServices(context.db, { categoryId: category._id });
  const shown = await inPageLanguage(
    context,
    "service",
    services,
    (service) => service._id,
    (service, translation) => ({
      ...translated("service", service, translation),
      category: { _id: category._id, name: category.name, slug: category.slug },
    }),
  );
  return { category, services: await asCards(context.db, shown, locale), versions };
}

/** A category's page with its draft (ADR 0122). */
async function loadCategoryPreview(context: AppLoadContext, categoryId: string) {
  // A category saved as a draft on create: its page built from the draft alone, with no services yet.
  const draftOnly = await draftOnlyRecord(context, categoryDtoSchema, categoryId, ({ fields, images }) => ({
    ...categoryDefaults,
    ...fields,
    icon: images[0] ?? null,
  }));
  if (draftOnly) return { category: draftOnly, services: [] };
  const page = await loadCategoryServices(context.db, categoryId);
  return { ...page, category: withDraft(context, categoryDtoSchema, page.category) };
}

/**
 * /services/:category/:service — the service's page at its address; any other address of it (its
 * id, a former slug, a category it left or that was renamed, the specs' /services/service-detail/:id)
 * one 301 there (ADR 0161); or its preview.
 */
export async function loadServicePage(context: AppLoadContext, params: { category: string; service: string }) {
  const { service, versions } = await servicePage(context, params);
  const [described, sections] = await Promise.all([
    describeRecords(context.db, [service], "icon"),
    sectionsAt(context, "service", { id: service._id }),
  ]);
  return { service: described[0], sections, versions };
}

async function servicePage(
  context: AppLoadContext,
  params: { category: string; service: string },
): Promise<{ service: ServiceDto; versions: Versions }> {
  const previewed = previewedId(context, "service");
  if (previewed) return { ...(await loadServicePreview(context, previewed)), versions: {} };
  const read = (key: string) => getService(context.db, key);
  const locale = translatedLocaleOf(context);
  if (locale) {
    const { record, versions } = await localRecord(
      { ...context, locale },
      {
        kind: "service",
        key: params.service,
        read,
        idOf: (service) => service._id,
        pathOf: addressOf.service,
        requested: (slug) => addressOf.service({ slug, category: { slug: slugOfSegment(params.category) } }),
        overlay: serviceOverlay(context),
      },
    );
    return { service: record, versions };
  }
  const service = await addressed(context, {
    kind: "service",
    key: params.service,
    read,
    pathOf: addressOf.service,
    requested: addressOf.service({ slug: params.service, category: { slug: params.category } }),
  });
  const versions = await versionsOf(context, {
    kind: "service",
    id: service._id,
    record: service,
    pathOf: addressOf.service,
    overlay: serviceOverlay(context),
  });
  return { service, versions };
}

/** A service's page with its draft (ADR 0122). */
async function loadServicePreview(context: AppLoadContext, serviceId: string) {
  // A service saved as a draft on create: its page built from the draft alone, with its kept icon.
  const draftOnly = await draftOnlyRecord(context, serviceDtoSchema, serviceId, async ({ fields, images }) => {
    const category = (await context.categories()).find((c) => c._id === fields.categoryId);
    return {
      ...serviceDefaults,
      ...fields,
      categoryId: category?._id ?? "",
      category: category
        ? { _id: category._id, name: category.name, slug: category.slug }
        : { _id: "", name: "", slug: "" },
      icon: images[0] ?? null,
    };
  });
  if (draftOnly) return { service: draftOnly };
  const page = await loadServiceDetail(context.db, serviceId);
  return { service: withDraft(context, serviceDtoSchema, page.service) };
}
