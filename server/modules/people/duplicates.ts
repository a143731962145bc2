import { and, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { personMessages } from "../../../domain/people.ts";
import {
  identityMessages,
  nameKey,
  POSSIBLE_DUPLICATES_MAX,
  type PossibleDuplicate,
} from "../../../domain/person-identity.ts";
import type { Db } from "../../db/client.ts";
import { people, personContacts, personKeepApart, personNameKey } from "../../db/schema/people.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { validationError } from "../../errors/validation.ts";
import { isUuid } from "../../lib/uuid.ts";
import { lockPerson } from "./queries.ts";

const mine = alias(personContacts, "mine");
const theirs = alias(personContacts, "theirs");

/** Whether staff kept `id` apart from the person of the row (its id written out: the subquery has its own). */
const keptApartFrom = (id: string): SQL =>
  sql`exists (select 1 from ${personKeepApart} k
    where (k.person_id = ${id} and k.other_id = "people"."id") or (k.other_id = ${id} and k.person_id = "people"."id"))`;

/**
 * Other people who may be this one (ADR 0250): sharing one of their phone numbers, or with the same
 * name of two words or more (letter case ignored). Never someone merged away, nor someone staff kept
 * apart from this person. A shared number comes first.
 */
export async function possibleDuplicatesOf(db: Db, id: string, name: string): Promise<PossibleDuplicate[]> {
  const live = and(ne(people.id, id), isNull(people.mergedIntoId), sql`not ${keptApartFrom(id)}`);
  const byPhone = await db
    .selectDistinct({ id: people.id, name: people.name, email: people.email })
    .from(mine)
    .innerJoin(theirs, and(eq(theirs.kind, "phone"), eq(theirs.value, mine.value), ne(theirs.personId, mine.personId)))
    .innerJoin(people, eq(people.id, theirs.personId))
    .where(and(eq(mine.personId, id), eq(mine.kind, "phone"), live))
    .limit(POSSIBLE_DUPLICATES_MAX);
  const found: PossibleDuplicate[] = byPhone.map((row) => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    reason: "phone",
  }));
  const key = nameKey(name);
  if (key && found.length < POSSIBLE_DUPLICATES_MAX) {
    const byName = await db
      .select({ id: people.id, name: people.name, email: people.email })
      .from(people)
      .where(and(eq(personNameKey(people.name), key), live))
      .limit(POSSIBLE_DUPLICATES_MAX);
    for (const row of byName)
      if (!found.some((other) => other._id === row.id))
        found.push({ _id: row.id, name: row.name, email: row.email, reason: "name" });
  }
  return found.slice(0, POSSIBLE_DUPLICATES_MAX);
}

/**
 * Remembers that `id` and `otherId` are two people (ADR 0250): they are not suggested as one again.
 * Audited with ids only. Keeping apart a pair already kept apart changes nothing.
 */
export async function keepApart(staff: StaffWrites, id: string, otherId: string): Promise<void> {
  if (!isUuid(id)) throw new NotFound(personMessages.notFound);
  if (id === otherId) throw validationError([{ path: "otherId", message: identityMessages.keepApartSelf }]);
  await staff.change(async (tx) => {
    const person = await lockPerson(tx, id);
    if (!person || person.mergedIntoId !== null) throw new NotFound(personMessages.notFound);
    const other = isUuid(otherId) ? await lockPerson(tx, otherId) : null;
    if (!other || other.mergedIntoId !== null)
      throw validationError([{ path: "otherId", message: identityMessages.otherNotFound }]);
    await recordKeptApart(tx, id, otherId);
    await staff.audit.record(tx, {
      action: "keepApart",
      entity: "person",
      entityId: id,
      summary: "Kept this person apart from a possible duplicate",
      before: null,
      after: { otherId },
    });
  });
}

/** The pair, stored once with the lower id first; nothing when it is there already. */
export async function recordKeptApart(tx: Db, a: string, b: string): Promise<void> {
  const [personId, otherId] = [a, b].sort();
  await tx.insert(personKeepApart).values({ personId, otherId }).onConflictDoNothing();
}
