import { eq } from "drizzle-orm";
import { addressOf } from "../../../domain/addresses.ts";
import type { RedirectRecord } from "../../../domain/redirects.ts";
import type { Db } from "../../db/client.ts";
import { categories, jobs, portfolioItems, services } from "../../db/schema.ts";

/**
 * A record's public address now (domain/addresses.ts, ADR 0161), so a redirect to a record follows
 * its renames; undefined when no such record is live (deleted, in the trash, or a project asked for
 * as a product).
 */
export async function recordAddress(db: Db, record: RedirectRecord): Promise<string | undefined> {
  const { kind, id } = record;
  switch (kind) {
    case "category": {
      const [row] = await db.select({ slug: categories.slug }).from(categories).where(eq(categories.id, id));
      return row && addressOf.category(row);
    }
    case "service": {
      const [row] = await db
        .select({ slug: services.slug, categorySlug: categories.slug })
        .from(services)
        .innerJoin(categories, eq(categories.id, services.categoryId))
        .where(eq(services.id, id));
      return row && addressOf.service({ slug: row.slug, category: { slug: row.categorySlug } });
    }
    case "project":
    case "product": {
      const [row] = await db
        .select({ slug: portfolioItems.slug, type: portfolioItems.type })
        .from(portfolioItems)
        .where(eq(portfolioItems.id, id));
      return row?.type === kind ? addressOf.portfolio(row) : undefined;
    }
    case "job": {
      const [row] = await db.select({ slug: jobs.slug }).from(jobs).where(eq(jobs.id, id));
      return row && addressOf.job(row);
    }
  }
}
