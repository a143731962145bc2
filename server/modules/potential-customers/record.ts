import { sql } from "drizzle-orm";
import type { LeadSource } from "../../../domain/enums.ts";
import type { Db } from "../../db/client.ts";
import { potentialCustomers } from "../../db/schema.ts";

/**
 * Counts one public submission from `email`: a new row the first time (keeping this first source),
 * otherwise one more visit. A single upsert on the case-insensitive unique index, so concurrent
 * submissions from one address never race. Call it inside the submission's own transaction.
 */
export async function recordPotentialCustomer(db: Db, email: string, source: LeadSource): Promise<void> {
  await db.execute(sql`
    insert into ${potentialCustomers} (email, source)
    values (${email}, ${source})
    on conflict (lower(email)) do update
      set visit_count = ${potentialCustomers}.visit_count + 1,
          last_seen_at = greatest(${potentialCustomers}.last_seen_at, now())`);
}
