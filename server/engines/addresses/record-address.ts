import { and, eq, inArray } from "drizzle-orm";
import { addressOf, slugsAt } from "../../../domain/addresses.ts";
import type { RedirectRecord } from "../../../domain/redirects.ts";
import type { Db } from "../../db/client.ts";
import { articles, categories, jobs, pages, portfolioItems, services } from "../../db/schema/content.ts";

/** The kinds whose address is their own slug alone, each kept in its own table. */
const slugTables = { job: jobs, page: pages, article: articles };

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
    case "job":
    case "page":
    case "article": {
      const table = slugTables[kind];
      const [row] = await db.select({ slug: table.slug }).from(table).where(eq(table.id, id));
      return row && addressOf[kind](row);
    }
  }
}

/**
 * Whether `path` is the page of a record the site shows now (a live category, service, active project
 * or product, open job, published page or article): a redirect from it would hide the page (issue 53), so none may start there.
 */
export async function isRecordPage(db: Db, path: string): Promise<boolean> {
  const named = slugsAt(path);
  if (!named) return false;
  const found = await recordsAt(db, named);
  return found.length > 0;
}

function recordsAt(db: Db, named: NonNullable<ReturnType<typeof slugsAt>>) {
  switch (named.kind) {
    case "category":
      return db.select({ id: categories.id }).from(categories).where(eq(categories.slug, named.slug)).limit(1);
    case "service":
      return db
        .select({ id: services.id })
        .from(services)
        .innerJoin(categories, eq(categories.id, services.categoryId))
        .where(and(eq(services.slug, named.slug), eq(categories.slug, named.category)))
        .limit(1);
    case "project":
    case "product":
      return db
        .select({ id: portfolioItems.id })
        .from(portfolioItems)
        .where(
          and(
            eq(portfolioItems.slug, named.slug),
            eq(portfolioItems.type, named.kind),
            eq(portfolioItems.isActive, true),
          ),
        )
        .limit(1);
    case "job":
    case "page":
    case "article": {
      const table = slugTables[named.kind];
      return db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.slug, named.slug), eq(table.isActive, true)))
        .limit(1);
    }
  }
}

/**
 * The current address of many records at once, by id (one query per kind): the redirect table's
 * load, which would otherwise ask once per redirect. A record not live is absent, as `recordAddress`
 * answers undefined for it.
 */
export async function recordAddresses(db: Db, records: readonly RedirectRecord[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const idsOf = (kind: RedirectRecord["kind"]) => [...new Set(records.filter((r) => r.kind === kind).map((r) => r.id))];
  const chunks = (ids: string[]) =>
    Array.from({ length: Math.ceil(ids.length / 1000) }, (_, i) => ids.slice(i * 1000, i * 1000 + 1000));
  for (const ids of chunks(idsOf("category"))) {
    for (const row of await db
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(inArray(categories.id, ids)))
      found.set(row.id, addressOf.category(row));
  }
  for (const ids of chunks(idsOf("service"))) {
    const rows = await db
      .select({ id: services.id, slug: services.slug, categorySlug: categories.slug })
      .from(services)
      .innerJoin(categories, eq(categories.id, services.categoryId))
      .where(inArray(services.id, ids));
    for (const row of rows)
      found.set(row.id, addressOf.service({ slug: row.slug, category: { slug: row.categorySlug } }));
  }
  for (const kind of ["project", "product"] as const) {
    for (const ids of chunks(idsOf(kind))) {
      const rows = await db
        .select({ id: portfolioItems.id, slug: portfolioItems.slug, type: portfolioItems.type })
        .from(portfolioItems)
        .where(and(inArray(portfolioItems.id, ids), eq(portfolioItems.type, kind)));
      for (const row of rows) found.set(row.id, addressOf.portfolio(row));
    }
  }
  for (const kind of ["job", "page", "article"] as const) {
    const table = slugTables[kind];
    for (const ids of chunks(idsOf(kind))) {
      for (const row of await db.select({ id: table.id, slug: table.slug }).from(table).where(inArray(table.id, ids)))
        found.set(row.id, addressOf[kind](row));
    }
  }
  return found;
}
