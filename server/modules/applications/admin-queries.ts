import { and, eq, sql } from "drizzle-orm";
import type { ApplicationDto } from "../../../domain/inbox.ts";
import type { ApplicationStage } from "../../../domain/pipeline.ts";
import type { Db } from "../../db/client.ts";
import { type CsvField, phoneField, timeField } from "../../db/csv-batches.ts";
import { cursorOf } from "../../db/keyset.ts";
import { inWindow, type ListWindow } from "../../db/list-window.ts";
import { jobs } from "../../db/schema/content.ts";
import { applications } from "../../db/schema/people.ts";
import { toIso } from "../../lib/iso-date.ts";
import { isUuid } from "../../lib/uuid.ts";
import { attributionCsvFields, storedAttribution } from "../attribution/stored-attribution.ts";
import { repeatOfApplication } from "../people/queries.ts";
import type { FollowUpDue } from "../pipeline/follow-up-due.ts";
import { leadOwner, leadTable, noNotes, notesOf, staffRef, toNoteDto } from "../pipeline/queries.ts";

export type ApplicationFilter = {
  jobId?: string;
  id?: string;
  stage?: ApplicationStage;
  owner?: string;
  q?: string;
  followUp?: FollowUpDue;
};

/** The applications' list: the search looks in names, e-mail and phone (trigram indexes). */
const applicationTable = leadTable({
  lead: "application",
  table: applications,
  named: [applications.firstName, applications.lastName, applications.email],
  phone: applications.phoneNumber,
  matching: ({ jobId, ...lead }: ApplicationFilter, shared) => {
    // A job id that cannot exist filters everything out.
    if (jobId !== undefined && !isUuid(jobId)) return sql`false`;
    return and(jobId !== undefined ? eq(applications.jobId, jobId) : undefined, shared(lead));
  },
  sortable: {
    createdAt: applications.createdAt,
    firstName: applications.firstName,
    lastName: applications.lastName,
    email: applications.email,
    stage: applications.stage,
  },
  exported: (db, fields) =>
    db
      .select(fields)
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .leftJoin(leadOwner, eq(leadOwner.id, applications.ownerId))
      .$dynamic(),
});
const { keyset, matching } = applicationTable;

/**
 * Each with its job's title, its owner and, `withNotes`, its notes — one statement whatever the
 * list's length: in `window.order` from its offset, or newest first after its cursor.
 */
export async function selectApplications(
  db: Db,
  filter: ApplicationFilter,
  window: ListWindow = {},
  withNotes = false,
) {
  const query = db
    .select({
      application: applications,
      jobTitle: jobs.title,
      ownerUsername: leadOwner.username,
      notes: withNotes ? notesOf("application", applications.id) : noNotes,
      repeatOfId: repeatOfApplication,
      at: cursorOf(applications.createdAt),
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(leadOwner, eq(leadOwner.id, applications.ownerId))
    .$dynamic();
  const rows = await inWindow(query, keyset, matching(filter), window);
  return rows.map((row) => ({ ...row, cursor: { at: row.at, id: row.application.id } }));
}

/** The applications' spreadsheet columns. */
const applicationCsvFields: CsvField[] = [
  timeField("Received", applications.createdAt),
  { header: "Job", value: jobs.title },
  { header: "First name", value: applications.firstName },
  { header: "Last name", value: applications.lastName },
  { header: "Email", value: applications.email },
  phoneField("Phone", applications.phoneNumber),
  { header: "City", value: applications.city },
  { header: "Address", value: applications.address },
  { header: "State", value: applications.state },
  { header: "Postal code", value: applications.postalCode },
  { header: "Resume", value: applications.resumeName },
  { header: "Stage", value: applications.stage },
  { header: "Owner", value: leadOwner.username },
  ...attributionCsvFields(applications),
];

export type ApplicationRow = Awaited<ReturnType<typeof selectApplications>>[number];

export const resumeUrl = (id: string) => `/api/v1/career/${id}/resume`;

export function toApplicationDto({
  application: a,
  jobTitle,
  ownerUsername,
  notes,
  repeatOfId,
}: ApplicationRow): ApplicationDto {
  return {
    _id: a.id,
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    phoneNumber: a.phoneNumber,
    city: a.city,
    address: a.address,
    state: a.state,
    postalCode: a.postalCode,
    resume: { name: a.resumeName, type: a.resumeType, size: a.resumeSize, url: resumeUrl(a.id) },
    job: { _id: a.jobId, title: jobTitle },
    stage: a.stage,
    owner: staffRef(a.ownerId, ownerUsername),
    notes: notes.map(toNoteDto),
    attribution: storedAttribution(a),
    personId: a.personId,
    repeatOf: repeatOfId,
    createdAt: toIso(a.createdAt),
  };
}

/** The Applications list and its download (server/modules/pipeline/lead-lists.ts). */
export const applicationList = {
  // A page shows each application's notes; the download reads its own batches.
  select: (db: Db, filter: ApplicationFilter, window: ListWindow) => selectApplications(db, filter, window, true),
  total: applicationTable.total,
  order: applicationTable.order,
  toDto: toApplicationDto,
  csvFields: applicationCsvFields,
  csvBatch: applicationTable.csvBatch,
};

/** One application as its answers show it, notes included; null when none has that id. */
export async function applicationById(db: Db, id: string): Promise<ApplicationDto | null> {
  const [row] = await selectApplications(db, { id }, {}, true);
  return row ? toApplicationDto(row) : null;
}

export async function findApplication(db: Db, id: string, lock = false) {
  const query = db.select().from(applications).where(eq(applications.id, id));
  const [row] = await (lock ? query.for("update") : query);
  return row ?? null;
}

/** Sets what a change names. */
export async function updateApplicationPipeline(
  db: Db,
  id: string,
  change: { stage?: ApplicationStage; ownerId?: string | null },
) {
  await db.update(applications).set(change).where(eq(applications.id, id));
}

/** The deleted application, or null when no application has that id. */
export async function deleteApplication(db: Db, id: string) {
  const [row] = await db.delete(applications).where(eq(applications.id, id)).returning();
  return row ?? null;
}
