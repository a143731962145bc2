import { sql } from "drizzle-orm";
import type { TrashKind } from "../../../domain/trash.ts";
import type { Db } from "../../db/client.ts";
import { isForeignKeyViolation } from "../../db/pg-errors.ts";
import { rowsOf } from "../../db/rows.ts";
import { trash } from "../../db/schema/content.ts";
import type { AuditFields } from "../audit-trail/fields.ts";
import type { StaffActor } from "../audit-trail/record.ts";
import type { KindStorage } from "./kind-storage.ts";
import { picturesOf } from "./revisions.ts";
import type { Applied } from "./unit-of-work.ts";

/**
 * What a delete moves to the trash: the record, what it is called, and what its audit entry shows of
 * it (the entry says `Moved <kind> "<name>" to the trash`).
 */
export type ToTrash = {
  kind: TrashKind;
  id: string;
  name: string;
  /** A service's or portfolio item's category, asked for again on restore if it is gone by then. */
  categoryId?: string;
  before: AuditFields;
  /** The error a row that still meets a foreign key stands for (a category in use). */
  inUse?: () => Error;
};

/**
 * The one delete of content (ADR 0117): the record leaves its table — every public read, admin
 * list, count and unique name with it — and is kept whole in the trash with who deleted it and
 * when. Its pictures stay stored while it is there; its revisions stay too (a restore continues
 * them). Runs inside a unit of work's `apply`, which records the audit entry it answers.
 */
export async function moveToTrash(
  tx: Db,
  actor: StaffActor | null,
  storage: KindStorage,
  item: ToTrash,
): Promise<Applied<undefined>> {
  const { table, children } = storage;
  const [record] = rowsOf<{ row: Record<string, unknown> }>(
    await tx.execute(sql`select to_jsonb(t) as "row" from ${table} t where t.id = ${item.id}`),
  );
  const dependents = children
    ? rowsOf<{ row: Record<string, unknown> }>(
        await tx.execute(
          sql`select to_jsonb(c) as "row" from ${children.table} c where c.${sql.identifier(children.key)} = ${item.id}`,
        ),
      ).map((r) => r.row)
    : undefined;
  const rows = { record: record.row, ...(dependents ? { children: dependents } : {}) };
  await tx.insert(trash).values({
    recordId: item.id,
    kind: item.kind,
    name: item.name,
    rows,
    images: picturesOf(rows),
    categoryId: item.categoryId ?? null,
    deletedById: actor?.id ?? null,
    deletedByUsername: actor?.username ?? null,
  });
  await tx.execute(sql`delete from ${table} where id = ${item.id}`).catch((error: unknown) => {
    throw item.inUse && isForeignKeyViolation(error) ? item.inUse() : error;
  });
  const summary = `Moved ${item.kind} "${item.name}" to the trash`;
  return {
    result: undefined,
    audit: { action: "delete", entity: item.kind, entityId: item.id, summary, before: item.before },
  };
}
