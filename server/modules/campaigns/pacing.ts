import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newsletterPacing } from "./schema.ts";

const PACING_ROW = 1;

/**
 * Takes up to `wanted` sends from the rate every instance shares (ADR 0262): a token bucket of one
 * second's worth (at least one message), filling at `perMinute`, kept in one row that this call
 * locks in the caller's transaction, so two instances together send no faster than one. Answers how
 * many may go now, and how long to wait when none may.
 */
export async function takeSends(
  tx: Db,
  now: Date,
  wanted: number,
  perMinute: number,
): Promise<{ granted: number; waitMs: number; giveBack(unused: number): Promise<void> }> {
  const perMs = perMinute / 60_000;
  const capacity = Math.max(1, Math.ceil(perMinute / 60));
  let [row] = await tx.select().from(newsletterPacing).where(eq(newsletterPacing.id, PACING_ROW)).for("update");
  if (!row) {
    await tx
      .insert(newsletterPacing)
      .values({ id: PACING_ROW, tokens: capacity, refilledAt: now })
      .onConflictDoNothing();
    [row] = await tx.select().from(newsletterPacing).where(eq(newsletterPacing.id, PACING_ROW)).for("update");
  }
  const elapsed = Math.max(0, now.getTime() - (row?.refilledAt.getTime() ?? now.getTime()));
  const tokens = Math.min(capacity, (row?.tokens ?? 0) + elapsed * perMs);
  const granted = Math.max(0, Math.min(wanted, Math.floor(tokens)));
  const left = tokens - granted;
  await tx.update(newsletterPacing).set({ tokens: left, refilledAt: now }).where(eq(newsletterPacing.id, PACING_ROW));
  return {
    granted,
    waitMs: granted > 0 ? 0 : Math.ceil((1 - left) / perMs),
    giveBack: async (unused) => {
      if (unused <= 0) return;
      await tx
        .update(newsletterPacing)
        .set({ tokens: Math.min(capacity, left + unused) })
        .where(eq(newsletterPacing.id, PACING_ROW));
    },
  };
}
