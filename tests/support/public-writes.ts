import { count, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { applications, enquiries, newsletterSubscribers, potentialCustomers } from "../../server/db/schema/people.ts";

export const validContact = {
  fullname: "Ayesha Khan",
  phone: "03001234567",
  email: "ayesha@example.com",
  address: "12 Mall Road, Lahore",
  message: "We need a website for our clinic.",
};

/** A job application as the careers form posts it (multipart), with a PDF resume. */
export function applicationForm(
  jobId: string,
  { email = "sara@example.com", resume = "%PDF-1.4 resume of Sara", fileName = "sara.pdf" } = {},
) {
  const form = new FormData();
  const fields = {
    firstName: "Sara",
    lastName: "Ali",
    yourEmail: email,
    phoneNumber: "03001234567",
    city: "Lahore",
    address: "Gulberg, Block 5",
    state: "Punjab",
    postalCode: "54000",
    jobId,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("resume", new Blob([resume], { type: "application/pdf" }), fileName);
  return form;
}

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
