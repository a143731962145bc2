import { toIso } from "../lib/iso-date.ts";

type StoredRecord = { id: string; version: number; createdAt: Date | string; updatedAt: Date | string };

/** The fields every content DTO shares: the id as `_id`, its version, and both timestamps as ISO text. */
export function recordFields(row: StoredRecord) {
  return { _id: row.id, version: row.version, createdAt: toIso(row.createdAt), updatedAt: toIso(row.updatedAt) };
}
