import { type AdminArticleDto, type ArticleDto, articleLimits } from "../../../domain/articles.ts";
import type { Db } from "../../db/client.ts";
import { recordKey } from "../../lib/record-key.ts";
import { isUuid } from "../../lib/uuid.ts";
import {
  type PublicArticleFilter,
  publishedArticleTotal,
  selectAdminArticle,
  selectArticle,
  selectPublishedArticles,
  toAdminArticleDto,
  toArticleDto,
} from "./queries.ts";

/** The article with this id or slug: a published one, unless `includeInactive`. */
export async function getArticle(
  db: Db,
  idOrSlug: string,
  options: { includeInactive?: boolean } = {},
): Promise<ArticleDto | null> {
  const key = recordKey(idOrSlug);
  if (!key) return null;
  const [row] = await selectArticle(db, key, !options.includeInactive);
  return row ? toArticleDto(row) : null;
}

/** One article as the back office reads it: published or not, with its publication badge. */
export async function getAdminArticle(db: Db, idOrSlug: string): Promise<AdminArticleDto | null> {
  const id = isUuid(idOrSlug) ? idOrSlug : (await getArticle(db, idOrSlug, { includeInactive: true }))?._id;
  if (!id) return null;
  const [row] = await selectAdminArticle(db, id);
  return row ? toAdminArticleDto(row) : null;
}

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
