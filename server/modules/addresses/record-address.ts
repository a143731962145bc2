import { and, eq } from "drizzle-orm";
import { addressOf, slugsAt } from "../../../domain/addresses.ts";
import type { RedirectRecord } from "../../../domain/redirects.ts";
import type { Db } from "../../db/client.ts";
import { articles, categories, jobs, pages, portfolioItems, services } from "../../db/schema.ts";

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
    case "page": {
      const [row] = await db.select({ slug: pages.slug }).from(pages).where(eq(pages.id, id));
      return row && addressOf.page(row);
    }
    case "article": {
      const [row] = await db.select({ slug: articles.slug }).from(articles).where(eq(articles.id, id));
      return row && addressOf.article(row);
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
      return db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.slug, named.slug), eq(jobs.isActive, true)))
        .limit(1);
    case "page":
      return db
        .select({ id: pages.id })
        .from(pages)
        .where(and(eq(pages.slug, named.slug), eq(pages.isActive, true)))
        .limit(1);
    case "article":
      return db
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.slug, named.slug), eq(articles.isActive, true)))
        .limit(1);
  }
}
