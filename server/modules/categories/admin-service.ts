import { eq } from "drizzle-orm";
import {
  type CategoryCreateInput,
  type CategoryDto,
  type CategoryUpdateInput,
  categoryDefaults,
  categoryDtoSchema,
  categoryFieldNames,
  categoryMessages,
} from "../../../domain/categories.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/pg-errors.ts";
import { categories } from "../../db/schema/content.ts";
import { auditFieldsOf, changedFields } from "../../engines/audit-trail/fields.ts";
import { type AuditEvent, createdAudit } from "../../engines/audit-trail/record.ts";
import type { FromDraft } from "../../engines/content-writes/from-draft.ts";
import type { RevisionToRestore } from "../../engines/content-writes/revisions.ts";
import { type SlugColumns, slugForChange, slugForNew } from "../../engines/content-writes/slugs.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { historyOf, nothingToLock } from "../../engines/content-writes/unit-of-work.ts";
import { Conflict, NotFound } from "../../errors/domain-errors.ts";
import type { UploadedImage } from "../../images/public-images.ts";
import { pick } from "../../lib/fields.ts";
import { isUuid } from "../../lib/uuid.ts";
import { isCategoryInUse } from "./admin-queries.ts";
import { toCategoryDto } from "./queries.ts";

/** A second category with the same name in any letter case loses on the unique index: 409. */
function duplicateAsConflict(error: unknown): never {
  throw isUniqueViolation(error) ? new Conflict(categoryMessages.duplicate) : error;
}

type CategoryRow = typeof categories.$inferSelect;

const slugs: SlugColumns = { kind: "category", table: categories, id: categories.id, slug: categories.slug };

/** What an audit entry shows of a category. */
const audited = (row: CategoryRow) => auditFieldsOf(toCategoryDto(row));

const readCategory = async (tx: Db, id: string) => toCategoryDto(await lockCategoryRow(tx, id));

/** A category's history: its revisions, and the version an editor started from. */
const history = historyOf("category", readCategory);

/**
 * Adds a category with its icon: uploaded now, or (a url, with `fromDraft`) the one kept with the
 * category saved as a draft on create, published now with its reserved id.
 */
export function createCategory(
  { content }: StaffWrites,
  input: CategoryCreateInput,
  icon: UploadedImage | string,
  fromDraft?: FromDraft,
): Promise<CategoryDto> {
  return content.run({
    kinds: ["category"],
    uploaded: typeof icon === "string" ? [] : [icon],
    lock: nothingToLock,
    history: history(),
    apply: async (tx) => {
      await fromDraft?.settle(tx);
      const slug = await slugForNew(tx, slugs, input.slug, input.name);
      const [row] = await tx
        .insert(categories)
        .values({
          ...(fromDraft ? { id: fromDraft.id } : {}),
          ...input,
          slug,
          icon: typeof icon === "string" ? icon : icon.url,
        })
        .returning()
        .catch(duplicateAsConflict);
      const audit = createdAudit("category", row.id, row.name, audited(row));
      return { result: toCategoryDto(row), audit };
    },
  });
}

const lockCategoryRow = async (tx: Db, id: string) => {
  const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
  if (!current) throw new NotFound(categoryMessages.notFound);
  return current;
};

/** The one write of an update and of a restore: the fields over the locked category, with its audit entry. */
async function writeCategory(
  tx: Db,
  current: CategoryRow,
  fields: Pick<CategoryRow, "icon"> & CategoryUpdateInput,
  summary: (category: CategoryRow) => string,
): Promise<{ result: CategoryDto; audit: AuditEvent }> {
  const slug = await slugForChange(tx, slugs, current, fields.slug);
  const [row] = await tx
    .update(categories)
    .set({ ...fields, slug })
    .where(eq(categories.id, current.id))
    .returning()
    .catch(duplicateAsConflict);
  const audit: AuditEvent = {
    action: "update",
    entity: "category",
    entityId: current.id,
    summary: summary(row),
    ...changedFields(audited(current), audited(row)),
  };
  return { result: toCategoryDto(row), audit };
}

/**
 * Changes the given fields; a new icon replaces the old one, whose files go once nothing names them.
 * The icon is an upload, or (a url) one a published draft kept (ADR 0125).
 */
export async function updateCategory(
  { content }: StaffWrites,
  id: string,
  input: CategoryUpdateInput,
  icon: UploadedImage | string | undefined,
  expectedVersion?: number,
): Promise<CategoryDto> {
  if (!isUuid(id)) throw new NotFound(categoryMessages.notFound);
  const iconUrl = typeof icon === "string" ? icon : icon?.url;
  return content.run({
    kinds: ["category"],
    uploaded: icon && typeof icon !== "string" ? [icon] : [],
    lock: (tx) => lockCategoryRow(tx, id),
    history: history(id, expectedVersion),
    apply: async (tx, current) => {
      const fields = { ...input, icon: iconUrl ?? current.icon };
      const written = await writeCategory(tx, current, fields, (row) => `Updated category "${row.name}"`);
      return { ...written, released: iconUrl && iconUrl !== current.icon ? [current.icon] : [] };
    },
  });
}

/**
 * Moves it to the trash (ADR 0117); refused (409) while a service or portfolio item belongs to it.
 * Items in the trash do not count: restoring one of them asks for a category.
 */
export async function deleteCategory({ content }: StaffWrites, id: string): Promise<void> {
  if (!isUuid(id)) throw new NotFound(categoryMessages.notFound);
  await content.run({
    kinds: ["category"],
    lock: (tx) => lockCategoryRow(tx, id),
    apply: async (tx, current, { moveToTrash }) => {
      if (await isCategoryInUse(tx, id)) throw new Conflict(categoryMessages.inUse);
      return moveToTrash({
        kind: "category",
        id,
        name: current.name,
        before: audited(current),
        // A service added between the check and the delete still meets the foreign key.
        inUse: () => new Conflict(categoryMessages.inUse),
      });
    },
  });
}

/** Brings back every field and the icon of a revision, as a new version (and revision) of its own. */
export function restoreCategory(
  { content }: StaffWrites,
  id: string,
  revision: RevisionToRestore,
): Promise<CategoryDto> {
  const was = categoryDtoSchema.parse({ ...categoryDefaults, ...revision.record });
  const fields = { ...pick(was, categoryFieldNames), icon: was.icon };
  return content.run({
    kinds: ["category"],
    lock: (tx) => lockCategoryRow(tx, id),
    history: history(id),
    apply: async (tx, current) => {
      const summary = (row: CategoryRow) => `Restored category "${row.name}" to version ${revision.version}`;
      const written = await writeCategory(tx, current, fields, summary);
      return { ...written, released: [current.icon] };
    },
  });
}
