import { and, arrayContains, desc, eq, isNull, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { articleSortFields } from "../../../domain/admin-lists.ts";
import { type AdminArticleDto, type ArticleDto, articleFieldNames } from "../../../domain/articles.ts";
import type { RecordPublication } from "../../../domain/drafts.ts";
import type { ListSort } from "../../../domain/list-paging.ts";
import type { Db } from "../../db/client.ts";
import { orderOf, totalOf } from "../../db/list-query.ts";
import { inWindow, type ListWindow } from "../../db/list-window.ts";
import { articles, authors, media } from "../../db/schema/content.ts";
import { publicationColumns, withBadge } from "../../engines/drafts/store.ts";
import { pick } from "../../lib/fields.ts";
import { toIso } from "../../lib/iso-date.ts";
import { recordFields } from "../record-fields.ts";
import { type WrittenListFilter, writtenListMatching } from "../written-list-filter.ts";

export type ArticleRow = typeof articles.$inferSelect;

/** An article with what its DTO shows of its author and cover, read in the same query. */
export type JoinedArticle = {
  article: ArticleRow;
  authorName: string | null;
  authorBio: string | null;
  authorPhoto: string | null;
  authorSlug: string | null;
  coverUrl: string | null;
  coverAlt: string | null;
};

/** The author's profile (never an account's e-mail or username), its photo and the cover, joined to the row. */
const authorPhoto = alias(media, "author_photo");
const joinedColumns = {
  article: articles,
  authorName: authors.name,
  authorBio: authors.bio,
  authorPhoto: authorPhoto.url,
  authorSlug: authors.slug,
  coverUrl: media.url,
  coverAlt: media.alt,
};

const joined = <T extends object>(db: Db, columns: T) =>
  db
    .select({ ...joinedColumns, ...columns })
    .from(articles)
    .leftJoin(authors, eq(authors.id, articles.authorId))
    .leftJoin(authorPhoto, and(eq(authorPhoto.id, authors.photoId), isNull(authorPhoto.deletedAt)))
    .leftJoin(media, and(eq(media.id, articles.coverId), isNull(media.deletedAt)))
    .$dynamic();

export const toArticleDto = ({
  article,
  authorName,
  authorBio,
  authorPhoto,
  authorSlug,
  coverUrl,
  coverAlt,
}: JoinedArticle): ArticleDto => ({
  ...recordFields(article),
  ...pick(article, articleFieldNames),
  authorId: article.authorId,
  author:
    article.authorId && authorName !== null
      ? {
          _id: article.authorId,
          slug: authorSlug ?? article.authorId,
          name: authorName,
          bio: authorBio ?? "",
          photo: authorPhoto || null,
        }
      : null,
  cover: coverUrl !== null ? { url: coverUrl, alt: coverAlt ?? "" } : null,
  readingMinutes: article.readingMinutes,
  publishedAt: article.publishedAt ? toIso(article.publishedAt) : null,
});

/** One article by id or slug; `onlyActive` keeps what the public may see. */
export function selectArticle(db: Db, key: { id?: string; slug?: string }, onlyActive: boolean) {
  const where: (SQL | undefined)[] = [
    key.id !== undefined ? eq(articles.id, key.id) : undefined,
    key.slug !== undefined ? eq(articles.slug, key.slug) : undefined,
    onlyActive ? eq(articles.isActive, true) : undefined,
  ];
  return joined(db, {})
    .where(and(...where.filter(Boolean)))
    .limit(1);
}

/** What the public lists may narrow to: a tag, an author. */
export type PublicArticleFilter = { tag?: string; author?: string };

const publishedWith = (filter: PublicArticleFilter) =>
  and(
    eq(articles.isActive, true),
    filter.tag !== undefined ? arrayContains(articles.tags, [filter.tag]) : undefined,
    filter.author !== undefined ? eq(articles.authorId, filter.author) : undefined,
  );

/** Published articles, newest first: a page of the blog, a feed, the sitemap. */
export const selectPublishedArticles = (
  db: Db,
  filter: PublicArticleFilter,
  window: { limit?: number; offset?: number },
) =>
  joined(db, {})
    .where(publishedWith(filter))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(window.limit ?? 1000)
    .offset(window.offset ?? 0);

export const publishedArticleTotal = (db: Db, filter: PublicArticleFilter) =>
  totalOf(db, articles, publishedWith(filter));

/** The back-office list's filter: searched by title, by published or not, by publication, tag, author. */
export type ArticleListFilter = PublicArticleFilter & WrittenListFilter;

const matchingArticles = (db: Db, filter: ArticleListFilter): SQL | undefined =>
  and(
    writtenListMatching(db, "article", articles, filter),
    filter.tag !== undefined ? arrayContains(articles.tags, [filter.tag]) : undefined,
    filter.author !== undefined ? eq(articles.authorId, filter.author) : undefined,
  );

export const articleTotal = (db: Db, filter: ArticleListFilter) => totalOf(db, articles, matchingArticles(db, filter));

export const articleOrder = (sort: ListSort<(typeof articleSortFields)[number]>) =>
  orderOf(
    {
      publishedAt: articles.publishedAt,
      title: articles.title,
      createdAt: articles.createdAt,
      updatedAt: articles.updatedAt,
    },
    articles.id,
    sort,
  );

export const toAdminArticleDto: (row: JoinedArticle & RecordPublication) => AdminArticleDto = withBadge(toArticleDto);

export const selectAdminArticle = (db: Db, id: string) =>
  joined(db, publicationColumns(db, "article", articles.id))
    .where(eq(articles.id, id))
    .limit(1);

export function selectArticlePage(db: Db, filter: ArticleListFilter, window: ListWindow) {
  const query = joined(db, publicationColumns(db, "article", articles.id));
  return inWindow(query, { at: articles.createdAt, id: articles.id }, matchingArticles(db, filter), window);
}

/** The back office's list of articles, each with its status and hasDraft (`pagedList`). */
export const adminArticleList = {
  select: selectArticlePage,
  total: articleTotal,
  order: articleOrder,
  toDto: toAdminArticleDto,
};
