import type { Db } from "../db/client.ts";
import { recordKey } from "../lib/record-key.ts";
import { isUuid } from "../lib/uuid.ts";

type RecordKey = NonNullable<ReturnType<typeof recordKey>>;

/**
 * The two reads of a kind that visitors see only when active (a page, article, job, project): one
 * record by its id or slug (issue 53), and one as the back office reads it, with its publication badge.
 */
export function recordReads<Row, Dto extends { _id: string }, AdminRow, AdminDto>(kind: {
  /** The rows with this id or slug, only an active one when `onlyActive`. */
  select: (db: Db, key: RecordKey, onlyActive: boolean) => PromiseLike<Row[]>;
  toDto: (row: Row) => Dto;
  selectAdmin: (db: Db, id: string) => PromiseLike<AdminRow[]>;
  toAdminDto: (row: AdminRow) => AdminDto;
}) {
  /** The record with this id or slug: an active one, unless `includeInactive`. */
  async function get(db: Db, idOrSlug: string, options: { includeInactive?: boolean } = {}): Promise<Dto | null> {
    const key = recordKey(idOrSlug);
    if (!key) return null;
    const [row] = await kind.select(db, key, !options.includeInactive);
    return row ? kind.toDto(row) : null;
  }

  /** One record as the back office reads it: active or not, with its publication badge. */
  async function getAdmin(db: Db, idOrSlug: string): Promise<AdminDto | null> {
    const id = isUuid(idOrSlug) ? idOrSlug : (await get(db, idOrSlug, { includeInactive: true }))?._id;
    if (!id) return null;
    const [row] = await kind.selectAdmin(db, id);
    return row ? kind.toAdminDto(row) : null;
  }

  return { get, getAdmin };
}
