import { type AppLoadContext, redirect } from "react-router";
import { addressOf } from "../../domain/addresses.ts";
import { type ArticleDto, articleDefaults, articleDtoSchema, normalTag } from "../../domain/articles.ts";
import { blogPaths } from "../../domain/blog-feeds.ts";
import { addressIn } from "../../domain/local-addresses.ts";
import { localeFacts } from "../../domain/locales.ts";
import { withRequestQuery } from "../../domain/redirects.ts";
import { slugPattern } from "../../domain/slug-shape.ts";
import type { Db } from "../../server/db/client.ts";
import { FEED_SIZE, type FeedArticle, type FeedSite, jsonFeed, rssFeed } from "../../server/feeds/article-feeds.ts";
import { isUuid } from "../../server/lib/uuid.ts";
import {
  getArticle,
  listPublishedArticles,
  publishedArticlePage,
  relatedArticles,
} from "../../server/modules/articles/reads.ts";
import { tagNamed } from "../../server/modules/articles/tag-names.ts";
import { authorById, authorBySlug } from "../../server/modules/authors/author-slug.ts";
import { getPortfolioItem } from "../../server/modules/portfolio/reads.ts";
import { getService } from "../../server/modules/services/reads.ts";
import { type Shown, shownInLanguage } from "./addresses.server.ts";
import { renderedBlocks } from "./pages.server.ts";
import { inPageLanguage } from "./translations.server.ts";

/** An article as a list shows it: no body, nothing personal of its author. */
export type ArticleCard = ReturnType<typeof cardOf>;

export const cardOf = (article: ArticleDto) => ({
  _id: article._id,
  title: article.title,
  path: addressOf.article(article),
  summary: article.summary,
  cover: article.cover,
  author: article.author,
  publishedAt: article.publishedAt,
  readingMinutes: article.readingMinutes,
  tags: article.tags,
});

/** Which part of the blog a list is: all of it, one tag's, one author's (the slug or id the address names). */
export type BlogFilter = { tag?: string; author?: string };

/**
 * The author profile an author address names (ADR 0219, 0245): their slug names them; their id (the
 * address before slugs) or a slug they had before answers one 301 to their current address, the
 * page kept; null for anything else.
 */
async function authorNamed(context: AppLoadContext, key: string, page: number): Promise<string | null> {
  // The page kept (page 1 is the address itself), any other query word carried (issue 68).
  const movedTo = (slug: string) =>
    redirect(
      withRequestQuery(`${addressOf.blogAuthor({ slug })}${page > 1 ? `?page=${page}` : ""}`, context.query, ["page"]),
      301,
    );
  if (isUuid(key)) {
    const author = await authorById(context.db, key);
    if (author) throw movedTo(author.slug);
    return null;
  }
  if (!slugPattern.test(key)) return null;
  const author = await authorBySlug(context.db, key);
  if (author?.movedTo) throw movedTo(author.movedTo);
  return author?.id ?? null;
}

/**
 * A page of the blog (ten, newest first), of a tag or of an author; null when the filter names
 * nothing published or the page is past the last (the route answers the 404 page).
 */
export async function loadBlog(context: AppLoadContext, filter: BlogFilter, pageText: string | null) {
  const page = Number(pageText ?? "1");
  if (!Number.isInteger(page) || page < 1) return null;
  if (filter.tag !== undefined && normalTag(filter.tag) !== filter.tag) return null;
  const authorId = filter.author === undefined ? undefined : await authorNamed(context, filter.author, page);
  if (authorId === null) return null;
  const { articles, pagination } = await publishedArticlePage(context.db, { tag: filter.tag, author: authorId }, page);
  if (articles.length === 0 && (page > 1 || filter.tag !== undefined || authorId !== undefined)) return null;
  const author = authorId !== undefined ? (articles[0]?.author ?? null) : null;
  // A tag's name as its owner wrote it, and its description, where the tags' list has them (ADR 0243).
  const named = filter.tag !== undefined ? await tagNamed(context.db, filter.tag) : null;
  // The blog in a language shows the articles of its language: those translated into it (issue 74).
  const shown = await inPageLanguage(context, "article", articles, (article) => article._id);
  const cards = shown.map((article) => ({
    ...cardOf(article),
    path: addressIn(context.locale, addressOf.article(article)),
  }));
  return { articles: cards, pagination, tag: filter.tag ?? null, tagNamed: named, author };
}

/** The project and service an article is a case study of, when they are on the site. */
async function caseStudyOf(db: Db, article: ArticleDto) {
  const [project, service] = await Promise.all([
    article.projectId ? getPortfolioItem(db, article.projectId) : null,
    article.serviceId ? getService(db, article.serviceId) : null,
  ]);
  return {
    project: project && { name: project.name, path: addressOf.portfolio(project) },
    service: service && { name: service.name, path: addressOf.service(service) },
  };
}

/** An article's body rendered on the server, with its table of contents, related articles and case study. */
async function rendered(db: Db, article: ArticleDto) {
  const [{ html, headings, questions }, related, caseStudy] = await Promise.all([
    renderedBlocks(db, article.body, "page"),
    relatedArticles(db, article),
    caseStudyOf(db, article),
  ]);
  const { body: _body, ...shown } = article;
  return {
    article: { ...shown, path: addressOf.article(article) },
    html,
    contents: headings.filter((heading) => heading.level === 2 || heading.level === 3),
    questions,
    related: related.map(cardOf),
    caseStudy,
  };
}

/**
 * An article at `/blog/<slug>` or in a preview; one saved as a draft only has the defaults under its
 * draft, and no cover, author or date yet.
 */
const shownArticle: Shown<ArticleDto> = {
  kind: "article",
  read: getArticle,
  pathOf: addressOf.article,
  schema: articleDtoSchema,
  build: ({ fields }) => ({
    ...articleDefaults,
    cover: null,
    author: null,
    readingMinutes: 1,
    publishedAt: null,
    ...fields,
  }),
};

/**
 * `/blog/<slug>`: a published article (a former slug: one 301; in the trash: 410), or its preview
 * with the draft; null for anything else, which the route shows as the site's 404 page.
 */
export async function loadArticle(context: AppLoadContext, slug: string) {
  const shown = await shownInLanguage(context, slug, shownArticle);
  if (!shown) return null;
  const page = await rendered(context.db, shown.record);
  // Its address in the page's language (an Urdu article's, with its translated slug): JSON-LD and Open Graph name it.
  const path = addressIn(context.locale, addressOf.article(shown.record));
  return { ...page, article: { ...page.article, path }, versions: shown.versions };
}

/**
 * The feeds' site and newest published articles, bodies rendered (server/feeds/article-feeds.ts): in
 * a translated language (`/ur/blog/rss.xml`) the articles translated into it, in its words (issue 74).
 */
async function loadFeed(context: AppLoadContext): Promise<{ site: FeedSite; articles: FeedArticle[] }> {
  const [site, published] = await Promise.all([context.site(), listPublishedArticles(context.db, FEED_SIZE)]);
  const articles = await inPageLanguage(context, "article", published, (article) => article._id);
  const here = (path: string) => addressIn(context.locale, path);
  return {
    site: {
      origin: context.config.publicUrl,
      name: site.seo.siteName,
      description: site.seo.description,
      language: localeFacts[context.locale].tag,
      paths: { list: here(blogPaths.list), rss: here(blogPaths.rss), json: here(blogPaths.json) },
    },
    articles: await Promise.all(
      articles.map(async (article) => {
        const { html } = await renderedBlocks(context.db, article.body, "feed");
        return {
          title: article.title,
          path: here(addressOf.article(article)),
          summary: article.summary,
          html,
          publishedAt: new Date(article.publishedAt ?? article.createdAt),
          updatedAt: new Date(article.updatedAt),
          author: article.author && {
            name: article.author.name,
            path: addressOf.blogAuthor(article.author),
            photo: article.author.photo,
          },
          tags: article.tags,
          cover: article.cover?.url ?? null,
        };
      }),
    ),
  };
}

/** The blog's feed as text: RSS 2.0 or JSON Feed, of the same newest articles. */
export async function blogFeedText(context: AppLoadContext, format: "rss" | "json"): Promise<string> {
  const { site, articles } = await loadFeed(context);
  return format === "rss" ? rssFeed(site, articles) : jsonFeed(site, articles);
}
