import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { ContactKind, ContactPoint, ContactSource } from "../../../domain/person-identity.ts";
import type { Db } from "../../db/client.ts";
import { people, personContacts } from "../../db/schema/people.ts";

/**
 * A person's e-mail addresses and phone numbers (ADR 0250). An address is the key a person is found
 * by and belongs to one person; a number may be shared. `people.email` and `people.phone` are the
 * ones shown: `showContacts` keeps them among the person's own after every change.
 */

/** The person holding this address (trimmed, lower case), or null. */
export async function personOfEmail(tx: Db, key: string): Promise<string | null> {
  const [row] = await tx
    .select({ personId: personContacts.personId })
    .from(personContacts)
    .where(and(eq(personContacts.kind, "email"), eq(personContacts.value, key)));
  return row?.personId ?? null;
}

/**
 * Gives the person an address or a number (nothing when they have it already). Answers whether it
 * is theirs now: false for an address another person holds (a simultaneous first submission from
 * it, committed first).
 */
export async function addContact(
  tx: Db,
  personId: string,
  kind: ContactKind,
  value: string,
  source: ContactSource,
): Promise<boolean> {
  await tx.insert(personContacts).values({ personId, kind, value, source }).onConflictDoNothing();
  if (kind !== "email") return true;
  return (await personOfEmail(tx, value)) === personId;
}

/** A person's addresses or numbers, the one shown first, then as they came. */
export async function contactsOf(db: Db, personId: string, kind: ContactKind): Promise<ContactPoint[]> {
  const shown = kind === "email" ? people.email : people.phone;
  const rows = await db
    .select({ value: personContacts.value, source: personContacts.source })
    .from(personContacts)
    .innerJoin(people, eq(people.id, personContacts.personId))
    .where(and(eq(personContacts.personId, personId), eq(personContacts.kind, kind)))
    .orderBy(
      sql`coalesce(${personContacts.value} = ${shown}, false) desc`,
      asc(personContacts.createdAt),
      asc(personContacts.value),
    );
  return rows;
}

/**
 * The address and number each of `ids` shows: the one shown so far while it is still theirs, else
 * their oldest, else none. Call it after contacts moved, went or came.
 */
export async function showContacts(
  tx: Db,
  ids: readonly (string | null)[],
  /** What else changes on them in the same statement (a submission's name and time seen). */
  also: Partial<Record<"name" | "lastSeenAt", SQL>> = {},
): Promise<void> {
  const named = [...new Set(ids.filter((id): id is string => id !== null))];
  if (named.length === 0) return;
  // Written out with their tables: inside the subquery a bare "id" or "created_at" would be the contact's.
  const pick = (kind: ContactKind) =>
    sql`(select c.value from ${personContacts} as c
      where c.person_id = "people"."id" and c.kind = ${kind}
      order by coalesce(c.value = "people".${sql.raw(kind === "email" ? '"email"' : '"phone"')}, false) desc, c.created_at, c.value
      limit 1)`;
  await tx
    .update(people)
    .set({ ...also, email: pick("email"), phone: pick("phone") })
    .where(inArray(people.id, named));
}
