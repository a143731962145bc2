import { and, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { ListSort } from "../../../domain/list-paging.ts";
import type { PersonRow, personSortFields } from "../../../domain/people.ts";
import type { Db } from "../../db/client.ts";
import { cursorOf } from "../../db/keyset.ts";
import { containing } from "../../db/like.ts";
import { orderOf, totalOf } from "../../db/list-query.ts";
import { inWindow, type ListWindow } from "../../db/list-window.ts";
import { phoneMatches } from "../../db/phone-search.ts";
import {
  applications,
  enquiries,
  newsletterSubscribers,
  people,
  personContacts,
  potentialCustomers,
} from "../../db/schema/people.ts";
import { toIso } from "../../lib/iso-date.ts";
import { showContacts } from "./contacts.ts";

/**
 * The people a search keeps (merged-away people are not listed: their survivor is): their name, or
 * any of their e-mail addresses and phone numbers (person_contacts holds the ones shown too), a number
 * in any spelling (`0300-1234567` finds `+923001234567`). The contacts that match are read once,
 * through their trigram index, as an array the planner can look people up by: a subquery per person,
 * or an OR the trigram indexes cannot serve, read every person of a large list.
 */
function matching(q: string | undefined): SQL | undefined {
  const listed = isNull(people.mergedIntoId);
  if (q === undefined) return listed;
  const pattern = containing(q);
  const contact = or(ilike(personContacts.value, pattern), phoneMatches(personContacts.value, q));
  return and(
    listed,
    or(
      ilike(people.name, pattern),
      sql`${people.id} = any(array(select ${personContacts.personId} from ${personContacts} where ${contact}))`,
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
  const rows = await peopleQuery(db, q, window);
  return rows.map((row) => ({ ...row, cursor: { at: row.at, id: row.id } }));
}

/** The statement `selectPeople` runs (a test EXPLAINs it). */
export function peopleQuery(db: Db, q: string | undefined, window: ListWindow) {
  const query = db
    .select({ ...rowColumns, at: cursorOf(people.lastSeenAt) })
    .from(people)
    .$dynamic();
  return inWindow(query, keyset, matching(q), window);
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

/**
 * For a query over `applications`: the same person's latest earlier application, which this one
 * repeats; null for a person's first. Read like `repeatOfEnquiry`, over the (person_id, created_at) index.
 */
export const repeatOfApplication = sql<string | null>`(
  select earlier.id from ${applications} as earlier
  where earlier.person_id = "applications"."person_id"
    and (earlier.created_at, earlier.id) < ("applications"."created_at", "applications"."id")
  order by earlier.created_at desc, earlier.id desc limit 1)`;

/** An applicant's name as a lead gives it: first and last name, trimmed. */
export const applicantName = sql<string>`btrim(${applications.firstName} || ' ' || ${applications.lastName})`;

/**
 * What a removed application is answered with: its person, address and name for
 * tidyPeopleAfterRemoval, its resume's key for the file's removal.
 */
export const removedApplication = {
  id: applications.id,
  resumeKey: applications.resumeKey,
  personId: applications.personId,
  email: applications.email,
  name: applicantName,
};

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
 * After leads were removed (a retention purge, an erasure), the people they belonged to that are
 * kept for their other leads lose what only those leads told (ADR 0250): an address no remaining
 * row was written from (unless staff added it by hand), and a name no remaining lead gives, which
 * becomes their newest remaining lead's. They then show an address and a number of their own.
 * Nothing of a removed lead outlives it.
 */
export async function tidyPeopleAfterRemoval(
  tx: Db,
  ids: readonly (string | null)[],
  gone: { addresses: readonly string[]; names: readonly string[] },
): Promise<void> {
  const named = [...new Set(ids.filter((id): id is string => id !== null))];
  if (named.length === 0) return;
  const among = sql.join(
    named.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = sql`(
    select ${enquiries.personId} as person_id, lower(btrim(${enquiries.email})) as email, ${enquiries.fullname} as name, ${enquiries.createdAt} as at from ${enquiries}
    union all select ${applications.personId}, lower(btrim(${applications.email})), btrim(${applications.firstName} || ' ' || ${applications.lastName}), ${applications.createdAt} from ${applications}
    union all select ${newsletterSubscribers.personId}, lower(btrim(${newsletterSubscribers.email})), '', ${newsletterSubscribers.createdAt} from ${newsletterSubscribers}
    union all select ${potentialCustomers.personId}, lower(btrim(${potentialCustomers.email})), '', ${potentialCustomers.createdAt} from ${potentialCustomers}
  )`;
  const addresses = [...new Set(gone.addresses.map((address) => address.trim().toLowerCase()))];
  if (addresses.length > 0)
    await tx.execute(sql`
      delete from ${personContacts} c
      where c.person_id in (${among}) and c.kind = 'email' and c.source not in ('staff', 'lead')
        and c.value in (${sql.join(
          addresses.map((address) => sql`${address}`),
          sql`, `,
        )})
        and not exists (select 1 from ${rows} as r where r.person_id = c.person_id and r.email = c.value)`);
  const names = [...new Set(gone.names.map((name) => name.trim()).filter((name) => name !== ""))];
  if (names.length > 0)
    await tx.execute(sql`
      update ${people} set name = coalesce((
        select r.name from ${rows} as r where r.person_id = "people"."id" and r.name <> '' order by r.at desc limit 1), '')
      where "people"."id" in (${among})
        and "people"."name" in (${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )})
        and not exists (select 1 from ${rows} as r where r.person_id = "people"."id" and r.name = "people"."name")`);
  await showContacts(tx, named);
}
