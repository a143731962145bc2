import { and, count, eq, ilike, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Author, AuthorListQuery } from "../../../domain/authors.ts";
import type { Db } from "../../db/client.ts";
import { containing } from "../../db/like.ts";
import { type ListTotal, orderOf } from "../../db/list-query.ts";
import { inOrder, type ListWindow } from "../../db/list-window.ts";
import { articles, authors, media } from "../../db/schema/content.ts";
import { toIso } from "../../lib/iso-date.ts";

export type AuthorRow = typeof authors.$inferSelect;

/** An author with their photo's address and how many articles name them, read in one query. */
const authorColumns = {
  author: authors,
  photoUrl: media.url,
  photoAlt: media.alt,
  articleCount: sql<number>`(select count(*) from ${articles} where ${articles.authorId} = ${authors.id})`.mapWith(
    Number,
  ),
};
type JoinedAuthor = { author: AuthorRow; photoUrl: string | null; photoAlt: string | null; articleCount: number };

const joined = (db: Db) =>
  db
    .select(authorColumns)
    .from(authors)
    .leftJoin(media, and(eq(media.id, authors.photoId), isNull(media.deletedAt)))
    .$dynamic();

export const toAuthor = ({ author, photoUrl, photoAlt, articleCount }: JoinedAuthor): Author => ({
  _id: author.id,
  name: author.name,
  slug: author.slug,
  bio: author.bio,
  photoId: author.photoId,
  photo: photoUrl !== null ? { url: photoUrl, alt: photoAlt ?? "" } : null,
  userId: author.adminUserId,
  articles: articleCount,
  createdAt: toIso(author.createdAt),
  updatedAt: toIso(author.updatedAt),
});

export async function findAuthor(db: Db, id: string): Promise<Author | null> {
  const [row] = await joined(db).where(eq(authors.id, id)).limit(1);
  return row ? toAuthor(row) : null;
}

/** The author profile of a staff account, if it has one. */
export async function authorOfUser(db: Db, adminUserId: string): Promise<AuthorRow | null> {
  const [row] = await db.select().from(authors).where(eq(authors.adminUserId, adminUserId)).limit(1);
  return row ?? null;
}

export type AuthorListFilter = Pick<AuthorListQuery, "q" | "account">;

const matchingAuthors = (filter: AuthorListFilter): SQL | undefined =>
  and(
    filter.q !== undefined ? ilike(authors.name, containing(filter.q)) : undefined,
    filter.account === "with" ? isNotNull(authors.adminUserId) : undefined,
    filter.account === "without" ? isNull(authors.adminUserId) : undefined,
  );

/** Authors are people, a few hundred at most even after an import: counted exactly. */
export async function authorTotal(db: Db, filter: AuthorListFilter): Promise<ListTotal> {
  const [{ n }] = await db.select({ n: count() }).from(authors).where(matchingAuthors(filter));
  return { total: n, estimated: false };
}

export const authorOrder = (sort: AuthorListQuery["sort"]) =>
  orderOf({ name: sql`lower(${authors.name})`, createdAt: authors.createdAt }, authors.id, sort);

export async function selectAuthorPage(db: Db, filter: AuthorListFilter, window: ListWindow): Promise<Author[]> {
  const rows = await inOrder(joined(db).$dynamic(), matchingAuthors(filter), window);
  return rows.map(toAuthor);
}

/** The back office's list of authors, read as they are answered (`pagedList`). */
export const authorList = {
  select: selectAuthorPage,
  total: authorTotal,
  order: authorOrder,
  toDto: (author: Author) => author,
};
