import { and, count, eq, or } from "drizzle-orm";
import { addressOf } from "../../../domain/addresses.ts";
import type { NavigationLink, NavigationSettings } from "../../../domain/navigation.ts";
import type { PageTies } from "../../../domain/pages.ts";
import type { Db } from "../../db/client.ts";
import { pages, redirects } from "../../db/schema/content.ts";
import { isUuid } from "../../lib/uuid.ts";
import { readSiteSettings } from "../site/queries.ts";

/** Every link of the menu and the footer, wherever it sits. */
function linksOf(navigation: NavigationSettings): NavigationLink[] {
  const header = navigation.header.flatMap((item) => (item.kind === "services" ? [] : [item, ...item.children]));
  return [...header, ...navigation.footer.flatMap((column) => column.links)];
}

/**
 * What leans on a page (issue 67, ADR 0282), said before it is deleted: the menu's and footer's
 * links to it (by id, or by its address typed as a path) and the redirects that lead to it (by
 * record, or to its address).
 * Null for a page that does not exist.
 */
export async function pageTies(db: Db, id: string): Promise<PageTies | null> {
  // Not an id at all: no page, before the database is asked (it would refuse the uuid).
  if (!isUuid(id)) return null;
  const [page] = await db.select({ slug: pages.slug }).from(pages).where(eq(pages.id, id)).limit(1);
  if (!page) return null;
  const address = addressOf.page(page);
  const { navigation } = await readSiteSettings(db);
  const menuLinks = linksOf(navigation).filter(
    (link) => (link.ref?.kind === "page" && link.ref.id === id) || (!link.external && link.to === address),
  ).length;
  const [leading] = await db
    .select({ n: count() })
    .from(redirects)
    .where(or(and(eq(redirects.toKind, "page"), eq(redirects.toId, id)), eq(redirects.toUrl, address)));
  return { menuLinks, redirects: Number(leading?.n ?? 0) };
}
