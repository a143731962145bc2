import type { RequestAccess } from "../../../domain/access.ts";
import type { contentDrafts } from "../../db/schema/content.ts";
import type { StaffWrites } from "../content-writes/staff-writes.ts";
import type { DraftKind } from "./draft-kind.ts";
import { fromDraftOf } from "./draft-only.ts";
import { clearPublished } from "./store.ts";

type DraftRow = typeof contentDrafts.$inferSelect;

/**
 * The one publish of a draft, by an editor's Publish or by its schedule (ADR 0122, 0150): a record
 * saved as a draft on create runs the kind's create with its reserved id, its draft row settled in
 * that transaction; any other runs the kind's update with the draft's fields, the draft cleared in
 * the update's transaction — published and cleared, or neither. `recordVersion`: the record's
 * version the editor publishes over (the update's edit-conflict guard, ADR 0118).
 */
export function publishDraft(
  writes: StaffWrites,
  kind: DraftKind,
  row: DraftRow & { fields: Record<string, unknown> },
  rights: RequestAccess,
  recordVersion?: number,
): Promise<Record<string, unknown>> {
  if (row.draftOnly && kind.create) return kind.create.publish(writes, fromDraftOf(kind, row), row.fields, rights);
  const clearing = writes.content.alongside((tx) => clearPublished(tx, kind.kind, row.recordId, row.version));
  return kind.publish({ ...writes, content: clearing }, row.recordId, row.fields, rights, recordVersion);
}
