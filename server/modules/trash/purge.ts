import { asc, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { trash } from "../../db/schema.ts";
import type { PublicImages } from "../../images/public-images.ts";
import { audit } from "../audit/record.ts";
import { forgetTrashed } from "./service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** One transaction purges at most this many records, so none runs near the statement timeout. */
const BATCH = 50;

/**
 * Purges what has been in the trash longer than `days` (TRASH_RETENTION_DAYS, ADR 0117): each
 * record with its revisions goes in a transaction that also records its audit entry of the system
 * (no actor); the pictures nothing names any more are removed once it commits. The rows are taken
 * `for update skip locked`, so instances purging at once share the work and each record is purged
 * exactly once. `now` is the caller's clock. Answers how many records this call purged.
 */
export async function purgeTrash(db: Db, images: PublicImages, days: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  let purged = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(trash)
        .where(lt(trash.deletedAt, cutoff))
        .orderBy(asc(trash.deletedAt))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      const released: string[] = [];
      for (const trashed of due) {
        released.push(...(await forgetTrashed(tx, trashed)));
        await audit.record(tx, {
          actor: null,
          ip: null,
          action: "purge",
          entity: trashed.kind,
          entityId: trashed.recordId,
          summary: `Purged ${trashed.kind} "${trashed.name}", in the trash more than ${days} days (TRASH_RETENTION_DAYS)`,
          before: { deletedAt: trashed.deletedAt.toISOString(), retentionDays: days },
        });
      }
      return { count: due.length, released };
    });
    await images.release(done.released);
    purged += done.count;
    if (done.count < BATCH) return purged;
  }
}
