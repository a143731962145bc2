import { rssFeed } from "../../server/feeds/article-feeds";
import { loadFeed } from "../loaders/articles.server";
import type { Route } from "./+types/blog-rss";

/** /blog/rss.xml: the newest published articles as RSS 2.0 (issue 54, ADR 0203). */
export async function loader({ context }: Route.LoaderArgs) {
  const { site, articles } = await loadFeed(context);
  return new Response(rssFeed(site, articles), {
    headers: { "content-type": "application/rss+xml; charset=utf-8", "cache-control": "public, max-age=300" },
  });
}
