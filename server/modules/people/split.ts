import { and, desc, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import { personMessages } from "../../../domain/people.ts";
import { type ContactSource, identityMessages } from "../../../domain/person-identity.ts";
import type { Db } from "../../db/client.ts";
import {
  applications,
  enquiries,
  newsletterSubscribers,
  people,
  personContacts,
  personMerges,
  potentialCustomers,
} from "../../db/schema/people.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { validationError } from "../../errors/validation.ts";
import { isUuid } from "../../lib/uuid.ts";
import { addContact, showContacts } from "./contacts.ts";
import { recordKeptApart } from "./duplicates.ts";
import { moveLinked, moveWhatAddressesBrought } from "./linked-rows.ts";
import { applicantName, lockPerson } from "./queries.ts";

/** One of the person's enquiries or applications as a split reads it. */
type Lead = { id: string; key: string; name: string; phone: string; source: ContactSource; createdAt: Date };

const keyOf = (email: string) => email.trim().toLowerCase();

async function leadsOf(tx: Db, personId: string): Promise<Lead[]> {
  const enquiryRows = await tx
    .select({
      id: enquiries.id,
      email: enquiries.email,
      name: enquiries.fullname,
      phone: enquiries.phone,
      createdAt: enquiries.createdAt,
    })
    .from(enquiries)
    .where(eq(enquiries.personId, personId));
  const applicationRows = await tx
    .select({
      id: applications.id,
      email: applications.email,
      name: applicantName,
      phone: applications.phoneNumber,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .where(eq(applications.personId, personId));
  return [
    ...enquiryRows.map((row) => ({ ...row, key: keyOf(row.email), source: "enquiry" as const })),
    ...applicationRows.map((row) => ({ ...row, key: keyOf(row.email), source: "application" as const })),
  ];
}

/**
 * The merge that brought exactly these leads in (ADR 0250): a merge into this person not undone,
 * whose other person is still merged here, that moved every one of them. Undone by the split
 * whatever its age: that person stands alone again.
 */
async function mergeThatBrought(tx: Db, personId: string, leadIds: Set<string>) {
  const merges = await tx
    .select({ merge: personMerges })
    .from(personMerges)
    .innerJoin(people, and(eq(people.id, personMerges.otherId), eq(people.mergedIntoId, personId)))
    .where(and(eq(personMerges.personId, personId), isNull(personMerges.undoneAt)))
    .orderBy(desc(personMerges.mergedAt));
  return (
    merges
      .map((row) => row.merge)
      .find((merge) => {
        const moved = new Set([...merge.moved.enquiries, ...merge.moved.applications]);
        return [...leadIds].every((id) => moved.has(id));
      }) ?? null
  );
}

/**
 * Takes chosen leads out of a person into another (ADR 0250): the leads, with the subscriptions,
 * visits, e-mails and answers of their addresses and the addresses themselves. When every chosen
 * lead came in with one merge, that merge is undone and its person stands alone again (with what
 * the merge brought of theirs); else a new person is made. Leads written from one address stay
 * together, and at least one lead stays. The two are kept apart from then on. Audited with ids
 * and counts. Answers the person the leads went to.
 */
export async function splitPerson(staff: StaffWrites, id: string, leadIds: string[], now: number): Promise<string> {
  if (!isUuid(id)) throw new NotFound(personMessages.notFound);
  const chosenIds = new Set(leadIds.map((leadId) => leadId.toLowerCase()));
  return staff.change(async (tx) => {
    const person = await lockPerson(tx, id);
    if (!person || person.mergedIntoId !== null) throw new NotFound(personMessages.notFound);
    const leads = await leadsOf(tx, id);
    const chosen = leads.filter((lead) => chosenIds.has(lead.id));
    const staying = leads.filter((lead) => !chosenIds.has(lead.id));
    const refuse = (message: string) => validationError([{ path: "leadIds", message }]);
    if (chosen.length !== chosenIds.size) throw refuse(identityMessages.leadNotOfPerson);
    if (staying.length === 0) throw refuse(identityMessages.leadMustStay);
    const keys = new Set(chosen.map((lead) => lead.key).filter((key) => key !== ""));
    const shared = staying.find((lead) => keys.has(lead.key));
    if (shared) throw refuse(identityMessages.addressOnStayingLead(shared.key));

    const merge = await mergeThatBrought(tx, id, chosenIds);
    const newest = [...chosen].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    const target = merge ? merge.otherId : await newPerson(tx, newest.name);
    const enquiryIds = chosen.filter((lead) => lead.source === "enquiry").map((lead) => lead.id);
    const applicationIds = chosen.filter((lead) => lead.source === "application").map((lead) => lead.id);
    await moveLinked(tx, "enquiries", enquiryIds, target);
    await moveLinked(tx, "applications", applicationIds, target);
    if (keys.size > 0) await moveTheirAddresses(tx, id, target, chosen);
    if (merge) {
      // What the merge brought of theirs that has no address: their calls and meetings, their numbers.
      await moveLinked(tx, "activities", merge.moved.activities ?? [], target, id);
      const contacts = merge.moved.contacts ?? [];
      if (contacts.length > 0)
        await tx
          .update(personContacts)
          .set({ personId: target })
          .where(
            and(
              inArray(personContacts.id, contacts),
              eq(personContacts.personId, id),
              eq(personContacts.kind, "phone"),
            ),
          );
      await tx.update(people).set({ mergedIntoId: null }).where(eq(people.id, target));
      await tx
        .update(personMerges)
        .set({ undoneAt: new Date(now) })
        .where(eq(personMerges.id, merge.id));
    }
    await giveNumbers(tx, id, target, chosen, staying);
    await recordKeptApart(tx, id, target);
    await reseen(tx, [id, target]);
    await showContacts(tx, [id, target]);
    await staff.audit.record(tx, {
      action: "split",
      entity: "person",
      entityId: id,
      summary: `Moved ${enquiryIds.length} enquiries and ${applicationIds.length} applications to ${merge ? "the person merged in before" : "a new person"}`,
      before: null,
      after: {
        personId: target,
        enquiries: enquiryIds.length,
        applications: applicationIds.length,
        mergeUndone: merge !== null,
      },
      at: new Date(now),
    });
    return target;
  });
}

async function newPerson(tx: Db, name: string): Promise<string> {
  const [row] = await tx.insert(people).values({ name: name.trim() }).returning({ id: people.id });
  return row.id;
}

/** The addresses of the chosen leads go from `from` to `to`, with what they brought. */
async function moveTheirAddresses(tx: Db, from: string, to: string, chosen: Lead[]) {
  const sources = new Map(chosen.filter((lead) => lead.key !== "").map((lead) => [lead.key, lead.source]));
  await moveWhatAddressesBrought(tx, from, to, [...sources.keys()]);
  for (const [key, source] of sources) await addContact(tx, to, "email", key, source);
}

/**
 * The numbers written on the chosen leads become the other person's too; one no lead that stays
 * was written with goes from this person, unless staff added it by hand. A number on both (an
 * office phone) stays on both.
 */
async function giveNumbers(tx: Db, from: string, to: string, chosen: Lead[], staying: Lead[]) {
  const numbers = new Map<string, ContactSource>();
  for (const lead of chosen) if (lead.phone.startsWith("+")) numbers.set(lead.phone, lead.source);
  for (const [value, source] of numbers) await addContact(tx, to, "phone", value, source);
  const stillWritten = new Set(staying.map((lead) => lead.phone));
  const leaving = [...numbers.keys()].filter((value) => !stillWritten.has(value));
  if (leaving.length > 0)
    await tx
      .delete(personContacts)
      .where(
        and(
          eq(personContacts.personId, from),
          eq(personContacts.kind, "phone"),
          inArray(personContacts.value, leaving),
          notInArray(personContacts.source, ["staff", "lead"]),
        ),
      );
}

/** First and last seen from the rows each person now has. */
async function reseen(tx: Db, ids: string[]) {
  await tx.execute(sql`
    update ${people} set created_at = seen.first, last_seen_at = seen.last
    from (
      select person_id, min(at) as first, max(seen) as last from (
        select person_id, created_at as at, created_at as seen from ${enquiries}
        union all select person_id, created_at, created_at from ${applications}
        union all select person_id, created_at, created_at from ${newsletterSubscribers}
        union all select person_id, created_at, last_seen_at from ${potentialCustomers}
      ) as rows
      where person_id in (${sql.join(
        ids.map((personId) => sql`${personId}::uuid`),
        sql`, `,
      )})
      group by person_id
    ) as seen
    where seen.person_id = ${people.id}`);
}
