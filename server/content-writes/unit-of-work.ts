import type { ContentKind } from "../cache/content-kinds.ts";
import type { Db } from "../db/client.ts";
import type { PublicImages, UploadedImage } from "../images/public-images.ts";
import type { AuditEvent } from "../modules/audit/record.ts";
import type { AuditTrail } from "../modules/audit/trail.ts";
import type { ContentChangeFeed } from "./change-feed.ts";

/** What a change did: its answer, its audit entry, and the image URLs its rows stopped naming. */
export type Applied<T> = {
  result: T;
  audit: AuditEvent;
  released?: readonly (string | null | undefined)[];
};

/**
 * One staff change of what visitors see, described by its parts; `UnitOfWork.run` carries it out.
 * Adding a write path means filling in one of these.
 */
export type ContentWrite<Current, T> = {
  /** The kinds of public content it changes: the cached answers showing them are dropped after commit. */
  kinds: readonly ContentKind[];
  /** Uploads already in storage that its rows will name (claimed in the transaction). */
  uploaded?: readonly UploadedImage[];
  /** Reads and locks the record it changes until the transaction ends (nothing, for a create). */
  lock(tx: Db): Promise<Current>;
  /** Decides on the locked record whether the caller may go on (throws Forbidden otherwise). */
  authorize?(current: Current): void;
  /** The change itself, on the locked record. */
  apply(tx: Db, current: Current): Promise<Applied<T>>;
};

export type UnitOfWorkParts = {
  db: Db;
  images: PublicImages;
  feed: ContentChangeFeed;
  /** Runs once a change has committed (the webhook dispatcher sends what its audit entry queued). */
  committed(): void;
};

/** For a create: there is no record to lock yet. */
export const nothingToLock = async (): Promise<undefined> => undefined;

/**
 * The one way a staff change of content is written (docs/architecture.md, "The write path").
 * Read `run` top to bottom: everything between `transaction` and its end commits or rolls back as
 * one; nothing outside hears of a change before it has committed.
 */
export class UnitOfWork {
  constructor(
    private readonly parts: UnitOfWorkParts,
    private readonly trail: AuditTrail,
  ) {}

  async run<Current, T>(write: ContentWrite<Current, T>): Promise<T> {
    const { db, images, feed } = this.parts;
    const uploaded = write.uploaded ?? [];
    let applied: Applied<T>;
    try {
      applied = await db.transaction(async (tx) => {
        // 1. Authorise on the record as it is, locked so no one changes it meanwhile.
        const current = await write.lock(tx);
        write.authorize?.(current);
        // 2. Apply the change.
        const done = await write.apply(tx, current);
        // 3. Record the audit entry (and the webhook event it stands for) with the change.
        await this.trail.record(tx, done.audit);
        // 4. Make sure the files of the uploads its rows now name exist.
        await images.claim(tx, [...uploaded]);
        // 5. Tell the other instances; PostgreSQL delivers this only if the transaction commits.
        await feed.notify(tx, write.kinds);
        return done;
      });
    } catch (error) {
      // Nothing was stored: the uploads no row names go again.
      await images.release(uploaded.map((u) => u.url));
      throw error;
    }
    // 6. Committed: drop this instance's cached answers before the writer answers…
    feed.changed(write.kinds);
    // 7. …remove the files of images nothing names any more, and send the queued webhooks.
    await images.release([...(applied.released ?? [])]);
    this.parts.committed();
    return applied.result;
  }
}
