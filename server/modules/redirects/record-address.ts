import { eq } from "drizzle-orm";
import type { RedirectRecord } from "../../../domain/redirects.ts";
import type { Db } from "../../db/client.ts";
import { categories, jobs, portfolioItems, services } from "../../db/schema.ts";

/**
 * A record's public address today, built the way the site's links build it (category-grid.tsx,
 * job-card.tsx, structured-data.ts); undefined when no such record is live (deleted, in the trash,
 * or a project asked for as a product). Slugs (issue 53, slice 1) replace this body with the
 * record's readable address; callers keep asking this one function.
 */
export async function recordAddress(db: Db, record: RedirectRecord): Promise<string | undefined> {
  const { kind, id } = record;
  switch (kind) {
    case "category": {
      const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
      return row && `/services/sub-services/${row.id}`;
    }
    case "service": {
      const [row] = await db.select({ id: services.id }).from(services).where(eq(services.id, id));
      return row && `/services/service-detail/${row.id}`;
    }
    case "project":
    case "product": {
      const [row] = await db
        .select({ id: portfolioItems.id, type: portfolioItems.type })
        .from(portfolioItems)
        .where(eq(portfolioItems.id, id));
      return row?.type === kind ? `/${kind}-details?id=${row.id}` : undefined;
    }
    case "job": {
      const [row] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id));
      return row && `/career/${row.id}`;
    }
  }
}
