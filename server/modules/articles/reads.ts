import { addressOf } from "../../../domain/addresses.ts";
import { type ArticleDto, articleLimits } from "../../../domain/articles.ts";
import { blogPaths } from "../../../domain/blog-feeds.ts";
import type { Db } from "../../db/client.ts";
import type { PublicPage } from "../../engines/content-kinds/public-pages.ts";
import { recordReads } from "../record-reads.ts";
import {
  type PublicArticleFilter,
  publishedArticleTotal,
  selectAdminArticle,
  selectArticle,
  selectPublishedArticles,
  toAdminArticleDto,
  toArticleDto,
} from "./queries.ts";

/** The article with this id or slug (a published one, unless `includeInactive`), and as the back office reads it. */
export const { get: getArticle, getAdmin: getAdminArticle } = recordReads({
  select: selectArticle,
  toDto: toArticleDto,
  selectAdmin: selectAdminArticle,
  toAdminDto: toAdminArticleDto,
});

/** A page of the blog: ten published articles, newest first, and how many there are. */
export async function publishedArticlePage(db: Db, filter: PublicArticleFilter, page: number) {
  const size = articleLimits.pageSize;
  const [rows, { total }] = await Promise.all([
    selectPublishedArticles(db, filter, { limit: size, offset: (page - 1) * size }),
    publishedArticleTotal(db, filter),
  ]);
  return {
    articles: rows.map(toArticleDto),
    pagination: { page, limit: size, total, totalPages: Math.ceil(total / size), totalEstimated: false },
  };
}

/** The newest published articles (feeds: `limit`; the sitemap: every one). */
export async function listPublishedArticles(db: Db, limit?: number): Promise<ArticleDto[]> {
  return (await selectPublishedArticles(db, {}, { limit })).map(toArticleDto);
}

/**
 * The blog's public pages (the sitemap's): each published article, the blog's list once it has one,
 * and the page of each author with a published article (ADR 0219), dated by the newest change of
 * those articles — a staff member with nothing published has no page.
 */
export async function articlePages(db: Db): Promise<PublicPage[]> {
  const articles = await listPublishedArticles(db);
  const authors = new Map<string, string>();
  for (const { author, updatedAt } of articles) {
    if (!author) continue;
    const path = addressOf.blogAuthor(author);
    const known = authors.get(path);
    if (known === undefined || updatedAt > known) authors.set(path, updatedAt);
  }
  return [
    ...(articles.length > 0 ? [{ path: blogPaths.list }] : []),
    ...articles.map((article) => ({
      path: addressOf.article(article),
      updatedAt: article.updatedAt,
      seo: article.seo,
    })),
    ...[...authors].map(([path, updatedAt]) => ({ path, updatedAt })),
  ];
}

/** Published articles sharing a tag with `article`, newest first, not itself. */
export async function relatedArticles(db: Db, article: ArticleDto): Promise<ArticleDto[]> {
  const found = new Map<string, ArticleDto>();
  for (const tag of article.tags) {
    for (const row of await selectPublishedArticles(db, { tag }, { limit: articleLimits.relatedMax + 1 })) {
      if (row.article.id !== article._id) found.set(row.article.id, toArticleDto(row));
    }
  }
  return [...found.values()]
    .sort((a, b) => (b.publishedAt ?? "").localeCompare(a.publishedAt ?? ""))
    .slice(0, articleLimits.relatedMax);
}
