import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { formReplays } from "./schema.ts";

export type ReplayKey = { form: string; key: string };

/** Claims the key for a first post; false when a row for it exists already. */
export async function claimKey(db: Db, at: ReplayKey, fingerprint: string): Promise<boolean> {
  const claimed = await db
    .insert(formReplays)
    .values({ ...at, fingerprint })
    .onConflictDoNothing()
    .returning({ key: formReplays.key });
  return claimed.length === 1;
}

export async function readKey(db: Db, at: ReplayKey) {
  const [row] = await db
    .select()
    .from(formReplays)
    .where(and(eq(formReplays.form, at.form), eq(formReplays.key, at.key)));
  return row;
}

/**
 * Takes over a claim older than `leaseSeconds` whose post was never answered (its instance died);
 * false when it is younger, answered, or another resend took it first.
 */
export async function takeOverClaim(db: Db, at: ReplayKey, leaseSeconds: number): Promise<boolean> {
  const taken = await db
    .update(formReplays)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        eq(formReplays.form, at.form),
        eq(formReplays.key, at.key),
        isNull(formReplays.status),
        lt(formReplays.createdAt, sql`now() - make_interval(secs => ${leaseSeconds})`),
      ),
    )
    .returning({ key: formReplays.key });
  return taken.length === 1;
}

export async function storeAnswer(db: Db, at: ReplayKey, status: number, body: string) {
  await db
    .update(formReplays)
    .set({ status, body })
    .where(and(eq(formReplays.form, at.form), eq(formReplays.key, at.key)));
}

/** Lets the key go: the post failed in a way a resend may cure (a 5xx). */
export async function releaseKey(db: Db, at: ReplayKey) {
  await db.delete(formReplays).where(and(eq(formReplays.form, at.form), eq(formReplays.key, at.key)));
}

export async function forgetAnswersBefore(db: Db, before: Date) {
  await db.delete(formReplays).where(lt(formReplays.createdAt, before));
}
