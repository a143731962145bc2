import type { AdminCategoryDto, CategoryDto } from "../../../domain/content.ts";
import type { Db } from "../../db/client.ts";
import { isUuid } from "../../lib/uuid.ts";
import {
  selectAdminCategory,
  selectCategoriesByName,
  selectCategoryById,
  toAdminCategoryDto,
  toCategoryDto,
} from "./queries.ts";

export async function listCategories(db: Db): Promise<CategoryDto[]> {
  const rows = await selectCategoriesByName(db);
  return rows.map(toCategoryDto);
}

export async function getCategory(db: Db, id: string): Promise<CategoryDto | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectCategoryById(db, id);
  return row ? toCategoryDto(row) : null;
}

/** One category as the back office reads it, with its publication badge. */
export async function getAdminCategory(db: Db, id: string): Promise<AdminCategoryDto | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectAdminCategory(db, id);
  return row ? toAdminCategoryDto(row) : null;
}
