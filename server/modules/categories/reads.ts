import type { AdminCategoryDto, CategoryDto } from "../../../domain/categories.ts";
import type { Db } from "../../db/client.ts";
import { recordKey } from "../../lib/record-key.ts";
import { isUuid } from "../../lib/uuid.ts";
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

/** The category with this id or slug (issue 53: a public read accepts either). */
export async function getCategory(db: Db, idOrSlug: string): Promise<CategoryDto | null> {
  const key = recordKey(idOrSlug);
  if (!key) return null;
  const [row] = await (key.id !== undefined ? selectCategoryById(db, key.id) : selectCategoryBySlug(db, key.slug));
  return row ? toCategoryDto(row) : null;
}

/** One category as the back office reads it, with its publication badge. */
export async function getAdminCategory(db: Db, idOrSlug: string): Promise<AdminCategoryDto | null> {
  const id = isUuid(idOrSlug) ? idOrSlug : (await getCategory(db, idOrSlug))?._id;
  if (!id) return null;
  const [row] = await selectAdminCategory(db, id);
  return row ? toAdminCategoryDto(row) : null;
}
