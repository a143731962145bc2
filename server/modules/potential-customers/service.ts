import { eq } from "drizzle-orm";
import { potentialCustomerMessages as m } from "../../../domain/potential-customers.ts";
import type { Db } from "../../db/client.ts";
import { potentialCustomers } from "../../db/schema.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { isUuid } from "../../lib/uuid.ts";

/**
 * Forgets one potential customer (a person asking to be forgotten, a test or spam entry). Their
 * enquiries, subscription and applications are separate records with deletes of their own; a later
 * submission from the same address starts a new row.
 */
export async function removePotentialCustomer(db: Db, id: string): Promise<void> {
  if (!isUuid(id)) throw new NotFound(m.notFound);
  const removed = await db
    .delete(potentialCustomers)
    .where(eq(potentialCustomers.id, id))
    .returning({ id: potentialCustomers.id });
  if (removed.length === 0) throw new NotFound(m.notFound);
}
