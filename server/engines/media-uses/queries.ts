import { and, eq, ilike, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { ListSort } from "../../../domain/list-paging.ts";
import type { Media, MediaListQuery, mediaSortFields } from "../../../domain/media.ts";
import type { Db } from "../../db/client.ts";
import { containing } from "../../db/like.ts";
import { orderOf, totalOf } from "../../db/list-query.ts";
import { inWindow, type ListWindow } from "../../db/list-window.ts";
import { media } from "../../db/schema/content.ts";
import { toIso } from "../../lib/iso-date.ts";
import { isUuid } from "../../lib/uuid.ts";
import type { KindStorage } from "../content-writes/kind-storage.ts";
import { countOfUses } from "./uses.ts";

export type MediaRow = typeof media.$inferSelect;
export type MediaFilter = Pick<MediaListQuery, "q" | "unused" | "missingAlt" | "deleted"> & {
  /** Only the items at these addresses (a record's pictures). */
  urls?: readonly string[];
};

/** The library's filters: its trash or not, a search in name, alt text and caption, unused, missing alt text. */
function matching(kinds: readonly KindStorage[], filter: MediaFilter): SQL | undefined {
  const q = filter.q === undefined ? undefined : containing(filter.q);
  return and(
    filter.deleted ? isNotNull(media.deletedAt) : isNull(media.deletedAt),
    q === undefined
      ? undefined
      : sql`(${ilike(media.name, q)} or ${ilike(media.alt, q)} or ${ilike(media.caption, q)})`,
    filter.unused ? sql`${countOfUses(kinds, media.url)} = 0` : undefined,
    filter.missingAlt ? sql`not ${media.decorative} and trim(${media.alt}) = ''` : undefined,
    filter.urls ? inArray(media.url, [...filter.urls]) : undefined,
  );
}

const keyset = { at: media.createdAt, id: media.id };

export const mediaTotal = (db: Db, kinds: readonly KindStorage[], filter: MediaFilter) =>
  totalOf(db, media, matching(kinds, filter));

export const mediaOrder = (sort: ListSort<(typeof mediaSortFields)[number]>) =>
  orderOf({ createdAt: media.createdAt, name: media.name, bytes: media.bytes }, media.id, sort);

export type MediaWithUses = MediaRow & { uses: number };

export async function selectMedia(
  db: Db,
  kinds: readonly KindStorage[],
  filter: MediaFilter,
  window: ListWindow = {},
): Promise<MediaWithUses[]> {
  const query = db
    .select({ row: media, uses: countOfUses(kinds, media.url) })
    .from(media)
    .$dynamic();
  const rows = await inWindow(query, keyset, matching(kinds, filter), window);
  return rows.map(({ row, uses }) => ({ ...row, uses }));
}

/** One item, in the library or its trash, with its number of uses. */
export async function mediaWithUses(db: Db, kinds: readonly KindStorage[], id: string) {
  if (!isUuid(id)) return undefined;
  const [found] = await db
    .select({ row: media, uses: countOfUses(kinds, media.url) })
    .from(media)
    .where(eq(media.id, id));
  return found ? { ...found.row, uses: found.uses } : undefined;
}

/** The item locked until the transaction ends (nothing when there is none). */
export async function lockMedia(tx: Db, id: string): Promise<MediaRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select().from(media).where(eq(media.id, id)).for("update");
  return row;
}

export const toMediaDto = (row: MediaWithUses): Media => ({
  _id: row.id,
  url: row.url,
  name: row.name,
  type: row.type,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  alt: row.alt,
  caption: row.caption,
  credit: row.credit,
  focalX: row.focalX,
  focalY: row.focalY,
  decorative: row.decorative,
  uses: row.uses,
  version: row.version,
  createdAt: toIso(row.createdAt),
  createdBy: row.createdBy,
  updatedAt: toIso(row.updatedAt),
  deletedAt: row.deletedAt ? toIso(row.deletedAt) : null,
});
