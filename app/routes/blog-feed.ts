import { blogFeedText } from "../loaders/articles.server";
import type { Route } from "./+types/blog-feed";

/** /blog/feed.json: the newest published articles as JSON Feed 1.1 (issue 54, ADR 0203); cached like the sitemap. */
export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await blogFeedText(context, "json"), {
    headers: { "content-type": "application/feed+json; charset=utf-8", "cache-control": "public, max-age=300" },
  });
}
