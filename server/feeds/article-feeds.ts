import { Feed } from "feed";
import { blogPaths } from "../../domain/blog-feeds.ts";
import { withAbsoluteUrls } from "./absolute-urls.ts";

/** What a feed says of one published article (newest first). */
export type FeedArticle = {
  title: string;
  /** Its address on the site, `/blog/<slug>`. */
  path: string;
  summary: string;
  /** The body as the server renders it (server/blocks/render-html.ts), links made absolute. */
  html: string;
  publishedAt: Date;
  updatedAt: Date;
  /** The author profile (ADR 0245): their name, their page on the site and their photo's address. */
  author: { name: string; path: string; photo: string | null } | null;
  tags: readonly string[];
  /** The cover's address on the site, if it has one. */
  cover: string | null;
};

export type FeedSite = {
  /** The site's own address (`https://example.com`), which every link in a feed is made from. */
  origin: string;
  name: string;
  description: string;
  language: string;
  /** The blog's list and feeds in the feed's language (`/ur/blog/rss.xml`, issue 74); English's when absent. */
  paths?: { list: string; rss: string; json: string };
};

/** How many of the newest articles a feed lists. */
export const FEED_SIZE = 20;

/**
 * The blog's feeds, made by `feed` (a well-kept library; ADR 0203): the same articles as RSS 2.0 and
 * JSON Feed, each with its summary, its whole body and its tags, the newest first.
 */
function blogFeed(site: FeedSite, articles: readonly FeedArticle[]) {
  const paths = site.paths ?? blogPaths;
  const link = `${site.origin}${paths.list}`;
  const feed = new Feed({
    id: link,
    title: `${site.name} blog`,
    description: site.description,
    link,
    language: site.language,
    updated: articles[0]?.updatedAt ?? new Date(0),
    generator: false,
    copyright: `© ${site.name}`,
    feedLinks: { rss: `${site.origin}${paths.rss}`, json: `${site.origin}${paths.json}` },
  });
  for (const article of articles.slice(0, FEED_SIZE)) {
    const url = `${site.origin}${article.path}`;
    feed.addItem({
      id: url,
      guid: url,
      title: article.title,
      link: url,
      date: article.updatedAt,
      published: article.publishedAt,
      description: article.summary,
      content: withAbsoluteUrls(article.html, site.origin),
      category: article.tags.map((name) => ({ name })),
      author: article.author
        ? [
            {
              name: article.author.name,
              link: `${site.origin}${article.author.path}`,
              ...(article.author.photo ? { avatar: `${site.origin}${article.author.photo}` } : {}),
            },
          ]
        : undefined,
      image: article.cover ? `${site.origin}${article.cover}` : undefined,
    });
  }
  return feed;
}

export const rssFeed = (site: FeedSite, articles: readonly FeedArticle[]) => blogFeed(site, articles).rss2();
export const jsonFeed = (site: FeedSite, articles: readonly FeedArticle[]) => blogFeed(site, articles).json1();
