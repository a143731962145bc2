import type { CategoryDto } from "../../../domain/categories.ts";
import type { Db } from "../../db/client.ts";
import { recordReads } from "../record-reads.ts";
import {
  selectAdminCategory,
  selectCategoriesByName,
  selectCategoryById,
  selectCategoryBySlug,
  toAdminCategoryDto,
  toCategoryDto,
} from "./queries.ts";

export async function listCategories(db: Db): Promise<CategoryDto[]> {
  const rows = await selectCategoriesByName(db);
  return rows.map(toCategoryDto);
}

/**
 * The category with this id or slug (issue 53: a public read accepts either), and as the back office
 * reads it, with its publication badge. A category has no inactive state: everyone sees every one.
 */
export const { get: getCategory, getAdmin: getAdminCategory } = recordReads({
  select: (db, key) => (key.id !== undefined ? selectCategoryById(db, key.id) : selectCategoryBySlug(db, key.slug)),
  toDto: toCategoryDto,
  selectAdmin: selectAdminCategory,
  toAdminDto: toAdminCategoryDto,
});
