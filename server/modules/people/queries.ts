import { type AnyColumn, and, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { ListSort } from "../../../domain/list-paging.ts";
import type { PersonRow, personSortFields } from "../../../domain/people.ts";
import { phoneKey } from "../../../domain/phone.ts";
import type { Db } from "../../db/client.ts";
import { cursorOf } from "../../db/keyset.ts";
import { containing } from "../../db/like.ts";
import { orderOf, totalOf } from "../../db/list-query.ts";
import { inWindow, type ListWindow } from "../../db/list-window.ts";
import { applications, enquiries, newsletterSubscribers, people } from "../../db/schema.ts";
import { toIso } from "../../lib/iso-date.ts";

/** The fewest digits a search must have to be looked for in phone numbers as digits. */
const PHONE_DIGITS_MIN = 4;

/**
 * The people a search keeps (merged-away people are not listed: their survivor is): name, e-mail,
 * and the phone number as typed in any spacing (`0300-1234567` finds `+923001234567`).
 */
function matching(q: string | undefined): SQL | undefined {
  const listed = isNull(people.mergedIntoId);
  if (q === undefined) return listed;
  const pattern = containing(q);
  const key = phoneKey(q);
  const digits = q.replace(/\D/g, "");
  return and(
    listed,
    or(
      ilike(people.name, pattern),
      ilike(people.email, pattern),
      ilike(people.phone, pattern),
      key ? eq(people.phone, key) : undefined,
      digits.length >= PHONE_DIGITS_MIN ? ilike(people.phone, containing(digits)) : undefined,
    ),
  );
}

const keyset = { at: people.lastSeenAt, id: people.id };

export const personTotal = (db: Db, q: string | undefined) => totalOf(db, people, matching(q));

export const personOrder = (sort: ListSort<(typeof personSortFields)[number]>) =>
  orderOf(
    { lastSeenAt: people.lastSeenAt, createdAt: people.createdAt, name: people.name, email: people.email },
    people.id,
    sort,
  );

// The person's id written out with its table: inside a subquery a bare "id" would be the inner table's.
const personIdColumn = sql.raw(`"people"."id"`);
const enquiryCount = sql<number>`(select count(*)::int from ${enquiries} where ${enquiries.personId} = ${personIdColumn})`;
const applicationCount = sql<number>`(select count(*)::int from ${applications} where ${applications.personId} = ${personIdColumn})`;
const subscribed = sql<boolean>`exists (select 1 from ${newsletterSubscribers} where ${newsletterSubscribers.personId} = ${personIdColumn})`;

const rowColumns = {
  id: people.id,
  email: people.email,
  phone: people.phone,
  name: people.name,
  createdAt: people.createdAt,
  lastSeenAt: people.lastSeenAt,
  enquiryCount,
  applicationCount,
  subscribed,
};

export async function selectPeople(db: Db, q: string | undefined, window: ListWindow = {}) {
  const query = db
    .select({ ...rowColumns, at: cursorOf(people.lastSeenAt) })
    .from(people)
    .$dynamic();
  const rows = await inWindow(query, keyset, matching(q), window);
  return rows.map((row) => ({ ...row, cursor: { at: row.at, id: row.id } }));
}

type StoredPersonRow = Pick<Awaited<ReturnType<typeof selectPeople>>[number], keyof typeof rowColumns>;

export const toPersonRow = (row: StoredPersonRow): PersonRow => ({
  _id: row.id,
  email: row.email,
  phone: row.phone,
  name: row.name,
  enquiryCount: Number(row.enquiryCount),
  applicationCount: Number(row.applicationCount),
  subscribed: Boolean(row.subscribed),
  firstSeenAt: toIso(row.createdAt),
  lastSeenAt: toIso(row.lastSeenAt),
});

/** One person's row as the list shows it; null when there is none with that id. */
export async function personRowById(db: Db, id: string) {
  const [row] = await db.select(rowColumns).from(people).where(eq(people.id, id));
  return row ?? null;
}

/** The person, locked until the transaction ends (a merge, an undo); null when there is none. */
export async function lockPerson(tx: Db, id: string) {
  const [row] = await tx.select().from(people).where(eq(people.id, id)).for("update");
  return row ?? null;
}

/**
 * For a query over `enquiries`: the same person's latest earlier enquiry, which this one repeats
 * (ADR 0171); null for a person's first. Read, not stored, so a merge or a deletion never leaves it
 * stale. The (person_id, created_at, id) index hands the newest earlier one over first: without the
 * id it sorted every earlier enquiry of the person, once per row of a list.
 */
export const repeatOfEnquiry = sql<string | null>`(
  select earlier.id from ${enquiries} as earlier
  where earlier.person_id = "enquiries"."person_id"
    and (earlier.created_at, earlier.id) < ("enquiries"."created_at", "enquiries"."id")
  order by earlier.created_at desc, earlier.id desc limit 1)`;

/** Ids of the rows of each list that belong to `personId`. */
export async function rowsOfPerson(tx: Db, personId: string) {
  const ids = async (table: typeof enquiries | typeof applications | typeof newsletterSubscribers) =>
    (await tx.select({ id: table.id }).from(table).where(eq(table.personId, personId))).map((row) => row.id);
  return {
    enquiries: await ids(enquiries),
    applications: await ids(applications),
    subscribers: await ids(newsletterSubscribers),
  };
}

/**
 * Forgets those of `ids` left with no enquiry, application or subscription (a retention purge took
 * their last one): a person is kept only for the leads that name them. A potential-customer visit
 * is another list (ADR 0084); it loses its link, and the e-mails sent to the person go with them.
 */
export async function forgetPeopleWithoutLeads(tx: Db, ids: readonly (string | null)[]): Promise<void> {
  const named = [...new Set(ids.filter((id): id is string => id !== null))];
  if (named.length === 0) return;
  await tx
    .delete(people)
    .where(
      and(
        inArray(people.id, named),
        sql`not exists (select 1 from ${enquiries} where ${enquiries.personId} = ${people.id})`,
        sql`not exists (select 1 from ${applications} where ${applications.personId} = ${people.id})`,
        sql`not exists (select 1 from ${newsletterSubscribers} where ${newsletterSubscribers.personId} = ${people.id})`,
      ),
    );
}

/**
 * After a purge, a person kept for their other leads (found by a shared phone number) may still be
 * known by the address and name of a lead that is gone: they take those of their newest remaining
 * lead instead (the address only when no other person has it; else none, the phone being their key).
 * Nothing of a purged lead outlives it.
 */
export async function renamePeopleAfterPurge(tx: Db, ids: readonly (string | null)[]): Promise<void> {
  const named = [...new Set(ids.filter((id): id is string => id !== null))];
  if (named.length === 0) return;
  const among = (column: AnyColumn) =>
    sql`${column} in (${sql.join(
      named.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`;
  await tx.execute(sql`
    with leads as (
      select ${enquiries.personId} as person_id, lower(btrim(${enquiries.email})) as email,
        ${enquiries.fullname} as name, ${enquiries.createdAt} as at
      from ${enquiries} where ${among(enquiries.personId)}
      union all
      select ${applications.personId}, lower(btrim(${applications.email})),
        ${applications.firstName} || ' ' || ${applications.lastName}, ${applications.createdAt}
      from ${applications} where ${among(applications.personId)}
      union all
      select ${newsletterSubscribers.personId}, lower(btrim(${newsletterSubscribers.email})), '', ${newsletterSubscribers.createdAt}
      from ${newsletterSubscribers} where ${among(newsletterSubscribers.personId)}
    ),
    newest as (select distinct on (person_id) person_id, email, name from leads order by person_id, at desc)
    update ${people} set
      email = case
        when exists (select 1 from ${people} other where other.email = newest.email and other.id <> ${people.id})
          then case when ${people.phone} is null then ${people.email} else null end
        else newest.email end,
      name = case when newest.name <> '' then newest.name else ${people.name} end
    from newest
    where ${people.id} = newest.person_id
      and ${people.email} is not null
      and not exists (select 1 from leads where leads.person_id = ${people.id} and leads.email = ${people.email})`);
}
