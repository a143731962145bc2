import { blogPaths } from "../../domain/addresses";
import type { Route } from "./+types/feed-shortcut";

/**
 * `/feed` and `/rss.xml` (issue 68): where feed readers and people look first, and where a WordPress
 * site kept its feed. One 301 to the blog's RSS feed, the request's query carried (a campaign's
 * `utm_…` survives), kept by browsers an hour as a redirect of the manager's is.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return new Response(null, {
    status: 301,
    headers: { location: `${blogPaths.rss}${search}`, "cache-control": "public, max-age=3600" },
  });
}
