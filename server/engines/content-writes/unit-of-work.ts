import type { RevisionKind } from "../../../domain/revisions.ts";
import type { ShownKind } from "../../cache/content-kinds.ts";
import type { Db } from "../../db/client.ts";
import type { PublicImages, UploadedImage } from "../../images/public-images.ts";
import type { AuditEvent, StaffActor } from "../audit-trail/record.ts";
import type { AuditTrail } from "../audit-trail/trail.ts";
import type { ContentChangeFeed } from "./change-feed.ts";
import type { KindStorages } from "./kind-storage.ts";
import { hasRevisions, recordRevision, staleVersion, type VersionedRecord } from "./revisions.ts";
import { keepFormerSlug, refuseRedirectedAddress } from "./slugs.ts";
import { moveToTrash, type ToTrash } from "./trash.ts";
import { nextVersion } from "./versions.ts";

/** What a change did: its answer, its audit entry, and the image URLs its rows stopped naming. */
export type Applied<T> = {
  result: T;
  audit: AuditEvent;
  released?: readonly (string | null | undefined)[];
  /**
   * The record after the change as its history reads it, when the change read it already (its
   * answer): the revision stores it instead of reading the record again.
   */
  record?: VersionedRecord;
};

/** The record a change continues the history of (its revisions, its version). */
export type RecordHistory = {
  kind: RevisionKind;
  /** The record changed; absent for a create, whose audit entry names the new record. */
  id?: string;
  /** The record as the API shows it, read in the transaction: what a revision stores. */
  read(tx: Db, id: string): Promise<VersionedRecord>;
  /** The version the editor started from; absent, the change applies whatever it is (the specs' calls). */
  expectedVersion?: number;
};

/**
 * A kind's history builder: `history(id, expectedVersion)` names the record a change continues
 * (none for a create) and the version its editor started from. Each content module makes one.
 */
export const historyOf =
  (kind: RevisionKind, read: RecordHistory["read"]) =>
  (id?: string, expectedVersion?: number): RecordHistory => ({ kind, id, expectedVersion, read });

/**
 * One staff change of what visitors see, described by its parts; `UnitOfWork.run` carries it out.
 * Adding a write path means filling in one of these.
 */
export type ContentWrite<Current, T> = {
  /**
   * The kinds of public content it changes: the cached answers showing them are dropped after
   * commit. None for work on a draft, which nothing public reads (no instance is told).
   */
  kinds: readonly ShownKind[];
  /** Uploads already in storage that its rows will name (claimed in the transaction). */
  uploaded?: readonly UploadedImage[];
  /** Reads and locks the record it changes until the transaction ends (nothing, for a create). */
  lock(tx: Db): Promise<Current>;
  /**
   * The locked record as its history reads it, when `lock` read it so: the version check and the
   * change take it, and the record is not read again (one read and one lock per change).
   */
  recordOf?(current: Current): VersionedRecord;
  /** Decides on the locked record whether the caller may go on (throws Forbidden otherwise). */
  authorize?(current: Current): void;
  /** The record whose history it continues: a revision is written with the change (none for a draft's). */
  history?: RecordHistory;
  /** The change itself, on the locked record. */
  apply(tx: Db, current: Current, scope: WriteScope): Promise<Applied<T>>;
};

/** What a change may use besides its transaction. */
export type WriteScope = {
  /** Who makes it. */
  actor: StaffActor | null;
  /** The record before the change as its history read it (the version check's); none for a create. */
  before: VersionedRecord | undefined;
  /** A delete: moves the record to the trash (ADR 0117), noting who deleted it. */
  moveToTrash(item: ToTrash): Promise<Applied<undefined>>;
};

export type UnitOfWorkParts = {
  db: Db;
  images: PublicImages;
  feed: ContentChangeFeed;
  /** Every content kind's table and reads (ADR 0150). */
  kinds: KindStorages;
  /** Runs once a change has committed (the webhook dispatcher sends what its audit entry queued). */
  committed(): void;
};

/** For a create: there is no record to lock yet. */
export const nothingToLock = async (): Promise<undefined> => undefined;

/** The kinds a write changed for visitors, "redirects" with them when a rename changed one. */
const shown = (kinds: readonly ShownKind[], redirected: boolean): readonly ShownKind[] =>
  redirected && !kinds.includes("redirects") ? [...kinds, "redirects"] : kinds;

/**
 * The one way a staff change of content is written (docs/architecture.md, "The write path").
 * Read `run` top to bottom: everything between `transaction` and its end commits or rolls back as
 * one; nothing outside hears of a change before it has committed.
 */
export class UnitOfWork {
  constructor(
    private readonly parts: UnitOfWorkParts,
    private readonly trail: AuditTrail,
    /** Steps run in every change's transaction right after it is applied (`alongside`). */
    private readonly besides: readonly ((tx: Db) => Promise<void>)[] = [],
  ) {}

  /**
   * This unit of work with `step` run in the same transaction as the change, after it is applied:
   * publishing a draft clears the draft with the update it publishes, or neither happens (ADR 0122).
   */
  alongside(step: (tx: Db) => Promise<void>): UnitOfWork {
    return new UnitOfWork(this.parts, this.trail, [...this.besides, step]);
  }

  async run<Current, T>(write: ContentWrite<Current, T>): Promise<T> {
    const { db, images, feed, kinds } = this.parts;
    const uploaded = write.uploaded ?? [];
    // A draft's save changes nothing visitors see: no instance has anything to drop.
    const showsChange = write.kinds.length > 0;
    let applied: Applied<T>;
    // A rename made or removed a redirect (ADR 0249): every instance reloads its table too.
    let redirected = false;
    try {
      applied = await db.transaction(async (tx) => {
        // 1. Authorise on the record as it is, locked so no one changes it meanwhile.
        const current = await write.lock(tx);
        write.authorize?.(current);
        // 2. Refuse to overwrite a colleague's change the editor has not seen (409 naming them).
        const before = await this.checkVersion(tx, write.history, current, write.recordOf);
        // 3. Give the record its next version, then apply the change.
        if (write.history?.id !== undefined) await nextVersion(tx, kinds.of(write.history.kind), write.history.id);
        const actor = this.trail.staff.actor;
        const done = await write.apply(tx, current, {
          actor,
          before,
          moveToTrash: (item) => moveToTrash(tx, actor, kinds.ofRecord(item.kind), item),
        });
        for (const step of this.besides) await step(tx);
        // 4. Record the revision, the audit entry (and the webhook event it stands for) with it, and
        //    keep a slug the record left as a former address of it (ADR 0161).
        redirected = await this.recordRevision(tx, write.history, done, before);
        await this.trail.record(tx, done.audit);
        // 5. Make sure the files of the uploads its rows now name exist, each a media library item.
        await images.claim(tx, [...uploaded], actor?.username ?? null);
        // 6. Tell the other instances; PostgreSQL delivers this only if the transaction commits.
        if (showsChange || redirected) await feed.notify(tx, shown(write.kinds, redirected));
        return done;
      });
    } catch (error) {
      // Nothing was stored: the uploads no row names go again.
      await images.release(uploaded.map((u) => u.url));
      throw error;
    }
    // 7. Committed: drop this instance's cached answers before the writer answers…
    if (showsChange || redirected) await feed.changed(shown(write.kinds, redirected));
    // 8. …remove the files of images nothing names any more, and send the queued webhooks.
    await images.release([...(applied.released ?? [])]);
    this.parts.committed();
    return applied.result;
  }

  /** The record before the change (nothing for a create), once its version is known to be the expected one. */
  private async checkVersion<Current>(
    tx: Db,
    history: RecordHistory | undefined,
    current: Current,
    recordOf: ((current: Current) => VersionedRecord) | undefined,
  ): Promise<VersionedRecord | undefined> {
    if (history?.id === undefined) return undefined;
    const now = recordOf?.(current) ?? (await history.read(tx, history.id));
    if (history.expectedVersion !== undefined && now.version !== history.expectedVersion)
      throw await staleVersion(tx, history.kind, history.id, now);
    return now;
  }

  private async recordRevision(
    tx: Db,
    history: RecordHistory | undefined,
    { audit, record: applied }: Applied<unknown>,
    before: VersionedRecord | undefined,
  ): Promise<boolean> {
    const recordId = history?.id ?? audit.entityId;
    if (!history || !recordId) return false;
    const { kind } = history;
    const actor = this.trail.staff.actor;
    // A record with no history yet (seeded, or saved before revisions existed): its state before
    // this change is kept too, so the first change can be undone.
    if (before && !(await hasRevisions(tx, kind, recordId)))
      await recordRevision(tx, {
        kind,
        recordId,
        record: before,
        actor: null,
        summary: "As it was before its first recorded change",
      });
    const record = applied ?? (await history.read(tx, recordId));
    await recordRevision(tx, { kind, recordId, record, actor, summary: audit.summary });
    const change = { kind, recordId, before, after: record };
    const redirected = await keepFormerSlug(tx, change);
    await refuseRedirectedAddress(tx, change);
    return redirected;
  }
}
