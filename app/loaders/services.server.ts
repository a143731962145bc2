import type { AppLoadContext } from "react-router";
import type { CategoryDto } from "../../domain/content.ts";
import type { Db } from "../../server/db/client.ts";
import { getCategory } from "../../server/modules/categories/reads.ts";
import { getService, listServices } from "../../server/modules/services/reads.ts";
import { orNotFound } from "./not-found.server.ts";

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
