import { eq, sql } from "drizzle-orm";
import { addressOf } from "../../../domain/addresses.ts";
import { slugFrom } from "../../../domain/slug-from-name.ts";
import { slugLimits } from "../../../domain/slug-shape.ts";
import type { Db } from "../../db/client.ts";
import { authorFormerSlugs, authors } from "../../db/schema/content.ts";
import { dropAutomaticAt, redirectFormerAddress } from "../../engines/addresses/automatic-redirects.ts";
import { slugForRestore } from "../../engines/content-writes/slugs.ts";

/** What a nameless author's slug falls back to (a name of only signs or emoji). */
const authorWord = "author";

const slugColumns = { table: authors, id: authors.id, slug: authors.slug };

/** Whether `slug` is `base`, or `base` numbered on a clash the way `firstFreeSlug` numbers it (so it still fits the name). */
function madeFrom(slug: string, base: string): boolean {
  if (slug === base) return true;
  const suffix = /-[1-9][0-9]*$/.exec(slug)?.[0];
  return (
    suffix !== undefined && `${base.slice(0, slugLimits.max - suffix.length).replace(/-+$/, "")}${suffix}` === slug
  );
}

/** The first free slug `name` makes (`-2`, `-3`… on a clash): a new author's. */
export function newAuthorSlug(tx: Db, name: string, id: string): Promise<string> {
  return slugForRestore(tx, slugColumns, slugFrom(name, authorWord), id);
}

/**
 * Moves an author's page when their name changed (ADR 0219), in the write's transaction: a slug that
 * still fits the name is kept (the migration's slugs, made without transliteration, stay until then);
 * one made from a name they no longer have gives way to the first free one the new name makes, and
 * the slug left behind answers a 301 from then on. A slug someone takes stops being a former one.
 */
export async function settleAuthorSlug(tx: Db, id: string): Promise<void> {
  const [author] = await tx
    .select({ name: authors.name, slug: authors.slug })
    .from(authors)
    .where(eq(authors.id, id))
    .for("update");
  if (!author) return;
  const base = slugFrom(author.name, authorWord);
  if (madeFrom(author.slug, base)) return;
  const slug = await slugForRestore(tx, slugColumns, base, id);
  await tx.update(authors).set({ slug }).where(eq(authors.id, id));
  await tx.delete(authorFormerSlugs).where(eq(authorFormerSlugs.slug, slug));
  await tx
    .insert(authorFormerSlugs)
    .values({ slug: author.slug, authorId: id })
    .onConflictDoUpdate({ target: authorFormerSlugs.slug, set: { authorId: id, createdAt: sql`now()` } });
  // The page left is an automatic redirect of the manager; one from the page now gives way (ADR 0249).
  const now = addressOf.blogAuthor({ slug });
  await dropAutomaticAt(tx, now);
  await redirectFormerAddress(tx, addressOf.blogAuthor({ slug: author.slug }), { to: now });
}

/**
 * What a change of an author's profile announces: the blog's pages (bylines, author pages, feeds)
 * and, since a new name may move their page, the redirects (ADR 0249).
 */
export const authorShownKinds = ["article", "redirects"] as const;

/** An author as their page finds them: by current slug, or the one who once had it. */
export async function authorBySlug(db: Db, slug: string) {
  const [current] = await db.select({ id: authors.id }).from(authors).where(eq(authors.slug, slug)).limit(1);
  if (current) return { id: current.id, movedTo: null };
  const [former] = await db
    .select({ id: authors.id, slug: authors.slug })
    .from(authorFormerSlugs)
    .innerJoin(authors, eq(authors.id, authorFormerSlugs.authorId))
    .where(eq(authorFormerSlugs.slug, slug))
    .limit(1);
  return former ? { id: former.id, movedTo: former.slug } : null;
}

/** An author named by their id (the address before slugs), with their slug. */
export async function authorById(db: Db, id: string) {
  const [row] = await db
    .select({ id: authors.id, slug: authors.slug })
    .from(authors)
    .where(eq(authors.id, id))
    .limit(1);
  return row ?? null;
}
