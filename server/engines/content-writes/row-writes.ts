import type { Db } from "../../db/client.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { changeKinds } from "../../lib/fields.ts";
import { isUuid } from "../../lib/uuid.ts";
import type { AuditFields } from "../audit-trail/fields.ts";
import { type AuditEvent, createdAudit, updatedAudit } from "../audit-trail/record.ts";
import type { FromDraft } from "./from-draft.ts";
import { auditedAsRestore, type RevisionToRestore, type VersionedRecord } from "./revisions.ts";
import { type SlugColumns, slugForChange, slugForNew } from "./slugs.ts";
import type { StaffWrites } from "./staff-writes.ts";
import { historyOf, nothingToLock } from "./unit-of-work.ts";

/** A record that is one row of its kind's table, named by its title, switched on and off the site. */
type TitledRow = { id: string; slug: string; title: string; isActive: boolean };

/**
 * A kind whose record is one row of its table (a page, an article, a job; issue 70): how its row is
 * locked, written and answered, and what a write of it checks first. From this `rowWrites` makes
 * its create, update, delete to the trash and restore, each one unit of work.
 */
export type RowKind<Row extends TitledRow, Fields extends { slug?: string }, Dto extends VersionedRecord> = {
  /** Where its slugs are kept, under its kind's name. */
  slugs: SlugColumns & { kind: "article" | "page" | "job" };
  /** Its fields: which of them a change sets says whether it is an edit or a status change. */
  fieldNames: readonly (keyof Fields & keyof Row)[];
  notFound: string;
  /** What a status change did, switching the record on and off ("Published", "Unpublished"). */
  switched: readonly [on: string, off: string];
  /** The row with this id, locked until the transaction ends. */
  lockRow(tx: Db, id: string): PromiseLike<Row[]>;
  /** Writes `values` over the row `current`, answering the row as it now is. */
  setRow(tx: Db, current: Row, values: Fields & { slug: string }): PromiseLike<Row[]>;
  toDto(tx: Db, row: Row): Dto | Promise<Dto>;
  /** What its audit entries show of a row. */
  audited(row: Row): AuditFields;
  /** The record as its history reads it, when not its locked row answered (an article, joined). */
  read?(tx: Db, id: string): Promise<Dto>;
  /** Refuses a write of `fields` over `current` (a link to a record that is not there). */
  check?(tx: Db, fields: Fields, current: Row): Promise<void>;
  /** What keeps a record out of the trash (a job's applications), and the error it is. */
  inUse?: { check(tx: Db, id: string): Promise<boolean>; error(): Error };
};

/** The writes of a kind whose record is one row (`RowKind`). */
export function rowWrites<Row extends TitledRow, Fields extends { slug?: string }, Dto extends VersionedRecord>(
  spec: RowKind<Row, Fields, Dto>,
) {
  const { kind } = spec.slugs;

  async function lock(tx: Db, id: string): Promise<Row> {
    const [current] = await spec.lockRow(tx, id);
    if (!current) throw new NotFound(spec.notFound);
    return current;
  }

  /** Its history: its revisions, and the version an editor started from. */
  const history = historyOf(kind, spec.read ?? (async (tx, id) => spec.toDto(tx, await lock(tx, id))));

  /** The one write of an update and of a restore: the fields over the locked row, with its audit entry. */
  async function write(
    tx: Db,
    current: Row,
    fields: Fields,
    summary: (row: Row, statusOnly: boolean) => string,
  ): Promise<{ result: Dto; audit: AuditEvent }> {
    await spec.check?.(tx, fields, current);
    const slug = await slugForChange(tx, spec.slugs, current, fields.slug);
    const [row] =
      Object.keys(fields).length > 0
        ? await spec.setRow(tx, current, { ...fields, slug })
        : await spec.lockRow(tx, current.id);
    const changes = changeKinds(current, fields, spec.fieldNames);
    const fieldsChanged = { before: spec.audited(current), after: spec.audited(row) };
    const audit = updatedAudit(kind, current.id, changes, (statusOnly) => summary(row, statusOnly), fieldsChanged);
    return { result: await spec.toDto(tx, row), audit };
  }

  /**
   * Adds a record; `fromDraft`: the record saved as a draft on create, published now with its reserved
   * id. `check` refuses what the new record's fields may not name, before its slug is made from the
   * title; `insert` writes its row with that slug (and that id).
   */
  function create(
    { content }: StaffWrites,
    input: { slug?: string; title: string },
    fromDraft: FromDraft | undefined,
    insert: (tx: Db, keys: { slug: string; id?: string }) => PromiseLike<Row[]>,
    check?: (tx: Db) => Promise<void>,
  ): Promise<Dto> {
    return content.run({
      kinds: [kind],
      lock: nothingToLock,
      history: history(),
      apply: async (tx) => {
        await fromDraft?.settle(tx);
        await check?.(tx);
        const slug = await slugForNew(tx, spec.slugs, input.slug, input.title);
        const [row] = await insert(tx, { slug, ...(fromDraft ? { id: fromDraft.id } : {}) });
        const audit = createdAudit(kind, row.id, row.title, spec.audited(row));
        return { result: await spec.toDto(tx, row), audit };
      },
    });
  }

  /** Changes the given fields; `authorize` decides on the locked row whether the caller may. */
  function update(
    { content }: StaffWrites,
    id: string,
    input: Fields,
    options: { expectedVersion?: number; authorize?: (current: Row) => void } = {},
  ): Promise<Dto> {
    if (!isUuid(id)) throw new NotFound(spec.notFound);
    const [on, off] = spec.switched;
    return content.run({
      kinds: [kind],
      lock: (tx) => lock(tx, id),
      authorize: options.authorize,
      history: history(id, options.expectedVersion),
      apply: (tx, current) =>
        write(tx, current, input, (row, statusOnly) => {
          const done = statusOnly ? (row.isActive ? on : off) : "Updated";
          return `${done} ${kind} "${row.title}"`;
        }),
    });
  }

  /** Moves the record to the trash (ADR 0117), unless something keeps it (`inUse`). */
  async function remove({ content }: StaffWrites, id: string): Promise<void> {
    if (!isUuid(id)) throw new NotFound(spec.notFound);
    const { inUse } = spec;
    await content.run({
      kinds: [kind],
      lock: (tx) => lock(tx, id),
      apply: async (tx, current, { moveToTrash }) => {
        if (inUse && (await inUse.check(tx, id))) throw inUse.error();
        // A row that meets a foreign key added since the check is the same refusal.
        return moveToTrash({ kind, id, name: current.title, before: spec.audited(current), inUse: inUse?.error });
      },
    });
  }

  /** Brings back `fields`, a revision's, as a new version (and revision) of its own. */
  function restore({ content }: StaffWrites, id: string, revision: RevisionToRestore, fields: Fields): Promise<Dto> {
    return content.run({
      kinds: [kind],
      lock: (tx) => lock(tx, id),
      history: history(id),
      apply: async (tx, current) => {
        const summary = (row: Row) => `Restored ${kind} "${row.title}" to version ${revision.version}`;
        return auditedAsRestore(await write(tx, current, fields, summary));
      },
    });
  }

  return { history, create, update, remove, restore };
}
