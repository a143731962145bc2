import { and, eq } from "drizzle-orm";
import type { RequestAccess } from "../../../domain/access.ts";
import { recordWordsOf } from "../../../domain/content-kinds.ts";
import { type AreaAction, areaActionsFor } from "../../../domain/roles.ts";
import type { Db } from "../../db/client.ts";
import { InvalidInput } from "../../errors/domain-errors.ts";
import { changeKinds, pick } from "../../lib/fields.ts";
import { auditFieldsOf, changedFields } from "../audit-trail/fields.ts";
import { type AuditEvent, createdAudit } from "../audit-trail/record.ts";
import type { FromDraft } from "../content-writes/from-draft.ts";
import { auditedAsRestore, type RevisionToRestore } from "../content-writes/revisions.ts";
import type { StaffWrites } from "../content-writes/staff-writes.ts";
import { historyOf, nothingToLock } from "../content-writes/unit-of-work.ts";
import type { PlainKind } from "./plain-kind.ts";
import type { PlainDto, PlainRecords, PlainRow } from "./records.ts";

/**
 * A plain kind's writes, each one unit of work (its revision, audit entry, webhook event and cache
 * drop in one transaction): create, update (also a publish or unpublish: an `isActive` switch),
 * delete to the trash, and a restore of a saved version.
 */
export function plainWrites(kind: PlainKind, records: PlainRecords) {
  const { table, columns } = kind;
  const word = recordWordsOf(kind.kind)[0];
  const fieldNames = Object.keys(kind.create.shape);
  const history = historyOf(kind.kind, records.read);
  const audited = (row: PlainRow) => auditFieldsOf(pick(row, fieldNames));
  const nameOf = (row: PlainRow) => String(row[kind.nameField] ?? "");
  const has = (action: AreaAction) => areaActionsFor(kind.area).includes(action);

  /** The right each part of a change needs (an area without the finer rights: its update). */
  const rights = {
    create: (access: RequestAccess) => access.requireArea(kind.area, has("create") ? "create" : "update"),
    change: (access: RequestAccess, current: PlainRow, input: Record<string, unknown>) => {
      const { edits, statusChanges } = changeKinds(current, input, fieldNames);
      if (edits || !statusChanges || !has("statusChange")) access.requireArea(kind.area, "update");
      if (statusChanges && has("statusChange")) access.requireArea(kind.area, "statusChange");
    },
  };

  async function requireLinks(tx: Db, input: Record<string, unknown>, drop = false): Promise<Record<string, unknown>> {
    const kept = { ...input };
    for (const link of kind.links ?? []) {
      const value = input[link.field];
      if (typeof value !== "string") continue;
      const [found] = await tx
        .select({ id: link.id })
        .from(link.table)
        .where(and(eq(link.id, value), link.where))
        .limit(1);
      if (found) continue;
      // A restore drops a link to a record gone since; a write naming one is refused.
      if (drop) kept[link.field] = null;
      else throw InvalidInput.of(link.message, link.field);
    }
    return kept;
  }

  function create(
    writes: StaffWrites,
    input: Record<string, unknown>,
    access: RequestAccess,
    fromDraft?: FromDraft,
  ): Promise<PlainDto> {
    rights.create(access);
    return writes.content.run({
      kinds: [kind.kind],
      lock: nothingToLock,
      history: history(),
      apply: async (tx) => {
        await fromDraft?.settle(tx);
        const values = await requireLinks(tx, { ...kind.defaults, ...input });
        const [row] = await tx
          .insert(table)
          .values({ ...values, ...(fromDraft ? { id: fromDraft.id } : {}) })
          .returning();
        const result = records.toDto(row);
        return { result, audit: createdAudit(word, result._id, nameOf(row), audited(row)) };
      },
    });
  }

  /** The one write of an update and of a restore: the fields over the locked record, with its entry. */
  async function write(
    tx: Db,
    current: PlainRow,
    fields: Record<string, unknown>,
    summary: (row: PlainRow, statusOnly: boolean) => string,
  ): Promise<{ result: PlainDto; audit: AuditEvent }> {
    const { edits, statusChanges } = changeKinds(current, fields, fieldNames);
    const id = String(current.id);
    const [row] =
      Object.keys(fields).length > 0
        ? await tx.update(table).set(fields).where(eq(columns.id, id)).returning()
        : await tx.select().from(table).where(eq(columns.id, id));
    const statusOnly = statusChanges && !edits;
    const audit: AuditEvent = {
      action: statusOnly ? "statusChange" : "update",
      entity: word,
      entityId: id,
      summary: summary(row, statusOnly),
      ...changedFields(audited(current), audited(row)),
    };
    return { result: records.toDto(row), audit };
  }

  function update(
    writes: StaffWrites,
    id: string,
    input: Record<string, unknown>,
    access: RequestAccess,
    expectedVersion?: number,
  ): Promise<PlainDto> {
    return writes.content.run({
      kinds: [kind.kind],
      lock: (tx) => records.lock(tx, id),
      authorize: (current) => rights.change(access, current, input),
      history: history(id, expectedVersion),
      apply: async (tx, current) =>
        write(tx, current, await requireLinks(tx, input), (row, statusOnly) => {
          const done = statusOnly ? (row.isActive ? "Published" : "Unpublished") : "Updated";
          return `${done} ${word} "${nameOf(row)}"`;
        }),
    });
  }

  /** Moves a record to the trash (ADR 0117). */
  async function remove(writes: StaffWrites, id: string): Promise<void> {
    await writes.content.run({
      kinds: [kind.kind],
      lock: (tx) => records.lock(tx, id),
      apply: (_tx, current, { moveToTrash }) =>
        moveToTrash({
          kind: word,
          id,
          name: nameOf(current),
          before: audited(current),
        }),
    });
  }

  /** Brings back every field of a revision as a new version; a field added since takes its default. */
  function restore(writes: StaffWrites, id: string, revision: RevisionToRestore): Promise<PlainDto> {
    const saved = kind.dto.parse({ ...kind.defaults, ...revision.record });
    const fields = pick(saved, fieldNames);
    return writes.content.run({
      kinds: [kind.kind],
      lock: (tx) => records.lock(tx, id),
      history: history(id),
      apply: async (tx, current) => {
        const summary = (row: PlainRow) => `Restored ${word} "${nameOf(row)}" to version ${revision.version}`;
        return auditedAsRestore(await write(tx, current, await requireLinks(tx, fields, true), summary));
      },
    });
  }

  return { create, update, remove, restore, rights };
}

export type PlainWrites = ReturnType<typeof plainWrites>;
