import type { AppLoadContext } from "react-router";
import { categoryDefaults } from "../../domain/categories.ts";
import { type CategoryDto, categoryDtoSchema, serviceDtoSchema } from "../../domain/content.ts";
import { serviceDefaults } from "../../domain/services.ts";
import type { Db } from "../../server/db/client.ts";
import { getCategory } from "../../server/modules/categories/reads.ts";
import { getService, listServices } from "../../server/modules/services/reads.ts";
import { orNotFound } from "./not-found.server.ts";
import { draftOnlyRecord, isPreviewOf, withDraft } from "./preview.server.ts";

/** /services: every category, for the What We Do grid. */
export async function loadServicesPage(context: AppLoadContext): Promise<{ categories: CategoryDto[] }> {
  return { categories: await context.categories() };
}

/** /services/sub-services/:id — an unknown category is a 404 page. */
export async function loadCategoryServices(db: Db, categoryId: string) {
  const category = orNotFound(await getCategory(db, categoryId));
  const services = await listServices(db, { categoryId: category._id });
  return { category, services };
}

/** /services/service-detail/:id — an unknown service is a 404 page. */
export async function loadServiceDetail(db: Db, serviceId: string) {
  return { service: orNotFound(await getService(db, serviceId)) };
}

/** /services/sub-services/:id, or its preview with the category's draft. */
export async function loadCategoryPage(context: AppLoadContext, categoryId: string) {
  // A category saved as a draft on create: its page built from the draft alone, with no services yet.
  const draftOnly = await draftOnlyRecord(context, categoryDtoSchema, categoryId, ({ fields, images, savedAt }) => ({
    ...categoryDefaults,
    ...fields,
    icon: images[0] ?? null,
    version: 0,
    createdAt: savedAt,
    updatedAt: savedAt,
  }));
  if (draftOnly) return { category: draftOnly, services: [] };
  const page = await loadCategoryServices(context.db, categoryId);
  if (!isPreviewOf(context, "category", categoryId)) return page;
  return { ...page, category: withDraft(context, categoryDtoSchema, page.category) };
}

/** /services/service-detail/:id, or its preview with the service's draft. */
export async function loadServicePage(context: AppLoadContext, serviceId: string) {
  // A service saved as a draft on create: its page built from the draft alone, with its kept icon.
  const draftOnly = await draftOnlyRecord(context, serviceDtoSchema, serviceId, async ({ fields, images, savedAt }) => {
    const category = (await context.categories()).find((c) => c._id === fields.categoryId);
    return {
      ...serviceDefaults,
      ...fields,
      categoryId: category?._id ?? "",
      category: category ? { _id: category._id, name: category.name } : { _id: "", name: "" },
      icon: images[0] ?? null,
      version: 0,
      createdAt: savedAt,
      updatedAt: savedAt,
    };
  });
  if (draftOnly) return { service: draftOnly };
  const page = await loadServiceDetail(context.db, serviceId);
  if (!isPreviewOf(context, "service", serviceId)) return page;
  return { service: withDraft(context, serviceDtoSchema, page.service) };
}
