import type { AppLoadContext } from "react-router";
import { addressOf } from "../../domain/addresses.ts";
import { categoryDefaults, categoryDtoSchema } from "../../domain/categories.ts";
import { type ServiceDto, serviceDefaults, serviceDtoSchema } from "../../domain/services.ts";
import type { Db } from "../../server/db/client.ts";
import { getCategory } from "../../server/modules/categories/reads.ts";
import { describeRecords } from "../../server/modules/media/picture-words.ts";
import { getService, listServices } from "../../server/modules/services/reads.ts";
import type { GridCard } from "../lib/public-cards.ts";
import { addressed, bySlug, previewedId } from "./addresses.server.ts";
import { sectionsAt } from "./kind-sections.server.ts";
import { orNotFound } from "./not-found.server.ts";
import { draftOnlyRecord, withDraft } from "./preview.server.ts";

/** /services: every category, for the What We Do grid, each with its address and its picture's words. */
export async function loadServicesPage(context: AppLoadContext): Promise<{ categories: GridCard[] }> {
  const categories = await context.categories();
  const cards = categories.map((category) => ({ ...category, path: addressOf.category(category) }));
  return { categories: await describeRecords(context.db, cards, "icon") };
}

/** A category's services as its grid shows them, each with its address and its icon's words (one query). */
const asCards = (db: Db, services: ServiceDto[]) =>
  describeRecords(
    db,
    services.map((service) => ({ ...service, path: addressOf.service(service) })),
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
export async function loadCategoryPage(context: AppLoadContext, slug: string) {
  const previewed = previewedId(context, "category");
  if (previewed) return loadCategoryPreview(context, previewed);
  const category = await addressed(
    context,
    bySlug("category", slug, (key) => getCategory(context.db, key), addressOf.category),
  );
  return {
    category,
    services: await asCards(context.db, await listServices(context.db, { categoryId: category._id })),
  };
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
  const { service } = await servicePage(context, params);
  const [described] = await describeRecords(context.db, [service], "icon");
  return { service: described, sections: await sectionsAt(context, "service", { id: service._id }) };
}

async function servicePage(context: AppLoadContext, params: { category: string; service: string }) {
  const previewed = previewedId(context, "service");
  if (previewed) return loadServicePreview(context, previewed);
  const service = await addressed(context, {
    kind: "service",
    key: params.service,
    read: (key) => getService(context.db, key),
    pathOf: addressOf.service,
    requested: addressOf.service({ slug: params.service, category: { slug: params.category } }),
  });
  return { service };
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
