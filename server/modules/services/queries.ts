import { and, asc, count, eq, getTableColumns, ilike, or, type SQL, sql } from "drizzle-orm";
import type { serviceSortFields } from "../../../domain/admin-lists.ts";
import type { PublicationState, RecordPublication } from "../../../domain/drafts.ts";
import type { ListSort } from "../../../domain/list-paging.ts";
import type { AdminServiceDto, ServiceDto, ServiceFeature } from "../../../domain/services.ts";
import { serviceFieldNames } from "../../../domain/services.ts";
import type { Db } from "../../db/client.ts";
import { containing } from "../../db/like.ts";
import { type ListTotal, orderOf } from "../../db/list-query.ts";
import { inOrder, type ListWindow } from "../../db/list-window.ts";
import { categories, services } from "../../db/schema/content.ts";
import { publicationColumns, publicationIs, withBadge } from "../../engines/drafts/store.ts";
import { pick } from "../../lib/fields.ts";
import { isUuid } from "../../lib/uuid.ts";
import { recordFields } from "../record-fields.ts";
import { serviceFeatures } from "./schema.ts";

/** Features ride along as one JSON array per row, so a list of services is a single query. */
const featuresJson = sql<ServiceFeature[]>`coalesce((
  select json_agg(json_build_object('name', f.name, 'description', f.description) order by f.position)
  from ${serviceFeatures} f
  where f.service_id = ${services.id}
), '[]'::json)`;

/** Every column of a service, its category's name and its features. */
const serviceColumns = {
  ...getTableColumns(services),
  categoryName: categories.name,
  categorySlug: categories.slug,
  features: featuresJson,
};

/** Each service's id, slug and category, by name: what counting a category's services needs. */
export const selectServiceCategories = (db: Db) =>
  db
    .select({ id: services.id, slug: services.slug, categoryId: services.categoryId })
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
    ...pick(row, serviceFieldNames),
    category: { _id: row.categoryId, name: row.categoryName, slug: row.categorySlug },
    icon: row.icon,
    features: typeof row.features === "string" ? JSON.parse(row.features) : row.features,
  };
}

/** The Services screen's filter: its search box looks in the service's and its category's names. */
export type ServiceListFilter = { q?: string; categoryId?: string; publication?: PublicationState };

const matchingServices = (db: Db, filter: ServiceListFilter): SQL | undefined =>
  and(
    filter.q !== undefined
      ? or(ilike(services.name, containing(filter.q)), ilike(categories.name, containing(filter.q)))
      : undefined,
    filter.categoryId === undefined
      ? undefined
      : // Not an id: no category has it, so no service matches (as the public category read says).
        isUuid(filter.categoryId)
        ? eq(services.categoryId, filter.categoryId)
        : sql`false`,
    filter.publication !== undefined ? publicationIs(db, "service", services.id, filter.publication) : undefined,
  );

/** Services are few: counted, never estimated. */
export async function serviceTotal(db: Db, filter: ServiceListFilter): Promise<ListTotal> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .where(matchingServices(db, filter));
  return { total: n, estimated: false };
}

export const serviceOrder = (sort: ListSort<(typeof serviceSortFields)[number]>) =>
  orderOf({ name: services.name, createdAt: services.createdAt }, services.id, sort);

/** A service as the back office reads it: its columns and its publication badge, in one query. */
const adminServiceColumns = (db: Db) => ({ ...serviceColumns, ...publicationColumns(db, "service", services.id) });

export const toAdminServiceDto: (row: ServiceRow & RecordPublication) => AdminServiceDto = withBadge(toServiceDto);

/** One service with its badge (the signed-in single read). */
export const selectAdminService = (db: Db, id: string) =>
  db
    .select(adminServiceColumns(db))
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .where(eq(services.id, id))
    .limit(1);

export function selectServicePage(db: Db, filter: ServiceListFilter, window: ListWindow) {
  const query = db
    .select(adminServiceColumns(db))
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .$dynamic();
  return inOrder(query, matchingServices(db, filter), window, [asc(services.name), asc(services.id)]);
}

/** The back office's list of services, each with its status and hasDraft (`pagedList`). */
export const adminServiceList = {
  select: selectServicePage,
  total: serviceTotal,
  order: serviceOrder,
  toDto: toAdminServiceDto,
};
