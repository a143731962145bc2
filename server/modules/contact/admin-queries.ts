import { desc, eq } from "drizzle-orm";
import type { EnquiryStatus } from "../../../domain/enums.ts";
import type { EnquiryDto } from "../../../domain/inbox.ts";
import type { Db } from "../../db/client.ts";
import { after, cursorOf, type PageCursor } from "../../db/keyset.ts";
import { enquiries } from "../../db/schema.ts";
import { toIso } from "../../lib/iso-date.ts";
import { storedAttribution } from "../attribution/stored-attribution.ts";

const columns = {
  id: enquiries.id,
  fullname: enquiries.fullname,
  phone: enquiries.phone,
  email: enquiries.email,
  address: enquiries.address,
  message: enquiries.message,
  source: enquiries.source,
  status: enquiries.status,
  landingPage: enquiries.landingPage,
  referrerHost: enquiries.referrerHost,
  utmSource: enquiries.utmSource,
  utmMedium: enquiries.utmMedium,
  utmCampaign: enquiries.utmCampaign,
  createdAt: enquiries.createdAt,
};

/** Newest first; a page after `cursor` when given. */
export async function selectEnquiries(db: Db, page: { cursor?: PageCursor; limit?: number } = {}) {
  const query = db
    .select({ ...columns, at: cursorOf(enquiries.createdAt) })
    .from(enquiries)
    .where(after(enquiries.createdAt, enquiries.id, page.cursor))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id));
  const rows = await (page.limit ? query.limit(page.limit) : query);
  return rows.map((row) => ({ ...row, cursor: { at: row.at, id: row.id } }));
}

export type EnquiryRow = Awaited<ReturnType<typeof selectEnquiries>>[number];

export function toEnquiryDto(row: Omit<EnquiryRow, "at" | "cursor">): EnquiryDto {
  return {
    _id: row.id,
    fullname: row.fullname,
    phone: row.phone,
    email: row.email,
    address: row.address,
    message: row.message,
    source: row.source,
    status: row.status,
    attribution: storedAttribution(row),
    createdAt: toIso(row.createdAt),
  };
}

/** The enquiry with its new status, or null when no enquiry has that id. */
export async function updateEnquiryStatus(db: Db, id: string, status: EnquiryStatus) {
  const [row] = await db
    .update(enquiries)
    .set({ status, updatedAt: new Date() })
    .where(eq(enquiries.id, id))
    .returning();
  return row ?? null;
}

/** The enquiry, locked until the transaction ends; null when no enquiry has that id. */
export async function findEnquiry(db: Db, id: string) {
  const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id)).for("update");
  return row ?? null;
}

/** The deleted enquiry, or null when no enquiry has that id. */
export async function deleteEnquiry(db: Db, id: string) {
  const [row] = await db.delete(enquiries).where(eq(enquiries.id, id)).returning();
  return row ?? null;
}
