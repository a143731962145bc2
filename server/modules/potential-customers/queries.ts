import { desc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { potentialCustomers } from "../../db/schema.ts";

export function listPotentialCustomers(db: Db) {
  return db
    .select()
    .from(potentialCustomers)
    .orderBy(desc(potentialCustomers.lastSeenAt), desc(potentialCustomers.createdAt));
}
