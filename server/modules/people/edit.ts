import { and, eq, inArray, sql } from "drizzle-orm";
import type { ApiIssue } from "../../../domain/errors.ts";
import { personMessages } from "../../../domain/people.ts";
import {
  type ActivityInput,
  activityKindLabels,
  activityMessages,
  type ContactKind,
  identityMessages,
  type PersonEdit,
} from "../../../domain/person-identity.ts";
import type { Db } from "../../db/client.ts";
import {
  applications,
  enquiries,
  newsletterSubscribers,
  people,
  personActivities,
  personContacts,
  potentialCustomers,
} from "../../db/schema/people.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { validationError } from "../../errors/validation.ts";
import { isUuid } from "../../lib/uuid.ts";
import { addContact, personOfEmail, showContacts } from "./contacts.ts";
import { lockPerson } from "./queries.ts";
import { senderName, staffIdOf } from "./staff-names.ts";

/** A live person, locked for the change: 404 for an unknown or merged-away one. */
async function personToChange(tx: Db, id: string) {
  const person = isUuid(id) ? await lockPerson(tx, id) : null;
  if (!person || person.mergedIntoId !== null) throw new NotFound(personMessages.notFound);
  return person;
}

/** The addresses the person's own leads were written from (trimmed, lower case). */
export async function addressesOfLeads(tx: Db, personId: string): Promise<Set<string>> {
  const lists = [enquiries, applications, newsletterSubscribers, potentialCustomers] as const;
  const found = new Set<string>();
  for (const list of lists) {
    const rows = await tx
      .selectDistinct({ key: sql<string>`lower(btrim(${list.email}))` })
      .from(list)
      .where(eq(list.personId, personId));
    for (const row of rows) if (row.key !== "") found.add(row.key);
  }
  return found;
}

/**
 * Edits a person (ADR 0250): their name, company and notes, and the whole lists of their addresses
 * and numbers, the first of each the one shown. An address another person holds is refused (merge
 * them instead), and so is removing one their leads were written from (split those off instead):
 * the address is how the next enquiry finds them. Audited with the names of what changed only.
 */
export async function editPerson(staff: StaffWrites, id: string, edit: PersonEdit): Promise<void> {
  await staff.change(async (tx) => {
    const person = await personToChange(tx, id);
    const changed: string[] = [];
    const issues: ApiIssue[] = [];
    const emails = edit.emails ? [...new Set(edit.emails)] : undefined;
    const phones = edit.phones ? [...new Set(edit.phones)] : undefined;
    if (emails) {
      const inUse = await addressesOfLeads(tx, id);
      const current = await valuesOf(tx, id, "email");
      for (const [index, address] of emails.entries()) {
        const holder = current.includes(address) ? id : await personOfEmail(tx, address);
        if (holder && holder !== id)
          issues.push({ path: `emails.${index}`, message: identityMessages.emailTaken(address) });
      }
      for (const address of current)
        if (!emails.includes(address) && inUse.has(address))
          issues.push({ path: "emails", message: identityMessages.emailInUse(address) });
    }
    if (issues.length > 0) throw validationError(issues);
    if (emails && (await replaceContacts(tx, id, "email", emails))) changed.push("e-mail addresses");
    if (phones && (await replaceContacts(tx, id, "phone", phones))) changed.push("phone numbers");
    const texts = { name: edit.name, company: edit.company, notes: edit.notes };
    const set: Partial<Record<keyof typeof texts, string>> = {};
    for (const field of ["name", "company", "notes"] as const) {
      const value = texts[field];
      if (value !== undefined && value !== person[field]) {
        set[field] = value;
        changed.push(field);
      }
    }
    if (Object.keys(set).length > 0) await tx.update(people).set(set).where(eq(people.id, id));
    // The first of each list sent is the one shown.
    const shown = { ...(emails ? { email: emails[0] ?? null } : {}), ...(phones ? { phone: phones[0] ?? null } : {}) };
    if (Object.keys(shown).length > 0) await tx.update(people).set(shown).where(eq(people.id, id));
    await showContacts(tx, [id]);
    await staff.audit.record(tx, {
      action: "update",
      entity: "person",
      entityId: id,
      summary: changed.length > 0 ? `Changed a person: ${changed.join(", ")}` : "Saved a person without changes",
      before: null,
      after: { changed },
    });
  });
}

async function valuesOf(tx: Db, personId: string, kind: ContactKind): Promise<string[]> {
  const rows = await tx
    .select({ value: personContacts.value })
    .from(personContacts)
    .where(and(eq(personContacts.personId, personId), eq(personContacts.kind, kind)));
  return rows.map((row) => row.value);
}

/** Makes `values` the person's addresses or numbers (those kept keep where they came from); whether any changed. */
async function replaceContacts(tx: Db, personId: string, kind: ContactKind, values: string[]): Promise<boolean> {
  const current = await valuesOf(tx, personId, kind);
  const gone = current.filter((value) => !values.includes(value));
  const added = values.filter((value) => !current.includes(value));
  if (gone.length > 0)
    await tx
      .delete(personContacts)
      .where(
        and(eq(personContacts.personId, personId), eq(personContacts.kind, kind), inArray(personContacts.value, gone)),
      );
  for (const value of added) await addContact(tx, personId, kind, value, "staff");
  return gone.length + added.length > 0;
}

/** A browser's clock a little ahead of the server's does not make "just now" a time to come. */
const CLOCK_GRACE_MS = 60_000;

/**
 * Logs a call or a meeting with the person on their timeline, by whom and when it happened (now
 * unless said; not later than now). Audited without its note.
 */
export async function logActivity(staff: StaffWrites, id: string, input: ActivityInput, now: number) {
  const at = input.at === undefined ? now : Date.parse(input.at);
  if (at > now + CLOCK_GRACE_MS) throw validationError([{ path: "at", message: activityMessages.atInFuture }]);
  return staff.change(async (tx) => {
    await personToChange(tx, id);
    const actor = staff.audit.staff.actor;
    const [row] = await tx
      .insert(personActivities)
      .values({
        personId: id,
        kind: input.kind,
        note: input.note,
        happenedAt: new Date(at),
        authorId: actor ? await staffIdOf(tx, actor.id) : null,
        authorName: actor ? await senderName(tx, actor.id, actor.username) : "",
      })
      .returning({ id: personActivities.id });
    await staff.audit.record(tx, {
      action: "create",
      entity: "person",
      entityId: id,
      summary: `Logged a ${activityKindLabels[input.kind].toLowerCase()} with this person`,
      before: null,
      after: { activity: row.id, kind: input.kind },
    });
    return { _id: row.id };
  });
}
