import { eq } from "drizzle-orm";
import type { AdminServiceDto, ServiceDto } from "../../../domain/content.ts";
import type { Db } from "../../db/client.ts";
import { services } from "../../db/schema.ts";
import { isUuid } from "../../lib/uuid.ts";
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

export async function getService(db: Db, id: string): Promise<ServiceDto | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectServices(db, eq(services.id, id));
  return row ? toServiceDto(row) : null;
}

/** One service as the back office reads it, with its publication badge. */
export async function getAdminService(db: Db, id: string): Promise<AdminServiceDto | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectAdminService(db, id);
  return row ? toAdminServiceDto(row) : null;
}

/** The ids of each category's services, by name; a category without services is absent. */
export async function serviceIdsByCategory(db: Db): Promise<Map<string, string[]>> {
  const byCategory = new Map<string, string[]>();
  for (const { id, categoryId } of await selectServiceCategories(db)) {
    const ids = byCategory.get(categoryId);
    if (ids) ids.push(id);
    else byCategory.set(categoryId, [id]);
  }
  return byCategory;
}
