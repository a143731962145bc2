import { asc, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { trash } from "../../db/schema/content.ts";
import type { PublicImages } from "../../images/public-images.ts";
import { daysBefore } from "../../lib/days.ts";
import { audit } from "../audit-trail/record.ts";
import { purgeInBatches } from "../content-writes/retention.ts";
import { forgetTrashed } from "./service.ts";

/**
 * Purges what has been in the trash longer than `days` (TRASH_RETENTION_DAYS, ADR 0117): each
 * record with its revisions goes in a transaction that also records its audit entry of the system
 * (no actor); the pictures nothing names any more are removed once it commits. Each record is purged
 * exactly once, whichever instance takes it. `now` is the caller's clock. Answers how many records
 * this call purged.
 */
export function purgeTrash(db: Db, images: PublicImages, days: number, now: Date): Promise<number> {
  const cutoff = daysBefore(now, days);
  return purgeInBatches(db, images, async (tx, limit) => {
    const due = await tx
      .select()
      .from(trash)
      .where(lt(trash.deletedAt, cutoff))
      .orderBy(asc(trash.deletedAt))
      .limit(limit)
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
}
