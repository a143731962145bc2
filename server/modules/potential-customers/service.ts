import { eq } from "drizzle-orm";
import { potentialCustomerMessages } from "../../../domain/potential-customers.ts";
import { potentialCustomers } from "../../db/schema/people.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { toIso } from "../../lib/iso-date.ts";
import { removeLead } from "../pipeline/remove-lead.ts";

/**
 * Forgets one potential customer (a person asking to be forgotten, a test or spam entry). Their
 * enquiries, subscription and applications are separate records with deletes of their own; a later
 * submission from the same address starts a new row. The audit entry keeps no copy of the address
 * (docs/decisions/0076).
 */
export const removePotentialCustomer = (staff: StaffWrites, id: string): Promise<void> =>
  removeLead(staff, id, {
    entity: "potentialCustomer",
    notFound: potentialCustomerMessages.notFound,
    remove: async (tx, id) => {
      const [row] = await tx.delete(potentialCustomers).where(eq(potentialCustomers.id, id)).returning();
      return row ?? null;
    },
    entry: (row) => ({
      summary: "Deleted a potential customer",
      before: {
        source: row.source,
        visitCount: row.visitCount,
        firstSeenAt: toIso(row.createdAt),
        lastSeenAt: toIso(row.lastSeenAt),
      },
    }),
  });
