import { and, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { RequestAccess } from "../../../domain/access.ts";
import type { Db } from "../../db/client.ts";
import { contentDrafts } from "../../db/schema/content.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import type { StaffContext } from "../audit-trail/record.ts";
import type { StaffWrites } from "../content-writes/staff-writes.ts";
import type { DraftKind } from "./draft-kind.ts";
import { publishDraft } from "./publish-draft.ts";
import { clearPublished } from "./store.ts";

type DraftRow = typeof contentDrafts.$inferSelect;

/**
 * A schedule's bookkeeping once its change is made, in that change's transaction: the time that ran
 * is cleared and, when `last`, the claim is let go and a row left with nothing in it goes.
 */
async function settle(tx: Db, id: string, ran: { publishAt?: null; unpublishAt?: null }, last: boolean) {
  await tx
    .update(contentDrafts)
    .set(last ? { ...ran, claimedUntil: null } : ran)
    .where(eq(contentDrafts.id, id));
  if (!last) return;
  await tx
    .delete(contentDrafts)
    .where(
      and(
        eq(contentDrafts.id, id),
        isNull(contentDrafts.fields),
        isNull(contentDrafts.publishAt),
        isNull(contentDrafts.unpublishAt),
        isNull(contentDrafts.discarded),
      ),
    );
}

/** How long a claimed schedule is left to the instance running it before another takes it up. */
const CLAIM_MS = 5 * 60_000;

/** Who a scheduled change is audited as: the system, on behalf of whoever scheduled it. */
export function systemOnBehalfOf(row: Pick<DraftRow, "scheduledById" | "scheduledBy">): StaffContext {
  const username = `System on behalf of ${row.scheduledBy ?? "a former admin"}`;
  return { actor: { id: row.scheduledById ?? "00000000-0000-0000-0000-000000000000", username }, ip: null };
}

/**
 * The scheduler's rights: the admin's were checked when the schedule was set. It publishes content
 * and reads no one's personal data.
 */
const scheduledRights: RequestAccess = {
  seesInactive: true,
  requireArea: () => {},
  requireData: () => {},
  holdsData: () => false,
};

export type SchedulerParts = {
  db: Db;
  now: () => number;
  /** The staff writes of a scheduled change, audited as `staff`. */
  writesAs(staff: StaffContext): StaffWrites;
  /** Each content kind's drafts (its declaration, ADR 0150). */
  kinds: readonly DraftKind[];
  onError(error: unknown): void;
};

/**
 * Runs due schedules (ADR 0122). Every instance ticks; each due row is claimed by one statement with
 * FOR UPDATE SKIP LOCKED, so one instance runs it; the times live in the database, so a schedule
 * survives restarts and one missed while every instance was down runs at the next tick after start.
 */
export class PublishScheduler {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly parts: SchedulerParts) {}

  /** Claims one due row (or none) for this instance. */
  private async claim(): Promise<DraftRow | undefined> {
    const now = new Date(this.parts.now());
    const due = this.parts.db
      .select({ id: contentDrafts.id })
      .from(contentDrafts)
      .where(
        and(
          or(lte(contentDrafts.publishAt, now), lte(contentDrafts.unpublishAt, now)),
          or(isNull(contentDrafts.claimedUntil), lt(contentDrafts.claimedUntil, now)),
        ),
      )
      .limit(1)
      .for("update", { skipLocked: true });
    const [row] = await this.parts.db
      .update(contentDrafts)
      .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where(sql`${contentDrafts.id} = (${due})`)
      .returning();
    return row;
  }

  /** Runs every schedule due now; how many it ran. */
  async tick(): Promise<number> {
    let ran = 0;
    for (let row = await this.claim(); row; row = await this.claim()) {
      await this.run(row).catch(this.parts.onError);
      ran++;
    }
    return ran;
  }

  private async run(row: DraftRow): Promise<void> {
    const kind = this.parts.kinds.find((k) => k.kind === row.kind);
    if (!kind) return;
    const now = this.parts.now();
    const { fields } = row;
    const writes = this.parts.writesAs(systemOnBehalfOf(row));
    if (row.draftOnly) {
      // A record saved as a draft on create: its create runs and its draft row goes in the same
      // transaction. A failure (a required field missing) keeps the row, tried again once the claim lapses.
      if (row.publishAt && row.publishAt.getTime() <= now && fields)
        await publishDraft(writes, kind, { ...row, fields }, scheduledRights);
      return;
    }
    const publishes = row.publishAt !== null && row.publishAt.getTime() <= now;
    const unpublishes = row.unpublishAt !== null && row.unpublishAt.getTime() <= now;
    try {
      if (publishes && fields) {
        // The schedule's bookkeeping goes in the publish's transaction: published and settled, or neither.
        const settled = writes.content.alongside((tx) => settle(tx, row.id, { publishAt: null }, !unpublishes));
        await publishDraft({ ...writes, content: settled }, kind, { ...row, fields }, scheduledRights);
      } else if (publishes) {
        await this.parts.db.transaction(async (tx) => {
          await clearPublished(tx, kind.kind, row.recordId, row.version);
          await settle(tx, row.id, { publishAt: null }, !unpublishes);
        });
      }
      if (unpublishes && kind.unpublish) {
        const settled = writes.content.alongside((tx) => settle(tx, row.id, { unpublishAt: null }, true));
        await kind.unpublish.run({ ...writes, content: settled }, row.recordId, scheduledRights);
      } else if (unpublishes) await this.parts.db.transaction((tx) => settle(tx, row.id, { unpublishAt: null }, true));
    } catch (error) {
      // The record is gone: so is its schedule. Anything else is tried again once the claim lapses.
      if (error instanceof NotFound) await this.parts.db.delete(contentDrafts).where(eq(contentDrafts.id, row.id));
      else throw error;
    }
  }

  /** Ticks at once (a schedule missed while down runs before the instance serves), then every `pollMs`. */
  async start(pollMs: number): Promise<void> {
    const arm = () => {
      if (pollMs <= 0 || this.stopped) return;
      this.timer = setTimeout(() => {
        this.tick().catch(this.parts.onError).finally(arm);
      }, pollMs);
      this.timer.unref();
    };
    await this.tick().catch(this.parts.onError);
    arm();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
