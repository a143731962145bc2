import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { ServiceDto, ServiceFeature } from "../../../domain/content.ts";
import type { Db } from "../../db/client.ts";
import { categories, serviceFeatures, services } from "../../db/schema.ts";
import { recordFields } from "../record-fields.ts";

/** Features ride along as one JSON array per row, so a list of services is a single query. */
const featuresJson = sql<ServiceFeature[]>`coalesce((
  select json_agg(json_build_object('name', f.name, 'description', f.description) order by f.position)
  from ${serviceFeatures} f
  where f.service_id = ${services.id}
), '[]'::json)`;

const serviceColumns = {
  id: services.id,
  name: services.name,
  description: services.description,
  approach: services.approach,
  color: services.color,
  workUrl: services.workUrl,
  benefits: services.benefits,
  categoryId: services.categoryId,
  categoryName: categories.name,
  icon: services.icon,
  features: featuresJson,
  createdAt: services.createdAt,
  updatedAt: services.updatedAt,
};

/** Each service's id and category, by name: what counting a category's services needs. */
export const selectServiceCategories = (db: Db) =>
  db
    .select({ id: services.id, categoryId: services.categoryId })
    .from(services)
    .orderBy(asc(services.name), asc(services.id));

/** Services with their category and features, by name; `where` narrows them. */
export function selectServices(db: Db, where?: SQL) {
  return db
    .select(serviceColumns)
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .where(where)
    .orderBy(asc(services.name), asc(services.id));
}

type ServiceRow = Awaited<ReturnType<typeof selectServices>>[number];

export function toServiceDto(row: ServiceRow): ServiceDto {
  return {
    ...recordFields(row),
    name: row.name,
    description: row.description,
    approach: row.approach,
    color: row.color,
    workUrl: row.workUrl,
    benefits: row.benefits,
    categoryId: row.categoryId,
    category: { _id: row.categoryId, name: row.categoryName },
    icon: row.icon,
    features: typeof row.features === "string" ? JSON.parse(row.features) : row.features,
  };
}
