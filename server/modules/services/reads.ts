import { eq } from "drizzle-orm";
import type { ServiceDto } from "../../../domain/services.ts";
import type { Db } from "../../db/client.ts";
import { services } from "../../db/schema/content.ts";
import { isUuid } from "../../lib/uuid.ts";
import { recordReads } from "../record-reads.ts";
import {
  selectAdminService,
  selectServiceCategories,
  selectServices,
  toAdminServiceDto,
  toServiceDto,
} from "./queries.ts";

/** All services, or those of one category (an id that cannot exist gives an empty list). */
export async function listServices(db: Db, options: { categoryId?: string } = {}): Promise<ServiceDto[]> {
  const { categoryId } = options;
  if (categoryId !== undefined && !isUuid(categoryId)) return [];
  const rows = await selectServices(db, categoryId === undefined ? undefined : eq(services.categoryId, categoryId));
  return rows.map(toServiceDto);
}

/**
 * The service with this id or slug (issue 53: a public read accepts either), and as the back office
 * reads it, with its publication badge. Services have no inactive state: everyone sees every one.
 */
export const { get: getService, getAdmin: getAdminService } = recordReads({
  select: (db, key) => selectServices(db, key.id !== undefined ? eq(services.id, key.id) : eq(services.slug, key.slug)),
  toDto: toServiceDto,
  selectAdmin: selectAdminService,
  toAdminDto: toAdminServiceDto,
});

/** The ids of each category's services, by name; a category without services is absent. */
export async function serviceIdsByCategory(db: Db): Promise<Map<string, string[]>> {
  return byCategory(await selectServiceCategories(db), (service) => service.id);
}

/** The slugs of each category's services, by name (their addresses); a category without services is absent. */
export async function serviceSlugsByCategory(db: Db): Promise<Map<string, string[]>> {
  return byCategory(await selectServiceCategories(db), (service) => service.slug);
}

function byCategory<R extends { categoryId: string }>(rows: R[], value: (row: R) => string): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const row of rows) {
    const values = grouped.get(row.categoryId);
    if (values) values.push(value(row));
    else grouped.set(row.categoryId, [value(row)]);
  }
  return grouped;
}
