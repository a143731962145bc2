import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { emailKey } from "../../../domain/people.ts";
import { phoneKey } from "../../../domain/phone.ts";
import type { Db } from "../../db/client.ts";
import { people } from "../../db/schema.ts";

/** Who a public submission says it is from; a newsletter sign-up knows the address only. */
export type Submitter = { email: string; phone?: string; name?: string };

/** How many merges a person's `merged_into_id` chain is followed (a merge into a merged person is refused). */
const MAX_HOPS = 20;

/** The person `id` stands for now: itself, or whoever it was merged into (and so on). */
export async function survivorOf(tx: Db, id: string): Promise<string> {
  let current = id;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const [row] = await tx.select({ mergedIntoId: people.mergedIntoId }).from(people).where(eq(people.id, current));
    if (!row?.mergedIntoId) return current;
    current = row.mergedIntoId;
  }
  return current;
}

/**
 * The person a submission belongs to (ADR 0171), made when nobody matches: the one with its e-mail
 * address (trimmed, lower case), else the oldest with its phone number (E.164), followed to whoever
 * they were merged into. Their name and number are filled in where still unknown, and they are seen
 * now. Call it in the submission's own transaction; the unique address makes two simultaneous
 * first submissions from one address one person.
 */
export async function attachPerson(tx: Db, submitter: Submitter): Promise<string> {
  const email = emailKey(submitter.email);
  const phone = submitter.phone ? phoneKey(submitter.phone) : null;
  const name = submitter.name?.trim() ?? "";
  const found = await findByKeys(tx, email, phone);
  const id = found ? await survivorOf(tx, found) : await insertPerson(tx, email, phone, name);
  await tx
    .update(people)
    .set({
      lastSeenAt: sql`greatest(${people.lastSeenAt}, now())`,
      ...(name ? { name: sql`case when ${people.name} = '' then ${name} else ${people.name} end` } : {}),
      ...(phone ? { phone: sql`coalesce(${people.phone}, ${phone})` } : {}),
    })
    .where(eq(people.id, id));
  return id;
}

async function findByKeys(tx: Db, email: string | null, phone: string | null): Promise<string | null> {
  if (email) {
    const [byEmail] = await tx.select({ id: people.id }).from(people).where(eq(people.email, email));
    if (byEmail) return byEmail.id;
  }
  if (phone) {
    const [byPhone] = await tx
      .select({ id: people.id })
      .from(people)
      .where(and(eq(people.phone, phone), isNull(people.mergedIntoId)))
      .orderBy(asc(people.createdAt), asc(people.id))
      .limit(1);
    if (byPhone) return byPhone.id;
  }
  return null;
}

async function insertPerson(tx: Db, email: string | null, phone: string | null, name: string): Promise<string> {
  const [row] = await tx
    .insert(people)
    .values({ email, phone, name })
    .onConflictDoUpdate({ target: people.email, set: { lastSeenAt: sql`now()` } })
    .returning({ id: people.id, mergedIntoId: people.mergedIntoId });
  return row.mergedIntoId ? survivorOf(tx, row.id) : row.id;
}
