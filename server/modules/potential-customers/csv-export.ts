import { desc } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { Db } from "../../db/client.ts";
import { after, cursorOf, inPages, type PageCursor } from "../../db/keyset.ts";
import { potentialCustomers as customers } from "../../db/schema.ts";
import { type CsvColumn, sendCsv } from "../../http/csv-export.ts";
import { attributionCsvColumns } from "../attribution/stored-attribution.ts";

async function page(db: Db, cursor: PageCursor | undefined, limit: number) {
  const rows = await db
    .select({ customer: customers, at: cursorOf(customers.lastSeenAt) })
    .from(customers)
    .where(after(customers.lastSeenAt, customers.id, cursor))
    .orderBy(desc(customers.lastSeenAt), desc(customers.id))
    .limit(limit);
  return rows.map((row) => ({ ...row.customer, cursor: { at: row.at, id: row.customer.id } }));
}

type Row = Awaited<ReturnType<typeof page>>[number];

const columns: CsvColumn<Row>[] = [
  { header: "Email", value: (r) => r.email },
  { header: "Source", value: (r) => r.source },
  { header: "Visits", value: (r) => r.visitCount },
  { header: "First seen", value: (r) => r.createdAt },
  { header: "Last seen", value: (r) => r.lastSeenAt },
  ...attributionCsvColumns<Row>((r) => r),
];

/** The potential customers as a spreadsheet, most recently seen first, read page by page. */
export const sendPotentialCustomersCsv = (db: Db, reply: FastifyReply) =>
  sendCsv(
    reply,
    "potential-customers",
    inPages((cursor, limit) => page(db, cursor, limit)),
    columns,
  );
