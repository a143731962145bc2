import { and, eq, isNull, sql } from "drizzle-orm";
import { adminUserMessages } from "../../../domain/admin-users.ts";
import { type AuthorUpdateInput, authorMessages } from "../../../domain/authors.ts";
import type { Db } from "../../db/client.ts";
import { authorFormerSlugs, authors, media } from "../../db/schema/content.ts";
import { adminUsers } from "../../db/schema/staff.ts";
import { InvalidInput } from "../../errors/domain-errors.ts";
import { newAuthorSlug, settleAuthorSlug } from "./author-slug.ts";
import type { AuthorRow } from "./queries.ts";

/*
 * The writes of an author profile inside a caller's transaction: the authors screen, a staff member's
 * own profile, the account's creation and the WordPress import all go through these, so a name, a
 * slug and a photo are checked and kept the same way whoever writes them.
 */

/** Refuses (400 on `photoId`) a photo that is not a picture of the library (or is in its trash). */
async function requirePhoto(tx: Db, photoId: string | null | undefined): Promise<void> {
  if (!photoId) return;
  const [found] = await tx
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.id, photoId), isNull(media.deletedAt)))
    .limit(1);
  if (!found) throw InvalidInput.of(authorMessages.photoNotFound, "photoId");
}

export type NewAuthor = {
  name: string;
  bio?: string;
  photoId?: string | null;
  /** The staff account it belongs to, whose id it then shares (ADR 0245); absent: an author who cannot sign in. */
  adminUserId?: string;
};

/** Adds an author profile with the first free slug its name makes; answers the new row. */
export async function insertAuthor(tx: Db, author: NewAuthor): Promise<AuthorRow> {
  await requirePhoto(tx, author.photoId);
  const id = author.adminUserId ?? crypto.randomUUID();
  const slug = await newAuthorSlug(tx, author.name, id);
  const [row] = await tx
    .insert(authors)
    .values({
      id,
      name: author.name,
      slug,
      bio: author.bio ?? "",
      photoId: author.photoId ?? null,
      adminUserId: author.adminUserId ?? null,
    })
    .returning();
  // A current slug always wins over someone's former one.
  await tx.delete(authorFormerSlugs).where(eq(authorFormerSlugs.slug, slug));
  return row;
}

/** The profile locked for a change, or null. */
export async function lockAuthor(tx: Db, id: string): Promise<AuthorRow | null> {
  const [row] = await tx.select().from(authors).where(eq(authors.id, id)).for("update");
  return row ?? null;
}

/**
 * Changes the fields sent of a locked profile. A staff member's name is their account's full name: a
 * new name is written to both, and moves the author's page when it makes another slug (the old
 * address answers a 301). Answers the row as it now is.
 */
export async function writeAuthor(tx: Db, current: AuthorRow, input: AuthorUpdateInput): Promise<AuthorRow> {
  await requirePhoto(tx, input.photoId);
  const fields = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (Object.keys(fields).length === 0) return current;
  const [row] = await tx
    .update(authors)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(authors.id, current.id))
    .returning();
  if (input.name === undefined || input.name === current.name) return row;
  if (current.adminUserId)
    await tx
      .update(adminUsers)
      .set({ fullName: input.name, updatedAt: sql`now()` })
      .where(eq(adminUsers.id, current.adminUserId));
  await settleAuthorSlug(tx, current.id);
  const [settled] = await tx.select().from(authors).where(eq(authors.id, current.id));
  return settled;
}

/**
 * Gives an author who could not sign in (an imported one) the account just made for them: the
 * profile is theirs from now on, its name their full name. Refused on `authorId` (400) for a profile
 * that does not exist or already has an account.
 */
export async function claimAuthor(tx: Db, authorId: string, account: { id: string; fullName: string }) {
  const author = await lockAuthor(tx, authorId);
  if (!author) throw InvalidInput.of(authorMessages.notFound, "authorId");
  if (author.adminUserId) throw InvalidInput.of(adminUserMessages.authorTaken, "authorId");
  await tx.update(authors).set({ adminUserId: account.id }).where(eq(authors.id, author.id));
  return writeAuthor(tx, { ...author, adminUserId: account.id }, { name: account.fullName });
}

/**
 * The author profile of a staff account, made from the account when it has none yet (an account
 * made before profiles, or outside the app): an article's writer always has a byline.
 */
export async function staffAuthor(tx: Db, adminUserId: string): Promise<AuthorRow | null> {
  const [mine] = await tx.select().from(authors).where(eq(authors.adminUserId, adminUserId)).limit(1);
  if (mine) return mine;
  const [account] = await tx
    .select({ fullName: adminUsers.fullName, username: adminUsers.username })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminUserId))
    .for("update");
  if (!account) return null;
  // Locked above: a second writer waits here and then finds the profile the first one made.
  const [madeMeanwhile] = await tx.select().from(authors).where(eq(authors.adminUserId, adminUserId)).limit(1);
  if (madeMeanwhile) return madeMeanwhile;
  return insertAuthor(tx, { name: account.fullName.trim() || account.username, adminUserId });
}

/**
 * Whether `id` names an author profile: one's own id, or a staff account's (its profile shares it,
 * and is made now when the account has none yet), so an article may name either.
 */
export async function isAuthor(tx: Db, id: string): Promise<boolean> {
  const [found] = await tx.select({ id: authors.id }).from(authors).where(eq(authors.id, id)).limit(1);
  if (found) return true;
  const made = await staffAuthor(tx, id);
  return made?.id === id;
}
