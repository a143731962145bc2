import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";

export const validContact = {
  fullname: "Ayesha Khan",
  phone: "03001234567",
  email: "ayesha@example.com",
  address: "12 Mall Road, Lahore",
  message: "We need a website for our clinic.",
};

export type PotentialCustomerRow = {
  email: string;
  source: string;
  visitCount: number;
  createdAt: Date;
  lastSeenAt: Date;
};

/** Reads potential customers straight from the table: their admin list belongs to another module. */
export async function potentialCustomer(db: Db, email: string): Promise<PotentialCustomerRow | undefined> {
  const result = await db.execute<{
    email: string;
    source: string;
    visit_count: number;
    created_at: string | Date;
    last_seen_at: string | Date;
  }>(sql`select * from potential_customers where lower(email) = lower(${email})`);
  const rows = result.rows;
  if (rows.length > 1) throw new Error(`${rows.length} potential customers for ${email}`);
  const row = rows[0];
  return (
    row && {
      email: row.email,
      source: row.source,
      visitCount: Number(row.visit_count),
      createdAt: new Date(row.created_at),
      lastSeenAt: new Date(row.last_seen_at),
    }
  );
}

export async function countRows(db: Db, table: "enquiries" | "newsletter_subscribers" | "applications") {
  const result = await db.execute<{ n: number | string }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return Number(result.rows[0].n);
}
