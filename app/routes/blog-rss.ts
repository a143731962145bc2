import { blogFeedText } from "../loaders/articles.server";
import type { Route } from "./+types/blog-rss";

/** /blog/rss.xml: the newest published articles as RSS 2.0 (issue 54, ADR 0203); cached like the sitemap. */
export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await blogFeedText(context, "rss"), {
    headers: { "content-type": "application/rss+xml; charset=utf-8", "cache-control": "public, max-age=300" },
  });
}
