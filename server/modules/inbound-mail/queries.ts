import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { canUseData } from "../../../domain/roles.ts";
import type { Db } from "../../db/client.ts";
import { applications, enquiries, people, personEmails } from "../../db/schema/people.ts";
import { adminUsers } from "../../db/schema/staff.ts";
import { parseMessageId } from "../../mail/answers.ts";
import { survivorOf } from "../people/attach.ts";
import { findStaffRights } from "../permission/staff-rights.ts";
import { inboundMailbox } from "./schema.ts";

/** How long one instance may read the mailbox before another may take over (a crashed poll). */
const LEASE_SECONDS = 300;

/**
 * Claims the mailbox for one poll of IMAP answers (ADR 0252): the first instance to find it unclaimed (or its lease
 * run out) gets where the last poll stopped; every other gets null and skips its turn.
 */
export async function claimMailbox(db: Db, mailbox: string) {
  const until = sql`now() + make_interval(secs => ${LEASE_SECONDS})`;
  const [row] = await db
    .insert(inboundMailbox)
    .values({ mailbox, claimedUntil: until })
    .onConflictDoUpdate({
      target: inboundMailbox.mailbox,
      set: { claimedUntil: until },
      setWhere: sql`${inboundMailbox.claimedUntil} is null or ${inboundMailbox.claimedUntil} < now()`,
    })
    .returning({ uidValidity: inboundMailbox.uidValidity, lastUid: inboundMailbox.lastUid });
  return row ?? null;
}

/** Where the poll has read up to: after each message, so a poll that stops resumes there. */
export const readUpTo = (db: Db, mailbox: string, uidValidity: number, lastUid: number) =>
  db.update(inboundMailbox).set({ uidValidity, lastUid }).where(eq(inboundMailbox.mailbox, mailbox));

export const releaseMailbox = (db: Db, mailbox: string) =>
  db
    .update(inboundMailbox)
    .set({ claimedUntil: null, lastPolledAt: sql`now()` })
    .where(eq(inboundMailbox.mailbox, mailbox));

/** The person of a conversation token, or whoever they were merged into; null when nobody has it. */
export async function personOfToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db.select({ id: people.id }).from(people).where(eq(people.replyToken, token));
  return row ? survivorOf(db, row.id) : null;
}

/**
 * What one of our Message-IDs an answer names leads to: the back-office e-mail it answers and its
 * person, or the lead whose acknowledgement it answers and theirs.
 */
export async function personOfMessageId(
  db: Db,
  messageId: string,
): Promise<{ personId: string; emailId: string | null } | null> {
  const ours = parseMessageId(messageId);
  if (!ours) return null;
  const table = { reply: personEmails, enquiry: enquiries, application: applications }[ours.kind];
  const [row] = await db.select({ personId: table.personId }).from(table).where(eq(table.id, ours.id));
  if (!row?.personId) return null;
  return { personId: await survivorOf(db, row.personId), emailId: ours.kind === "reply" ? ours.id : null };
}

/**
 * Who hears that a person answered: the staff member who sent the e-mail answered, else the last
 * one who e-mailed them, else the owner of their latest owned enquiry — while they may read leads.
 */
export async function answerRecipient(db: Db, personId: string, emailId: string | null) {
  const bySender = (where: ReturnType<typeof and>) =>
    db
      .select({ id: adminUsers.id })
      .from(personEmails)
      .innerJoin(adminUsers, eq(adminUsers.id, personEmails.senderId))
      .where(where)
      .orderBy(desc(personEmails.sentAt))
      .limit(1);
  const candidates = [
    ...(emailId ? await bySender(and(eq(personEmails.id, emailId), eq(personEmails.personId, personId))) : []),
    ...(await bySender(and(eq(personEmails.personId, personId), isNotNull(personEmails.senderId)))),
    ...(await db
      .select({ id: adminUsers.id })
      .from(enquiries)
      .innerJoin(adminUsers, eq(adminUsers.id, enquiries.ownerId))
      .where(eq(enquiries.personId, personId))
      .orderBy(desc(enquiries.createdAt))
      .limit(1)),
  ];
  for (const { id } of candidates) {
    const staff = await findStaffRights(db, id);
    if (staff && canUseData(staff.rights, "leads", "read")) return { email: staff.email, fullName: staff.fullName };
  }
  return null;
}
