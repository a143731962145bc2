import { and, desc, eq, isNull, sql } from "drizzle-orm";
import {
  fillReply,
  PERSON_UNMERGE_MS,
  personMessages,
  type ReplyInput,
  replyMessages,
} from "../../../domain/people.ts";
import { SITE_NAME } from "../../../domain/public-site.ts";
import type { Db } from "../../db/client.ts";
import {
  inboundEmails,
  type MovedRows,
  people,
  personContacts,
  personEmails,
  personMerges,
  replyTemplates,
} from "../../db/schema/people.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { Conflict, NotFound } from "../../errors/domain-errors.ts";
import { validationError } from "../../errors/validation.ts";
import { toIso } from "../../lib/iso-date.ts";
import { isUuid } from "../../lib/uuid.ts";
import { type AnswerSettings, messageIdOf, replyChannel, replyToHeader } from "../../mail/answers.ts";
import type { MailMessage } from "../../mail/mail-message.ts";
import type { MailQueue } from "../../mail/mail-queue.ts";
import { showContacts } from "./contacts.ts";
import { type LinkedKey, linkedKeys, linkedTables, moveLinked } from "./linked-rows.ts";
import { lockPerson } from "./queries.ts";
import { senderName, staffIdOf } from "./staff-names.ts";

/** A person that can take part in a merge: one that exists and has not been merged away. */
async function mergeable(tx: Db, id: string, notFound: () => Error) {
  const person = isUuid(id) ? await lockPerson(tx, id) : null;
  if (!person || person.mergedIntoId !== null) throw notFound();
  return person;
}

/** Ids of the other person's rows of one list (their addresses and numbers: those this person lacks). */
async function rowsToMove(tx: Db, key: LinkedKey, otherId: string, survivorId: string): Promise<string[]> {
  if (key === "contacts") {
    const rows = await tx
      .select({ id: personContacts.id })
      .from(personContacts)
      .where(
        and(
          eq(personContacts.personId, otherId),
          sql`not exists (select 1 from ${personContacts} as mine
            where mine.person_id = ${survivorId} and mine.kind = ${personContacts.kind} and mine.value = ${personContacts.value})`,
        ),
      );
    return rows.map((row) => row.id);
  }
  const table = linkedTables[key];
  return (await tx.select({ id: table.id }).from(table).where(eq(table.personId, otherId))).map((row) => row.id);
}

/**
 * Merges `otherId` into `id` (ADR 0171, 0250): every row of the other person moves to this one, their
 * addresses and numbers too (so their address now finds this person), the other points here, and what
 * moved is kept so the merge can be undone. Audited with ids and counts only.
 */
export async function mergePeople(staff: StaffWrites, id: string, otherId: string, now: number) {
  if (!isUuid(id)) throw new NotFound(personMessages.notFound);
  if (id === otherId) throw validationError([{ path: "otherId", message: personMessages.mergeSelf }]);
  return staff.change(async (tx) => {
    // Locked in id order: two merges of the same pair the other way round cannot deadlock.
    const [first, second] = [id, otherId].sort();
    const locked = new Map<string, Awaited<ReturnType<typeof mergeable>>>();
    for (const key of [first, second]) {
      const notFound =
        key === id
          ? () => new NotFound(personMessages.notFound)
          : () => validationError([{ path: "otherId", message: personMessages.otherNotFound }]);
      locked.set(key, await mergeable(tx, key, notFound));
    }
    const survivor = locked.get(id);
    const other = locked.get(otherId);
    if (!survivor || !other) throw new NotFound(personMessages.notFound);
    const moved: MovedRows = {
      enquiries: [],
      applications: [],
      subscribers: [],
      customers: [],
      emails: [],
      survivor: { createdAt: toIso(survivor.createdAt), lastSeenAt: toIso(survivor.lastSeenAt) },
    };
    for (const key of linkedKeys) moved[key] = await rowsToMove(tx, key, otherId, id);
    for (const key of linkedKeys) await moveLinked(tx, key, moved[key] ?? [], id);
    await tx.update(people).set({ mergedIntoId: id }).where(eq(people.id, otherId));
    await tx
      .update(people)
      .set({
        createdAt: sql`least(${people.createdAt}, ${other.createdAt})`,
        lastSeenAt: sql`greatest(${people.lastSeenAt}, ${other.lastSeenAt})`,
        name: survivor.name === "" ? other.name : survivor.name,
        company: survivor.company === "" ? other.company : survivor.company,
      })
      .where(eq(people.id, id));
    await showContacts(tx, [id]);
    const at = new Date(now);
    await tx.insert(personMerges).values({
      personId: id,
      otherId,
      moved,
      mergedAt: at,
      mergedBy: staff.audit.staff.actor?.username ?? null,
    });
    const counts = {
      enquiries: moved.enquiries.length,
      applications: moved.applications.length,
      subscriptions: moved.subscribers.length,
    };
    await staff.audit.record(tx, {
      action: "merge",
      entity: "person",
      entityId: id,
      summary: `Merged another person into this one (${counts.enquiries} enquiries, ${counts.applications} applications, ${counts.subscriptions} subscriptions)`,
      before: { otherId },
      after: counts,
      at,
    });
  });
}

/**
 * Undoes a merge into `id` (the one with `otherId`, else the latest) within PERSON_UNMERGE_DAYS of
 * it: the rows it moved go back (those still here), the other person stands alone again, and this
 * one's first and last seen are as before.
 */
export async function unmergePeople(staff: StaffWrites, id: string, otherId: string | undefined, now: number) {
  if (!isUuid(id) || (otherId !== undefined && !isUuid(otherId))) throw new NotFound(personMessages.notFound);
  return staff.change(async (tx) => {
    const person = await lockPerson(tx, id);
    if (!person) throw new NotFound(personMessages.notFound);
    if (person.mergedIntoId !== null) throw new Conflict(personMessages.unmergeLater);
    const [merge] = await tx
      .select()
      .from(personMerges)
      .where(
        and(
          eq(personMerges.personId, id),
          isNull(personMerges.undoneAt),
          otherId !== undefined ? eq(personMerges.otherId, otherId) : undefined,
        ),
      )
      .orderBy(desc(personMerges.mergedAt))
      .limit(1)
      .for("update");
    if (!merge) throw new NotFound(personMessages.nothingToUnmerge);
    if (merge.mergedAt.getTime() + PERSON_UNMERGE_MS <= now) throw new Conflict(personMessages.unmergeExpired);
    await moveBack(tx, merge, id);
    const { survivor } = merge.moved;
    if (survivor)
      await tx
        .update(people)
        .set({ createdAt: new Date(survivor.createdAt), lastSeenAt: new Date(survivor.lastSeenAt) })
        .where(eq(people.id, id));
    const at = new Date(now);
    await tx.update(personMerges).set({ undoneAt: at }).where(eq(personMerges.id, merge.id));
    await staff.audit.record(tx, {
      action: "unmerge",
      entity: "person",
      entityId: id,
      summary: "Undid the merge of another person into this one",
      before: { otherId: merge.otherId },
      after: null,
      at,
    });
    return { otherId: merge.otherId };
  });
}

/**
 * Undoes `merge` into `id`: the rows it moved that are still here go back (a lead since split off
 * stays where it went), the other person stands alone again and shows their own address and number.
 */
export async function moveBack(tx: Db, merge: typeof personMerges.$inferSelect, id: string) {
  for (const key of linkedKeys) await moveLinked(tx, key, merge.moved[key] ?? [], merge.otherId, id);
  await tx.update(people).set({ mergedIntoId: null }).where(eq(people.id, merge.otherId));
  await showContacts(tx, [id, merge.otherId]);
}

/**
 * E-mails a person from the back office (ADR 0172, 0252): from MAIL_FROM's address under the
 * sender's name and the agency's, answers going to the person's conversation address (else the
 * site's); threaded after the last answer they sent; recorded on the person's timeline and in the
 * audit log (subject and text are kept with the person, not in the log) in one transaction, then
 * sent after the answer like every other e-mail.
 */
export async function sendReply(
  staff: StaffWrites,
  mail: MailQueue,
  id: string,
  input: ReplyInput,
  { now, answers, siteEmail }: { now: number; answers: AnswerSettings; siteEmail: string },
) {
  if (!isUuid(id)) throw new NotFound(personMessages.notFound);
  const message = await staff.change(async (tx) => {
    const person = await lockPerson(tx, id);
    if (!person || person.mergedIntoId !== null) throw new NotFound(personMessages.notFound);
    if (!person.email) throw validationError([{ path: "email", message: personMessages.noAddress }]);
    const template = input.templateId !== undefined ? await templateOf(tx, input.templateId) : null;
    const subjectText = input.subject || template?.subject || "";
    const bodyText = input.body || template?.body || "";
    const issues = [
      subjectText === "" ? { path: "subject", message: replyMessages.subjectRequired } : null,
      bodyText === "" ? { path: "body", message: replyMessages.bodyRequired } : null,
    ].filter((issue) => issue !== null);
    if (issues.length > 0) throw validationError(issues);
    const actor = staff.audit.staff.actor;
    const sender = actor ? await senderName(tx, actor.id, actor.username) : SITE_NAME;
    const values = { name: person.name, email: person.email, phone: person.phone ?? "", sender };
    const subject = fillReply(subjectText, values);
    const text = fillReply(bodyText, values);
    const sentAt = new Date(now);
    const [row] = await tx
      .insert(personEmails)
      .values({
        personId: id,
        senderId: actor && isUuid(actor.id) ? await staffIdOf(tx, actor.id) : null,
        senderName: sender,
        to: person.email,
        subject,
        body: text,
        templateId: template?.id ?? null,
        sentAt,
      })
      .returning({ id: personEmails.id });
    await staff.audit.record(tx, {
      action: "emailSent",
      entity: "person",
      entityId: id,
      summary: "Sent an e-mail to this person from the back office",
      before: null,
      after: { email: row.id, ...(template ? { templateId: template.id } : {}) },
      at: sentAt,
    });
    const replyTo = replyToHeader(replyChannel(answers, siteEmail, person.replyToken));
    const thread = await lastAnswerOf(tx, id);
    const envelope: MailMessage = {
      to: person.email,
      subject,
      text,
      fromName: `${sender} (${SITE_NAME})`,
      logAs: "Reply from the back office",
      messageId: messageIdOf("reply", row.id, answers.from),
      ...(replyTo ? { replyTo } : {}),
      ...(thread ? { inReplyTo: thread, references: [thread] } : {}),
    };
    return { envelope, answer: { _id: row.id, subject, sentAt: toIso(sentAt) } };
  });
  mail.later("reply to a person", async () => [message.envelope]);
  return message.answer;
}

/** The Message-ID of the latest answer the person sent, which a reply continues. */
async function lastAnswerOf(tx: Db, personId: string): Promise<string | null> {
  const [row] = await tx
    .select({ key: inboundEmails.messageKey })
    .from(inboundEmails)
    .where(and(eq(inboundEmails.personId, personId), sql`${inboundEmails.messageKey} like '<%>'`))
    .orderBy(desc(inboundEmails.receivedAt))
    .limit(1);
  return row?.key ?? null;
}

async function templateOf(tx: Db, templateId: string) {
  const [template] = isUuid(templateId)
    ? await tx.select().from(replyTemplates).where(eq(replyTemplates.id, templateId))
    : [];
  if (!template) throw validationError([{ path: "templateId", message: personMessages.templateNotFound }]);
  return template;
}
