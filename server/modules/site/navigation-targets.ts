import { and, eq, inArray } from "drizzle-orm";
import { addressOf } from "../../../domain/addresses.ts";
import {
  type HeaderItem,
  type NavigationLink,
  type NavigationSettings,
  type NavigationTarget,
  navigationMessages,
} from "../../../domain/navigation.ts";
import type { Db } from "../../db/client.ts";
import { articles, pages } from "../../db/schema/content.ts";
import { InvalidInput } from "../../errors/domain-errors.ts";

const tables = { page: pages, article: articles };
const keyOf = (target: NavigationTarget) => `${target.kind}:${target.id}`;

/** Every link that names a page or an article, with where it sits in the part (for a refusal's path). */
function targetsOf(navigation: Partial<NavigationSettings>): { path: string; target: NavigationTarget }[] {
  const named = (link: NavigationLink, path: string) => (link.ref ? [{ path: `${path}.ref`, target: link.ref }] : []);
  const header = (navigation.header ?? []).flatMap((item, at) =>
    item.kind === "services"
      ? []
      : [
          ...named(item, `header.${at}`),
          ...item.children.flatMap((link, under) => named(link, `header.${at}.children.${under}`)),
        ],
  );
  const footer = (navigation.footer ?? []).flatMap((column, at) =>
    column.links.flatMap((link, row) => named(link, `footer.${at}.links.${row}`)),
  );
  return [...header, ...footer];
}

/** The address of each named record that exists (that is published, when `published`), by `kind:id`. */
async function addressesOf(db: Db, targets: NavigationTarget[], published: boolean): Promise<Map<string, string>> {
  const found = await Promise.all(
    (["page", "article"] as const).map(async (kind) => {
      const ids = [...new Set(targets.filter((target) => target.kind === kind).map((target) => target.id))];
      if (ids.length === 0) return [];
      const table = tables[kind];
      const rows = await db
        .select({ id: table.id, slug: table.slug })
        .from(table)
        .where(and(inArray(table.id, ids), published ? eq(table.isActive, true) : undefined));
      return rows.map((row): [string, string] => [keyOf({ kind, id: row.id }), addressOf[kind](row)]);
    }),
  );
  return new Map(found.flat());
}

/**
 * A link to a page or an article must name one that exists (ADR 0210): a typo or a record deleted
 * for good is refused at the save. One in the trash or not published is kept: the public read leaves
 * it out until the record is back.
 */
export async function assertNavigationTargets(db: Db, navigation: Partial<NavigationSettings>): Promise<void> {
  const named = targetsOf(navigation);
  if (named.length === 0) return;
  const known = await addressesOf(
    db,
    named.map(({ target }) => target),
    false,
  );
  const missing = named.filter(({ target }) => !known.has(keyOf(target)));
  if (missing.length > 0) {
    throw new InvalidInput(missing.map(({ path }) => ({ path, message: navigationMessages.targetNotFound })));
  }
}

/**
 * The part as visitors get it: a link to a page or an article goes to the record's address now (no
 * redirect hop after a rename), and is left out, with the links under it, while the record is not
 * published or is gone. The trash removes the row, so a trashed record is simply not found.
 */
export async function publicNavigation(db: Db, navigation: NavigationSettings): Promise<NavigationSettings> {
  const named = targetsOf(navigation);
  if (named.length === 0) return navigation;
  const shown = await addressesOf(
    db,
    named.map(({ target }) => target),
    true,
  );
  const follow = <L extends NavigationLink>(link: L): L[] => {
    if (!link.ref) return [link];
    const to = shown.get(keyOf(link.ref));
    return to === undefined ? [] : [{ ...link, to }];
  };
  return {
    header: navigation.header.flatMap((item): HeaderItem[] =>
      item.kind === "services"
        ? [item]
        : follow(item).map((link) => ({ ...link, children: link.children.flatMap(follow) })),
    ),
    footer: navigation.footer.map((column) => ({ ...column, links: column.links.flatMap(follow) })),
  };
}
