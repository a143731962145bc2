import { sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { RevisionKind } from "../../../domain/revisions.ts";
import type { Db } from "../../db/client.ts";
import { categories, jobs, portfolioItems, services, siteSettings } from "../../db/schema.ts";

/** Each kind's table and the column naming a record (a site part by its word). */
const rows: Record<RevisionKind, [PgTable, PgColumn]> = {
  category: [categories, categories.id],
  service: [services, services.id],
  portfolio: [portfolioItems, portfolioItems.id],
  job: [jobs, jobs.id],
  site: [siteSettings, siteSettings.part],
};

/**
 * Gives the locked record its next version (and the time of the change) before the change is
 * applied, so what the change reads back and the revision stores carry it. Written here once, not in
 * each content module (ADR 0118).
 */
export async function nextVersion(tx: Db, kind: RevisionKind, id: string): Promise<void> {
  const [table, key] = rows[kind];
  await tx.execute(sql`update ${table} set version = version + 1, updated_at = now() where ${key} = ${id}`);
}
