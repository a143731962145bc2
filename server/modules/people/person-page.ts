import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Attribution } from "../../../domain/attribution.ts";
import { excerptOf, PERSON_UNMERGE_MS, type Person, type TimelineEntry } from "../../../domain/people.ts";
import { activityKindLabels } from "../../../domain/person-identity.ts";
import type { ReplyChannel } from "../../../domain/reply-channel.ts";
import { zonedDateTime } from "../../../domain/zone-days.ts";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema/content.ts";
import {
  applications,
  enquiries,
  inboundEmails,
  leadFollowUps,
  leadNotes,
  newsletterSubscribers,
  people,
  personActivities,
  personEmails,
  personMerges,
  potentialCustomers,
} from "../../db/schema/people.ts";
import { auditLog } from "../../engines/audit-trail/schema.ts";
import { toIso } from "../../lib/iso-date.ts";
import { type AnswerSettings, replyChannel } from "../../mail/answers.ts";
import { attributionSelection } from "../attribution/stored-attribution.ts";
import { leadOwner, staffRef } from "../pipeline/queries.ts";
import { contactsOf } from "./contacts.ts";
import { possibleDuplicatesOf } from "./duplicates.ts";
import { personRowById, toPersonRow } from "./queries.ts";

/** How much of a message or note a timeline line shows. */
const SUMMARY_CHARS = 160;
const clip = (text: string) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > SUMMARY_CHARS ? `${line.slice(0, SUMMARY_CHARS - 1)}…` : line;
};

/**
 * Where a submission came from, in words ("Arrived from google.com through the campaign spring / cpc
 * on /career/designer"); null when nothing is known (ADR 0079). "Came landing on …" read badly (issue 69).
 */
export function sourceSummary(row: Attribution): string | null {
  const campaign = [row.utmSource, row.utmMedium, row.utmCampaign].filter(Boolean).join(" / ");
  const parts = [
    row.referrerHost ? `from ${row.referrerHost}` : null,
    campaign ? `through the campaign ${campaign}` : null,
    row.landingPage ? `on ${row.landingPage}` : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? `Arrived ${parts.join(" ")}` : null;
}

/** A lead table's columns the person's page reads, whichever the list. */
type LeadTable = Record<keyof Attribution | "id" | "createdAt" | "stage" | "ownerId", PgColumn>;

/** What the page shows of every lead: when it came, its stage, its owner (joined as leadOwner), where it came from. */
const leadOnPage = <T extends LeadTable>(table: T) => ({
  id: table.id,
  createdAt: table.createdAt,
  stage: table.stage,
  ownerId: table.ownerId,
  ownerUsername: leadOwner.username,
  ...attributionSelection(table),
});

const newestFirst = (table: LeadTable) => [desc(table.createdAt), desc(table.id)];

type Options = {
  now: number;
  /** The agency's zone (SITE_TIME_ZONE): times inside a line are said in it (issue 69). */
  timeZone: string;
  withApplications: boolean;
  /** Where an e-mail to this person goes from and their answers go, by their conversation token. */
  channel: (token: string) => ReplyChannel;
};

/**
 * A person with their enquiries, applications (only for a caller who may read them), subscription,
 * visits and timeline, newest first: submissions and where they came from, stage and owner
 * changes and notes (from the audit log and the notes), e-mails sent, merges. Null when unknown.
 */
export async function personPage(
  db: Db,
  id: string,
  { now, timeZone, withApplications, channel }: Options,
): Promise<Person | null> {
  const row = await personRowById(db, id);
  if (!row) return null;
  const enquiryRows = await db
    .select({ ...leadOnPage(enquiries), source: enquiries.source, message: enquiries.message })
    .from(enquiries)
    .leftJoin(leadOwner, eq(leadOwner.id, enquiries.ownerId))
    .where(eq(enquiries.personId, id))
    .orderBy(...newestFirst(enquiries));
  const applicationRows = withApplications
    ? await db
        .select({ ...leadOnPage(applications), jobTitle: jobs.title })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .leftJoin(leadOwner, eq(leadOwner.id, applications.ownerId))
        .where(eq(applications.personId, id))
        .orderBy(...newestFirst(applications))
    : [];
  const subscriptions = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.personId, id));
  const visits = await db.select().from(potentialCustomers).where(eq(potentialCustomers.personId, id));
  const merged = await db
    .select({ id: personMerges.otherId, email: people.email, mergedAt: personMerges.mergedAt })
    .from(personMerges)
    .innerJoin(people, eq(people.id, personMerges.otherId))
    .where(
      and(
        eq(personMerges.personId, id),
        isNull(personMerges.undoneAt),
        gt(personMerges.mergedAt, new Date(now - PERSON_UNMERGE_MS)),
      ),
    )
    .orderBy(desc(personMerges.mergedAt));

  const enquiryIds = enquiryRows.map((e) => e.id);
  const applicationIds = applicationRows.map((a) => a.id);
  const hasLeads = enquiryIds.length + applicationIds.length > 0;
  /** Rows of a table kept per lead (notes, follow-ups) that belong to this person's enquiries or applications. */
  const ofLeads = (enquiry: PgColumn, application: PgColumn) =>
    or(
      enquiryIds.length > 0 ? inArray(enquiry, enquiryIds) : undefined,
      applicationIds.length > 0 ? inArray(application, applicationIds) : undefined,
    );
  const timeline: TimelineEntry[] = [];
  const add = (at: Date | string, type: TimelineEntry["type"], actor: string | null, summary: string) =>
    timeline.push({ at: toIso(at), type, actor, summary });
  const addSource = (at: Date, row: Attribution) => {
    const source = sourceSummary(row);
    if (source) add(at, "source", null, source);
  };

  for (const e of enquiryRows) {
    add(e.createdAt, "enquiry", null, `Enquiry (${e.source}): ${clip(e.message)}`);
    addSource(e.createdAt, e);
  }
  for (const a of applicationRows) {
    add(a.createdAt, "application", null, `Applied for "${a.jobTitle}"`);
    addSource(a.createdAt, a);
  }
  for (const s of subscriptions) {
    add(s.createdAt, "subscription", null, "Subscribed to the newsletter");
    addSource(s.createdAt, s);
  }
  for (const v of visits)
    add(
      v.lastSeenAt,
      "visit",
      null,
      `${v.visitCount} ${v.visitCount === 1 ? "visit" : "visits"} through the site's forms, first through ${v.source}`,
    );

  const leadEntries = hasLeads
    ? await db
        .select({ at: auditLog.at, actor: auditLog.actorUsername, summary: auditLog.summary })
        .from(auditLog)
        .where(
          and(
            inArray(auditLog.action, ["statusChange", "update"]),
            sql`${auditLog.summary} like 'Changed %'`,
            or(
              enquiryIds.length > 0
                ? and(eq(auditLog.entity, "enquiry"), inArray(auditLog.entityId, enquiryIds))
                : undefined,
              applicationIds.length > 0
                ? and(eq(auditLog.entity, "application"), inArray(auditLog.entityId, applicationIds))
                : undefined,
            ),
          ),
        )
    : [];
  for (const entry of leadEntries) add(entry.at, "stageChange", entry.actor, entry.summary);

  const notes = hasLeads
    ? await db
        .select({ at: leadNotes.createdAt, text: leadNotes.text, author: leadOwner.username })
        .from(leadNotes)
        .leftJoin(leadOwner, eq(leadOwner.id, leadNotes.authorId))
        .where(ofLeads(leadNotes.enquiryId, leadNotes.applicationId))
        .orderBy(asc(leadNotes.createdAt))
    : [];
  for (const note of notes) add(note.at, "note", note.author, `Note: ${clip(note.text)}`);

  const followUps = hasLeads
    ? await db
        .select({
          createdAt: leadFollowUps.createdAt,
          dueAt: leadFollowUps.dueAt,
          doneAt: leadFollowUps.doneAt,
          task: leadFollowUps.task,
          author: leadOwner.username,
        })
        .from(leadFollowUps)
        .leftJoin(leadOwner, eq(leadOwner.id, leadFollowUps.createdById))
        .where(ofLeads(leadFollowUps.enquiryId, leadFollowUps.applicationId))
    : [];
  for (const followUp of followUps) {
    add(
      followUp.createdAt,
      "followUp",
      followUp.author,
      `Follow-up due ${zonedDateTime(timeZone, new Date(followUp.dueAt))}: ${clip(followUp.task)}`,
    );
    if (followUp.doneAt) add(followUp.doneAt, "followUp", null, `Follow-up done: ${clip(followUp.task)}`);
  }

  const emails = await db.select().from(personEmails).where(eq(personEmails.personId, id));
  for (const mail of emails) add(mail.sentAt, "email", mail.senderName, `E-mail "${mail.subject}" sent to ${mail.to}`);

  const answers = await db.select().from(inboundEmails).where(eq(inboundEmails.personId, id));
  for (const mail of answers)
    timeline.push({
      at: toIso(mail.receivedAt),
      type: "email-in",
      actor: null,
      summary: `${mail.automatic ? "Automatic answer" : "E-mail"} "${mail.subject}" received from ${mail.fromAddress}`,
      subject: mail.subject,
      from: mail.fromAddress,
      excerpt: excerptOf(mail.text),
      attachments: mail.attachments,
    });

  const activities = await db.select().from(personActivities).where(eq(personActivities.personId, id));
  for (const activity of activities)
    add(
      activity.happenedAt,
      activity.kind,
      activity.authorName,
      `${activityKindLabels[activity.kind]}: ${clip(activity.note)}`,
    );

  const merges = await db
    .select({ at: auditLog.at, actor: auditLog.actorUsername, summary: auditLog.summary })
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, "person"), eq(auditLog.entityId, id), inArray(auditLog.action, ["merge", "unmerge"])),
    );
  for (const entry of merges) add(entry.at, "merge", entry.actor, entry.summary);

  timeline.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  const owned = enquiryRows.find((e) => e.ownerId !== null);
  const [details] = await db
    .select({ company: people.company, notes: people.notes, replyToken: people.replyToken })
    .from(people)
    .where(eq(people.id, id));
  return {
    ...toPersonRow(row),
    company: details.company,
    notes: details.notes,
    emails: await contactsOf(db, id, "email"),
    phones: await contactsOf(db, id, "phone"),
    possibleDuplicates: await possibleDuplicatesOf(db, id, row.name),
    replyChannel: channel(details.replyToken),
    enquiries: enquiryRows.map((e) => ({
      _id: e.id,
      createdAt: toIso(e.createdAt),
      stage: e.stage,
      owner: staffRef(e.ownerId, e.ownerUsername),
      message: e.message,
    })),
    applications: applicationRows.map((a) => ({
      _id: a.id,
      createdAt: toIso(a.createdAt),
      stage: a.stage,
      owner: staffRef(a.ownerId, a.ownerUsername),
      jobTitle: a.jobTitle,
    })),
    visits: visits.reduce((sum, v) => sum + v.visitCount, 0),
    owner: owned ? staffRef(owned.ownerId, owned.ownerUsername) : null,
    merged: merged.map((m) => ({
      _id: m.id,
      email: m.email,
      mergedAt: toIso(m.mergedAt),
      undoableUntil: toIso(new Date(m.mergedAt.getTime() + PERSON_UNMERGE_MS)),
    })),
    timeline,
  };
}

/** What reading a person needs of the app: its database, where answers go, and the site's address. */
export type PersonReader = {
  db: Db;
  answers: AnswerSettings;
  siteContent: { read(): Promise<{ contact: { email: string } }> };
};

/**
 * The person as `GET /people/:id` answers them: their applications (and the count) only for a
 * caller who may read applications; null when unknown.
 */
export async function readPerson(
  app: PersonReader,
  id: string,
  at: { now: number; timeZone: string },
  withApplications: boolean,
): Promise<Person | null> {
  const { contact } = await app.siteContent.read();
  const person = await personPage(app.db, id, {
    ...at,
    withApplications,
    channel: (token) => replyChannel(app.answers, contact.email, token),
  });
  if (!person) return null;
  return withApplications ? person : { ...person, applicationCount: 0 };
}
