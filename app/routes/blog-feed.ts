import { jsonFeed } from "../../server/feeds/article-feeds";
import { loadFeed } from "../loaders/articles.server";
import type { Route } from "./+types/blog-feed";

/** /blog/feed.json: the newest published articles as JSON Feed 1.1 (issue 54, ADR 0203). */
export async function loader({ context }: Route.LoaderArgs) {
  const { site, articles } = await loadFeed(context);
  return new Response(jsonFeed(site, articles), {
    headers: { "content-type": "application/feed+json; charset=utf-8", "cache-control": "public, max-age=300" },
  });
}
