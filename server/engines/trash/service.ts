import { and, eq, sql } from "drizzle-orm";
import { kindOfRecord } from "../../../domain/content-kinds.ts";
import { slugFrom } from "../../../domain/slug-from-name.ts";
import { type TrashKind, type TrashRestoreInput, trashKindLabel, trashMessages } from "../../../domain/trash.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/pg-errors.ts";
import { categories, trash } from "../../db/schema/content.ts";
import { Conflict, InvalidInput, NotFound } from "../../errors/domain-errors.ts";
import { isUuid } from "../../lib/uuid.ts";
import type { KindStorage, KindStorages } from "../content-writes/kind-storage.ts";
import { forgetRevisions, type VersionedRecord } from "../content-writes/revisions.ts";
import { forgetFormerSlugs, slugForRestore } from "../content-writes/slugs.ts";
import type { StaffWrites } from "../content-writes/staff-writes.ts";
import { forgetDrafts } from "../drafts/store.ts";

type Trashed = typeof trash.$inferSelect;

/** The trashed record, locked until the transaction ends so a restore and a delete forever cannot both win. */
export async function lockTrashed(tx: Db, kind: TrashKind, id: string): Promise<Trashed> {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(trash)
        .where(and(eq(trash.recordId, id), eq(trash.kind, kind)))
        .for("update")
    : [];
  if (!row) throw new NotFound(trashMessages.notFound);
  return row;
}

/**
 * The category a restored service or item goes into: the one chosen, or its own if it still
 * exists; with neither, the caller is asked to choose (409). Share-locked, so it cannot go meanwhile.
 */
async function categoryFor(tx: Db, trashed: Trashed, chosen: string | undefined): Promise<string> {
  const wanted = chosen ?? trashed.categoryId;
  const [row] = wanted
    ? await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, wanted)).for("share")
    : [];
  if (row) return row.id;
  if (chosen) throw InvalidInput.of(trashMessages.categoryNotFound, "categoryId");
  throw new Conflict(trashMessages.categoryRequired);
}

/**
 * The slug a restored record comes back with: its own, or the first free one made from it when
 * another record took it while it was in the trash (former addresses, ADR 0161).
 */
async function slugBack(tx: Db, storage: KindStorage, trashed: Trashed): Promise<{ slug?: string }> {
  if (!storage.slug) return {};
  const kept = trashed.rows.record.slug;
  // A record trashed before records had slugs gets one made from its name.
  const slug = typeof kept === "string" && kept !== "" ? kept : slugFrom(trashed.name, storage.kind);
  const table = { table: storage.table, id: storage.key, slug: storage.slug };
  return { slug: await slugForRestore(tx, table, slug, trashed.recordId) };
}

/** Puts the rows back as they were, one version on, in the category chosen. */
async function putBack(tx: Db, storage: KindStorage, trashed: Trashed, categoryId: string | undefined): Promise<void> {
  const { table, children } = storage;
  const was = trashed.rows.record;
  const record = {
    ...was,
    ...(await slugBack(tx, storage, trashed)),
    version: Number(was.version) + 1,
    updated_at: new Date().toISOString(),
    ...(categoryId ? { category_id: categoryId } : {}),
  };
  await tx
    .execute(
      sql`insert into ${table} select * from jsonb_populate_record(null::${table}, ${JSON.stringify(record)}::jsonb)`,
    )
    .catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      throw new Conflict(
        trashed.kind === "category"
          ? trashMessages.nameTaken(trashKindLabel(trashed.kind), trashed.name)
          : trashMessages.codeTaken,
      );
    });
  if (children && trashed.rows.children?.length)
    await tx.execute(
      sql`insert into ${children.table} select * from jsonb_populate_recordset(null::${children.table}, ${JSON.stringify(trashed.rows.children)}::jsonb)`,
    );
}

/**
 * Brings a record back from the trash (ADR 0117): its rows as they were, one version on, into
 * every read and cached page at once; its history continues with a revision of the restore.
 */
export function restoreFromTrash(
  { content }: StaffWrites,
  kinds: KindStorages,
  kind: TrashKind,
  id: string,
  input: TrashRestoreInput,
): Promise<VersionedRecord> {
  const storage = kinds.ofRecord(kind);
  return content.run({
    kinds: [storage.kind],
    lock: (tx) => lockTrashed(tx, kind, id),
    history: { kind: storage.kind, read: storage.read },
    apply: async (tx, trashed) => {
      const categoryId = storage.inCategory ? await categoryFor(tx, trashed, input?.categoryId) : undefined;
      await putBack(tx, storage, trashed, categoryId);
      await tx.delete(trash).where(eq(trash.recordId, id));
      return {
        result: await storage.read(tx, id),
        audit: {
          action: "restore",
          entity: kind,
          entityId: id,
          summary: `Restored ${kind} "${trashed.name}" from the trash`,
        },
      };
    },
  });
}

/**
 * What leaves for good with a trashed record: its trash row, its revisions, its draft and preview
 * links; the pictures they named are answered for the image store to remove the ones nothing else
 * names.
 */
export async function forgetTrashed(tx: Db, trashed: Trashed): Promise<string[]> {
  await tx.delete(trash).where(eq(trash.recordId, trashed.recordId));
  const kind = kindOfRecord(trashed.kind);
  const history = await forgetRevisions(tx, kind, trashed.recordId);
  const drafted = await forgetDrafts(tx, kind, trashed.recordId);
  await forgetFormerSlugs(tx, trashed.recordId);
  return [...trashed.images, ...history, ...drafted];
}

/** Deletes a trashed record forever, with its history and the pictures nothing else names (superAdmin). */
export async function deleteForever({ content }: StaffWrites, kind: TrashKind, id: string): Promise<void> {
  await content.run({
    // Nothing public changes: the record already left every read when it was trashed.
    kinds: [],
    lock: (tx) => lockTrashed(tx, kind, id),
    apply: async (tx, trashed) => ({
      result: undefined,
      released: await forgetTrashed(tx, trashed),
      audit: {
        action: "deleteForever",
        entity: kind,
        entityId: id,
        summary: `Deleted ${kind} "${trashed.name}" forever`,
      },
    }),
  });
}
