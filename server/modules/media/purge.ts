import { asc, inArray, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema.ts";
import type { PublicImages } from "../../images/public-images.ts";
import { audit } from "../audit/record.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 50;

/**
 * Deletes forever the library's pictures that have waited in its trash longer than `days`
 * (TRASH_RETENTION_DAYS, as records do), each with the system's audit entry; their files go once
 * nothing else names them (an earlier version may still). Shared by instances as the records'
 * purge is (`skip locked`). Answers how many it purged.
 */
export async function purgeLibraryTrash(db: Db, images: PublicImages, days: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  let purged = 0;
  for (;;) {
    const due = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(media)
        .where(lt(media.deletedAt, cutoff))
        .orderBy(asc(media.deletedAt))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      if (rows.length === 0) return rows;
      await tx.delete(media).where(
        inArray(
          media.id,
          rows.map((row) => row.id),
        ),
      );
      for (const row of rows) {
        await audit.record(tx, {
          actor: null,
          ip: null,
          action: "purge",
          entity: "media",
          entityId: row.id,
          summary: `Purged picture ${row.name || row.url}, in the library's trash more than ${days} days (TRASH_RETENTION_DAYS)`,
          before: { url: row.url, deletedAt: row.deletedAt?.toISOString() ?? null, retentionDays: days },
        });
      }
      return rows;
    });
    await images.release(due.map((row) => row.url));
    purged += due.length;
    if (due.length < BATCH) return purged;
  }
}
