import { and, desc, eq, type SQL } from "drizzle-orm";
import type { ApplicationDto } from "../../../domain/inbox.ts";
import type { Db } from "../../db/client.ts";
import { after, cursorOf, type PageCursor } from "../../db/keyset.ts";
import { applications, jobs } from "../../db/schema.ts";
import { toIso } from "../../lib/iso-date.ts";
import { isUuid } from "../../lib/uuid.ts";
import { storedAttribution } from "../attribution/stored-attribution.ts";

export type ApplicationFilter = { jobId?: string; id?: string };

/** Newest first, each with its job's title; a page after `cursor` when given. */
export async function selectApplications(
  db: Db,
  filter: ApplicationFilter,
  page: { cursor?: PageCursor; limit?: number } = {},
) {
  // A job id that cannot exist filters everything out.
  if (filter.jobId !== undefined && !isUuid(filter.jobId)) return [];
  const where: (SQL | undefined)[] = [
    filter.jobId !== undefined ? eq(applications.jobId, filter.jobId) : undefined,
    filter.id !== undefined ? eq(applications.id, filter.id) : undefined,
    after(applications.createdAt, applications.id, page.cursor),
  ];
  const query = db
    .select({ application: applications, jobTitle: jobs.title, at: cursorOf(applications.createdAt) })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(...where))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  const rows = await (page.limit ? query.limit(page.limit) : query);
  return rows.map((row) => ({ ...row, cursor: { at: row.at, id: row.application.id } }));
}

export type ApplicationRow = Awaited<ReturnType<typeof selectApplications>>[number];

export const resumeUrl = (id: string) => `/api/v1/career/${id}/resume`;

export function toApplicationDto({ application: a, jobTitle }: ApplicationRow): ApplicationDto {
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
    attribution: storedAttribution(a),
    createdAt: toIso(a.createdAt),
  };
}

export async function findApplication(db: Db, id: string) {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row ?? null;
}

/** The deleted application, or null when no application has that id. */
export async function deleteApplication(db: Db, id: string) {
  const [row] = await db.delete(applications).where(eq(applications.id, id)).returning();
  return row ?? null;
}
