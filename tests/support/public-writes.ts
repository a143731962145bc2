import { count, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { applications, enquiries, newsletterSubscribers, potentialCustomers } from "../../server/db/schema.ts";

export const validContact = {
  fullname: "Ayesha Khan",
  phone: "03001234567",
  email: "ayesha@example.com",
  address: "12 Mall Road, Lahore",
  message: "We need a website for our clinic.",
};

/** Reads a potential customer straight from the table: their admin list belongs to another module. */
export async function potentialCustomer(db: Db, email: string) {
  const rows = await db
    .select()
    .from(potentialCustomers)
    .where(sql`lower(${potentialCustomers.email}) = lower(${email})`);
  if (rows.length > 1) throw new Error(`${rows.length} potential customers for ${email}`);
  return rows[0];
}

const tables = { enquiries, newsletter_subscribers: newsletterSubscribers, applications };

export async function countRows(db: Db, table: keyof typeof tables) {
  const [row] = await db.select({ n: count() }).from(tables[table]);
  return row.n;
}
