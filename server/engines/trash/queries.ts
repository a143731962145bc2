import { count, desc, eq } from "drizzle-orm";
import type { TrashItem, TrashQuery } from "../../../domain/trash.ts";
import type { Db } from "../../db/client.ts";
import { trash } from "../../db/schema/content.ts";
import { toIso } from "../../lib/iso-date.ts";

type TrashRow = Pick<
  typeof trash.$inferSelect,
  "kind" | "recordId" | "name" | "deletedAt" | "deletedById" | "deletedByUsername"
>;

export const toTrashItem = (row: TrashRow): TrashItem => ({
  kind: row.kind,
  _id: row.recordId,
  name: row.name,
  deletedAt: toIso(row.deletedAt),
  deletedBy: row.deletedByUsername ? { _id: row.deletedById, username: row.deletedByUsername } : null,
});

/** One page of the trash, the latest deletion first. */
export async function pageOfTrash(db: Db, query: TrashQuery): Promise<{ items: TrashItem[]; total: number }> {
  const where = query.kind ? eq(trash.kind, query.kind) : undefined;
  const rows = await db
    .select({
      kind: trash.kind,
      recordId: trash.recordId,
      name: trash.name,
      deletedAt: trash.deletedAt,
      deletedById: trash.deletedById,
      deletedByUsername: trash.deletedByUsername,
    })
    .from(trash)
    .where(where)
    .orderBy(desc(trash.deletedAt), desc(trash.recordId))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [{ n }] = await db.select({ n: count() }).from(trash).where(where);
  return { items: rows.map(toTrashItem), total: n };
}
