import { eq, sql } from "drizzle-orm";
import { slugFrom } from "../../../domain/slug-from-name.ts";
import { slugLimits } from "../../../domain/slug-shape.ts";
import type { Db } from "../../db/client.ts";
import { adminUsers, authorFormerSlugs } from "../../db/schema.ts";
import { slugForRestore } from "../content-writes/slugs.ts";

/** What a nameless author's slug falls back to (a name of only signs or emoji). */
const authorWord = "author";

const slugColumns = { table: adminUsers, id: adminUsers.id, slug: adminUsers.publicSlug };

/** Whether `slug` is `base`, or `base` numbered on a clash the way `firstFreeSlug` numbers it (so it still fits the name). */
function madeFrom(slug: string, base: string): boolean {
  if (slug === base) return true;
  const suffix = /-[1-9][0-9]*$/.exec(slug)?.[0];
  return (
    suffix !== undefined && `${base.slice(0, slugLimits.max - suffix.length).replace(/-+$/, "")}${suffix}` === slug
  );
}

/**
 * Gives a staff member the blog author slug their shown name makes (ADR 0219), in the write's
 * transaction: none yet, or (`renamed`: their public name was just changed) one made from a name they
 * no longer show, gets the first free one (`-2`, `-3`… on a clash); the slug they leave answers a 301
 * from then on. A slug that still fits the name is kept, and nothing but a rename moves one (the
 * migration's slugs, made without transliteration, stay until then).
 */
export async function settleAuthorSlug(tx: Db, id: string, { renamed }: { renamed: boolean }): Promise<void> {
  const [user] = await tx
    .select({
      shownName: sql<string>`coalesce(nullif(${adminUsers.publicName}, ''), ${adminUsers.fullName})`,
      slug: adminUsers.publicSlug,
    })
    .from(adminUsers)
    .where(eq(adminUsers.id, id))
    .for("update");
  if (!user || (user.slug !== null && !renamed)) return;
  const base = slugFrom(user.shownName, authorWord);
  if (user.slug !== null && madeFrom(user.slug, base)) return;
  const slug = await slugForRestore(tx, slugColumns, base, id);
  await tx.update(adminUsers).set({ publicSlug: slug }).where(eq(adminUsers.id, id));
  await tx.delete(authorFormerSlugs).where(eq(authorFormerSlugs.slug, slug));
  if (user.slug === null) return;
  await tx
    .insert(authorFormerSlugs)
    .values({ slug: user.slug, adminUserId: id })
    .onConflictDoUpdate({ target: authorFormerSlugs.slug, set: { adminUserId: id, createdAt: sql`now()` } });
}

/** A blog author as their page finds them: by current slug, or the one who once had it. */
export async function authorBySlug(db: Db, slug: string) {
  const [current] = await db
    .select({ id: adminUsers.id, slug: adminUsers.publicSlug })
    .from(adminUsers)
    .where(eq(adminUsers.publicSlug, slug))
    .limit(1);
  if (current) return { id: current.id, movedTo: null };
  const [former] = await db
    .select({ id: adminUsers.id, slug: adminUsers.publicSlug })
    .from(authorFormerSlugs)
    .innerJoin(adminUsers, eq(adminUsers.id, authorFormerSlugs.adminUserId))
    .where(eq(authorFormerSlugs.slug, slug))
    .limit(1);
  return former?.slug ? { id: former.id, movedTo: former.slug } : null;
}

/** A blog author named by their id (the address before slugs): their slug, null when they have none yet. */
export async function authorById(db: Db, id: string) {
  const [row] = await db
    .select({ id: adminUsers.id, slug: adminUsers.publicSlug })
    .from(adminUsers)
    .where(eq(adminUsers.id, id))
    .limit(1);
  return row ?? null;
}
