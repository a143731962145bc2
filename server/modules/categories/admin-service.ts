import { eq } from "drizzle-orm";
import { type CategoryCreateInput, type CategoryUpdateInput, categoryMessages } from "../../../domain/categories.ts";
import type { CategoryDto } from "../../../domain/content.ts";
import type { Db } from "../../db/client.ts";
import { isForeignKeyViolation, isUniqueViolation } from "../../db/pg-errors.ts";
import { categories } from "../../db/schema.ts";
import { Conflict, NotFound } from "../../errors/domain-errors.ts";
import type { UploadedImage } from "../../images/public-images.ts";
import { isUuid } from "../../lib/uuid.ts";
import { auditFieldsOf, changedFields } from "../audit/fields.ts";
import type { StaffWrites } from "../staff-writes.ts";
import { isCategoryInUse } from "./admin-queries.ts";
import { toCategoryDto } from "./queries.ts";

/** A second category with the same name in any letter case loses on the unique index: 409. */
function duplicateAsConflict(error: unknown): never {
  throw isUniqueViolation(error) ? new Conflict(categoryMessages.duplicate) : error;
}

type CategoryRow = typeof categories.$inferSelect;

/** What an audit entry shows of a category. */
const audited = (row: CategoryRow) => auditFieldsOf(toCategoryDto(row));

export async function createCategory(
  { images, audit }: StaffWrites,
  input: CategoryCreateInput,
  icon: UploadedImage,
): Promise<CategoryDto> {
  return images.write(["category"], [icon], async (tx) => {
    const [row] = await tx
      .insert(categories)
      .values({ name: input.name, description: input.description, icon: icon.url })
      .returning()
      .catch(duplicateAsConflict);
    await audit.record(tx, {
      action: "create",
      entity: "category",
      entityId: row.id,
      summary: `Created category "${row.name}"`,
      after: audited(row),
    });
    return { result: toCategoryDto(row) };
  });
}

/** Changes the given fields; a new icon replaces the old one, whose files go once nothing names them. */
export async function updateCategory(
  { content, images, audit }: StaffWrites,
  id: string,
  input: CategoryUpdateInput,
  icon: UploadedImage | undefined,
): Promise<CategoryDto> {
  if (!isUuid(id)) throw new NotFound(categoryMessages.notFound);
  const change = async (tx: Db) => {
    const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
    if (!current) throw new NotFound(categoryMessages.notFound);
    const [row] = await tx
      .update(categories)
      .set({ ...input, icon: icon?.url ?? current.icon, updatedAt: new Date() })
      .where(eq(categories.id, id))
      .returning()
      .catch(duplicateAsConflict);
    await audit.record(tx, {
      action: "update",
      entity: "category",
      entityId: id,
      summary: `Updated category "${row.name}"`,
      ...changedFields(audited(current), audited(row)),
    });
    return { result: toCategoryDto(row), released: icon ? [current.icon] : [] };
  };
  if (icon) return images.write(["category"], [icon], change);
  return (await content.change(["category"], change)).result;
}

/** Refused (409) while a service or portfolio item belongs to it; its icon's files go with it. */
export async function deleteCategory({ content, images, audit }: StaffWrites, id: string): Promise<void> {
  if (!isUuid(id)) throw new NotFound(categoryMessages.notFound);
  const icon = await content.change(["category"], async (tx) => {
    if (await isCategoryInUse(tx, id)) throw new Conflict(categoryMessages.inUse);
    const [row] = await tx
      .delete(categories)
      .where(eq(categories.id, id))
      .returning()
      .catch((error: unknown) => {
        // A service added between the check and the delete still meets the foreign key.
        throw isForeignKeyViolation(error) ? new Conflict(categoryMessages.inUse) : error;
      });
    if (!row) throw new NotFound(categoryMessages.notFound);
    await audit.record(tx, {
      action: "delete",
      entity: "category",
      entityId: id,
      summary: `Deleted category "${row.name}"`,
      before: audited(row),
    });
    return row.icon;
  });
  await images.release([icon]);
}
