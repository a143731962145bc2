import { asc, eq } from "drizzle-orm";
import type { CategoryDto } from "../../../domain/content.ts";
import type { Db } from "../../db/client.ts";
import { categories } from "../../db/schema.ts";
import { recordFields } from "../record-fields.ts";

type CategoryRow = typeof categories.$inferSelect;

export function toCategoryDto(row: CategoryRow): CategoryDto {
  return { ...recordFields(row), name: row.name, description: row.description, icon: row.icon };
}

export const selectCategoriesByName = (db: Db) => db.select().from(categories).orderBy(asc(categories.name));

export const selectCategoryById = (db: Db, id: string) =>
  db.select().from(categories).where(eq(categories.id, id)).limit(1);
