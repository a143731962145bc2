import { asc, inArray, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema/content.ts";
import { audit } from "../../engines/audit-trail/record.ts";
import { purgeInBatches } from "../../engines/content-writes/retention.ts";
import type { PublicImages } from "../../images/public-images.ts";
import { daysBefore } from "../../lib/days.ts";

/**
 * Deletes forever the library's pictures that have waited in its trash longer than `days`
 * (TRASH_RETENTION_DAYS, as records do), each with the system's audit entry; their files go once
 * nothing else names them (an earlier version may still). Shared by instances as the records' purge
 * is. Answers how many it purged.
 */
export function purgeLibraryTrash(db: Db, images: PublicImages, days: number, now: Date): Promise<number> {
  const cutoff = daysBefore(now, days);
  return purgeInBatches(db, images, async (tx, limit) => {
    const rows = await tx
      .select()
      .from(media)
      .where(lt(media.deletedAt, cutoff))
      .orderBy(asc(media.deletedAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (rows.length === 0) return { count: 0, released: [] };
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
    return { count: rows.length, released: rows.map((row) => row.url) };
  });
}
