import type { CategoryDto, ServiceDto } from "../../domain/content.ts";
import { getCategory, listCategories } from "../../server/modules/categories/service.ts";
import { getService, listServices } from "../../server/modules/services/service.ts";
import type { Db } from "../../server/db/client.ts";
import { orNotFound } from "./not-found.server.ts";

export type ServicesPageData = { categories: CategoryDto[]; services: ServiceDto[] };

/** /services: every category for the What We Do grid, and the services (a category with one opens it directly). */
export async function loadServicesPage(db: Db): Promise<ServicesPageData> {
  const [categories, services] = await Promise.all([listCategories(db), listServices(db)]);
  return { categories, services };
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
